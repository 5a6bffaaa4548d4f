/**
 * The lead e-mail through Resend's HTTP API (https://resend.com/docs/api-reference/emails/send-email), used by the
 * notify-lead function and, when its settings are present, by the embedded backend of `npm start`. Plain fetch, so
 * tests point it at a local stand-in of the API.
 */
import { composeLeadEmail } from './notification.ts'
import type { LeadNotifier } from './lead-delivery.ts'

export const resendEndpoint = 'https://api.resend.com/emails'
export const defaultBusinessName = 'North Central Florida Home Buyers'
export const notConfiguredReason =
  'E-mail delivery is not configured (set RESEND_API_KEY, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM).'
const providerTimeoutMs = 10_000

export interface Settings {
  get(name: string): string | undefined
}

export function setting(env: Settings, name: string): string | undefined {
  const value = env.get(name)?.trim()
  return value ? value : undefined
}

/** The business's name in alerts: BUSINESS_NAME, else the default. */
export const businessNameOf = (env: Settings): string => setting(env, 'BUSINESS_NAME') ?? defaultBusinessName

/** Whether RESEND_API_KEY, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM are all set. */
export function resendConfigured(env: Settings): boolean {
  return Boolean(setting(env, 'RESEND_API_KEY') && setting(env, 'LEAD_NOTIFY_TO') && setting(env, 'LEAD_NOTIFY_FROM'))
}

/**
 * A notifier that e-mails the business through Resend. Without its three settings every notification fails with
 * notConfiguredReason (the lead stays stored and pending). The submission id is Resend's idempotency key, so a
 * retry after a lost answer does not send the e-mail twice.
 */
export function resendNotifier(env: Settings, send: typeof fetch): LeadNotifier {
  return {
    channel: 'owner-email',
    async notify(subject) {
      const apiKey = setting(env, 'RESEND_API_KEY')
      const to = setting(env, 'LEAD_NOTIFY_TO')
      const from = setting(env, 'LEAD_NOTIFY_FROM')
      if (!apiKey || !to || !from) throw new Error(notConfiguredReason)
      const email = composeLeadEmail(subject, businessNameOf(env))
      const recipients = to
        .split(',')
        .map((address) => address.trim())
        .filter(Boolean)
      let answer: Response
      try {
        answer = await send(setting(env, 'RESEND_API_URL') ?? resendEndpoint, {
          method: 'POST',
          headers: {
            Authorization: `Bearer ${apiKey}`,
            'Content-Type': 'application/json',
            'Idempotency-Key': `lead-${subject.lead.submission_id}`,
          },
          body: JSON.stringify({ from, to: recipients, reply_to: subject.lead.email, ...email }),
          signal: AbortSignal.timeout(providerTimeoutMs),
        })
      } catch (error) {
        throw new Error(`The e-mail provider could not be reached: ${error instanceof Error ? error.message : error}`)
      }
      if (!answer.ok) {
        // The provider's explanation (bad key, unverified domain, quota) goes to the log and notify_error.
        const explanation = (await answer.text().catch(() => '')).slice(0, 300)
        throw new Error(`The e-mail provider answered ${answer.status}: ${explanation}`)
      }
      await answer.body?.cancel()
    },
  }
}
