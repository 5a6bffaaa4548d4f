// The CRM hand-off from the Edge Function (docs/decisions/0063): LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET as secrets,
// the queue through PostgREST with the service role. Each request is checked with the Standard Webhooks reference
// library, as a CRM would. Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { Webhook } from 'standardwebhooks'
import { handleNotifyLead } from './index.ts'
import { insertAsVisitor, lead, post, quietly, retryRequest, withDatabase, world } from './test-support/world.ts'
import type { StandIn } from './test-support/postgrest-stand-in.ts'

const secret = `whsec_${btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(32))))}`
const crmUrl = 'https://crm.example.com/hooks/leads'

interface Delivery {
  id: string
  type: string
  data: Record<string, unknown>
}

/** notify-lead's world with a CRM at crmUrl that verifies what it gets and answers `answer`. */
function withCrm(
  database: StandIn,
  crmSettings: Record<string, string> = { LEAD_WEBHOOK_URL: crmUrl, LEAD_WEBHOOK_SECRET: secret },
  options: Parameters<typeof world>[2] = {},
  answer: () => Response = () => new Response(null, { status: 204 }),
) {
  const base = world(database, undefined, options)
  const delivered: Delivery[] = []
  const send: typeof fetch = (input, init) => {
    if (String(input) !== crmUrl) return base.send(input, init)
    const headers = new Headers(init?.headers)
    const signed = {
      'webhook-id': headers.get('webhook-id') ?? '',
      'webhook-timestamp': headers.get('webhook-timestamp') ?? '',
      'webhook-signature': headers.get('webhook-signature') ?? '',
    }
    const payload = new Webhook(secret).verify(String(init?.body), signed) as Omit<Delivery, 'id'>
    delivered.push({ id: signed['webhook-id'], ...payload })
    return Promise.resolve(answer())
  }
  const env = { get: (name: string) => crmSettings[name] ?? base.env.get(name) }
  // What notify-lead leaves running after its answer (the prompt hand-off), awaited by the test.
  const pending: Array<Promise<unknown>> = []
  const notify = (request: Request) =>
    handleNotifyLead(request, env, send, { afterAnswer: (work) => pending.push(work) })
  const settled = () => Promise.all(pending.splice(0))
  return { ...base, send, env, delivered, notify, settled }
}

const queued = async (database: StandIn) =>
  (await database.query<{ count: number }>('select count(*)::int as count from public.webhook_events'))[0]?.count

withDatabase(
  'a lead is handed to the CRM right after notify-lead, signed; the retry sends it no more',
  async (database) => {
    const crm = withCrm(database)
    const person = lead()
    await insertAsVisitor(database, person)
    const response = await crm.notify(post(person))
    assert.deepEqual(await response.json(), { stored: true, notified: true })
    await crm.settled()
    assert.equal(crm.delivered.length, 1)
    assert.equal(crm.delivered[0]?.type, 'lead.created')
    assert.equal(crm.delivered[0]?.data.submission_id, person.submission_id)
    assert.match(crm.delivered[0]!.id, /^msg_[0-9a-f]{32}$/)

    const retried = await (await crm.notify(retryRequest(database))).json()
    assert.deepEqual(retried.crm, { sent: 0, failed: 0, dropped: 0 })
    assert.equal(crm.delivered.length, 1)
  },
)

withDatabase('a CRM that answers 500 gets the same webhook-id from a later retry', async (database) => {
  let up = false
  const crm = withCrm(database, undefined, {}, () => new Response('busy', { status: up ? 200 : 500 }))
  const person = lead()
  await insertAsVisitor(database, person)
  await quietly(async () => {
    await crm.notify(post(person))
    await crm.settled()
  })
  up = true
  // The first retry waits retry_base_seconds (a minute): moved into the past here instead of waiting.
  await database.query("update public.webhook_events set next_attempt_at = now() - interval '1 second'")
  const retried = await (await crm.notify(retryRequest(database))).json()
  assert.deepEqual(retried.crm, { sent: 1, failed: 0, dropped: 0 })
  assert.equal(crm.delivered.length, 2)
  assert.equal(crm.delivered[0]?.id, crm.delivered[1]?.id)
})

withDatabase(
  'with Turnstile on, only a lead whose token passed is handed over, as only it is alerted',
  async (database) => {
    const crm = withCrm(database, undefined, { turnstile: true })
    const person = lead({ turnstile_token: 'pass-person-crm' })
    // A forged token flags its lead; a missing one leaves it unverified, waiting.
    const forged = lead({ turnstile_token: 'forged-token' })
    const tokenless = lead()
    for (const each of [person, forged, tokenless]) {
      await insertAsVisitor(database, { ...each, turnstile_token: undefined })
      await crm.notify(post(each))
    }
    await crm.settled()
    await crm.notify(retryRequest(database))
    assert.deepEqual(
      crm.delivered.map((delivery) => delivery.data.submission_id),
      [person.submission_id],
    )
  },
)

withDatabase('settings that cannot be used are named in the retry, and the events wait', async (database) => {
  const crm = withCrm(database, { LEAD_WEBHOOK_URL: 'http://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: secret })
  await insertAsVisitor(database, lead())
  const { result } = await quietly(async () => (await crm.notify(retryRequest(database))).json())
  assert.match(result.crm.problem, /^LEAD_WEBHOOK_URL must start with https:\/\/: /)
  assert.equal(crm.delivered.length, 0)
  assert.equal(await queued(database), 1)
})

withDatabase(
  'without LEAD_WEBHOOK_URL the retry sends nothing, says nothing of a CRM and empties the queue',
  async (database) => {
    const crm = withCrm(database, {})
    await insertAsVisitor(database, lead())
    assert.equal(await queued(database), 1)
    const retried = await (await crm.notify(retryRequest(database))).json()
    assert.equal('crm' in retried, false)
    assert.equal(await queued(database), 0)
    assert.equal(crm.delivered.length, 0)
  },
)
