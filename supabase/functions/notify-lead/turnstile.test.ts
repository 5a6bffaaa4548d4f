// Cloudflare Turnstile, on when TURNSTILE_SECRET_KEY is set (docs/decisions/0007): notify-lead verifies the token
// and records the verdict. Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { handleNotifyLead } from './index.ts'
import { standInSecret } from './test-support/siteverify-stand-in.ts'
import {
  fromClient,
  insertAsVisitor,
  lead,
  post,
  quietly,
  retryRequest,
  rowOf,
  withDatabase,
  world,
  noTextsDue,
} from './test-support/world.ts'

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
      texts: noTextsDue,
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
  assert.deepEqual(await (await handleNotifyLead(retryRequest(database), env, send)).json(), {
    attempted: 0,
    sent: 0,
    texts: noTextsDue,
  })
  assert.equal(emails.length, 0)
  // With Turnstile off the same lead is due: the secret alone decides which rule the retry follows.
  const { send: sendOff, emails: emailsOff, env: envOff } = world(database)
  assert.deepEqual(await (await handleNotifyLead(retryRequest(database), envOff, sendOff)).json(), {
    attempted: 1,
    sent: 1,
    texts: noTextsDue,
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
        const key = new Headers(init.headers).get('apikey')
        if (interleaved || !url.endsWith('/rest/v1/leads') || key === database.publishableKey) return
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
