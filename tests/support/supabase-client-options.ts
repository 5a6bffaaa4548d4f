/** supabase-js's options for a test in Node 20: no stored session, no timers, and no realtime socket. */

/** Node 20 has no WebSocket; these calls never open a realtime socket, so a transport that refuses is enough. */
class NoRealtimeSocket {
  constructor() {
    throw new Error('realtime is not used')
  }
}

export const clientOptions = {
  auth: { persistSession: false, autoRefreshToken: false },
  realtime: { transport: NoRealtimeSocket as never },
}
