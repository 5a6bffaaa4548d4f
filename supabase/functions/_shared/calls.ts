/**
 * Calls are leads too (docs/decisions/0044): Twilio's voice webhook (inbound-call) and messaging webhook
 * (inbound-sms), for the Edge Functions (Deno) and the embedded backend (Node) alike. Each request is checked against
 * X-Twilio-Signature first; a call rings the owner's numbers, and one nobody answers becomes a lead: stored once per
 * CallSid, the owner alerted once per channel and the caller texted back once (lead-delivery.ts's claim and channels).
 */
import type { CallOutcome, CallStore, SmsKind } from './call-store.ts'
import { notifyStored, type LeadNotifier, type NotificationSubject } from './lead-delivery.ts'
import { StoreUnavailableError, type LeadStore } from './lead-store.ts'
import { businessTimeZone, e164 } from './notification.ts'
import { siteContent } from './site-content.generated.ts'
import type { SendText } from './twilio.ts'

/** A request from Twilio: the address it called (as it signed it), its form fields and its signature header. */
export interface TwilioRequest {
  url: string
  params: URLSearchParams
  signature: string | null
}

/** What the webhook answers: TwiML, or a short JSON error. */
export interface WebhookAnswer {
  status: number
  contentType: string
  body: string
}

export interface CallSettings {
  /** TWILIO_AUTH_TOKEN: every request's signature is checked with it; without it every request is refused. */
  authToken: string | undefined
  /** Where Twilio reaches the functions, e.g. https://<ref>.supabase.co/functions/v1 (no slash at the end). */
  publicBase: string
  /** LEAD_CALL_FORWARD_TO: the owner's numbers, rung together. */
  forwardTo: readonly string[]
  /** The business's main number in E.164: the caller id the owner sees, and the source-less number. */
  businessNumber: string
  hours: { opens: string; closes: string }
  /** Each tracking number in E.164 with the source it stands for. */
  trackingNumbers: ReadonlyArray<{ phone: string; source: string }>
  copy: {
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
  /** The lead channels (owner e-mail, owner SMS, the caller's text-back), as notify-lead sends and retries them. */
  notifiers: readonly LeadNotifier[]
  /** Texts the owner's numbers (a homeowner's reply, forwarded); `from` is our number that received it. */
  textOwner: (from: string, body: string) => Promise<void>
  /** Keeps work running after the answer is sent (Supabase's EdgeRuntime.waitUntil, or nothing in Node). */
  afterAnswer: (work: Promise<unknown>) => void
  now?: () => Date
}

/**
 * The settings content gives (the main number, hours, tracking numbers, the words) and LEAD_CALL_FORWARD_TO's
 * numbers (comma-separated, any US form) in E.164.
 */
export function callSettingsOf(
  forwardTo: string | undefined,
  authToken: string | undefined,
): Omit<CallSettings, 'publicBase'> {
  return {
    authToken,
    forwardTo: (forwardTo ?? '')
      .split(',')
      .map((number) => e164(number))
      .filter((number): number is string => Boolean(number)),
    businessNumber: e164(siteContent.phone)!,
    hours: siteContent.hours,
    trackingNumbers: siteContent.trackingNumbers.map(({ phone, source }) => ({ phone: e164(phone)!, source })),
    copy: siteContent.calls,
  }
}

/** The answer to anything but a POST, on either platform (with Allow: POST). */
export const onlyPost = { error: 'method_not_allowed', message: 'Twilio posts here.' } as const

/** How long the owner's phones ring before the call counts as missed. */
export const ringSeconds = 20
/** The longest voicemail. */
export const voicemailSeconds = 120

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
const xml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character)
const twiml = (inner: string): WebhookAnswer => ({
  status: 200,
  contentType: 'text/xml; charset=utf-8',
  body: `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`,
})
const refused = (status: number, message: string): WebhookAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({ error: status === 403 ? 'forbidden' : 'invalid_request', message }),
})

/**
 * Twilio's signature of a request: HMAC-SHA1 with the auth token over the URL followed by each form field's name
 * and value, sorted by name (https://www.twilio.com/docs/usage/security#validating-requests), in base64.
 */
export async function twilioSignature(authToken: string, url: string, params: URLSearchParams): Promise<string> {
  const fields = [...params].sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
  const data = url + fields.map(([name, value]) => name + value).join('')
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(authToken),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data)))
  return btoa(String.fromCharCode(...signature))
}

/** The address as Twilio may have signed it: as given, and with the scheme's default port added or removed. */
function signedForms(url: string): string[] {
  const parsed = new URL(url)
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80'
  // URL drops a default port; the text Twilio signed may carry it.
  const withPort = `${parsed.protocol}//${parsed.hostname}:${defaultPort}${parsed.pathname}${parsed.search}`
  return parsed.port === '' ? [url, withPort] : [url]
}

/** Whether the request carries Twilio's signature for this token, compared in constant time. */
async function signedByTwilio(request: TwilioRequest, authToken: string | undefined): Promise<boolean> {
  if (!authToken || !request.signature) return false
  const given = request.signature.trim()
  for (const url of signedForms(request.url)) {
    const expected = await twilioSignature(authToken, url, request.params)
    if (given.length !== expected.length) continue
    let difference = 0
    for (let index = 0; index < expected.length; index++)
      difference |= expected.charCodeAt(index) ^ given.charCodeAt(index)
    if (difference === 0) return true
  }
  return false
}

const forbidden = () =>
  refused(
    403,
    'The request is not signed by Twilio for this address: check TWILIO_AUTH_TOKEN and TWILIO_WEBHOOK_BASE_URL.',
  )

/** Whether `now` is within the opening hours, every day, in the business's time zone. */
export function isOpen(now: Date, { opens, closes }: { opens: string; closes: string }): boolean {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: businessTimeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(now)
  return time >= opens && time < closes
}

const dialledOutcomes: Record<string, CallOutcome> = {
  'no-answer': 'no-answer',
  busy: 'busy',
  failed: 'failed',
  canceled: 'canceled',
}

/** Printable text of at most `max` characters (Twilio's caller name comes from a lookup anyone's phone can set). */
const cleanLine = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ')
    .trim()
    .slice(0, max)

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
      if (!isOpen(now, settings.hours)) return missedCall(request, deps, 'after-hours')
      if (!settings.forwardTo.length) return missedCall(request, deps, 'no-answer')
      const numbers = settings.forwardTo.map((number) => `<Number>${xml(number)}</Number>`).join('')
      return twiml(
        `<Dial timeout="${ringSeconds}" callerId="${xml(settings.businessNumber)}" action="${action('dialed')}" method="POST">${numbers}</Dial>`,
      )
    }
    case 'dialed': {
      const status = params.get('DialCallStatus') ?? ''
      if (status === 'completed' || status === 'answered') {
        await storeCall(request, deps, 'answered').catch((error: unknown) => logFailure('an answered call', error))
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
          .catch((error: unknown) => logFailure(`the voicemail of call ${callSid}`, error))
      return twiml('')
    }
    default:
      return refused(
        400,
        `Unknown step '${step.slice(0, 40)}': Twilio's requests carry none, dialed, voicemail or recording.`,
      )
  }

  /** The caller hears the greeting and may leave a voicemail; the call is stored and its alerts go out meanwhile. */
  function missedCall(request: TwilioRequest, deps: CallDeps, outcome: CallOutcome): WebhookAnswer {
    const greeting = outcome === 'after-hours' ? settings.copy.afterHoursGreeting : settings.copy.missedGreeting
    deps.afterAnswer(deliverMissedCall(request, deps, outcome))
    return twiml(
      `<Say>${xml(greeting)}</Say><Record maxLength="${voicemailSeconds}" playBeep="true" action="${action('voicemail')}" method="POST" recordingStatusCallback="${action('recording')}" recordingStatusCallbackMethod="POST"/>`,
    )
  }
}

/** The call as its lead: who, which number (and so which source), what happened. */
function callOf({ params }: TwilioRequest, { settings }: CallDeps, outcome: CallOutcome) {
  const caller = e164(params.get('From') ?? '')
  const to = e164(params.get('To') ?? '') ?? settings.businessNumber
  const source = settings.trackingNumbers.find((tracking) => tracking.phone === to)?.source ?? null
  const from = caller ?? 'Number withheld'
  const callerName = cleanLine(params.get('CallerName') ?? '', 100)
  return {
    callSid: params.get('CallSid')!,
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
  console.error(`inbound-call: ${what} could not be stored:`, error instanceof Error ? error.message : error)

/**
 * Stores a missed call and sends its alerts and text-back, each once. With the database down the owner's channels
 * are tried directly, marked as not stored, so the call is not lost; the caller gets no text-back then, since
 * nothing could record that one was sent.
 */
async function deliverMissedCall(request: TwilioRequest, deps: CallDeps, outcome: CallOutcome): Promise<void> {
  const call = callOf(request, deps, outcome)
  let stored: Awaited<ReturnType<CallStore['recordCall']>>
  try {
    stored = await deps.calls.recordCall(call)
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) return logFailure('a missed call', error)
    logFailure('a missed call (alerting the owner directly)', error)
    return alertDirectly(call, deps)
  }
  if (stored.outcome === 'rate-limited' || !stored.submissionId)
    return console.warn(`inbound-call: ${call.from} is over the per-client limit; call ${call.callSid} is not stored`)
  // Stored: a failure from here on is the retry schedule's to finish, never a second, unstored alert.
  await notifyStored(deps.leads, deps.notifiers, stored.submissionId).catch((error: unknown) =>
    logFailure(`the alerts of call ${call.callSid} (the retry sends them)`, error),
  )
}

/** The owner's channels, tried once each for a call the database could not store (marked not stored). */
async function alertDirectly(call: ReturnType<typeof callOf>, deps: CallDeps): Promise<void> {
  const subject: NotificationSubject = {
    lead: {
      submission_id: crypto.randomUUID(),
      name: call.callerName ?? 'Phone caller',
      email: '',
      phone: call.from,
      address: '',
      condition: '',
      timeline: '',
      message: call.message,
      source: 'phone-call',
      page_path: '',
      utm_source: null,
      utm_medium: null,
      utm_campaign: null,
      utm_term: null,
      utm_content: null,
      landing_page: null,
      referrer: null,
    },
    receivedAt: (deps.now ?? (() => new Date()))().toISOString(),
    stored: false,
    call: { callSid: call.callSid, to: call.to, outcome: call.outcome, source: call.source },
  }
  for (const notifier of deps.notifiers.filter((each) => each.audience !== 'homeowner'))
    await notifier
      .notify(subject)
      .catch((failure: unknown) => logFailure(`${notifier.channel} of a missed call`, failure))
}

/** The caller's one text-back (content's words), from the number they called: the lead's channel 'caller-sms'. */
export function callerTextBack(calls: CallStore, sendText: SendText, text = siteContent.calls.textBack): LeadNotifier {
  return {
    channel: 'caller-sms',
    audience: 'homeowner',
    appliesTo: ({ call }) => call !== undefined,
    async notify({ lead, call }) {
      const to = e164(lead.phone)
      if (!call || !to) return
      if (!(await calls.claimTextBack(lead.submission_id))) return
      try {
        await sendText(call.to, to, text)
      } catch (error) {
        // Twilio's answers that no retry changes: a landline (21614), a number that opted out (21610), no number
        // (21211). The text-back is then done; anything else is retried.
        if (error instanceof Error && /\b(21211|21610|21614)\b/.test(error.message))
          return console.warn(`inbound-call: no text-back to ${to}: ${error.message}`)
        throw error
      }
    },
  }
}

const stopWords = new Set(['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT'])
const startWords = new Set(['START', 'UNSTOP', 'YES'])
const helpWords = new Set(['HELP', 'INFO'])

/** What a text is: an opt-out or back in, a request for help, or a reply for the owner (Twilio's keywords, whole). */
export function smsKindOf(body: string): SmsKind {
  const word = body
    .trim()
    .toUpperCase()
    .replace(/[^A-Z]/g, '')
  if (stopWords.has(word)) return 'stop'
  if (startWords.has(word)) return 'start'
  if (helpWords.has(word)) return 'help'
  return 'reply'
}

/**
 * POST /functions/v1/inbound-sms: a homeowner's text to any of our numbers. STOP withdraws their consent on every
 * lead from their number and START restores it (Twilio answers both itself); HELP is answered with the business's
 * name and phone; anything else is attached to their lead and forwarded to the owner, once per MessageSid.
 */
export async function answerInboundSms(request: TwilioRequest, deps: CallDeps): Promise<WebhookAnswer> {
  if (!(await signedByTwilio(request, deps.settings.authToken))) return forbidden()
  const { params } = request
  const messageSid = params.get('MessageSid') ?? params.get('SmsSid') ?? ''
  if (!/^(SM|MM)[0-9a-fA-F]{32}$/.test(messageSid))
    return refused(400, 'MessageSid is missing or is not a Twilio message id.')
  const from = cleanLine(params.get('From') ?? '', 30)
  const to = cleanLine(params.get('To') ?? '', 30)
  if (from.length < 2 || to.length < 2) return refused(400, 'From and To are required.')
  const body = (params.get('Body') ?? '').slice(0, 1600)
  const kind = smsKindOf(body)
  const recorded = await deps.calls.recordSms({ messageSid, from, to, body, kind })
  if (kind === 'help') return twiml(`<Message>${xml(deps.settings.copy.helpReply)}</Message>`)
  if (kind === 'reply' && recorded.outcome === 'new')
    deps.afterAnswer(
      deps
        .textOwner(to, `Text from ${from}: ${cleanLine(body, 1200)}`)
        .then(
          () => deps.calls.markSmsForwarded(messageSid),
          (error: unknown) =>
            deps.calls.markSmsForwarded(messageSid, error instanceof Error ? error.message : String(error)),
        )
        .catch((error: unknown) => console.error('inbound-sms: a reply could not be marked forwarded:', error)),
    )
  return twiml('')
}
