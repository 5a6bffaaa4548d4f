/**
 * inbound-call (Supabase Edge Function, Deno): Twilio's voice webhook for the business's numbers
 * (docs/decisions/0044). It rings the owner's numbers, and a call nobody answers becomes a lead: the caller may
 * leave a voicemail, the owner is alerted and the caller texted back, once each (supabase/functions/_shared/calls.ts).
 */
import { answerInboundCall } from '../_shared/calls.ts'
import { answerTwilio } from '../_shared/edge-setup.ts'
import type { Settings } from '../_shared/settings.ts'

export const handleInboundCall = (
  request: Request,
  env: Settings,
  send: typeof fetch,
  overrides?: Parameters<typeof answerTwilio>[5],
): Promise<Response> => answerTwilio(request, env, send, 'inbound-call', answerInboundCall, overrides)

if (import.meta.main) {
  Deno.serve((request) => handleInboundCall(request, Deno.env, fetch))
}
