/**
 * The owner's SMS alert through Twilio's Messages API
 * (https://www.twilio.com/docs/messaging/api/message-resource#create-a-message-resource), used by notify-lead and,
 * when its settings are present, by the embedded backend. Plain fetch with form-encoded bodies, so tests point it at
 * a local stand-in of the API with TWILIO_API_URL.
 */
import type { LeadNotifier } from './lead-delivery.ts'
import { composeLeadSms, e164 } from './notification.ts'
import { setting, type Settings } from './settings.ts'
import { siteContent } from './site-content.generated.ts'
import { messagingServicePattern } from './twilio-sids.ts'

export const twilioApiBase = 'https://api.twilio.com'
const providerTimeoutMs = 10_000

/**
 * TWILIO_FROM when it is a Messaging Service (MG...), the way US carriers accept texts from a 10-digit number: the
 * one the A2P 10DLC campaign is attached to (docs/decisions/0078).
 */
export function messagingServiceOf(env: Settings): string | undefined {
  const from = setting(env, 'TWILIO_FROM')
  return from && messagingServicePattern.test(from) ? from : undefined
}

/** Whether TWILIO_ACCOUNT_SID, TWILIO_AUTH_TOKEN, TWILIO_FROM and LEAD_NOTIFY_SMS_TO are all set. */
export function twilioConfigured(env: Settings): boolean {
  return ['TWILIO_ACCOUNT_SID', 'TWILIO_AUTH_TOKEN', 'TWILIO_FROM', 'LEAD_NOTIFY_SMS_TO'].every((name) =>
    Boolean(setting(env, name)),
  )
}

/** Every number of the business, in E.164: the main number, the tracking numbers and TWILIO_FROM. */
export function ownNumbers(env: Settings): string[] {
  const sender = setting(env, 'TWILIO_FROM')
  return [siteContent.phone, ...siteContent.trackingNumbers.map(({ phone }) => phone), sender ?? '']
    .map((number) => e164(number))
    .filter((number): number is string => Boolean(number))
}

/**
 * The owner's numbers from LEAD_NOTIFY_SMS_TO (separated by commas), without any of the business's own: a text to
 * one of them would arrive at our own webhook (two of them forwarding to each other would never stop).
 */
export function smsRecipients(env: Settings): string[] {
  const own = new Set(ownNumbers(env))
  return (setting(env, 'LEAD_NOTIFY_SMS_TO') ?? '')
    .split(',')
    .map((number) => number.trim())
    .filter((number) => number && !own.has(e164(number) ?? number))
}

/** The channel of one SMS recipient, as notify_channels records it: each number is sent once. */
export const smsChannel = (to: string) => `owner-sms:${to}`

/**
 * Sends one SMS; throws an Error that says why it could not. `from` is the number of ours the person dealt with (the
 * one called or texted, or TWILIO_FROM): with a Messaging Service set, Twilio picks the sender from its pool instead.
 */
export type SendText = (from: string, to: string, body: string) => Promise<void>

/** Twilio never answered (a timeout, a dropped connection): the message may have been sent, or not. */
export class NoAnswerError extends Error {
  override name = 'NoAnswerError'
}

/**
 * Twilio's Messages API with TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN, or undefined when either is missing. With
 * TWILIO_FROM a Messaging Service every text goes through it (MessagingServiceSid, no From), whichever number `from`
 * names: a From would bypass the campaign's sender pool.
 */
export function twilioTexter(env: Settings, send: typeof fetch): SendText | undefined {
  const accountSid = setting(env, 'TWILIO_ACCOUNT_SID')
  const authToken = setting(env, 'TWILIO_AUTH_TOKEN')
  if (!accountSid || !authToken) return undefined
  const base = (setting(env, 'TWILIO_API_URL') ?? twilioApiBase).replace(/\/+$/, '')
  const url = `${base}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`
  const service = messagingServiceOf(env)
  return async (from, to, body) => {
    const form = new URLSearchParams({ To: to, Body: body })
    if (service) form.set('MessagingServiceSid', service)
    else form.set('From', from)
    let answer: Response
    try {
      answer = await send(url, {
        method: 'POST',
        headers: {
          Authorization: `Basic ${btoa(`${accountSid}:${authToken}`)}`,
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: form.toString(),
        signal: AbortSignal.timeout(providerTimeoutMs),
      })
    } catch (error) {
      throw new NoAnswerError(`Twilio did not answer: ${error instanceof Error ? error.message : error}`)
    }
    if (!answer.ok) {
      // Twilio's explanation (bad credentials, unverified number, rate limit) goes to the log and notify_error.
      const explanation = (await answer.text().catch(() => '')).slice(0, 300)
      throw new Error(`Twilio answered ${answer.status}: ${explanation}`)
    }
    await answer.body?.cancel()
  }
}

/**
 * One notifier per number in LEAD_NOTIFY_SMS_TO, or none when Twilio is not configured. TWILIO_FROM is the Messaging
 * Service's SID (MG...) on a live site, or (locally, for a trial) a sending number in E.164.
 */
export function twilioNotifiers(env: Settings, send: typeof fetch, businessName: string): LeadNotifier[] {
  const sendText = twilioTexter(env, send)
  if (!twilioConfigured(env) || !sendText) return []
  const from = setting(env, 'TWILIO_FROM')!
  return smsRecipients(env).map((to) => ({
    channel: smsChannel(to),
    notify: (subject) => sendText(from, to, composeLeadSms(subject, businessName)),
  }))
}
