/**
 * Bad and malicious requests sent straight to the embedded lead backend's two endpoints. Each must get a clear 4xx
 * JSON answer and leave the table and the outbox as they were; text that only looks dangerous (HTML, SQL) is a valid
 * lead, stored verbatim and escaped in the e-mail's HTML. The attacks are listed in tests/support/hostile-requests/.
 */
import { createHmac, randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jwtSecretOf } from '../../server/leads/auth-answers'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { anon, big, chatLead, json, validLead, type HostileCase } from '../support/hostile-requests/common'
import { notifyCases } from '../support/hostile-requests/notify-lead'
import { restCases } from '../support/hostile-requests/rest'
import { serveLeadBackend } from '../support/served-lead-backend'

let backend: LeadBackend
let stopServer: () => Promise<void>
let origin: string

beforeAll(async () => {
  backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'lead-hostile-')), 'data'),
    settings: { ratePerClient: 100_000 },
  })
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend))
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
})

const service = () => ({ apikey: backend.secretKey })

async function storedRows(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${origin}${leadsTablePath}?select=*`, { headers: service() })
  // A 200 array also proves the table still exists after every hostile request.
  expect(response.status).toBe(200)
  return (await response.json()) as Array<Record<string, unknown>>
}
const outboxFiles = () => readdirSync(backend.paths.outbox).length

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

  /** Eight chunks of about `chunkBytes` each, streamed without Content-Length, as the publishable key. */
  function streamedPost(path: string, chunkBytes: number): Promise<Response> {
    const chunk = new TextEncoder().encode(`{"message":"${big(chunkBytes)}`)
    let sent = 0
    const stream = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent++ < 8) controller.enqueue(chunk)
        else controller.close()
      },
    })
    return fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { ...anon, ...json },
      body: stream,
      duplex: 'half',
    } as RequestInit)
  }

  it('refuses a body streamed without Content-Length once it passes 64 KB', async () => {
    const rowsBefore = (await storedRows()).length
    const response = await streamedPost(leadsTablePath, 16_000)
    expect(response.status).toBe(413)
    expect((await response.json()).code).toBe('54000')
    expect((await storedRows()).length).toBe(rowsBefore)
  })

  it('refuses a notify-lead body streamed without Content-Length once it passes 32 KB, as the function does', async () => {
    const rowsBefore = (await storedRows()).length
    const response = await streamedPost(notifyLeadPath, 8_000)
    expect(response.status).toBe(413)
    expect(await response.json()).toEqual({ error: 'invalid_request', message: 'The body must be at most 32 KB.' })
    expect((await storedRows()).length).toBe(rowsBefore)
  })
})

describe("notify-lead's scheduled retry", () => {
  const retry = (headers: Record<string, string>) =>
    fetch(`${origin}${notifyLeadPath}`, { method: 'POST', headers: { ...headers, ...json }, body: '{"retry":true}' })

  it('is refused with the public key, as on Supabase', async () => {
    const response = await retry(anon)
    expect(response.status).toBe(401)
    expect((await response.json()).message).toBe(
      'Retrying notifications needs a secret key of the project in the apikey header.',
    )
  })

  it('is refused with the secret key only as a Bearer token: no apikey, as Supabase answers', async () => {
    const response = await retry({ Authorization: `Bearer ${backend.secretKey}` })
    expect(response.status).toBe(401)
    expect((await response.json()).message).toMatch(/^No API key found in request/)
  })

  it('runs with the secret key in apikey alone, as the schedule sends it', async () => {
    expect((await retry({ apikey: backend.secretKey })).status).toBe(200)
  })

  it('runs with the secret key and says what it sent', async () => {
    const response = await retry(service())
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({
      attempted: expect.any(Number),
      sent: expect.any(Number),
      texts: { sent: 0, failed: 0, later: 0, refused: 0, unknown: 0 },
    })
  })
})

describe('legacy API keys (decision 0075)', () => {
  /** A legacy `anon` or `service_role` key: a JWT with a role and no session, signed with the backend's own secret. */
  const legacyKey = (role: 'anon' | 'service_role') => {
    const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
    const unsigned = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ iss: 'supabase', role, iat: 1, exp: 4102444800 })}`
    return `${unsigned}.${createHmac('sha256', jwtSecretOf(backend.secretKey)).update(unsigned).digest('base64url')}`
  }
  const requests = [
    { path: `${leadsTablePath}?select=*`, method: 'GET' },
    { path: notifyLeadPath, method: 'POST', body: '{"retry":true}' },
    { path: '/auth/v1/user', method: 'GET' },
  ]

  it.each(requests)('$method $path answers a legacy key 401 "Legacy API keys are disabled"', async (request) => {
    const legacy: Array<Record<string, string>> = [
      { apikey: legacyKey('service_role') },
      { apikey: legacyKey('anon'), Authorization: `Bearer ${legacyKey('anon')}` },
      { apikey: localPublishableKey, Authorization: `Bearer ${legacyKey('service_role')}` },
    ]
    for (const headers of legacy) {
      const response = await fetch(`${origin}${request.path}`, {
        method: request.method,
        headers: { ...headers, ...json },
        body: request.body,
      })
      expect(response.status).toBe(401)
      expect((await response.json()).message).toBe('Legacy API keys are disabled')
    }
  })

  it('refuses the secret key as a Bearer token beside the publishable key, and reads with it in apikey', async () => {
    const read = (headers: Record<string, string>) => fetch(`${origin}${leadsTablePath}?select=*`, { headers })
    const refused = await read({ apikey: localPublishableKey, Authorization: `Bearer ${backend.secretKey}` })
    expect(refused.status).toBe(401)
    expect((await refused.json()).code).toBe('PGRST301')
    expect((await read({ apikey: backend.secretKey })).status).toBe(200)
  })
})
