/**
 * What the Deno tests of Twilio's webhooks share (`npm run test:functions`): the world the functions talk to (the
 * PostgREST stand-in, fake Twilio and Resend APIs that record what they are sent) and requests signed as Twilio signs.
 */
import { siteContent } from '../../_shared/site-content.generated.ts'
import { twilioSignature } from '../../_shared/twilio-webhook.ts'
import { resendEndpoint } from '../../_shared/resend.ts'
import { twilioApiBase } from '../../_shared/twilio.ts'
import { startPostgrestStandIn, type StandIn } from '../../notify-lead/test-support/postgrest-stand-in.ts'
import { handleInboundSms } from '../../inbound-sms/index.ts'
import { handleInboundCall } from '../index.ts'

export const authToken = 'twilio-test-token'
export const base = 'https://project.supabase.test/functions/v1'
export const owner = '+13525551111'
export const caller = '+13525550100'
export const mainNumber = `+1${siteContent.phone.replace(/\D/g, '')}`
/** Minutes since midnight of a time of day written "08:00". */
const minutesOf = (time: string) =>
  time
    .split(':')
    .map(Number)
    .reduce((hours, minutes) => hours * 60 + minutes)
/** That many minutes after midnight in Florida (EST, UTC-5) on Thursday, Nov 26, 2026. */
const floridaMinute = (minutes: number) => new Date(Date.UTC(2026, 10, 26, 5, minutes))
const { hours, textingHours } = siteContent
// Whatever hours content gives: the middle of the time both open for calls and for texts, and a minute after closing.
export const inHours = () =>
  floridaMinute(
    (Math.max(minutesOf(hours.opens), minutesOf(textingHours.opens)) +
      Math.min(minutesOf(hours.closes), minutesOf(textingHours.closes))) /
      2,
  )
export const afterHours = () => floridaMinute(minutesOf(hours.closes) + 1)

export const callSid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`
export const messageSid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`

export interface World {
  db: StandIn
  texts: Array<{ from: string; to: string; body: string }>
  /** Every form sent to Twilio's Messages API, whole (MessagingServiceSid is there, not in `texts`). */
  forms: URLSearchParams[]
  emails: unknown[]
  env: { get(name: string): string | undefined }
  send: typeof fetch
  pending: Promise<unknown>[]
  /** Twilio's API drops the connection instead of answering (a send whose outcome nobody knows). */
  twilioSilent: boolean
}

export async function world(overrides: Record<string, string> = {}): Promise<World> {
  const db = await startPostgrestStandIn()
  const texts: World['texts'] = []
  const forms: URLSearchParams[] = []
  const emails: unknown[] = []
  const settings: Record<string, string> = {
    SUPABASE_URL: db.url,
    SUPABASE_SECRET_KEYS: db.secretKeysJson,
    TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
    TWILIO_AUTH_TOKEN: authToken,
    TWILIO_FROM: mainNumber,
    TWILIO_WEBHOOK_BASE_URL: base,
    LEAD_NOTIFY_SMS_TO: owner,
    LEAD_CALL_FORWARD_TO: `${owner}, (352) 555-2222`,
    RESEND_API_KEY: 're_test_key',
    LEAD_NOTIFY_TO: 'owner@example.com',
    LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
    ...overrides,
  }
  const send: typeof fetch = async (input, init) => {
    const url = String(input)
    const toDatabase = db.handle(url, init ?? {})
    if (toDatabase) return toDatabase
    if (url.startsWith(twilioApiBase)) {
      if (state.twilioSilent) throw new TypeError('connection reset by peer')
      const form = new URLSearchParams(String(init?.body))
      forms.push(form)
      texts.push({ from: form.get('From') ?? '', to: form.get('To') ?? '', body: form.get('Body') ?? '' })
      return Response.json({ sid: messageSid() }, { status: 201 })
    }
    if (url === resendEndpoint) {
      emails.push(JSON.parse(String(init?.body)))
      return Response.json({ id: 'email_1' })
    }
    throw new Error(`unexpected request to ${url}`)
  }
  const state: World = {
    db,
    texts,
    forms,
    emails,
    env: { get: (name) => settings[name] },
    send,
    pending: [],
    twilioSilent: false,
  }
  return state
}

/** Posts Twilio's form to a function, signed as Twilio signs it (or with `signature`). */
export async function post(
  w: World,
  fn: 'inbound-call' | 'inbound-sms',
  fields: Record<string, string>,
  { step, signature, now = inHours }: { step?: string; signature?: string | null; now?: () => Date } = {},
): Promise<Response> {
  const search = step ? `?step=${step}` : ''
  const params = new URLSearchParams(fields)
  const signed =
    signature === undefined ? await twilioSignature(authToken, `${base}/${fn}${search}`, params) : signature
  const request = new Request(`http://localhost:9000/${fn}${search}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(signed === null ? {} : { 'X-Twilio-Signature': signed }),
    },
    body: params.toString(),
  })
  const overrides = { afterAnswer: (work: Promise<unknown>) => void w.pending.push(work), now }
  const answer = await (fn === 'inbound-call' ? handleInboundCall : handleInboundSms)(request, w.env, w.send, overrides)
  await Promise.all(w.pending.splice(0))
  return answer
}

/** The sentences a TwiML answer speaks, in order, as the caller hears them (entities undone). */
export const spoken = (twiml: string): string[] =>
  [...twiml.matchAll(/<Say>([^<]*)<\/Say>/g)].map(([, said]) =>
    said!.replace(
      /&(#39|apos|quot|lt|gt|amp);/g,
      (_, name: string) => ({ '#39': "'", apos: "'", quot: '"', lt: '<', gt: '>', amp: '&' })[name]!,
    ),
  )

export const missed = (sid: string, from = caller) => ({
  CallSid: sid,
  From: from,
  To: mainNumber,
  DialCallStatus: 'no-answer',
})
export const leadsOf = (w: World) =>
  w.db.query<{ call_outcome: string; phone: string; notify_status: string; recording_url: string | null }>(
    "select call_outcome, phone, notify_status, recording_url from public.leads where source = 'phone-call'",
  )

export function test(name: string, body: (w: World) => Promise<void>, settings: Record<string, string> = {}) {
  Deno.test(name, async () => {
    const w = await world(settings)
    try {
      await body(w)
    } finally {
      await w.db.close()
    }
  })
}
