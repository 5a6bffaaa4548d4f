// A stored lead e-mailed to the owner and confirmed to the homeowner, each exactly once, with failed sends retried.
// Run with `npm run test:functions` (Deno); test-support/world.ts is the world it talks to.
import assert from 'node:assert/strict'
import { consentVersion } from '../_shared/consent.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { handleNotifyLead } from './index.ts'
import {
  assertCors,
  fromClient,
  insertAsVisitor,
  lead,
  post,
  quietly,
  rowOf,
  validLead,
  withDatabase,
  world,
  noTextsDue,
} from './test-support/world.ts'

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
    for (const value of [
      siteContent.businessName,
      '(352) 555-0100',
      '/contact',
      'google',
      'cpc',
      validLead.submission_id,
    ]) {
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
      handleNotifyLead(post({ retry: true }, { 'Content-Type': 'application/json', apikey: key }), env, send)
    // Not yet due: the first retry waits a minute.
    assert.deepEqual(await (await retry(database.secretKey)).json(), { attempted: 0, sent: 0, texts: noTextsDue })
    await database.query("update public.leads set notify_next_at = now() - interval '1 second'")
    providerUp = true
    assert.deepEqual(await (await retry(database.secretKey)).json(), { attempted: 1, sent: 1, texts: noTextsDue })
    assert.deepEqual(await (await retry(database.secretKey)).json(), { attempted: 0, sent: 0, texts: noTextsDue })
    assert.equal(emails.length, 2, 'one failed try, one delivery')
    assert.equal((await rowOf(database, validLead.submission_id))?.notify_status, 'sent')

    const refused = await retry(database.publishableKey)
    assert.equal(refused.status, 401)
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
    // The owner's e-mail went; the homeowner's confirmation, claimed in the database (one per address a day), waits
    // for the retry.
    assert.deepEqual(await result.json(), { stored: true, notified: false })
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
      post({ retry: true }, { 'Content-Type': 'application/json', apikey: database.secretKey }),
      env,
      sendWithFailingConfirmation,
    )
    assert.deepEqual(await retry.json(), { attempted: 1, sent: 1, texts: noTextsDue })
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
