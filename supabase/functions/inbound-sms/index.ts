/**
 * inbound-sms (Supabase Edge Function, Deno): Twilio's messaging webhook for the business's numbers
 * (docs/decisions/0044, 0053). A homeowner's reply is attached to their lead and forwarded to the owner; an opt-out
 * stops automated texts; HELP is answered (supabase/functions/_shared/inbound-texts.ts).
 */
import { answerInboundSms } from '../_shared/inbound-texts.ts'
import { answerTwilio } from '../_shared/edge-setup.ts'
import type { Settings } from '../_shared/settings.ts'

export const handleInboundSms = (
  request: Request,
  env: Settings,
  send: typeof fetch,
  overrides?: Parameters<typeof answerTwilio>[5],
): Promise<Response> => answerTwilio(request, env, send, 'inbound-sms', answerInboundSms, overrides)

if (import.meta.main) {
  Deno.serve((request) => handleInboundSms(request, Deno.env, fetch))
}
