/**
 * inbound-sms (Supabase Edge Function, Deno): Twilio's messaging webhook for the business's numbers
 * (docs/decisions/0044). A homeowner's reply is attached to their lead and forwarded to the owner; STOP withdraws
 * their consent; HELP is answered (supabase/functions/_shared/calls.ts).
 */
import { answerInboundSms } from '../_shared/calls.ts'
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
