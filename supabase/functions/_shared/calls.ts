/**
 * Twilio's voice webhook (inbound-call), for the Edge Functions (Deno) and the embedded backend (Node) alike
 * (docs/decisions/0044, 0053). Each request is checked against X-Twilio-Signature first; a call rings the owner's
 * numbers, and one nobody answers becomes a lead: stored once per CallSid, the owner alerted once per channel, and
 * the caller texted back once, within their texting hours (automated-texts.ts).
 */
import { nextTextingMinute, sendDueTexts } from './automated-texts.ts'
import { businessTimeZone, localTime, type TextingHours } from './clock.ts'
import type { CallOutcome, CallStore } from './call-store.ts'
import { notifyStored, type LeadNotifier, type NotificationSubject } from './lead-delivery.ts'
import { StoreUnavailableError, type LeadStore } from './lead-store.ts'
import { e164, type LeadEmail } from './notification.ts'
import { callerOf, maskPhone, maskPhonesIn, whyNotTextable } from './phone-numbers.ts'
import { setting, type Settings } from './settings.ts'
import { siteContent } from './site-content.generated.ts'
import { ownNumbers, type SendText } from './twilio.ts'
import {
  cleanLine,
  forbidden,
  refused,
  signedByTwilio,
  twiml,
  xml,
  type TwilioRequest,
  type WebhookAnswer,
} from './twilio-webhook.ts'

export interface CallSettings {
  /** TWILIO_AUTH_TOKEN: every request's signature is checked with it; without it every request is refused. */
  authToken: string | undefined
  /** Where Twilio reaches the functions, e.g. https://<ref>.supabase.co/functions/v1 (no slash at the end). */
  publicBase: string
  /** LEAD_CALL_FORWARD_TO: the owner's numbers, rung together. */
  forwardTo: readonly string[]
  /** The business's main number in E.164: the caller id the owner sees, and the source-less number. */
  businessNumber: string
  /** Every number of the business (main, tracking, TWILIO_FROM): nothing is forwarded from one of them. */
  ownNumbers: readonly string[]
  hours: { opens: string; closes: string }
  /** When automated texts may go out, in the recipient's time zone. */
  textingHours: TextingHours
  /** Each tracking number in E.164 with the source it stands for. */
  trackingNumbers: ReadonlyArray<{ phone: string; source: string }>
  copy: {
    textBackNotice: string
    missedGreeting: string
    afterHoursGreeting: string
    voicemailThanks: string
    textBack: string
    helpReply: string
  }
}

export interface CallDeps {
  settings: CallSettings
  calls: CallStore
  leads: LeadStore
  /** The owner's channels of a lead (e-mail, SMS), as notify-lead sends and retries them. */
  notifiers: readonly LeadNotifier[]
  /** Sends one text (Twilio, or the local outbox): the text-backs, and replies forwarded to the owner. */
  sendText: SendText
  /** LEAD_NOTIFY_SMS_TO without the business's own numbers (twilio.ts smsRecipients): where replies are forwarded. */
  ownerNumbers: readonly string[]
  /** E-mails the owner (Resend, or the local outbox): a reply the forward had to cut, or the one that paused texts. */
  emailOwner: (email: LeadEmail, idempotencyKey: string) => Promise<void>
  /** Keeps work running after the answer is sent (Supabase's EdgeRuntime.waitUntil, or nothing in Node). */
  afterAnswer: (work: Promise<unknown>) => void
  now?: () => Date
}

/**
 * The settings content gives (the main number, hours, tracking numbers, the words) and the environment's:
 * LEAD_CALL_FORWARD_TO's numbers (comma-separated, any US form) in E.164, TWILIO_FROM, and the signing token.
 */
export function callSettingsOf(env: Settings, authToken: string | undefined): Omit<CallSettings, 'publicBase'> {
  const businessNumber = e164(siteContent.phone)!
  const trackingNumbers = siteContent.trackingNumbers.map(({ phone, source }) => ({ phone: e164(phone)!, source }))
  return {
    authToken,
    forwardTo: (setting(env, 'LEAD_CALL_FORWARD_TO') ?? '')
      .split(',')
      .map((number) => e164(number))
      .filter((number): number is string => Boolean(number)),
    businessNumber,
    ownNumbers: ownNumbers(env),
    hours: siteContent.hours,
    textingHours: siteContent.textingHours,
    trackingNumbers,
    copy: siteContent.calls,
  }
}

/** How long the owner's phones ring before the call counts as missed. */
export const ringSeconds = 20
/** The longest voicemail. */
export const voicemailSeconds = 120

/** About how long a sentence takes to speak: 150 words a minute, and a second to spare. */
export const spokenMs = (sentence: string) => (sentence.split(/\s+/).length / 150) * 60_000 + 1000

/** Whether `now` is within the opening hours, every day, in the business's time zone. */
export function isOpen(now: Date, { opens, closes }: { opens: string; closes: string }): boolean {
  const time = localTime(now, businessTimeZone)
  return time >= opens && time < closes
}

const dialledOutcomes: Record<string, CallOutcome> = {
  'no-answer': 'no-answer',
  busy: 'busy',
  failed: 'failed',
  canceled: 'canceled',
}

/**
 * POST /functions/v1/inbound-call: Twilio's voice webhook. `?step=` says which of Twilio's requests it is: none for
 * the incoming call, `dialed` for the outcome of ringing the owner, `voicemail` when the caller has left one and
 * `recording` when its recording is ready.
 */
export async function answerInboundCall(request: TwilioRequest, deps: CallDeps): Promise<WebhookAnswer> {
  if (!(await signedByTwilio(request, deps.settings.authToken))) return forbidden()
  const { params } = request
  const { settings } = deps
  const step = new URL(request.url).searchParams.get('step') ?? 'incoming'
  const callSid = params.get('CallSid') ?? ''
  if (!/^CA[0-9a-fA-F]{32}$/.test(callSid)) return refused(400, 'CallSid is missing or is not a Twilio call id.')
  const now = (deps.now ?? (() => new Date()))()
  const action = (next: string) => xml(`${settings.publicBase}/inbound-call?step=${next}`)

  switch (step) {
    case 'incoming': {
      // First on every call, before the phones ring: a caller who hangs up while they ring is texted back too.
      const notice = `<Say>${xml(settings.copy.textBackNotice)}</Say>`
      if (!isOpen(now, settings.hours)) return missedCall(request, deps, 'after-hours', notice)
      if (!settings.forwardTo.length) return missedCall(request, deps, 'no-answer', notice)
      const numbers = settings.forwardTo.map((number) => `<Number>${xml(number)}</Number>`).join('')
      return twiml(
        `${notice}<Dial timeout="${ringSeconds}" callerId="${xml(settings.businessNumber)}" action="${action('dialed')}" method="POST">${numbers}</Dial>`,
      )
    }
    case 'dialed': {
      const status = params.get('DialCallStatus') ?? ''
      if (status === 'completed' || status === 'answered') {
        await storeCall(request, deps, 'answered').catch((error: unknown) =>
          logFailure('storing an answered call', error),
        )
        return twiml('<Hangup/>')
      }
      return missedCall(request, deps, dialledOutcomes[status] ?? 'failed')
    }
    case 'voicemail':
      return twiml(`<Say>${xml(settings.copy.voicemailThanks)}</Say><Hangup/>`)
    case 'recording': {
      const url = params.get('RecordingUrl') ?? ''
      const seconds = Number(params.get('RecordingDuration') ?? '0')
      if (params.get('RecordingStatus') === 'completed' && /^https:\/\/\S{1,290}$/.test(url))
        await deps.calls
          .attachRecording(callSid, url, Number.isInteger(seconds) && seconds >= 0 ? seconds : 0)
          .catch((error: unknown) => logFailure(`storing the voicemail of call ${callSid}`, error))
      return twiml('')
    }
    default:
      return refused(
        400,
        `Unknown step '${step.slice(0, 40)}': Twilio's requests carry none, dialed, voicemail or recording.`,
      )
  }

  /**
   * The caller hears the greeting and may leave a voicemail; the call is stored and its alerts go out meanwhile.
   * `notice` is the text-back notice when this very answer speaks it: the text-back then waits until it is spoken.
   */
  function missedCall(request: TwilioRequest, deps: CallDeps, outcome: CallOutcome, notice = ''): WebhookAnswer {
    const greeting = outcome === 'after-hours' ? settings.copy.afterHoursGreeting : settings.copy.missedGreeting
    const noticeHeardAt = new Date(now.getTime() + (notice ? spokenMs(settings.copy.textBackNotice) : 0))
    deps.afterAnswer(deliverMissedCall(request, deps, outcome, noticeHeardAt))
    return twiml(
      `${notice}<Say>${xml(greeting)}</Say><Record maxLength="${voicemailSeconds}" playBeep="true" action="${action('voicemail')}" method="POST" recordingStatusCallback="${action('recording')}" recordingStatusCallbackMethod="POST"/>`,
    )
  }
}

/** The call as its lead: who (a withheld number is a sentence), which number (and so which source), what happened. */
function callOf({ params }: TwilioRequest, { settings }: CallDeps, outcome: CallOutcome) {
  const caller = callerOf(params.get('From') ?? '')
  const to = e164(params.get('To') ?? '') ?? settings.businessNumber
  const source = settings.trackingNumbers.find((tracking) => tracking.phone === to)?.source ?? null
  const from = caller.kind === 'withheld' ? 'Number withheld' : caller.number
  const callerName = cleanLine(params.get('CallerName') ?? '', 100)
  return {
    callSid: params.get('CallSid')!,
    caller,
    from,
    to,
    outcome,
    source,
    // The table wants a name of 2-100 characters; a shorter lookup is no name.
    callerName: callerName.length >= 2 ? callerName : null,
    message: `Phone call from ${from} to ${to}${source ? ` (${source})` : ''}: ${outcome}.`,
  }
}

function storeCall(request: TwilioRequest, deps: CallDeps, outcome: CallOutcome) {
  return deps.calls.recordCall(callOf(request, deps, outcome))
}

const logFailure = (what: string, error: unknown) =>
  console.error(`inbound-call: ${what} failed:`, maskPhonesIn(error instanceof Error ? error.message : String(error)))

/**
 * Stores a missed call, plans the caller's text-back (so the owner's alerts can say when it goes), not before
 * `noticeHeardAt`, when the caller has heard that it may come; sends the alerts, then whatever text is due, each once. With the database down the owner's channels are tried directly, marked as
 * not stored, so the call is not lost; the caller gets no text-back then, since nothing could record it.
 */
async function deliverMissedCall(
  request: TwilioRequest,
  deps: CallDeps,
  outcome: CallOutcome,
  noticeHeardAt: Date,
): Promise<void> {
  const call = callOf(request, deps, outcome)
  const now = (deps.now ?? (() => new Date()))()
  let stored: Awaited<ReturnType<CallStore['recordCall']>>
  try {
    stored = await deps.calls.recordCall(call)
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) return logFailure(`storing call ${call.callSid}`, error)
    logFailure(`storing call ${call.callSid} (alerting the owner directly)`, error)
    return alertDirectly(call, deps, now)
  }
  if (stored.outcome === 'rate-limited' || !stored.submissionId)
    return console.warn(
      `inbound-call: ${maskPhone(call.from)} is over the per-client limit; call ${call.callSid} is not stored`,
    )
  const { submissionId } = stored
  // Stored: a failure from here on is the retry schedule's to finish, never a second, unstored alert.
  const { textingHours } = deps.settings
  await deps.calls
    .planTextBack({
      submissionId,
      body: deps.settings.copy.textBack,
      sendAfter:
        call.caller.kind === 'textable'
          ? nextTextingMinute(noticeHeardAt > now ? noticeHeardAt : now, call.caller.zones, textingHours)
          : now,
      notTextable: whyNotTextable(call.caller),
      now,
    })
    .catch((error: unknown) => logFailure(`planning the text-back of call ${call.callSid}`, error))
  await notifyStored(deps.leads, deps.notifiers, submissionId).catch((error: unknown) =>
    logFailure(`the alerts of call ${call.callSid} (the retry sends them)`, error),
  )
  await sendDueTexts(deps.calls, deps.sendText, textingHours, deps.now).catch((error: unknown) =>
    logFailure('sending the texts due (the retry sends them)', error),
  )
}

/** A call's lead as the owner's alerts read it: a caller, a number and what happened; no e-mail, page or campaign. */
export function callLead(call: { name: string; phone: string; message: string }): NotificationSubject['lead'] {
  return {
    submission_id: crypto.randomUUID(),
    ...call,
    email: '',
    address: '',
    condition: '',
    timeline: '',
    source: 'phone-call',
    page_path: '',
    utm_source: null,
    utm_medium: null,
    utm_campaign: null,
    utm_term: null,
    utm_content: null,
    landing_page: null,
    referrer: null,
  }
}

/** The owner's channels, tried once each for a call the database could not store (marked not stored). */
async function alertDirectly(call: ReturnType<typeof callOf>, deps: CallDeps, now: Date): Promise<void> {
  const subject: NotificationSubject = {
    lead: callLead({ name: call.callerName ?? 'Phone caller', phone: call.from, message: call.message }),
    receivedAt: now.toISOString(),
    stored: false,
    call: {
      callSid: call.callSid,
      to: call.to,
      outcome: call.outcome,
      source: call.source,
      textBack: { dueAt: null, plannedAt: null, note: 'the call could not be stored' },
    },
  }
  for (const notifier of deps.notifiers.filter((each) => each.audience !== 'homeowner'))
    await notifier
      .notify(subject)
      .catch((failure: unknown) => logFailure(`${notifier.channel} of a missed call`, failure))
}
