/**
 * The lead backend through supabase-js: hosted Supabase when VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY
 * are set at build time, else the embedded backend on the site's own origin. Loaded, and its client built, once the
 * visitor is in a form and the page is idle (decision 0049), or by the send if that comes first.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { leadCallTimeoutMs, type LeadBackend } from './submit-lead'
import { localPublishableKey } from '../../lib/local-backend'

let client: SupabaseClient | undefined

function supabase(): SupabaseClient {
  const url = import.meta.env.VITE_SUPABASE_URL
  const key = import.meta.env.VITE_SUPABASE_PUBLISHABLE_KEY
  client ??= createClient(url && key ? url : window.location.origin, url && key ? key : localPublishableKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })
  return client
}

export const supabaseLeadBackend: LeadBackend = {
  prepare: () => void supabase(),
  async insertLead(lead) {
    // No .select(): the anon role may insert but not read (row level security).
    const { error } = await supabase().from('leads').insert(lead).abortSignal(AbortSignal.timeout(leadCallTimeoutMs))
    // 23505 on submission_id: an earlier try of this submission was stored, and only its answer was lost.
    if (error && error.code !== '23505') throw new Error(error.message || 'The lead could not be stored.')
  },
  async notifyLead(notification) {
    const { error } = await supabase().functions.invoke('notify-lead', {
      body: notification,
      timeout: leadCallTimeoutMs,
    })
    if (error) throw new Error(error.message || 'The notification could not be sent.')
  },
}
