// notify-lead's limits and outages: per client and per day, suspected bots, the database or the e-mail secrets missing.
// Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { siteContent } from '../_shared/site-content.generated.ts'
import { notStoredWarning } from '../_shared/notification.ts'
import { notConfiguredReason } from '../_shared/resend.ts'
import { handleNotifyLead, resetDirectDeliveryLimiter } from './index.ts'
import {
  emailSettings,
  envOf,
  fromClient,
  insertAsVisitor,
  lead,
  post,
  quietly,
  rowOf,
  validLead,
  withDatabase,
  world,
} from './test-support/world.ts'

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

withDatabase(
  'a forged X-Forwarded-For gets no bucket of its own: the address is the hop the platform appended',
  async (database) => {
    const { send, env } = world(database)
    const statuses: number[] = []
    // Each lead names another "client" first; the platform's own proxy appends the one address it saw.
    for (let index = 0; index < 6; index++)
      statuses.push(
        (await handleNotifyLead(post(lead(), fromClient(`10.0.0.${index}, 203.0.113.31`)), env, send)).status,
      )
    assert.deepEqual(statuses, [200, 200, 200, 200, 200, 429])
    // Through PostgREST too: the insert's bucket is the last hop, and a header that is no address names no bucket of
    // its own (a caller's 'tel:' one): it is 'unknown', as notify-lead stores it.
    for (const forged of ['10.9.9.9, 203.0.113.32', 'tel:+13525550100']) await insertAsVisitor(database, lead(), forged)
    assert.deepEqual(
      await database.query(
        "select client_address from public.leads where stored_by = 'insert' order by client_address",
      ),
      [{ client_address: '203.0.113.32' }, { client_address: 'unknown' }],
    )
  },
)

withDatabase(
  'a homeowner confirmation goes to one address once a day, with no link or address the visitor typed',
  async (database) => {
    const { send, confirmations, env } = world(database)
    for (let index = 0; index < 3; index++) {
      const relay = lead({ name: 'http://evil.example/claim-your-prize Doe', email: 'victim@example.com' })
      await handleNotifyLead(post(relay, fromClient(`203.0.113.${40 + index}`)), env, send)
    }
    assert.equal(confirmations.length, 1)
    const body = String(confirmations[0]!.init.body)
    assert.doesNotMatch(body, /evil\.example|claim-your-prize/)
    assert.match(body, new RegExp(siteContent.confirmation.greetingWithoutName))
  },
)

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
      SUPABASE_SECRET_KEYS: database.secretKeysJson,
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
        SUPABASE_SECRET_KEYS: database.secretKeysJson,
      })
      // One address each: a confirmation goes to one address at most once a day.
      const waiting = lead({ email: `waiting-${missing.toLowerCase()}@example.com` })
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
