/** The rule lives beside the Edge Functions, which need it too (Twilio's webhooks on a real domain). */
export { isRealDomain, isReservedDomain } from '../supabase/functions/_shared/real-domain'
