/**
 * The embedded backend `npm start` serves on the site's own origin when no Supabase project is configured
 * (decision 0024): the two addresses the site calls, as hosted Supabase names them, and the public key it checks.
 * The key is not a secret: like Supabase's publishable key (`sb_publishable_...`, decision 0075) it only allows what
 * row level security lets the anon role do.
 */
export const localPublishableKey = 'sb_publishable_local-lead-backend'
export const leadsTablePath = '/rest/v1/leads'
export const notifyLeadPath = '/functions/v1/notify-lead'
