// Run with `npm run test:functions` (Deno). The database is a PostgREST stand-in backed by PGlite with the real
// migrations (test-support/postgrest-stand-in.ts); the e-mail provider is a fake `send`. Nothing leaves the machine.
// Long as a list of cases is: one outcome of notify-lead per test, each on a fresh database.
import assert from 'node:assert/strict'
import { consentVersion } from '../_shared/consent.ts'
import { notStoredWarning } from '../_shared/notification.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { notConfiguredReason, resendEndpoint } from '../_shared/resend.ts'
import { sampleLead } from '../../tests/sample-lead.ts'
import { handleNotifyLead, maxBodyBytes, resetDirectDeliveryLimiter } from './index.ts'
import { startPostgrestStandIn, type StandIn } from './test-support/postgrest-stand-in.ts'
import { siteverifyEndpoint } from '../_shared/turnstile.ts'
import { twilioApiBase } from '../_shared/twilio.ts'
import { siteverifyStandIn, standInSecret } from './test-support/siteverify-stand-in.ts'

const emailSettings = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFY_TO: 'offers@example.com, owner@example.com',
  LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
  BUSINESS_NAME: 'Test Home Buyers',
}

const twilioSettings = {
  TWILIO_ACCOUNT_SID: 'AC0123456789abcdef0123456789abcdef',
  TWILIO_AUTH_TOKEN: 'twilio-test-token',
  TWILIO_FROM: '+13525550000',
  LEAD_NOTIFY_SMS_TO: '+13525551111',
}

function envOf(values: Record<string, string>) {
  return { get: (name: string) => values[name] }
}

const lead = (overrides: Record<string, unknown> = {}) => ({
  ...sampleLead,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: null,
  submission_id: crypto.randomUUID(),
  submittedAt: '2025-05-13T14:30:00.000Z',
  ...overrides,
})
const validLead = lead()

interface SentRequest {
  url: string
  init: RequestInit
}

/**
 * The world notify-lead talks to: the database stand-in (when given) and a fake Resend that records each e-mail and
 * answers with `resend`.
 */
function world(
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
    ...(database ? { SUPABASE_URL: database.url, SUPABASE_SERVICE_ROLE_KEY: database.serviceRoleKey } : {}),
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
function withDatabase(name: string, test: (database: StandIn) => Promise<void>) {
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

function post(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Request {
  return new Request('http://localhost/functions/v1/notify-lead', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

const fromClient = (address: string) => ({ 'Content-Type': 'application/json', 'cf-connecting-ip': address })

/** The visitor's insert, as the site makes it with the public key. */
async function insertAsVisitor(database: StandIn, value: Record<string, unknown>, address = '198.51.100.20') {
  const { submittedAt: _submittedAt, ...row } = value
  const answer = await database.handle(`${database.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { Authorization: 'Bearer test-anon-key', 'Content-Type': 'application/json', 'cf-connecting-ip': address },
    body: JSON.stringify(row),
  })
  assert.equal(answer?.status, 201)
}

const rowOf = async (database: StandIn, submissionId: unknown) =>
  (
    await database.query<Record<string, unknown>>('select * from public.leads where submission_id = $1', [submissionId])
  )[0]

/** Runs `action` with console.warn and console.error silenced, returning what they would have printed. */
async function quietly<T>(action: () => Promise<T>): Promise<{ result: T; logged: string[] }> {
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

function assertCors(response: Response) {
  assert.equal(response.headers.get('access-control-allow-origin'), '*')
}

withDatabase(
  'a stored lead is e-mailed once through Resend: 200, and a second call sends nothing',
  async (database) => {
    const { send, emails, confirmations, env } = world(database)
    await insertAsVisitor(database, validLead)
    const response = await handleNotifyLead(post(validLead), env, send)

    assert.equal(response.status, 200)
    assertCors(response)
    assert.deepEqual(await response.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
    const [call] = emails
    assert.equal(call?.init.method, 'POST')
    const headers = new Headers(call?.init.headers)
    assert.equal(headers.get('authorization'), 'Bearer re_test_key')
    assert.equal(headers.get('idempotency-key'), `lead-${validLead.submission_id}`)
    const sent = JSON.parse(String(call?.init.body))
    assert.equal(sent.from, 'Website <leads@example.com>')
    assert.deepEqual(sent.to, ['offers@example.com', 'owner@example.com'])
    assert.equal(sent.reply_to, 'jane@example.com')
    assert.equal(sent.subject, 'New lead from Jane Doe (contact-form)')
    for (const value of ['Test Home Buyers', '(352) 555-0100', '/contact', 'google', 'cpc', validLead.submission_id]) {
      assert.ok(sent.text.includes(value), `text body lists ${value}`)
      assert.ok(sent.html.includes(value), `HTML body lists ${value}`)
    }

    // The homeowner's confirmation: to the address they gave, replies to the owner, copy from content.
    assert.equal(confirmations.length, 1)
    const confirmationHeaders = new Headers(confirmations[0]?.init.headers)
    assert.equal(confirmationHeaders.get('idempotency-key'), `confirmation-${validLead.submission_id}`)
    const confirmation = JSON.parse(String(confirmations[0]?.init.body))
    assert.deepEqual(confirmation.to, ['jane@example.com'])
    assert.equal(confirmation.reply_to, 'offers@example.com')
    assert.equal(confirmation.from, 'Website <leads@example.com>')
    assert.equal(confirmation.subject, siteContent.confirmation.subject)
    assert.ok(confirmation.text.startsWith('Hi Jane,\n'))
    for (const step of siteContent.confirmation.steps) assert.ok(confirmation.text.includes(step))
    assert.ok(confirmation.text.includes(siteContent.phone))

    const again = await handleNotifyLead(post(validLead), env, send)
    assert.deepEqual(await again.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1, 'the same submission is e-mailed once')
    assert.equal(confirmations.length, 1, 'and confirmed once')
    assert.equal((await rowOf(database, validLead.submission_id))?.notify_status, 'sent')
  },
)

withDatabase('a lead whose insert never arrived is stored by notify-lead, then e-mailed once', async (database) => {
  const { send, emails, env } = world(database)
  const unstored = lead()
  const response = await handleNotifyLead(post(unstored, fromClient('203.0.113.9')), env, send)
  assert.deepEqual(await response.json(), { stored: true, notified: true })
  await handleNotifyLead(post(unstored, fromClient('203.0.113.9')), env, send)
  assert.equal(emails.length, 1)
  const row = await rowOf(database, unstored.submission_id)
  assert.equal(row?.stored_by, 'notify-lead')
  assert.equal(row?.client_address, '203.0.113.9')
  assert.equal(row?.notify_status, 'sent')
  assert.equal((await database.query('select * from public.leads')).length, 1)
})

withDatabase('a chat-widget lead with the address "Not provided" is accepted', async (database) => {
  const { send, env } = world(database)
  const chatLead = lead({ source: 'chat-widget', address: 'Not provided', condition: '', timeline: '' })
  const response = await handleNotifyLead(post(chatLead), env, send)
  assert.equal(response.status, 200)
})

Deno.test('an invalid lead answers 400 naming every field at fault', async () => {
  const { send, emails, env } = world(undefined)
  const bad = { ...validLead, name: 'J', email: 'not-an-email', phone: '12', submittedAt: 'yesterday', extra: 1 }
  const response = await handleNotifyLead(post(bad), env, send)

  assert.equal(response.status, 400)
  assertCors(response)
  const body = await response.json()
  assert.equal(body.error, 'invalid_request')
  assert.ok(body.issues.includes('name: Name must be at least 2 characters.'), body.issues.join('\n'))
  assert.ok(body.issues.includes('email: Please enter a valid email address.'))
  assert.ok(body.issues.includes('phone: Please enter a valid phone number.'))
  assert.ok(body.issues.includes('submittedAt: submittedAt must be an ISO 8601 timestamp.'))
  assert.ok(
    body.issues.some((issue: string) => issue.includes('extra')),
    'unknown keys are refused',
  )
  assert.match(body.message, /^The lead is not valid: name: Name must be at least 2 characters\./)
  assert.equal(emails.length, 0, 'nothing is e-mailed')

  const noId = await handleNotifyLead(post({ ...validLead, submission_id: undefined }), env, send)
  assert.deepEqual((await noId.json()).issues, ['submission_id: submission_id must be a UUID.'])
})

Deno.test('a chat-widget lead with a real address is refused', async () => {
  const { send, env } = world(undefined)
  const response = await handleNotifyLead(post({ ...validLead, source: 'chat-widget' }), env, send)
  assert.equal(response.status, 400)
  const body = await response.json()
  assert.deepEqual(body.issues, ["address: A chat-widget lead stores the address 'Not provided'."])
})

withDatabase('HTML typed into the form is escaped in the e-mail, never sent as markup', async (database) => {
  const { send, emails, env } = world(database)
  const hostile = lead({
    name: '<script>alert(1)</script>',
    address: '1 "Quoted" & <b>Bold</b> Rd',
    condition: "it's <img src=x onerror=alert(1)>",
    message: 'Hello <a href="https://evil.example">click</a>\nsecond line & more',
    utm_campaign: '<i>spring</i>',
  })
  const response = await handleNotifyLead(post(hostile), env, send)
  assert.equal(response.status, 200)

  const sent = JSON.parse(String(emails[0]?.init.body))
  const html: string = sent.html
  for (const markup of ['<script>', '<b>', '<img', '<a href', '<i>']) assert.ok(!html.includes(markup), markup)
  assert.ok(html.includes('&lt;script&gt;alert(1)&lt;/script&gt;'))
  assert.ok(html.includes('1 &quot;Quoted&quot; &amp; &lt;b&gt;Bold&lt;/b&gt; Rd'))
  assert.ok(html.includes('it&#39;s &lt;img src=x onerror=alert(1)&gt;'))
  assert.ok(
    html.includes('Hello &lt;a href=&quot;https://evil.example&quot;&gt;click&lt;/a&gt;\nsecond line &amp; more'),
  )
  assert.ok(html.includes('&lt;i&gt;spring&lt;/i&gt;'))
  // The plain-text part is not HTML, so it keeps the visitor's characters as typed.
  assert.ok(sent.text.includes('Name: <script>alert(1)</script>'))
  assert.equal(sent.subject, 'New lead from <script>alert(1)</script> (contact-form)')
})

withDatabase(
  'a provider failure leaves the lead stored and failed (202), and the scheduled retry sends it once',
  async (database) => {
    let providerUp = false
    const { send, emails, env } = world(database, () =>
      providerUp
        ? Response.json({ id: 'email_2' })
        : Response.json({ message: 'domain not verified' }, { status: 403 }),
    )
    const { result: response, logged } = await quietly(() => handleNotifyLead(post(validLead), env, send))
    assert.equal(response.status, 202)
    assert.deepEqual(await response.json(), { stored: true, notified: false })
    const failed = await rowOf(database, validLead.submission_id)
    assert.equal(failed?.notify_status, 'failed')
    assert.equal(failed?.notify_attempts, 1)
    assert.match(String(failed?.notify_error), /^owner-email: The e-mail provider answered 403: .*domain not verified/)
    assert.ok(logged.some((line) => line.includes('domain not verified')))

    const retry = (key: string) =>
      handleNotifyLead(
        post({ retry: true }, { 'Content-Type': 'application/json', Authorization: `Bearer ${key}` }),
        env,
        send,
      )
    // Not yet due: the first retry waits a minute.
    assert.deepEqual(await (await retry(database.serviceRoleKey)).json(), { attempted: 0, sent: 0 })
    await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
    providerUp = true
    assert.deepEqual(await (await retry(database.serviceRoleKey)).json(), { attempted: 1, sent: 1 })
    assert.deepEqual(await (await retry(database.serviceRoleKey)).json(), { attempted: 0, sent: 0 })
    assert.equal(emails.length, 2, 'one failed try, one delivery')
    assert.equal((await rowOf(database, validLead.submission_id))?.notify_status, 'sent')

    const refused = await retry('test-anon-key')
    assert.equal(refused.status, 401)
  },
)

withDatabase('a client over its limit is refused with 429, and nothing is stored or sent', async (database) => {
  await database.query("update private.lead_settings set value = 1 where name = 'rate_limit_per_client'")
  const { send, emails, env } = world(database)
  const first = await handleNotifyLead(post(lead(), fromClient('203.0.113.30')), env, send)
  assert.equal(first.status, 200)
  const second = await handleNotifyLead(post(lead(), fromClient('203.0.113.30')), env, send)
  assert.equal(second.status, 429)
  assert.deepEqual(await second.json(), {
    error: 'rate_limited',
    message: 'Too many leads from this address: try again in 10 minutes, or call us.',
  })
  assert.equal(emails.length, 1)
  assert.equal((await database.query('select * from public.leads')).length, 1)
})

withDatabase('over the daily cap the lead is stored and held for later (202), not e-mailed', async (database) => {
  await database.query("update private.lead_settings set value = 1 where name = 'notify_daily_cap'")
  const { send, emails, env } = world(database)
  assert.equal((await handleNotifyLead(post(lead()), env, send)).status, 200)
  const held = lead()
  const response = await handleNotifyLead(post(held), env, send)
  assert.equal(response.status, 202)
  assert.equal(emails.length, 1)
  assert.equal((await rowOf(database, held.submission_id))?.notify_status, 'held')
})

withDatabase(
  'a suspected bot is stored flagged and never e-mailed, and hears what a person would',
  async (database) => {
    const { send, emails, env } = world(database)
    for (const bot of [lead({ honeypot: 'http://spam.example' }), lead({ fill_ms: 300 })]) {
      const response = await handleNotifyLead(post(bot), env, send)
      assert.equal(response.status, 202)
      assert.deepEqual(await response.json(), { stored: true, notified: false })
      assert.equal((await rowOf(database, bot.submission_id))?.notify_status, 'skipped')
    }
    assert.equal(emails.length, 0)
  },
)

withDatabase(
  "with the database down a person's lead is e-mailed directly, marked not stored, within the instance's limit",
  async (database) => {
    database.down = true
    const { send, emails, confirmations } = world(database)
    const env = envOf({
      ...emailSettings,
      SUPABASE_URL: database.url,
      SUPABASE_SERVICE_ROLE_KEY: database.serviceRoleKey,
      LEAD_RATE_LIMIT: '1',
    })
    const { result: response } = await quietly(() =>
      handleNotifyLead(post(lead(), fromClient('198.51.100.40')), env, send),
    )
    assert.equal(response.status, 200)
    assert.deepEqual(await response.json(), { stored: false, notified: true })
    const sent = JSON.parse(String(emails[0]?.init.body))
    assert.ok(sent.subject.startsWith('[not stored] '))
    assert.ok(sent.text.includes(notStoredWarning))

    const { result: again } = await quietly(() =>
      handleNotifyLead(post(lead(), fromClient('198.51.100.40')), env, send),
    )
    assert.equal(again.status, 503)
    assert.equal((await again.json()).error, 'unavailable')
    const { result: bot } = await quietly(() =>
      handleNotifyLead(post(lead({ honeypot: 'x' }), fromClient('198.51.100.41')), env, send),
    )
    assert.equal(bot.status, 503)
    assert.equal(emails.length, 1)
    // Nothing could record a confirmation, so none goes out: a retry could not know it had.
    assert.equal(confirmations.length, 0)
  },
)

withDatabase(
  'without the e-mail secrets the lead is stored and waits (202), with the reason recorded',
  async (database) => {
    for (const missing of ['RESEND_API_KEY', 'LEAD_NOTIFY_TO', 'LEAD_NOTIFY_FROM']) {
      const { send, emails } = world(database)
      const env = envOf({
        ...emailSettings,
        [missing]: ' ',
        SUPABASE_URL: database.url,
        SUPABASE_SERVICE_ROLE_KEY: database.serviceRoleKey,
      })
      const waiting = lead()
      const { result: response } = await quietly(() => handleNotifyLead(post(waiting), env, send))
      assert.equal(response.status, 202, missing)
      assert.equal(emails.length, 0)
      const row = await rowOf(database, waiting.submission_id)
      assert.equal(row?.notify_status, 'failed')
      assert.equal(row?.notify_error, `owner-email: ${notConfiguredReason}; homeowner-email: ${notConfiguredReason}`)
    }
  },
)

Deno.test(
  'without the database settings nor the e-mail secrets it answers 503: nothing stored, nothing sent',
  async () => {
    resetDirectDeliveryLimiter()
    const { result: response } = await quietly(() =>
      handleNotifyLead(post(validLead), envOf({}), () => Promise.reject(new TypeError('no network'))),
    )
    assert.equal(response.status, 503)
    assert.equal((await response.json()).error, 'unavailable')
  },
)

Deno.test('OPTIONS preflight answers 204 with the CORS headers supabase-js needs', async () => {
  const response = await handleNotifyLead(
    new Request('http://localhost/functions/v1/notify-lead', { method: 'OPTIONS' }),
    envOf(emailSettings),
    world(undefined).send,
  )
  assert.equal(response.status, 204)
  assertCors(response)
  const allowed = response.headers.get('access-control-allow-headers') ?? ''
  for (const header of ['authorization', 'x-client-info', 'apikey', 'content-type']) {
    assert.ok(allowed.includes(header), header)
  }
  assert.equal(await response.text(), '')
})

Deno.test('any method but POST answers 405 with a JSON error', async () => {
  for (const method of ['GET', 'PUT', 'DELETE']) {
    const response = await handleNotifyLead(
      new Request('http://localhost/functions/v1/notify-lead', { method }),
      envOf(emailSettings),
      world(undefined).send,
    )
    assert.equal(response.status, 405, method)
    assertCors(response)
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS')
    assert.equal((await response.json()).error, 'method_not_allowed')
  }
})

Deno.test('a body that is not JSON answers 415 or 400; an oversized one 413', async () => {
  const { send, emails: calls } = world(undefined)
  const asText = await handleNotifyLead(post(validLead, { 'Content-Type': 'text/plain' }), envOf(emailSettings), send)
  assert.equal(asText.status, 415)
  assert.equal((await asText.json()).error, 'invalid_request')

  const broken = await handleNotifyLead(post('{"name": "Jane"'), envOf(emailSettings), send)
  assert.equal(broken.status, 400)
  assertCors(broken)
  assert.deepEqual(await broken.json(), { error: 'invalid_request', message: 'The body is not valid JSON.' })

  const huge = await handleNotifyLead(
    post({ ...validLead, message: 'x'.repeat(maxBodyBytes) }),
    envOf(emailSettings),
    send,
  )
  assert.equal(huge.status, 413)
  assert.equal((await huge.json()).error, 'invalid_request')

  const notAnObject = await handleNotifyLead(post('[]'), envOf(emailSettings), send)
  assert.equal(notAnObject.status, 400)
  assert.match((await notAnObject.json()).issues[0], /^body: /)
  assert.equal(calls.length, 0)
})

// -- Cloudflare Turnstile (TURNSTILE_SECRET_KEY set; docs/decisions/0007) --------------------------------------------

const retryRequest = (database: StandIn) =>
  post({ retry: true }, { 'Content-Type': 'application/json', Authorization: `Bearer ${database.serviceRoleKey}` })

withDatabase(
  'Turnstile on: a lead whose token passes is e-mailed once; a repeated call with the same token sends nothing more',
  async (database) => {
    const { send, emails, env, siteverify } = world(database, undefined, { turnstile: true })
    const person = lead({ turnstile_token: 'pass-person-1' })
    await insertAsVisitor(database, { ...person, turnstile_token: undefined })
    const response = await handleNotifyLead(post(person, fromClient('198.51.100.20')), env, send)
    assert.deepEqual(await response.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
    assert.deepEqual(siteverify.calls[0], {
      secret: standInSecret,
      response: 'pass-person-1',
      remoteip: '198.51.100.20',
      idempotencyKey: person.submission_id,
    })
    const again = await handleNotifyLead(post(person, fromClient('198.51.100.20')), env, send)
    assert.deepEqual(await again.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
    const row = await rowOf(database, person.submission_id)
    assert.equal(row?.verification, 'passed')
    assert.equal(row?.verification_detail, 'on localhost')
    assert.equal(JSON.stringify(row).includes('pass-person-1'), false, 'the token is never stored')
    assert.equal(JSON.parse(String(emails[0]?.init.body)).text.includes('pass-person-1'), false)
  },
)

withDatabase(
  'Turnstile on: a forged token flags the lead as a suspected bot; nothing is e-mailed, ever',
  async (database) => {
    const { send, emails, env } = world(database, undefined, { turnstile: true })
    const forged = lead({ turnstile_token: 'forged-token' })
    await insertAsVisitor(database, { ...forged, turnstile_token: undefined })
    const response = await handleNotifyLead(post(forged), env, send)
    assert.equal(response.status, 202)
    assert.deepEqual(await response.json(), { stored: true, notified: false })
    const unstored = lead({ turnstile_token: 'another-forgery' })
    assert.equal((await handleNotifyLead(post(unstored), env, send)).status, 202)

    await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
    assert.deepEqual(await (await handleNotifyLead(retryRequest(database), env, send)).json(), {
      attempted: 0,
      sent: 0,
    })
    assert.equal(emails.length, 0)
    for (const { submission_id } of [forged, unstored]) {
      const row = await rowOf(database, submission_id)
      assert.equal(row?.verification, 'rejected')
      assert.equal(row?.spam_reason, 'Turnstile rejected the token: invalid-input-response')
      assert.equal(row?.notify_status, 'skipped')
    }
  },
)

withDatabase('Turnstile on: a direct insert with no notify call is never e-mailed by the retry', async (database) => {
  const { send, emails, env } = world(database, undefined, { turnstile: true })
  await insertAsVisitor(database, lead())
  await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
  assert.deepEqual(await (await handleNotifyLead(retryRequest(database), env, send)).json(), { attempted: 0, sent: 0 })
  assert.equal(emails.length, 0)
  // With Turnstile off the same lead is due: the secret alone decides which rule the retry follows.
  const { send: sendOff, emails: emailsOff, env: envOff } = world(database)
  assert.deepEqual(await (await handleNotifyLead(retryRequest(database), envOff, sendOff)).json(), {
    attempted: 1,
    sent: 1,
  })
  assert.equal(emailsOff.length, 1)
})

withDatabase(
  'Turnstile on: without a token the lead is stored unverified; a retry whose token passes e-mails it once',
  async (database) => {
    const { send, emails, env } = world(database, undefined, { turnstile: true })
    const person = lead()
    assert.equal((await handleNotifyLead(post(person), env, send)).status, 202)
    const row = await rowOf(database, person.submission_id)
    assert.equal(row?.verification, 'missing')
    assert.equal(row?.spam_reason, null, 'a missing token is not a bot verdict')
    assert.equal(emails.length, 0)
    const retried = await handleNotifyLead(post({ ...person, turnstile_token: 'pass-after-reload' }), env, send)
    assert.deepEqual(await retried.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
  },
)

withDatabase(
  'Turnstile on: with siteverify unreachable the lead is e-mailed, marked unchecked (the visitor did nothing wrong)',
  async (database) => {
    const { send, emails, env, setSiteverifyDown } = world(database, undefined, { turnstile: true })
    setSiteverifyDown(true)
    const person = lead({ turnstile_token: 'pass-while-down' })
    const { result } = await quietly(() => handleNotifyLead(post(person), env, send))
    assert.equal(result.status, 200)
    assert.equal(emails.length, 1)
    const row = await rowOf(database, person.submission_id)
    assert.equal(row?.verification, 'unchecked')
    assert.match(String(row?.verification_detail), /siteverify could not be reached/)
  },
)

withDatabase('Turnstile on: with the database down a forged token is not e-mailed directly', async (database) => {
  const { send, emails, env } = world(database, undefined, { turnstile: true })
  database.down = true
  const { result: forged } = await quietly(() => handleNotifyLead(post(lead({ turnstile_token: 'forged' })), env, send))
  assert.equal(forged.status, 503)
  assert.equal(emails.length, 0)
  const { result: person } = await quietly(() =>
    handleNotifyLead(post(lead({ turnstile_token: 'pass-db-down' })), env, send),
  )
  assert.deepEqual(await person.json(), { stored: false, notified: true })
  assert.equal(emails.length, 1)
})

Deno.test('a Turnstile token longer than 2,048 characters is refused with 400', async () => {
  const { send, env } = world(undefined, undefined, { turnstile: true })
  const response = await handleNotifyLead(post(lead({ turnstile_token: 'x'.repeat(2049) })), env, send)
  assert.equal(response.status, 400)
  assert.deepEqual((await response.json()).issues, [
    'turnstile_token: turnstile_token must be at most 2048 characters.',
  ])
})

withDatabase(
  "Turnstile on: a slow insert that lands while notify-lead looks still gets the token's verdict, and is e-mailed",
  async (database) => {
    const person = lead({ turnstile_token: 'pass-slow-insert' })
    let interleaved = false
    const { send, emails, env } = world(database, undefined, {
      turnstile: true,
      // notify-lead found nothing and stores the lead itself: the visitor's insert commits just before it.
      beforeDatabase: async (url, init) => {
        const role = new Headers(init.headers).get('authorization')
        if (interleaved || !url.endsWith('/rest/v1/leads') || role === 'Bearer test-anon-key') return
        interleaved = true
        await insertAsVisitor(database, { ...person, turnstile_token: undefined })
      },
    })
    const response = await handleNotifyLead(post(person), env, send)
    assert.ok(interleaved, 'the visitor insert ran between the lookup and the store')
    assert.deepEqual(await response.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
    const row = await rowOf(database, person.submission_id)
    assert.equal(row?.stored_by, 'insert')
    assert.equal(row?.verification, 'passed')
  },
)

for (const [name, answer, expected] of [
  [
    'a refusal with a reason under a 4xx status is still a refusal',
    () => Response.json({ success: false, 'error-codes': ['invalid-input-response'] }, { status: 400 }),
    { verification: 'rejected', spam: true, status: 202, emails: 0 },
  ],
  [
    'an expired or spent token leaves the lead unverified, not flagged',
    () => Response.json({ success: false, 'error-codes': ['timeout-or-duplicate'] }),
    { verification: 'missing', spam: false, status: 202, emails: 0 },
  ],
  [
    'a 429 without a verdict leaves the lead unverified: neither e-mailed nor flagged',
    () => new Response('{}', { status: 429, headers: { 'Content-Type': 'application/json' } }),
    { verification: 'missing', spam: false, status: 202, emails: 0 },
  ],
  [
    'a body that is no verdict (null) counts as Cloudflare failing: e-mailed, marked unchecked',
    () => new Response('null', { status: 200, headers: { 'Content-Type': 'application/json' } }),
    { verification: 'unchecked', spam: false, status: 200, emails: 1 },
  ],
  [
    'a 503 from siteverify counts as Cloudflare failing: e-mailed, marked unchecked',
    () => new Response('<html>busy</html>', { status: 503 }),
    { verification: 'unchecked', spam: false, status: 200, emails: 1 },
  ],
] as const) {
  withDatabase(`Turnstile on: ${name}`, async (database) => {
    const { send, emails, env } = world(database, undefined, { turnstile: true, siteverifyAnswer: answer })
    const person = lead({ turnstile_token: 'pass-but-answered-otherwise' })
    await insertAsVisitor(database, { ...person, turnstile_token: undefined })
    const { result } = await quietly(() => handleNotifyLead(post(person), env, send))
    assert.equal(result.status, expected.status)
    assert.equal(emails.length, expected.emails)
    const row = await rowOf(database, person.submission_id)
    assert.equal(row?.verification, expected.verification)
    assert.equal(row?.spam_reason !== null, expected.spam)
  })
}

// -- The owner's SMS through Twilio (issue 16) ----------------------------------------------------------------------

withDatabase(
  "with Twilio's settings the owner also gets an SMS, once, in the business's time zone",
  async (database) => {
    const { send, emails, texts, env } = world(database, undefined, {
      twilio: () => Response.json({ sid: 'SM1', status: 'queued' }, { status: 201 }),
    })
    const person = lead({ submittedAt: '2026-07-04T18:05:00.000Z' })
    await insertAsVisitor(database, person)
    assert.deepEqual(await (await handleNotifyLead(post(person), env, send)).json(), { stored: true, notified: true })
    await handleNotifyLead(post(person), env, send)
    assert.equal(emails.length, 1)
    assert.equal(texts.length, 1, 'one SMS per lead, however many calls')
    const [text] = texts
    assert.equal(
      text?.url,
      'https://api.twilio.com/2010-04-01/Accounts/AC0123456789abcdef0123456789abcdef/Messages.json',
    )
    const headers = new Headers(text?.init.headers)
    assert.equal(headers.get('authorization'), `Basic ${btoa('AC0123456789abcdef0123456789abcdef:twilio-test-token')}`)
    assert.equal(headers.get('content-type'), 'application/x-www-form-urlencoded')
    const form = new URLSearchParams(String(text?.init.body))
    assert.equal(form.get('To'), '+13525551111')
    assert.equal(form.get('From'), '+13525550000')
    const body = form.get('Body') ?? ''
    assert.match(body, /^New Test Home Buyers lead: Jane Doe\n/)
    assert.ok(body.includes('Call: tel:+13525550100'), body)
    assert.ok(body.includes(sampleLead.address), body)
    // The row's created_at is now; what matters is the zone: Eastern time, written for a person.
    assert.match(body, /\d{1,2}:\d{2} (AM|PM) E[SD]T$/)
    const row = await rowOf(database, person.submission_id)
    assert.deepEqual(Object.keys(row?.notify_channels as object).sort(), [
      'homeowner-email',
      'owner-email',
      'owner-sms:+13525551111',
    ])
  },
)

withDatabase(
  'a Twilio failure leaves the lead failed; the retry sends only the SMS, not the e-mail again',
  async (database) => {
    let twilioUp = false
    const { send, emails, texts, env } = world(database, undefined, {
      twilio: () =>
        twilioUp
          ? Response.json({ sid: 'SM2' }, { status: 201 })
          : Response.json({ code: 21608, message: 'The number is unverified' }, { status: 400 }),
    })
    const person = lead()
    await insertAsVisitor(database, person)
    const { result } = await quietly(() => handleNotifyLead(post(person), env, send))
    assert.equal(result.status, 202)
    const failed = await rowOf(database, person.submission_id)
    assert.equal(failed?.notify_status, 'failed')
    assert.match(String(failed?.notify_error), /^owner-sms:\+13525551111: Twilio answered 400: .*unverified/)
    assert.equal(emails.length, 1)

    twilioUp = true
    await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
    const retried = await handleNotifyLead(retryRequest(database), env, send)
    assert.deepEqual(await retried.json(), { attempted: 1, sent: 1 })
    assert.equal(emails.length, 1, 'the e-mail that went out is not sent again')
    assert.equal(texts.length, 2)
    assert.equal((await rowOf(database, person.submission_id))?.notify_status, 'sent')
  },
)

withDatabase(
  'the database failing right after the e-mail went out does not send it again as a "not stored" e-mail',
  async (database) => {
    const { send, emails, env } = world(database, () => {
      database.down = true
      return Response.json({ id: 'email_1' })
    })
    const person = lead()
    await insertAsVisitor(database, person)
    const { result } = await quietly(() => handleNotifyLead(post(person), env, send))
    assert.deepEqual(await result.json(), { stored: true, notified: true })
    assert.equal(emails.length, 1)
  },
)

withDatabase("a suspected bot's lead gets no confirmation, nor does the owner hear of it", async (database) => {
  const { send, emails, confirmations, env } = world(database)
  const bot = lead({ honeypot: 'filled by a bot' })
  await insertAsVisitor(database, bot)
  const response = await handleNotifyLead(post(bot), env, send)
  assert.deepEqual(await response.json(), { stored: true, notified: false })
  assert.equal(emails.length + confirmations.length, 0)
})

withDatabase(
  'a failed confirmation leaves the lead failed; the retry sends only the confirmation, once',
  async (database) => {
    let confirmationsUp = false
    const { send, emails, confirmations, env } = world(database, () => Response.json({ id: 'email_3' }))
    // Resend refuses only the confirmation (say, the homeowner's address bounces at first).
    const sendWithFailingConfirmation: typeof fetch = async (input, init) => {
      const answer = await send(input, init)
      const key = new Headers(init?.headers).get('Idempotency-Key') ?? ''
      if (key.startsWith('confirmation-') && !confirmationsUp)
        return Response.json({ message: 'rate limit exceeded' }, { status: 429 })
      return answer
    }
    const { result: response } = await quietly(() =>
      handleNotifyLead(post(validLead), env, sendWithFailingConfirmation),
    )
    assert.equal(response.status, 202)
    const failed = await rowOf(database, validLead.submission_id)
    assert.equal(failed?.notify_status, 'failed')
    assert.match(String(failed?.notify_error), /^homeowner-email: The e-mail provider answered 429/)
    assert.deepEqual(Object.keys(failed?.notify_channels as object), ['owner-email'])

    await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
    confirmationsUp = true
    const retry = await handleNotifyLead(
      post({ retry: true }, { 'Content-Type': 'application/json', Authorization: `Bearer ${database.serviceRoleKey}` }),
      env,
      sendWithFailingConfirmation,
    )
    assert.deepEqual(await retry.json(), { attempted: 1, sent: 1 })
    assert.equal(emails.length, 1, 'the owner is not e-mailed again')
    assert.equal(confirmations.length, 2, 'one refused try, one delivery')
    assert.equal((await rowOf(database, validLead.submission_id))?.notify_status, 'sent')
  },
)

withDatabase(
  'consent is stored with its words and version and told to the owner; a version not of its words is refused',
  async (database) => {
    const { send, emails, env } = world(database)
    const words = 'Yes, Test Home Buyers may text me. Msg & data rates may apply. Reply STOP to opt out, HELP for help.'
    const consented = lead({ consent_given: true, consent_text: words, consent_version: await consentVersion(words) })
    const response = await handleNotifyLead(post(consented), env, send)
    assert.deepEqual(await response.json(), { stored: true, notified: true })
    const row = await rowOf(database, consented.submission_id)
    assert.equal(row?.consent_given, true)
    assert.equal(row?.consent_text, words)
    assert.equal(row?.consent_version, consented.consent_version)
    assert.ok(row?.consent_at instanceof Date || typeof row?.consent_at === 'string')
    const sent = JSON.parse(String(emails[0]?.init.body))
    assert.ok(sent.text.includes(`Calls and texts: consented (text version ${consented.consent_version})`))

    const forged = lead({ consent_given: true, consent_text: words, consent_version: 'abcdefabcdef' })
    const refused = await handleNotifyLead(post(forged), env, send)
    assert.equal(refused.status, 400)
    assert.match((await refused.json()).message, /consent version does not match/)
    assert.equal(await rowOf(database, forged.submission_id), undefined)
  },
)
