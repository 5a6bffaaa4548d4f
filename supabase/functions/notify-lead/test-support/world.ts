/**
 * What the notify-lead Deno tests share (run with `npm run test:functions`): leads, requests as the site and the retry
 * job send them, and the world notify-lead talks to. The database is the PostgREST stand-in (PGlite with the real
 * migrations), Resend, siteverify and Twilio are fakes that record what they are sent: nothing leaves the machine.
 */
import assert from 'node:assert/strict'
import { resendEndpoint } from '../../_shared/resend.ts'
import { siteverifyEndpoint } from '../../_shared/turnstile.ts'
import { twilioApiBase } from '../../_shared/twilio.ts'
import { sampleLead } from '../../../tests/sample-lead.ts'
import { resetDirectDeliveryLimiter } from '../index.ts'
import { startPostgrestStandIn, type StandIn } from './postgrest-stand-in.ts'
import { siteverifyStandIn, standInSecret } from './siteverify-stand-in.ts'

export const emailSettings = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFY_TO: 'offers@example.com, owner@example.com',
  LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
}

const twilioSettings = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-test-token',
  TWILIO_FROM: '+13525550000',
  LEAD_NOTIFY_SMS_TO: '+13525551111',
}

export function envOf(values: Record<string, string>) {
  return { get: (name: string) => values[name] }
}

export const lead = (overrides: Record<string, unknown> = {}) => ({
  ...sampleLead,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: null,
  submission_id: crypto.randomUUID(),
  submittedAt: '2025-05-13T14:30:00.000Z',
  ...overrides,
})
export const validLead = lead()

interface SentRequest {
  url: string
  init: RequestInit
}

/**
 * The world notify-lead talks to: the database stand-in (when given) and a fake Resend that records each e-mail and
 * answers with `resend`.
 */
export function world(
  database: StandIn | undefined,
  resend: () => Response | Promise<Response> = () => Response.json({ id: 'email_1' }),
  {
    turnstile = false,
    siteverifyAnswer,
    beforeDatabase,
    twilio,
  }: {
    turnstile?: boolean
    /** Overrides the siteverify stand-in's answer. */
    siteverifyAnswer?: () => Response
    /** Runs before each database call reaches the stand-in (to interleave another client's request). */
    beforeDatabase?: (url: string, init: RequestInit) => Promise<void>
    /** Twilio's settings, and how its API answers (201 by default). */
    twilio?: () => Response
  } = {},
) {
  const emails: SentRequest[] = []
  const confirmations: SentRequest[] = []
  const texts: SentRequest[] = []
  const siteverify = siteverifyStandIn()
  const send: typeof fetch = async (input, init) => {
    const url = String(input)
    if (database && url.startsWith(database.url)) await beforeDatabase?.(url, init ?? {})
    const toDatabase = database?.handle(url, init ?? {})
    if (toDatabase) return toDatabase
    if (turnstile && url === siteverifyEndpoint) {
      if (siteverifyDown) return Promise.reject(new TypeError('connection refused (siteverify is down)'))
      if (siteverifyAnswer) return siteverifyAnswer()
      const { status, body } = siteverify.answer(String(init?.body ?? ''))
      return Promise.resolve(Response.json(body, { status }))
    }
    if (twilio && url.startsWith(twilioApiBase)) {
      texts.push({ url, init: init ?? {} })
      return twilio()
    }
    if (url !== resendEndpoint) return Promise.reject(new TypeError(`no route to ${url}`))
    // The owner's e-mail and the homeowner's confirmation, told apart by their idempotency keys.
    const key = new Headers(init?.headers).get('Idempotency-Key') ?? ''
    ;(key.startsWith('confirmation-') ? confirmations : emails).push({ url, init: init ?? {} })
    return Promise.resolve(resend())
  }
  let siteverifyDown = false
  const env = envOf({
    ...emailSettings,
    ...(database ? { SUPABASE_URL: database.url, SUPABASE_SECRET_KEYS: database.secretKeysJson } : {}),
    ...(turnstile ? { TURNSTILE_SECRET_KEY: standInSecret } : {}),
    ...(twilio ? twilioSettings : {}),
  })
  return {
    send,
    emails,
    confirmations,
    texts,
    env,
    siteverify,
    setSiteverifyDown: (down: boolean) => {
      siteverifyDown = down
    },
  }
}

/** A test with its own database, closed afterwards. */
export function withDatabase(name: string, test: (database: StandIn) => Promise<void>) {
  Deno.test(name, async () => {
    resetDirectDeliveryLimiter()
    const database = await startPostgrestStandIn()
    try {
      await test(database)
    } finally {
      await database.close()
    }
  })
}

export function post(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Request {
  return new Request('http://localhost/functions/v1/notify-lead', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

export const fromClient = (address: string) => ({ 'Content-Type': 'application/json', 'x-forwarded-for': address })

/** The visitor's insert, as the site makes it with the public key. */
export async function insertAsVisitor(database: StandIn, value: Record<string, unknown>, address = '198.51.100.20') {
  const { submittedAt: _submittedAt, ...row } = value
  const answer = await database.handle(`${database.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { apikey: database.publishableKey, 'Content-Type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify(row),
  })
  assert.equal(answer?.status, 201)
}

export const rowOf = async (database: StandIn, submissionId: unknown) =>
  (
    await database.query<Record<string, unknown>>('select * from public.leads where submission_id = $1', [submissionId])
  )[0]

/** Runs `action` with console.warn and console.error silenced, returning what they would have printed. */
export async function quietly<T>(action: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
  const logged: string[] = []
  const { warn, error } = console
  console.warn = (...args: unknown[]) => logged.push(args.map(String).join(' '))
  console.error = console.warn
  try {
    return { result: await action(), logged }
  } finally {
    console.warn = warn
    console.error = error
  }
}

export function assertCors(response: Response) {
  assert.equal(response.headers.get('access-control-allow-origin'), '*')
}

export const retryRequest = (database: StandIn) =>
  post({ retry: true }, { 'Content-Type': 'application/json', apikey: database.secretKey })

/** What the scheduled retry says of the automated texts when none was due. */
export const noTextsDue = { sent: 0, failed: 0, later: 0, refused: 0, unknown: 0 }
