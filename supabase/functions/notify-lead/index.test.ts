// Run with `npm run test:functions` (Deno). The e-mail provider is a fake `send`; nothing leaves the machine.
import assert from 'node:assert/strict'
import { sampleLead } from '../../tests/sample-lead.ts'
import { handleNotifyLead, maxBodyBytes, notConfiguredReason, resendEndpoint } from './index.ts'

const configured = {
  RESEND_API_KEY: 're_test_key',
  LEAD_NOTIFY_TO: 'offers@example.com, owner@example.com',
  LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
  BUSINESS_NAME: 'Test Home Buyers',
}

function envOf(values: Record<string, string>) {
  return { get: (name: string) => values[name] }
}

const validLead = {
  ...sampleLead,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: null,
  submittedAt: '2025-05-13T14:30:00.000Z',
}

interface SentRequest {
  url: string
  init: RequestInit
}

/** A stand-in for fetch that records each call and answers with `answer`. */
function fakeSend(answer: () => Response | Promise<Response> = () => Response.json({ id: 'email_1' })) {
  const calls: SentRequest[] = []
  const send: typeof fetch = (input, init) => {
    calls.push({ url: String(input), init: init ?? {} })
    return Promise.resolve(answer())
  }
  return { send, calls }
}

function post(body: unknown, headers: Record<string, string> = { 'Content-Type': 'application/json' }): Request {
  return new Request('http://localhost/functions/v1/notify-lead', {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
}

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

Deno.test('a valid lead is e-mailed through Resend and answers 200 { delivered: true }', async () => {
  const { send, calls } = fakeSend()
  const response = await handleNotifyLead(post(validLead), envOf(configured), send)

  assert.equal(response.status, 200)
  assertCors(response)
  assert.deepEqual(await response.json(), { delivered: true })
  assert.equal(calls.length, 1)
  const [call] = calls
  assert.equal(call?.url, resendEndpoint)
  assert.equal(call?.init.method, 'POST')
  assert.equal(new Headers(call?.init.headers).get('authorization'), 'Bearer re_test_key')
  const sent = JSON.parse(String(call?.init.body))
  assert.equal(sent.from, 'Website <leads@example.com>')
  assert.deepEqual(sent.to, ['offers@example.com', 'owner@example.com'])
  assert.equal(sent.reply_to, 'jane@example.com')
  assert.equal(sent.subject, 'New lead from Jane Doe (contact-form)')
  for (const value of ['Test Home Buyers', '(352) 555-0100', '/contact', 'google', 'cpc', validLead.submittedAt]) {
    assert.ok(sent.text.includes(value), `text body lists ${value}`)
    assert.ok(sent.html.includes(value), `HTML body lists ${value}`)
  }
})

Deno.test('a chat-widget lead with the address "Not provided" is accepted', async () => {
  const { send } = fakeSend()
  const chatLead = { ...validLead, source: 'chat-widget', address: 'Not provided', condition: '', timeline: '' }
  const response = await handleNotifyLead(post(chatLead), envOf(configured), send)
  assert.equal(response.status, 200)
})

Deno.test('an invalid lead answers 400 naming every field at fault', async () => {
  const { send, calls } = fakeSend()
  const bad = { ...validLead, name: 'J', email: 'not-an-email', phone: '12', submittedAt: 'yesterday', extra: 1 }
  const response = await handleNotifyLead(post(bad), envOf(configured), send)

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
  assert.equal(calls.length, 0, 'nothing is e-mailed')
})

Deno.test('a chat-widget lead with a real address is refused', async () => {
  const { send } = fakeSend()
  const response = await handleNotifyLead(post({ ...validLead, source: 'chat-widget' }), envOf(configured), send)
  assert.equal(response.status, 400)
  const body = await response.json()
  assert.deepEqual(body.issues, ["address: A chat-widget lead stores the address 'Not provided'."])
})

Deno.test('HTML typed into the form is escaped in the e-mail, never sent as markup', async () => {
  const { send, calls } = fakeSend()
  const hostile = {
    ...validLead,
    name: '<script>alert(1)</script>',
    address: '1 "Quoted" & <b>Bold</b> Rd',
    condition: "it's <img src=x onerror=alert(1)>",
    message: 'Hello <a href="https://evil.example">click</a>\nsecond line & more',
    utm_campaign: '<i>spring</i>',
  }
  const response = await handleNotifyLead(post(hostile), envOf(configured), send)
  assert.equal(response.status, 200)

  const sent = JSON.parse(String(calls[0]?.init.body))
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

Deno.test('a provider error answers 502 delivery_failed', async () => {
  const { send } = fakeSend(() => Response.json({ message: 'domain not verified' }, { status: 403 }))
  const { result: response, logged } = await quietly(() => handleNotifyLead(post(validLead), envOf(configured), send))

  assert.equal(response.status, 502)
  assertCors(response)
  assert.deepEqual(await response.json(), {
    error: 'delivery_failed',
    message: 'The e-mail provider answered 403.',
  })
  assert.ok(
    logged.some((line) => line.includes('domain not verified')),
    'the provider explanation is logged',
  )
})

Deno.test('an unreachable provider answers 502 delivery_failed', async () => {
  const send: typeof fetch = () => Promise.reject(new TypeError('network down'))
  const { result: response } = await quietly(() => handleNotifyLead(post(validLead), envOf(configured), send))
  assert.equal(response.status, 502)
  const body = await response.json()
  assert.equal(body.error, 'delivery_failed')
  assert.equal(body.message, 'The e-mail provider could not be reached.')
})

Deno.test(
  'without the e-mail secrets it answers 503 not_configured (a failure the site counts), e-mails nothing and logs it',
  async () => {
    for (const missing of ['RESEND_API_KEY', 'LEAD_NOTIFY_TO', 'LEAD_NOTIFY_FROM']) {
      const { send, calls } = fakeSend()
      const env = envOf({ ...configured, [missing]: ' ' })
      const { result: response, logged } = await quietly(() => handleNotifyLead(post(validLead), env, send))

      assert.equal(response.status, 503, missing)
      assert.deepEqual(await response.json(), { error: 'not_configured', message: notConfiguredReason })
      assert.equal(calls.length, 0)
      assert.equal(logged.length, 1)
      assert.match(logged[0] ?? '', /not configured/)
    }
  },
)

Deno.test('OPTIONS preflight answers 204 with the CORS headers supabase-js needs', async () => {
  const response = await handleNotifyLead(
    new Request('http://localhost/functions/v1/notify-lead', { method: 'OPTIONS' }),
    envOf(configured),
    fakeSend().send,
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
      envOf(configured),
      fakeSend().send,
    )
    assert.equal(response.status, 405, method)
    assertCors(response)
    assert.equal(response.headers.get('allow'), 'POST, OPTIONS')
    assert.equal((await response.json()).error, 'method_not_allowed')
  }
})

Deno.test('a body that is not JSON answers 415 or 400; an oversized one 413', async () => {
  const { send, calls } = fakeSend()
  const asText = await handleNotifyLead(post(validLead, { 'Content-Type': 'text/plain' }), envOf(configured), send)
  assert.equal(asText.status, 415)
  assert.equal((await asText.json()).error, 'invalid_request')

  const broken = await handleNotifyLead(post('{"name": "Jane"'), envOf(configured), send)
  assert.equal(broken.status, 400)
  assertCors(broken)
  assert.deepEqual(await broken.json(), { error: 'invalid_request', message: 'The body is not valid JSON.' })

  const huge = await handleNotifyLead(
    post({ ...validLead, message: 'x'.repeat(maxBodyBytes) }),
    envOf(configured),
    send,
  )
  assert.equal(huge.status, 413)
  assert.equal((await huge.json()).error, 'invalid_request')

  const notAnObject = await handleNotifyLead(post('[]'), envOf(configured), send)
  assert.equal(notAnObject.status, 400)
  assert.match((await notAnObject.json()).issues[0], /^body: /)
  assert.equal(calls.length, 0)
})
