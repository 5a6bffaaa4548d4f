/**
 * How the Edge Functions (notify-lead, inbound-call, inbound-sms) reach the database and the providers, from their
 * settings: one place, so a lead's channels are the same whichever function sends or retries them.
 */
import { callSettingsOf, type CallDeps } from './calls.ts'
import { rpcCallStore, type CallStore, type Rpc } from './call-store.ts'
import { handOffDueEvents, handOffSettingsOf, rpcWebhookQueue, type HandOffResult } from './crm-webhook.ts'
import {
  consoleUrlOf,
  rpcSummaryStore,
  sendDailySummary,
  summaryChannels,
  summaryHourOf,
  type SummaryResult,
} from './daily-summary.ts'
import type { LeadNotifier } from './lead-delivery.ts'
import { StoreUnavailableError, type LeadStore } from './lead-store.ts'
import { postgrestClient, postgrestLeadStore } from './postgrest-store.ts'
import { oncePerAddressADay, resendConfirmationNotifier, resendNotifier, resendOwnerEmailer } from './resend.ts'
import { businessName, secretKeysOf, setting, type Settings } from './settings.ts'
import { siteContent } from './site-content.generated.ts'
import { smsRecipients, twilioConfigured, twilioNotifiers, twilioTexter, type SendText } from './twilio.ts'
import { serveTwilioWebhook, type TwilioRequest, type WebhookAddress, type WebhookAnswer } from './twilio-webhook.ts'

const notConfigured = 'SUPABASE_URL and SUPABASE_SECRET_KEYS are not set'

const down = () => Promise.reject(new StoreUnavailableError(notConfigured))

/** The database's functions through PostgREST with the secret key, or (settings missing) always down. */
function edgeRpc(env: Settings, send: typeof fetch): Rpc {
  const url = setting(env, 'SUPABASE_URL')
  const key = secretKeysOf(env).database
  return url && key ? postgrestClient(url, key, send).rpc : down
}

/** The database through PostgREST with the secret key, or (settings missing) stores that are always down. */
export function edgeStores(env: Settings, send: typeof fetch): { leads: LeadStore; calls: CallStore } {
  const url = setting(env, 'SUPABASE_URL')
  const key = secretKeysOf(env).database
  if (url && key) return { leads: postgrestLeadStore(url, key, send), calls: rpcCallStore(edgeRpc(env, send)) }
  return {
    leads: { store: down, claim: down, finish: down, due: down, recordVerification: down, markChannelSent: down },
    calls: rpcCallStore(down),
  }
}

/** Supabase's EdgeRuntime.waitUntil: work that goes on after the answer. Elsewhere (the Deno tests) it simply runs on. */
export function keepRunning(work: Promise<unknown>): void {
  ;(globalThis as { EdgeRuntime?: { waitUntil(work: Promise<unknown>): void } }).EdgeRuntime?.waitUntil(work)
}

/**
 * The CRM hand-off (decision 0063) from LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET: `due` is the scheduled run's,
 * `soon` the prompt run after a new lead or call, a promise that never fails (undefined with the hand-off off).
 */
export function edgeHandOff(env: Settings, send: typeof fetch) {
  const settings = handOffSettingsOf(env)
  const queue = rpcWebhookQueue(edgeRpc(env, send))
  // The rule notify-lead alerts by (index.ts): with Turnstile's secret, only leads whose token passed.
  const requireVerification = setting(env, 'TURNSTILE_SECRET_KEY') !== undefined
  return {
    due: (): Promise<HandOffResult | undefined> => handOffDueEvents(queue, settings, send, { requireVerification }),
    soon: (): Promise<void> | undefined =>
      settings.state === 'on'
        ? handOffDueEvents(queue, settings, send, { prune: false, requireVerification }).then(
            () => undefined,
            (error: unknown) =>
              console.error('The CRM hand-off failed; the scheduled retry sends the events:', String(error)),
          )
        : undefined,
  }
}

/**
 * The owner's summary each morning (decision 0064), from DAILY_SUMMARY_HOUR: e-mailed through Resend, and texted
 * through Twilio to each number of LEAD_NOTIFY_SMS_TO when Twilio is configured, as the alerts are.
 */
export function edgeDailySummary(
  env: Settings,
  send: typeof fetch,
  clock: () => Date = () => new Date(),
): () => Promise<SummaryResult | undefined> {
  const texter = twilioTexter(env, send)
  const from = setting(env, 'TWILIO_FROM')
  const texts =
    twilioConfigured(env) && texter && from
      ? smsRecipients(env).map((to) => ({ to, send: (sms: string) => texter(from, to, sms) }))
      : []
  return () =>
    sendDailySummary(
      rpcSummaryStore(edgeRpc(env, send)),
      summaryChannels(resendOwnerEmailer(env, send), texts),
      summaryHourOf(env),
      { businessName, consoleUrl: consoleUrlOf(env, siteContent.website), clock },
    )
}

/** Twilio's Messages API, or a sender that fails with what to set (the text is then retried). */
export function textSender(env: Settings, send: typeof fetch): SendText {
  return (
    twilioTexter(env, send) ??
    (() => Promise.reject(new Error('TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are not set: no text can be sent')))
  )
}

/**
 * A lead's channels, in the order they are sent: the owner's e-mail (Resend), the owner's SMS to each number
 * (Twilio, when configured) and the homeowner's confirmation e-mail, one per address a day. A missed caller's
 * text-back is an automated text (automated-texts.ts), not a channel.
 */
export function edgeNotifiers(env: Settings, send: typeof fetch, calls: CallStore): LeadNotifier[] {
  return [
    resendNotifier(env, send),
    ...twilioNotifiers(env, send, businessName),
    oncePerAddressADay(resendConfirmationNotifier(env, send), (id) => calls.claimConfirmation(id)),
  ]
}

export function edgeCallDeps(env: Settings, send: typeof fetch, publicBase: string): CallDeps {
  const { leads, calls } = edgeStores(env, send)
  const crm = edgeHandOff(env, send)
  return {
    settings: { ...callSettingsOf(env, setting(env, 'TWILIO_AUTH_TOKEN')), publicBase },
    calls,
    leads,
    notifiers: edgeNotifiers(env, send, calls),
    sendText: textSender(env, send),
    ownerNumbers: smsRecipients(env),
    emailOwner: resendOwnerEmailer(env, send),
    // On Supabase the answer goes to Twilio first and the alerts follow, then the call goes to the CRM; elsewhere
    // (the Deno tests) the alerts run on.
    afterAnswer: (work) => keepRunning(work.finally(() => crm.soon())),
  }
}

/**
 * Where Twilio reaches the functions. On Supabase the site is live: SITE_URL, else content's website (as the daily
 * summary reads it), so an unset SITE_URL never lets the signed address come from the request's Host.
 */
export const edgeWebhookAddress = (env: Settings): WebhookAddress => ({
  publicBase: setting(env, 'TWILIO_WEBHOOK_BASE_URL'),
  siteUrl: setting(env, 'SITE_URL') ?? siteContent.website,
})

/** An Edge Function's webhook from Twilio (twilio-webhook.ts), answered with the database and providers of its settings. */
export function answerTwilio(
  request: Request,
  env: Settings,
  send: typeof fetch,
  functionName: string,
  answer: (request: TwilioRequest, deps: CallDeps) => Promise<WebhookAnswer>,
  overrides: Partial<Pick<CallDeps, 'afterAnswer' | 'now'>> = {},
): Promise<Response> {
  return serveTwilioWebhook(request, edgeWebhookAddress(env), functionName, (twilio, base) =>
    answer(twilio, { ...edgeCallDeps(env, send, base), ...overrides }),
  )
}
