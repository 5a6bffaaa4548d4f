/**
 * The lead e-mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), used by the
 * notify-lead function and, when its settings are present, by the embedded backend of `npm start`. Plain fetch, so
 * tests point it at a local stand-in of the API.
 */
import { composeConfirmationEmail, composeLeadEmail, type LeadEmail } from './notification.ts'
import type { LeadNotifier, NotificationSubject } from './lead-delivery.ts'
import { businessName, setting, type Settings } from './settings.ts'

export const resendEndpoint = 'https://api.resend.com/emails'
export const notConfiguredReason =
  'E-mail delivery is not configured (set RESEND_API_KEY, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM).'
const providerTimeoutMs = 10_000

/** Whether RESEND_API_KEY, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM are all set. */
export function resendConfigured(env: Settings): boolean {
  return Boolean(setting(env, 'RESEND_API_KEY') && setting(env, 'LEAD_NOTIFY_TO') && setting(env, 'LEAD_NOTIFY_FROM'))
}

/** Sends one e-mail through Resend; throws an Error saying why it could not. */
async function sendThroughResend(
  env: Settings,
  send: typeof fetch,
  message: LeadEmail & { to: string[]; reply_to?: string },
  idempotencyKey: string,
): Promise<void> {
  const apiKey = setting(env, 'RESEND_API_KEY')
  const from = setting(env, 'LEAD_NOTIFY_FROM')
  if (!apiKey || !from || !setting(env, 'LEAD_NOTIFY_TO')) throw new Error(notConfiguredReason)
  let answer: Response
  try {
    answer = await send(setting(env, 'RESEND_API_URL') ?? resendEndpoint, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${apiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({ from, ...message }),
      signal: AbortSignal.timeout(providerTimeoutMs),
    })
  } catch (error) {
    throw new Error(`The e-mail provider could not be reached: ${error instanceof Error ? error.message : error}`)
  }
  if (!answer.ok) {
    // The provider's explanation (bad key, unverified domain, quota) goes to the log and notify_error.
    const explanation = (await answer.text().catch(() => '')).slice(0, 300)
    // This key was taken with another body within Resend's 24 hours: the e-mail went then (an answer lost on the way
    // back), and a summary composed again reads a little differently. Sent, then, not failed for the rest of the day.
    if (answer.status === 409 && explanation.includes('invalid_idempotent_request')) return
    throw new Error(`The e-mail provider answered ${answer.status}: ${explanation}`)
  }
  await answer.body?.cancel()
}

/** The owner's addresses: LEAD_NOTIFY_TO, comma-separated. */
const ownerAddresses = (env: Settings): string[] =>
  (setting(env, 'LEAD_NOTIFY_TO') ?? '')
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)

/**
 * A notifier that e-mails the business through Resend. Without its three settings every notification fails with
 * notConfiguredReason (the lead stays stored and pending). The submission id is Resend's idempotency key, so a
 * retry after a lost answer does not send the e-mail twice.
 */
export function resendNotifier(env: Settings, send: typeof fetch): LeadNotifier {
  return {
    channel: 'owner-email',
    async notify(subject) {
      const email = composeLeadEmail(subject, businessName)
      await sendThroughResend(
        env,
        send,
        // A call's lead has no address to reply to.
        { to: ownerAddresses(env), ...(subject.lead.email ? { reply_to: subject.lead.email } : {}), ...email },
        `lead-${subject.lead.submission_id}`,
      )
    },
  }
}

/** E-mails the owner (LEAD_NOTIFY_TO) through Resend something other than a lead: a text a forward had to cut. */
export const resendOwnerEmailer =
  (env: Settings, send: typeof fetch) =>
  (email: LeadEmail, idempotencyKey: string): Promise<void> =>
    sendThroughResend(env, send, { to: ownerAddresses(env), ...email }, idempotencyKey)

/** Whether a lead gets the homeowner's confirmation: it gave an e-mail address. */
export const wantsConfirmation = ({ lead }: NotificationSubject): boolean => lead.email.trim() !== ''

/**
 * The homeowner's confirmation through Resend (docs/decisions/0009): one per lead (its own channel and idempotency
 * key), from LEAD_NOTIFY_FROM, with replies going to the owner (LEAD_REPLY_TO, else the first LEAD_NOTIFY_TO address).
 * A lead without an e-mail address gets none, and counts as done.
 */
export function resendConfirmationNotifier(env: Settings, send: typeof fetch): LeadNotifier {
  return {
    channel: 'homeowner-email',
    audience: 'homeowner',
    async notify(subject) {
      if (!wantsConfirmation(subject)) return
      const replyTo = setting(env, 'LEAD_REPLY_TO') ?? ownerAddresses(env)[0]
      await sendThroughResend(
        env,
        send,
        { to: [subject.lead.email], ...(replyTo ? { reply_to: replyTo } : {}), ...composeConfirmationEmail(subject) },
        `confirmation-${subject.lead.submission_id}`,
      )
    },
  }
}

/**
 * A homeowner's confirmation sent at most once per e-mail address a day (`claim`: public.claim_confirmation), so
 * notify-lead cannot be made to write to one inbox again and again.
 */
export function oncePerAddressADay(
  confirmation: LeadNotifier,
  claim: (submissionId: string) => Promise<boolean>,
): LeadNotifier {
  return {
    ...confirmation,
    async notify(subject) {
      if (!wantsConfirmation(subject) || !(await claim(subject.lead.submission_id))) return
      await confirmation.notify(subject)
    },
  }
}
