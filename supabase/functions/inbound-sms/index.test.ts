// Run with `npm run test:functions` (Deno). The texting rules of decision 0053 on the Edge Functions, each request
// signed as Twilio signs it, against the PostgREST stand-in (PGlite with the real migrations) and fake Twilio and
// Resend APIs: withheld numbers, opt-outs, texting hours, the three-a-day limit and forwarded texts.
import assert from 'node:assert/strict'
import { sendDueTexts } from '../_shared/automated-texts.ts'
import { edgeStores, textSender } from '../_shared/edge-setup.ts'
import { segmentLength } from '../_shared/inbound-texts.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { withheldCallers } from '../../tests/withheld-numbers.ts'
import {
  callSid,
  inHours,
  mainNumber,
  messageSid,
  missed,
  owner,
  post,
  test,
  type World,
} from '../inbound-call/test-support/twilio-world.ts'

const missedCall = (w: World, from: string, now?: () => Date) =>
  post(w, 'inbound-call', missed(callSid(), from), { step: 'dialed', now }).then((answer) => answer.body?.cancel())
const text = (w: World, from: string, body: string) =>
  post(w, 'inbound-sms', { MessageSid: messageSid(), From: from, To: mainNumber, Body: body })
const textsTo = (w: World, number: string) => w.texts.filter((sent) => sent.to === number)
const alertsAbout = (w: World, number: string) => textsTo(w, owner).filter((sent) => sent.body.includes(number))

for (const [kind, from] of withheldCallers) {
  test(`a withheld number (${kind}) is stored and alerted as withheld, never texted, in no shared bucket`, async (w) => {
    for (let call = 0; call < 7; call++) await missedCall(w, from)
    const leads = await w.db.query<{ phone: string; client_address: string; call_sid: string }>(
      "select phone, client_address, call_sid from public.leads where source = 'phone-call'",
    )
    assert.equal(leads.length, 7, 'seven calls in ten minutes, over the per-client limit of 5 had they shared one')
    for (const lead of leads) {
      assert.equal(lead.phone, 'Number withheld')
      assert.equal(lead.client_address, `call:${lead.call_sid}`)
    }
    assert.deepEqual(
      w.texts.filter((sent) => sent.to !== owner),
      [],
    )
    const alerts = textsTo(w, owner)
    assert.equal(alerts.length, 7)
    for (const alert of alerts) {
      assert.match(alert.body, /The number was withheld/)
      assert.doesNotMatch(alert.body, /tel:|Call back/)
    }
  })
}

test("a keyword STOP and a sentence that asks to stop each end the sender's text-backs, and only the sender's", async (w) => {
  const keyword = '+13525550121'
  const sentence = '+13525550122'
  const stranger = '+13525550123'
  assert.doesNotMatch(await (await text(w, keyword, 'Opt out')).text(), /<Message>/)
  assert.doesNotMatch(await (await text(w, sentence, 'please stop texting me')).text(), /<Message>/)
  for (const number of [keyword, sentence, stranger]) await missedCall(w, number)
  assert.deepEqual(textsTo(w, keyword), [])
  assert.deepEqual(textsTo(w, sentence), [])
  assert.deepEqual(
    textsTo(w, stranger).map((sent) => sent.body),
    [siteContent.calls.textBack],
  )
  for (const [number, why] of [
    [keyword, 'the number opted out of texts'],
    [sentence, 'texts are paused until you review its message'],
  ]) {
    const [alert] = alertsAbout(w, number!).filter((sent) => sent.body.startsWith('Missed call'))
    assert.ok(alert!.body.includes(`Text-back: none: ${why}`), alert!.body)
  }
  // The number's consent record: its state, the words received and when (a lead it has then records them too).
  assert.deepEqual(
    await w.db.query(
      'select state, words, changed_at is not null as dated from public.text_permissions order by words',
    ),
    [
      { state: 'opted-out', words: 'Opt out', dated: true },
      { state: 'paused', words: 'please stop texting me', dated: true },
    ],
  )
  assert.match(alertsAbout(w, sentence)[0]!.body, /^Maybe an opt-out, auto texts paused/)
})

test('a missed call at 11 PM Eastern is texted back once, when texting hours open, and the alert says when', async (w) => {
  const night = () => new Date('2026-11-27T04:00:00Z')
  await missedCall(w, '+13525550124', night)
  assert.deepEqual(textsTo(w, '+13525550124'), [])
  // Texting opens at content's textingHours.opens, Eastern Standard Time (UTC-5), the next morning.
  const [hour = 0, minute = 0] = siteContent.textingHours.opens.split(':').map(Number)
  const opening = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
  assert.ok(alertsAbout(w, '+13525550124')[0]!.body.includes(`Text-back: at Fri, Nov 27, 2026, ${opening} EST`))
  const { calls } = edgeStores(w.env, w.send)
  const sendText = textSender(w.env, w.send)
  const at = (minutes: number) =>
    sendDueTexts(
      calls,
      sendText,
      siteContent.textingHours,
      () => new Date(Date.UTC(2026, 10, 27, hour + 5, minute + minutes)),
    )
  assert.equal((await at(-1)).sent, 0)
  assert.equal((await at(0)).sent, 1)
  assert.equal((await at(1)).sent, 0)
  assert.deepEqual(
    textsTo(w, '+13525550124').map((sent) => sent.body),
    [siteContent.calls.textBack],
  )
})

test('the fourth automated text to one number in 24 hours is refused', async (w) => {
  const to = '+13525550125'
  for (const number of ['+13525550126', '+13525550127', '+13525550128', '+13525550129'])
    await missedCall(w, number, () => new Date('2026-11-27T04:00:00Z'))
  // Four text-backs queued for the morning, all pointed at one number.
  await w.db.query('update public.automated_texts set to_number = $1', [to])
  const { calls } = edgeStores(w.env, w.send)
  const sent = await sendDueTexts(
    calls,
    textSender(w.env, w.send),
    siteContent.textingHours,
    () => new Date('2026-11-27T15:00:00Z'),
  )
  assert.equal(sent.sent, 3)
  assert.equal(textsTo(w, to).length, 3)
  assert.deepEqual(await w.db.query("select error from public.automated_texts where status = 'refused'"), [
    { error: 'the number had 3 automated texts in 24 hours' },
  ])
})

test(
  "20 long texts from one sender reach the owner 3 times, one segment each, never the business's own number",
  async (w) => {
    const sender = '+13525550130'
    const long = `House at 9 Elm St. ${'The roof leaks and the heirs cannot agree on a price. '.repeat(20)}`
    for (let index = 0; index < 20; index++) await (await text(w, sender, `${index}: ${long}`)).body?.cancel()
    const forwards = textsTo(w, owner).filter((sent) => sent.body.includes(sender))
    assert.equal(forwards.length, 3)
    for (const forward of forwards) {
      assert.ok(forward.body.length <= segmentLength, `${forward.body.length} characters`)
      assert.match(forward.body, /^[ -Z_a-z]+$/)
    }
    assert.equal(w.emails.length, 3, 'each cut forward e-mails the whole text')
    assert.deepEqual(textsTo(w, mainNumber), [])
  },
  // The business's own number listed among the owner's, as a slip in the settings would.
  { LEAD_NOTIFY_SMS_TO: `${owner}, ${mainNumber}` },
)

test('a text-back Twilio never answered for may have gone: it is never sent again', async (w) => {
  w.twilioSilent = true
  await missedCall(w, '+13525550131')
  w.twilioSilent = false
  const { calls } = edgeStores(w.env, w.send)
  for (const minutes of [5, 60])
    await sendDueTexts(
      calls,
      textSender(w.env, w.send),
      siteContent.textingHours,
      () => new Date(inHours().getTime() + minutes * 60_000),
    )
  assert.deepEqual(textsTo(w, '+13525550131'), [])
  assert.deepEqual(await w.db.query('select status from public.automated_texts'), [{ status: 'unknown' }])
})
