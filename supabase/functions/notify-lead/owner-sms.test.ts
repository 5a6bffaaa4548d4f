// The owner's SMS through Twilio, one more channel of the same exactly-once delivery (docs/decisions/0008).
// Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { sampleLead } from '../../tests/sample-lead.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { handleNotifyLead } from './index.ts'
import {
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
    assert.ok(body.startsWith(`New ${siteContent.businessName} lead: Jane Doe\n`), body)
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
    assert.deepEqual(await retried.json(), { attempted: 1, sent: 1, texts: noTextsDue })
    assert.equal(emails.length, 1, 'the e-mail that went out is not sent again')
    assert.equal(texts.length, 2)
    assert.equal((await rowOf(database, person.submission_id))?.notify_status, 'sent')
  },
)
