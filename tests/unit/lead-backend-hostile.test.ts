import { randomUUID } from 'node:crypto'
/**
 * Bad and malicious requests sent straight to the embedded lead backend's two endpoints. Each must get a clear 4xx
 * JSON answer and leave the table and the outbox as they were; text that only looks dangerous (HTML, SQL) is a valid
 * lead, stored verbatim and escaped in the e-mail's HTML. Long as a list of attacks is: each case stands alone.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { leadsTablePath, localAnonKey, notifyLeadPath } from '../../src/features/leads/local-backend'
import { sampleLead } from '../../supabase/tests/sample-lead'

const validLead = sampleLead
const chatLead = { ...validLead, source: 'chat-widget', address: 'Not provided', condition: '', timeline: '' }
const validNotification = { ...validLead, submittedAt: '2025-05-13T14:30:00.000Z' }

let backend: LeadBackend
let server: Server
let origin: string

beforeAll(async () => {
  backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'lead-hostile-')), 'data'),
    settings: { ratePerClient: 100_000 },
  })
  server = createServer((request, response) => {
    if (!backend.handle(request, response)) response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}, 60_000)

afterAll(async () => {
  server.closeAllConnections()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  await backend.close()
})

const anon = { apikey: localAnonKey, Authorization: `Bearer ${localAnonKey}` }
const json = { 'Content-Type': 'application/json' }
const service = () => ({ apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` })

async function storedRows(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${origin}${leadsTablePath}?select=*`, { headers: service() })
  // A 200 array also proves the table still exists after every hostile request.
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}
const outboxFiles = () => readdirSync(backend.paths.outbox).length

interface HostileCase {
  name: string
  path?: string
  method?: string
  headers?: Record<string, string>
  /** Sends the service role key (known only once the backend is open). */
  as?: 'service'
  /** Sent as is when a string, else JSON-encoded. */
  body?: unknown
  status: number
  /** PostgREST error code (REST) or the function's `error` (notify-lead). */
  code: string
}

const big = (length: number) => 'x'.repeat(length)
const deeplyNested = `{"name":${'['.repeat(5000)}${']'.repeat(5000)}}`

const restCases: HostileCase[] = [
  // Keys
  { name: 'no apikey at all', headers: json, body: validLead, status: 401, code: 'PGRST302' },
  { name: 'a made-up apikey', headers: { ...json, apikey: 'guess' }, body: validLead, status: 401, code: 'PGRST301' },
  { name: 'an empty apikey', headers: { ...json, apikey: '' }, body: validLead, status: 401, code: 'PGRST302' },
  {
    name: 'the anon key with a forged bearer',
    headers: { ...json, apikey: localAnonKey, Authorization: 'Bearer service_role' },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'Basic instead of Bearer authorization',
    headers: { ...json, apikey: localAnonKey, Authorization: `Basic ${btoa('postgres:postgres')}` },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  {
    name: 'the anon key with one character more',
    headers: { ...json, Authorization: `Bearer ${localAnonKey}x` },
    body: validLead,
    status: 401,
    code: 'PGRST301',
  },
  // Transport
  {
    name: 'text/plain body',
    headers: { ...anon, 'Content-Type': 'text/plain' },
    body: JSON.stringify(validLead),
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'form-encoded body',
    headers: { ...anon, 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'name=Jane+Doe&email=jane%40example.com',
    status: 415,
    code: 'PGRST107',
  },
  {
    name: 'a body over 64 KB',
    headers: { ...anon, ...json },
    body: { ...validLead, message: big(70_000) },
    status: 413,
    code: '54000',
  },
  {
    name: 'a batch of 400 valid rows (over 64 KB)',
    headers: { ...anon, ...json },
    body: Array.from({ length: 400 }, () => validLead),
    status: 413,
    code: '54000',
  },
  {
    name: 'a schema other than public',
    headers: { ...anon, ...json, 'Content-Profile': 'auth' },
    body: validLead,
    status: 406,
    code: 'PGRST106',
  },
  // JSON
  { name: 'invalid JSON', headers: { ...anon, ...json }, body: '{"name": "Jane', status: 400, code: 'PGRST102' },
  { name: 'an empty body', headers: { ...anon, ...json }, body: '', status: 400, code: 'PGRST102' },
  { name: 'a JSON string', headers: { ...anon, ...json }, body: '"Jane Doe"', status: 400, code: 'PGRST102' },
  { name: 'a JSON number', headers: { ...anon, ...json }, body: '42', status: 400, code: 'PGRST102' },
  { name: 'JSON null', headers: { ...anon, ...json }, body: 'null', status: 400, code: 'PGRST102' },
  { name: 'an array of arrays', headers: { ...anon, ...json }, body: [[validLead]], status: 400, code: 'PGRST102' },
  { name: 'a 5000-deep nested name', headers: { ...anon, ...json }, body: deeplyNested, status: 400, code: '23514' },
  // Columns
  {
    name: 'an unknown column',
    headers: { ...anon, ...json },
    body: { ...validLead, is_admin: true },
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a column name carrying SQL',
    headers: { ...anon, ...json },
    body: { ...validLead, 'name") values (1); drop table public.leads; --': 'x' },
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a __proto__ key',
    headers: { ...anon, ...json },
    body: `{"__proto__": {"source": "contact-form"}, ${JSON.stringify(validLead).slice(1)}`,
    status: 400,
    code: 'PGRST204',
  },
  {
    name: 'a chosen id',
    headers: { ...anon, ...json },
    body: { ...validLead, id: crypto.randomUUID() },
    status: 400,
    code: '23514',
  },
  {
    name: 'a back-dated created_at',
    headers: { ...anon, ...json },
    body: { ...validLead, created_at: '1999-01-01T00:00:00Z' },
    status: 400,
    code: '23514',
  },
  {
    name: 'the columns parameter naming an unknown column',
    path: `${leadsTablePath}?columns=${encodeURIComponent('"name","pg_sleep(10)"')}`,
    headers: { ...anon, ...json },
    body: [validLead],
    status: 400,
    code: 'PGRST204',
  },
  // Fields: types and presence
  {
    name: 'name as a number',
    headers: { ...anon, ...json },
    body: { ...validLead, name: 12345 },
    status: 400,
    code: '23514',
  },
  {
    name: 'name as an object',
    headers: { ...anon, ...json },
    body: { ...validLead, name: { first: 'Jane' } },
    status: 400,
    code: '23514',
  },
  {
    name: 'message as an array',
    headers: { ...anon, ...json },
    body: { ...validLead, message: ['a', 'b'] },
    status: 400,
    code: '23514',
  },
  {
    name: 'email as a boolean',
    headers: { ...anon, ...json },
    body: { ...validLead, email: true },
    status: 400,
    code: '23514',
  },
  {
    name: 'phone as null',
    headers: { ...anon, ...json },
    body: { ...validLead, phone: null },
    status: 400,
    code: '23514',
  },
  {
    name: 'utm_source as a number',
    headers: { ...anon, ...json },
    body: { ...validLead, utm_source: 7 },
    status: 400,
    code: '23514',
  },
  {
    name: 'no name',
    headers: { ...anon, ...json },
    body: Object.fromEntries(Object.entries(validLead).filter(([key]) => key !== 'name')),
    status: 400,
    code: '23514',
  },
  {
    name: 'no source',
    headers: { ...anon, ...json },
    body: Object.fromEntries(Object.entries(validLead).filter(([key]) => key !== 'source')),
    status: 400,
    code: '23514',
  },
  { name: 'an empty object', headers: { ...anon, ...json }, body: {}, status: 400, code: '23514' },
  // Fields: values
  {
    name: 'a one-letter name',
    headers: { ...anon, ...json },
    body: { ...validLead, name: 'J' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a name of spaces',
    headers: { ...anon, ...json },
    body: { ...validLead, name: '      ' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a 101-character name',
    headers: { ...anon, ...json },
    body: { ...validLead, name: big(101) },
    status: 400,
    code: '23514',
  },
  {
    name: 'an invalid email',
    headers: { ...anon, ...json },
    body: { ...validLead, email: 'jane@' },
    status: 400,
    code: '23514',
  },
  {
    name: 'an email carrying SQL',
    headers: { ...anon, ...json },
    body: { ...validLead, email: "x'; drop table leads;--@example.com" },
    status: 400,
    code: '23514',
  },
  {
    name: 'a phone of letters',
    headers: { ...anon, ...json },
    body: { ...validLead, phone: 'call me maybe' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a short phone',
    headers: { ...anon, ...json },
    body: { ...validLead, phone: '555-0100' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a short address',
    headers: { ...anon, ...json },
    body: { ...validLead, address: 'FL' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a short message',
    headers: { ...anon, ...json },
    body: { ...validLead, message: 'hi' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a 5001-character message',
    headers: { ...anon, ...json },
    body: { ...validLead, message: big(5001) },
    status: 400,
    code: '23514',
  },
  {
    name: 'a 201-character utm_campaign',
    headers: { ...anon, ...json },
    body: { ...validLead, utm_campaign: big(201) },
    status: 400,
    code: '23514',
  },
  {
    name: 'an unknown source',
    headers: { ...anon, ...json },
    body: { ...validLead, source: 'admin-panel' },
    status: 400,
    code: '23514',
  },
  {
    name: "a chat-widget lead without 'Not provided'",
    headers: { ...anon, ...json },
    body: { ...chatLead, address: '123 Main St, Live Oak, FL' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a page path that is another site',
    headers: { ...anon, ...json },
    body: { ...validLead, page_path: 'https://evil.example/phish' },
    status: 400,
    code: '23514',
  },
  // Control characters
  {
    name: 'a NUL byte in the message',
    headers: { ...anon, ...json },
    body: { ...validLead, message: 'Hello there\u0000, call me' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a bell in the name',
    headers: { ...anon, ...json },
    body: { ...validLead, name: 'Jane\u0007 Doe' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a terminal escape sequence in the name',
    headers: { ...anon, ...json },
    body: { ...validLead, name: '\u001b[2J\u001b[31mJane' },
    status: 400,
    code: '23514',
  },
  {
    name: 'a line break in the name',
    headers: { ...anon, ...json },
    body: { ...validLead, name: 'Jane\nDoe' },
    status: 400,
    code: '23514',
  },
  {
    name: 'DEL in the phone',
    headers: { ...anon, ...json },
    body: { ...validLead, phone: '352555010\u007f0' },
    status: 400,
    code: '23514',
  },
  // Batches
  {
    name: 'a batch with one bad row among good ones',
    headers: { ...anon, ...json },
    body: [validLead, chatLead, { ...validLead, email: 'not-an-email' }, validLead],
    status: 400,
    code: '23514',
  },
  {
    name: 'a batch whose rows have different keys',
    headers: { ...anon, ...json },
    body: [validLead, { ...validLead, utm_source: 'google' }],
    status: 400,
    code: 'PGRST102',
  },
  // Postgres's own refusals (row level security, grants)
  {
    name: 'return=representation as anon (anon may not select)',
    headers: { ...anon, ...json, Prefer: 'return=representation' },
    body: validLead,
    status: 401,
    code: '42501',
  },
  {
    name: 'a read as anon',
    method: 'GET',
    path: `${leadsTablePath}?select=*`,
    headers: anon,
    status: 401,
    code: '42501',
  },
  {
    name: 'an update as anon',
    method: 'PATCH',
    path: `${leadsTablePath}?id=not.is.null`,
    headers: { ...anon, ...json },
    body: { name: 'Owned' },
    status: 401,
    code: '42501',
  },
  {
    name: 'a delete as anon',
    method: 'DELETE',
    path: `${leadsTablePath}?id=not.is.null`,
    headers: anon,
    status: 401,
    code: '42501',
  },
  { name: 'a PUT as anon', method: 'PUT', headers: { ...anon, ...json }, body: validLead, status: 401, code: '42501' },
  // Reading with the service role key, badly
  {
    name: 'a filter the backend does not support',
    method: 'GET',
    path: `${leadsTablePath}?name=eq.x`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'selecting a column that does not exist',
    method: 'GET',
    path: `${leadsTablePath}?select=password`,
    as: 'service',
    status: 400,
    code: '42703',
  },
  {
    name: 'an order carrying SQL',
    method: 'GET',
    path: `${leadsTablePath}?order=${encodeURIComponent('created_at;drop table public.leads')}`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  {
    name: 'a negative limit',
    method: 'GET',
    path: `${leadsTablePath}?limit=-1`,
    as: 'service',
    status: 400,
    code: 'PGRST100',
  },
  // Elsewhere under /rest/v1
  {
    name: 'another table',
    path: '/rest/v1/pg_authid',
    headers: { ...anon, ...json },
    body: validLead,
    status: 404,
    code: 'PGRST205',
  },
  { name: 'an unsupported method', method: 'PURGE', headers: anon, status: 405, code: 'PGRST117' },
]

const notifyCases: HostileCase[] = [
  { name: 'no apikey at all', headers: json, body: validNotification, status: 401, code: 'unauthorized' },
  {
    name: 'a made-up apikey',
    headers: { ...json, apikey: 'guess' },
    body: validNotification,
    status: 401,
    code: 'unauthorized',
  },
  {
    name: 'text/plain body',
    headers: { ...anon, 'Content-Type': 'text/plain' },
    body: JSON.stringify(validNotification),
    status: 415,
    code: 'invalid_request',
  },
  { name: 'invalid JSON', headers: { ...anon, ...json }, body: '{"name":', status: 400, code: 'invalid_request' },
  {
    name: 'a body over 32 KB',
    headers: { ...anon, ...json },
    body: { ...validNotification, message: big(40_000) },
    status: 413,
    code: 'invalid_request',
  },
  { name: 'an array', headers: { ...anon, ...json }, body: [validNotification], status: 400, code: 'invalid_request' },
  {
    name: 'no submittedAt',
    headers: { ...anon, ...json },
    body: validLead,
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'submittedAt that is no timestamp',
    headers: { ...anon, ...json },
    body: { ...validNotification, submittedAt: 'yesterday' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'an extra field',
    headers: { ...anon, ...json },
    body: { ...validNotification, bcc: 'attacker@example.com' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'an unknown source',
    headers: { ...anon, ...json },
    body: { ...validNotification, source: 'api' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: "a chat-widget lead without 'Not provided'",
    headers: { ...anon, ...json },
    body: { ...validNotification, source: 'chat-widget', address: '1 Elm St, Ocala' },
    status: 400,
    code: 'invalid_request',
  },
  {
    name: 'a header injection in the name (line break)',
    headers: { ...anon, ...json },
    body: { ...validNotification, name: 'Jane\r\nBcc: victim@example.com' },
    status: 400,
    code: 'invalid_request',
  },
  { name: 'a GET', method: 'GET', headers: anon, status: 405, code: 'method_not_allowed' },
  {
    name: 'another function',
    path: '/functions/v1/run-sql',
    headers: { ...anon, ...json },
    body: validNotification,
    status: 404,
    code: 'NOT_FOUND',
  },
]

async function send(testCase: HostileCase, defaultPath: string): Promise<Response> {
  const method = testCase.method ?? 'POST'
  const body =
    testCase.body === undefined || method === 'GET'
      ? undefined
      : typeof testCase.body === 'string'
        ? testCase.body
        : JSON.stringify(testCase.body)
  const headers = testCase.as === 'service' ? { ...testCase.headers, ...service() } : testCase.headers
  return fetch(`${origin}${testCase.path ?? defaultPath}`, { method, headers, body })
}

describe.each([
  { endpoint: leadsTablePath, cases: restCases },
  { endpoint: notifyLeadPath, cases: notifyCases },
])('$endpoint refuses', ({ endpoint, cases }) => {
  it.each(cases)('$name: $status $code, nothing stored', async (testCase) => {
    const rowsBefore = (await storedRows()).length
    const outboxBefore = outboxFiles()
    const response = await send(testCase, endpoint)
    expect(response.status).toBe(testCase.status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    const body = await response.json()
    expect(typeof body.message).toBe('string')
    expect(body.message.length).toBeGreaterThan(5)
    if (endpoint === leadsTablePath) {
      // PostgREST's error shape, so supabase-js hands it to the site as error.code / error.message.
      expect(Object.keys(body).sort()).toEqual(['code', 'details', 'hint', 'message'])
      expect(body.code).toBe(testCase.code)
    } else {
      expect(body.error ?? body.code).toBe(testCase.code)
    }
    expect((await storedRows()).length).toBe(rowsBefore)
    expect(outboxFiles()).toBe(outboxBefore)
  })
})

it('has at least 50 hostile requests', () => {
  expect(restCases.length + notifyCases.length).toBeGreaterThanOrEqual(50)
})

describe('text that only looks dangerous', () => {
  const post = (path: string, body: unknown) =>
    fetch(`${origin}${path}`, { method: 'POST', headers: { ...anon, ...json }, body: JSON.stringify(body) })

  it('stores HTML verbatim and escapes it in the e-mail HTML (the text part keeps it as typed)', async () => {
    const hostile = {
      ...validLead,
      submission_id: randomUUID(),
      name: '<img src=x onerror=alert(1)>',
      condition: '"><svg onload=alert(2)>',
      message: 'Hello <script>alert("xss")</script> & goodbye',
    }
    expect((await post(leadsTablePath, hostile)).status).toBe(201)
    const stored = (await storedRows()).find((row) => row.name === hostile.name)
    expect(stored).toMatchObject(hostile)

    const response = await post(notifyLeadPath, { ...hostile, submittedAt: new Date().toISOString() })
    expect(response.status).toBe(200)
    const outbox = readdirSync(backend.paths.outbox).filter(
      (name) => name.includes(hostile.submission_id) && name.endsWith('-owner-email.json'),
    )
    expect(outbox).toHaveLength(1)
    const email = JSON.parse(readFileSync(join(backend.paths.outbox, outbox[0]!), 'utf8'))
    expect(email.html).not.toContain('<script>')
    expect(email.html).not.toContain('<img')
    expect(email.html).not.toContain('<svg')
    expect(email.html).toContain('&lt;script&gt;alert(&quot;xss&quot;)&lt;/script&gt; &amp; goodbye')
    expect(email.text).toContain(hostile.message)
    expect(email.lead.message).toBe(hostile.message)
  })

  it('stores SQL-looking text verbatim without running it: the table and its rows remain', async () => {
    const before = await storedRows()
    const sqlish = {
      ...validLead,
      name: "Robert'); DROP TABLE leads;--",
      address: "1 Main St'; DELETE FROM leads; --",
      message: "'; truncate public.leads; select pg_sleep(10); --",
      utm_source: "' or 1=1 --",
      utm_content: '$1; drop schema public cascade',
    }
    const started = Date.now()
    expect((await post(leadsTablePath, sqlish)).status).toBe(201)
    expect(Date.now() - started).toBeLessThan(5000)
    const after = await storedRows()
    expect(after).toHaveLength(before.length + 1)
    expect(after.find((row) => row.name === sqlish.name)).toMatchObject(sqlish)
    for (const row of before) expect(after.map((stored) => stored.id)).toContain(row.id)
  })

  it('stores non-Latin text and emoji verbatim', async () => {
    const unicode = { ...chatLead, name: 'Zoë Ñúñez 李雷', message: 'Casa heredada 🏚️ — ¿me pueden llamar? ありがとう' }
    expect((await post(leadsTablePath, unicode)).status).toBe(201)
    expect((await storedRows()).find((row) => row.name === unicode.name)).toMatchObject(unicode)
  })

  it('refuses a body streamed without Content-Length once it passes 64 KB', async () => {
    const rowsBefore = (await storedRows()).length
    const chunk = new TextEncoder().encode(`{"message":"${big(16_000)}`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    const response = await fetch(`${origin}${leadsTablePath}`, {
      method: 'POST',
      headers: { ...anon, ...json },
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe('54000')
    expect((await storedRows()).length).toBe(rowsBefore)
  })
})
