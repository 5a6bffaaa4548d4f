// Run with `npm run test:functions` (Deno). Twilio's voice and messaging webhooks against the PostgREST stand-in
// (PGlite with the real migrations), with fake Twilio and Resend APIs that record what they are sent.
import assert from 'node:assert/strict'
import { siteContent } from '../_shared/site-content.generated.ts'
import { edgeWebhookAddress } from '../_shared/edge-setup.ts'
import { isRealDomain } from '../_shared/real-domain.ts'
import { twilioSignature } from '../_shared/twilio-webhook.ts'
import {
  afterHours,
  authToken,
  base,
  callSid,
  caller,
  leadsOf,
  mainNumber,
  messageSid,
  missed,
  owner,
  post,
  spoken,
  test,
} from './test-support/twilio-world.ts'

test('a call without the signature, or with a wrong one, is refused and stores nothing', async (w) => {
  for (const signature of [null, 'bm90IHRoZSBzaWduYXR1cmU=']) {
    const answer = await post(w, 'inbound-call', missed(callSid()), { step: 'dialed', signature })
    assert.equal(answer.status, 403)
    await answer.body?.cancel()
  }
  // Signed for another address (a proxy that rewrote it, with TWILIO_WEBHOOK_BASE_URL unset): refused too.
  const params = new URLSearchParams(missed(callSid()))
  const elsewhere = await twilioSignature(authToken, 'https://elsewhere.test/inbound-call?step=dialed', params)
  const answer = await post(w, 'inbound-call', missed(callSid()), { step: 'dialed', signature: elsewhere })
  assert.equal(answer.status, 403)
  await answer.body?.cancel()
  assert.deepEqual(await leadsOf(w), [])
  assert.deepEqual(w.texts, [])
  assert.deepEqual(w.emails, [])
})

/** The address serveTwilioWebhook would build from the request of `post` (its Host), the sender's choice. */
const fromHost = (fn: string) => `http://localhost:9000/${fn}?step=dialed`
const liveSite = 'https://www.ncfhomebuyers.com'

test(
  'on a real domain the signed address is TWILIO_WEBHOOK_BASE_URL: one signed for the Host is refused',
  async (w) => {
    const fields = missed(callSid())
    const forHost = await twilioSignature(authToken, fromHost('inbound-call'), new URLSearchParams(fields))
    const forged = await post(w, 'inbound-call', fields, { step: 'dialed', signature: forHost })
    assert.equal(forged.status, 403)
    await forged.body?.cancel()
    const real = await post(w, 'inbound-call', missed(callSid()), { step: 'dialed' })
    assert.equal(real.status, 200)
    await real.body?.cancel()
  },
  { SITE_URL: liveSite },
)

test(
  'on a real domain without TWILIO_WEBHOOK_BASE_URL both webhooks refuse everything, with a log line naming it',
  async (w) => {
    const logged: string[] = []
    const error = console.error
    console.error = (...args: unknown[]) => void logged.push(args.join(' '))
    try {
      for (const fn of ['inbound-call', 'inbound-sms'] as const) {
        const fields =
          fn === 'inbound-call'
            ? missed(callSid())
            : { MessageSid: messageSid(), From: caller, To: mainNumber, Body: 'Hi' }
        for (const signedFor of [fromHost(fn), `${base}/${fn}?step=dialed`]) {
          const signature = await twilioSignature(authToken, signedFor, new URLSearchParams(fields))
          const answer = await post(w, fn, fields, { step: 'dialed', signature })
          assert.equal(answer.status, 503)
          assert.match((await answer.json()).message, /^TWILIO_WEBHOOK_BASE_URL is not set/)
        }
        assert.ok(logged.some((line) => line.startsWith(`${fn}: TWILIO_WEBHOOK_BASE_URL is not set`)))
      }
    } finally {
      console.error = error
    }
    assert.deepEqual(await leadsOf(w), [])
    assert.deepEqual(w.texts, [])
  },
  { SITE_URL: liveSite, TWILIO_WEBHOOK_BASE_URL: '' },
)

Deno.test("the functions' webhook address falls back to content's website when SITE_URL is unset", () => {
  const env = (values: Record<string, string>) => ({ get: (name: string) => values[name] })
  assert.equal(edgeWebhookAddress(env({})).siteUrl, siteContent.website)
  assert.equal(edgeWebhookAddress(env({ SITE_URL: liveSite })).siteUrl, liveSite)
})

test(
  "without SITE_URL the rule reads content's website, the live site's address the functions know",
  async (w) => {
    const fields = missed(callSid())
    // Signed for the address built from the request, which is the one checked off a real domain.
    const hostBuilt = 'http://localhost:9000/functions/v1/inbound-call?step=dialed'
    const signature = await twilioSignature(authToken, hostBuilt, new URLSearchParams(fields))
    const error = console.error
    console.error = () => undefined
    try {
      const answer = await post(w, 'inbound-call', fields, { step: 'dialed', signature })
      assert.equal(answer.status, isRealDomain(siteContent.website) ? 503 : 200)
      await answer.body?.cancel()
    } finally {
      console.error = error
    }
  },
  { SITE_URL: '', TWILIO_WEBHOOK_BASE_URL: '' },
)

test("a call in opening hours rings the owner's numbers for 20 s with the business's number as caller id", async (w) => {
  const answer = await post(w, 'inbound-call', { CallSid: callSid(), From: caller, To: mainNumber })
  assert.equal(answer.status, 200)
  assert.match(answer.headers.get('content-type') ?? '', /xml/)
  const twiml = await answer.text()
  assert.match(
    twiml,
    new RegExp(`<Dial timeout="20" callerId="\\${mainNumber}" action="${base}/inbound-call\\?step=dialed"`),
  )
  assert.match(twiml, /<Number>\+13525551111<\/Number><Number>\+13525552222<\/Number>/)
  assert.deepEqual(await leadsOf(w), [], 'nothing is stored before the outcome')
})

test('a missed call is one lead, one alert per channel and one text-back, however often Twilio retries', async (w) => {
  const sid = callSid()
  for (let attempt = 0; attempt < 3; attempt++) {
    const answer = await post(w, 'inbound-call', missed(sid), { step: 'dialed' })
    assert.equal(answer.status, 200)
    const twiml = await answer.text()
    assert.match(twiml, /<Say>Thanks for calling/)
    assert.match(twiml, new RegExp(`<Record [^>]*recordingStatusCallback="${base}/inbound-call\\?step=recording"`))
  }
  assert.deepEqual(
    (await leadsOf(w)).map(({ call_outcome, phone, notify_status }) => [call_outcome, phone, notify_status]),
    [['no-answer', caller, 'sent']],
  )
  assert.equal(w.emails.length, 1)
  const toOwner = w.texts.filter((text) => text.to === owner)
  const toCaller = w.texts.filter((text) => text.to === caller)
  assert.equal(toOwner.length, 1)
  assert.match(toOwner[0]!.body, /Missed call .*\+13525550100/)
  assert.deepEqual(toCaller, [{ from: mainNumber, to: caller, body: siteContent.calls.textBack }])
})

test('an answered call is stored for attribution with no alert; an after-hours call goes to voicemail', async (w) => {
  const answered = await post(
    w,
    'inbound-call',
    { ...missed(callSid()), DialCallStatus: 'completed' },
    { step: 'dialed' },
  )
  assert.match(await answered.text(), /<Hangup\/>/)
  assert.deepEqual(w.texts, [])
  assert.deepEqual(w.emails, [])
  const late = await post(
    w,
    'inbound-call',
    { CallSid: callSid(), From: '+13525550177', To: mainNumber },
    { now: afterHours },
  )
  const twiml = await late.text()
  assert.doesNotMatch(twiml, /<Dial/)
  assert.deepEqual(spoken(twiml), [siteContent.calls.textBackNotice, siteContent.calls.afterHoursGreeting])
  const outcomes = (await leadsOf(w)).map((lead) => [lead.call_outcome, lead.notify_status]).sort()
  assert.deepEqual(outcomes, [
    ['after-hours', 'sent'],
    ['answered', 'not-needed'],
  ])
  assert.equal(w.emails.length, 1)
})

test('a caller texted back once in 24 hours; the voicemail is linked to its call', async (w) => {
  const first = callSid()
  await (await post(w, 'inbound-call', missed(first), { step: 'dialed' })).body?.cancel()
  await (await post(w, 'inbound-call', missed(callSid()), { step: 'dialed' })).body?.cancel()
  assert.equal(w.texts.filter((text) => text.to === caller).length, 1)
  assert.equal(w.emails.length, 2, 'each missed call alerts the owner')
  const recording = await post(
    w,
    'inbound-call',
    {
      CallSid: first,
      RecordingStatus: 'completed',
      RecordingUrl: 'https://api.twilio.com/rec/RE1',
      RecordingDuration: '31',
    },
    { step: 'recording' },
  )
  assert.equal(recording.status, 200)
  await recording.body?.cancel()
  const linked = await w.db.query<{ recording_url: string; recording_seconds: number }>(
    'select recording_url, recording_seconds from public.leads where call_sid = $1',
    [first],
  )
  assert.deepEqual(linked, [{ recording_url: 'https://api.twilio.com/rec/RE1', recording_seconds: 31 }])
})

test("STOP withdraws consent on the caller's leads and stops text-backs; HELP is answered; a reply is forwarded once", async (w) => {
  await (await post(w, 'inbound-call', missed(callSid(), '+13525550188'), { step: 'dialed' })).body?.cancel()
  const reply = { MessageSid: messageSid(), From: '+13525550188', To: mainNumber, Body: '12 Oak St, Live Oak' }
  for (let attempt = 0; attempt < 2; attempt++) await (await post(w, 'inbound-sms', reply)).body?.cancel()
  const forwarded = w.texts.filter((text) => text.to === owner && text.body.startsWith('Text from'))
  assert.equal(forwarded.length, 1)
  assert.match(forwarded[0]!.body, /12 Oak St, Live Oak/)
  const attached = await w.db.query<{ submission_id: string | null; forwarded_at: string | null }>(
    'select submission_id, forwarded_at from public.sms_replies',
  )
  assert.equal(attached.length, 1)
  assert.ok(attached[0]!.submission_id && attached[0]!.forwarded_at)

  const help = await post(w, 'inbound-sms', {
    MessageSid: messageSid(),
    From: '+13525550188',
    To: mainNumber,
    Body: 'help',
  })
  assert.match(
    await help.text(),
    new RegExp(`<Message>${siteContent.calls.helpReply.replace(/[()]/g, '\\$&')}</Message>`),
  )

  await (
    await post(w, 'inbound-sms', { MessageSid: messageSid(), From: '+13525550188', To: mainNumber, Body: 'STOP' })
  ).body?.cancel()
  const withdrawn = await w.db.query<{ consent_withdrawn_at: string | null }>(
    "select consent_withdrawn_at from public.leads where phone = '+13525550188'",
  )
  assert.ok(withdrawn.every((lead) => lead.consent_withdrawn_at))
  // A day later, another missed call from that number: the owner hears of it, the caller gets no text.
  await w.db.query("update public.leads set text_back_claimed_at = now() - interval '2 days'")
  const before = w.texts.filter((text) => text.to === '+13525550188').length
  await (await post(w, 'inbound-call', missed(callSid(), '+13525550188'), { step: 'dialed' })).body?.cancel()
  assert.equal(w.texts.filter((text) => text.to === '+13525550188').length, before)
  assert.equal(w.emails.length, 2)
})

test('a call to a tracking number is attributed to its source, and its text-back comes from that number', async (w) => {
  const tracking = siteContent.trackingNumbers[0]!
  const trackingNumber = `+1${tracking.phone.replace(/\D/g, '')}`
  await (await post(w, 'inbound-call', { ...missed(callSid()), To: trackingNumber }, { step: 'dialed' })).body?.cancel()
  const [lead] = await w.db.query<{ call_source: string; call_to: string }>(
    'select call_source, call_to from public.leads',
  )
  assert.deepEqual(lead, { call_source: tracking.source, call_to: trackingNumber })
  assert.deepEqual(
    w.texts.filter((text) => text.to === caller).map((text) => text.from),
    [trackingNumber],
  )
})

test('retries that arrive together still give one lead, one alert per channel and one text-back', async (w) => {
  const sid = callSid()
  const answers = await Promise.all([1, 2, 3].map(() => post(w, 'inbound-call', missed(sid), { step: 'dialed' })))
  for (const answer of answers) await answer.body?.cancel()
  await Promise.all(w.pending.splice(0))
  assert.equal((await leadsOf(w)).length, 1)
  assert.equal(w.emails.length, 1)
  assert.equal(w.texts.filter((text) => text.to === owner).length, 1)
  assert.equal(w.texts.filter((text) => text.to === caller).length, 1)
})

test('a withheld number is stored and alerted, says so, and gets no text-back', async (w) => {
  // A one-letter caller name from the lookup is no name (the table wants 2 characters or more).
  const fields = { ...missed(callSid(), 'Anonymous'), CallerName: 'X' }
  await (await post(w, 'inbound-call', fields, { step: 'dialed' })).body?.cancel()
  assert.deepEqual(await w.db.query('select name from public.leads'), [{ name: 'Phone caller' }])
  assert.deepEqual(
    (await leadsOf(w)).map((lead) => lead.phone),
    ['Number withheld'],
  )
  const [alert] = w.texts
  assert.equal(w.texts.length, 1, 'only the owner hears of it')
  assert.match(alert!.body, /The number was withheld/)
  assert.doesNotMatch(alert!.body, /tel:/)
})

test('with the database down the owner is alerted directly, marked not stored, and the caller hears the greeting', async (w) => {
  w.db.down = true
  const answer = await post(w, 'inbound-call', missed(callSid()), { step: 'dialed' })
  assert.equal(answer.status, 200)
  assert.match(await answer.text(), /<Record /)
  assert.equal(w.emails.length, 1)
  assert.match((w.emails[0] as { subject: string }).subject, /^\[not stored\] Missed call/)
  assert.deepEqual(
    w.texts.map((text) => text.to),
    [owner],
  )
})

test('an unsigned text is refused and stores nothing', async (w) => {
  const answer = await post(
    w,
    'inbound-sms',
    { MessageSid: messageSid(), From: caller, To: mainNumber, Body: 'STOP' },
    {
      signature: null,
    },
  )
  assert.equal(answer.status, 403)
  await answer.body?.cancel()
  assert.deepEqual(await w.db.query('select * from public.sms_replies'), [])
})
