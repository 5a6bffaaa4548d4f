// The project's API keys as the functions use them (decision 0075): the secret key from SUPABASE_SECRET_KEYS, sent to
// PostgREST in `apikey` and never as a Bearer token; the retry only for a caller holding a secret key in `apikey`;
// the legacy SUPABASE_SERVICE_ROLE_KEY only where SUPABASE_SECRET_KEYS is missing. Run with `npm run test:functions`.
import assert from 'node:assert/strict'
import { handleNotifyLead } from './index.ts'
import {
  emailSettings,
  envOf,
  insertAsVisitor,
  lead,
  noTextsDue,
  post,
  quietly,
  retryRequest,
  rowOf,
  withDatabase,
  world,
} from './test-support/world.ts'

const retryWith = (headers: Record<string, string>) =>
  post({ retry: true }, { 'Content-Type': 'application/json', ...headers })

withDatabase('every database call carries the secret key in apikey and no Authorization header', async (database) => {
  const { send, emails, env } = world(database)
  const person = lead()
  await insertAsVisitor(database, person)
  const before = database.keysSent.length
  assert.deepEqual(await (await handleNotifyLead(post(person), env, send)).json(), { stored: true, notified: true })
  assert.equal((await handleNotifyLead(retryRequest(database), env, send)).status, 200)
  const sent = database.keysSent.slice(before)
  assert.ok(sent.length >= 2, 'the lead and the retry reached the database')
  assert.deepEqual(
    sent,
    sent.map(() => ({ apikey: database.secretKey, authorization: null })),
  )
  assert.equal(emails.length, 1)
})

withDatabase('the stand-in refuses a secret key sent as a Bearer token, as Supabase does', async (database) => {
  const answer = await database.handle(`${database.url}/rest/v1/rpc/is_staff`, {
    method: 'POST',
    headers: { apikey: database.publishableKey, Authorization: `Bearer ${database.secretKey}` },
    body: '{}',
  })
  assert.equal(answer?.status, 401)
})

withDatabase('the retry answers a caller with any secret key of SUPABASE_SECRET_KEYS in apikey', async (database) => {
  const rotated = 'sb_secret_the-next-key'
  const { send } = world(database)
  const env = envOf({
    ...emailSettings,
    SUPABASE_URL: database.url,
    SUPABASE_SECRET_KEYS: JSON.stringify({ default: database.secretKey, rotated }),
  })
  for (const key of [database.secretKey, rotated]) {
    const response = await handleNotifyLead(retryWith({ apikey: key }), env, send)
    assert.deepEqual(await response.json(), { attempted: 0, sent: 0, texts: noTextsDue }, key)
  }
})

withDatabase(
  'the retry refuses no key, the publishable key, a secret key one character off, and a secret key as Bearer',
  async (database) => {
    const { send, env } = world(database)
    const refused: Array<Record<string, string>> = [
      {},
      { apikey: database.publishableKey },
      { apikey: `${database.secretKey}x` },
      { apikey: database.secretKey.slice(0, -1) },
      { Authorization: `Bearer ${database.secretKey}` },
      { apikey: database.publishableKey, Authorization: `Bearer ${database.secretKey}` },
    ]
    for (const headers of refused) {
      const response = await handleNotifyLead(retryWith(headers), env, send)
      assert.equal(response.status, 401, JSON.stringify(headers))
      assert.match((await response.json()).message, /secret key of the project in the apikey header/)
    }
  },
)

withDatabase(
  'with only the legacy SUPABASE_SERVICE_ROLE_KEY a lead is stored and e-mailed, with one warning naming the new setting',
  async (database) => {
    const { send, emails } = world(database)
    const env = envOf({
      ...emailSettings,
      SUPABASE_URL: database.url,
      SUPABASE_SERVICE_ROLE_KEY: database.legacyServiceRoleKey,
    })
    const first = lead()
    const second = lead({ email: 'second@example.com' })
    const { result, logged } = await quietly(async () => {
      const answers = []
      for (const person of [first, second]) answers.push(await (await handleNotifyLead(post(person), env, send)).json())
      answers.push(
        await (await handleNotifyLead(retryWith({ apikey: database.legacyServiceRoleKey }), env, send)).json(),
      )
      return answers
    })
    assert.deepEqual(result, [
      { stored: true, notified: true },
      { stored: true, notified: true },
      { attempted: 0, sent: 0, texts: noTextsDue },
    ])
    assert.equal(emails.length, 2)
    assert.ok(await rowOf(database, first.submission_id))
    const warnings = logged.filter((line) => line.includes('SUPABASE_SECRET_KEYS is not set'))
    assert.equal(warnings.length, 1, logged.join('\n'))
    assert.match(warnings[0]!, /SUPABASE_SERVICE_ROLE_KEY/)
    // The legacy key is a JWT: it goes as the Bearer too, as the platform's clients always sent it.
    const legacy = database.legacyServiceRoleKey
    assert.ok(database.keysSent.length > 0)
    assert.ok(
      database.keysSent.every(({ apikey, authorization }) => apikey === legacy && authorization === `Bearer ${legacy}`),
    )
  },
)

withDatabase(
  'a malformed SUPABASE_SECRET_KEYS is logged by name and nothing reaches the database',
  async (database) => {
    for (const [value, expected] of [
      ['sb_secret_pasted-bare', /SUPABASE_SECRET_KEYS is not JSON/],
      ['{"primary": "sb_secret_x"}', /SUPABASE_SECRET_KEYS has no "default" entry/],
    ] as const) {
      const { send } = world(database)
      const env = envOf({ ...emailSettings, SUPABASE_URL: database.url, SUPABASE_SECRET_KEYS: value })
      const before = database.keysSent.length
      const { result, logged } = await quietly(() => handleNotifyLead(retryWith({ apikey: 'sb_secret_x' }), env, send))
      assert.ok(
        logged.some((line) => expected.test(line)),
        logged.join('\n'),
      )
      assert.equal(database.keysSent.length, before)
      // The bare value is no key: only a "default" entry's or another entry's value is.
      assert.equal(result.status, value.startsWith('{') ? 503 : 401)
    }
  },
)
