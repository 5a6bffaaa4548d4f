/**
 * The console's supabase-js client: hosted Supabase when VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY are
 * set at build, else the embedded backend on this origin (decision 0060). The session is kept in this browser's
 * storage and refreshed by supabase-js.
 */
import { createClient } from '@supabase/supabase-js'
import { localPublishableKey } from '../lib/local-backend'

const url = import.meta.env.VITE_SUPABASE_URL
const key = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY

export const supabase = createClient(
  url && key ? url : window.location.origin,
  url && key ? key : localPublishableKey,
  {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: false, storageKey: 'lead-console' },
  },
)
