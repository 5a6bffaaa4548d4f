// Run with `npm run test:functions` (Deno). With TWILIO_FROM a Messaging Service (docs/decisions/0078), every
// automated text reaches Twilio's Messages API with MessagingServiceSid and no From: the caller's text-back, the
// owner's alert, a forwarded reply and the morning summary.
import assert from 'node:assert/strict'
import { edgeDailySummary } from '../_shared/edge-setup.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { caller, callSid, mainNumber, messageSid, missed, owner, post, test } from './test-support/twilio-world.ts'

const service = 'MG0123456789abcdef0123456789abcdef'

/** Each form sent to Twilio as [To, MessagingServiceSid, From], From null when absent. */
const senders = (forms: readonly URLSearchParams[]) =>
  forms.map((form) => [form.get('To'), form.get('MessagingServiceSid'), form.get('From')])

test(
  "a missed call's text-back and the owner's alert go through the Messaging Service, with no From",
  async (w) => {
    await (await post(w, 'inbound-call', missed(callSid()), { step: 'dialed' })).body?.cancel()
    assert.deepEqual(senders(w.forms).sort(), [
      [caller, service, null],
      [owner, service, null],
    ])
    assert.equal(w.forms.find((form) => form.get('To') === caller)?.get('Body'), siteContent.calls.textBack)
  },
  { TWILIO_FROM: service },
)

test(
  'a reply forwarded to the owner goes through the Messaging Service, not from the number it was sent to',
  async (w) => {
    const answer = await post(w, 'inbound-sms', {
      MessageSid: messageSid(),
      From: caller,
      To: mainNumber,
      Body: 'The house is at 12 Oak St',
    })
    await answer.body?.cancel()
    assert.deepEqual(senders(w.forms), [[owner, service, null]])
  },
  { TWILIO_FROM: service },
)

test(
  "the morning summary's SMS goes through the Messaging Service",
  async (w) => {
    // Tomorrow at 13:00 UTC, 8 or 9 AM in Florida: after the summary's hour (the database claims only recent days).
    const morning = new Date(Date.now() + 86_400_000)
    morning.setUTCHours(13, 0, 0, 0)
    await edgeDailySummary(w.env, w.send, () => morning)()
    assert.deepEqual(senders(w.forms), [[owner, service, null]])
  },
  { TWILIO_FROM: service, DAILY_SUMMARY_HOUR: '7' },
)

test(
  "a call still rings the owner with the business's main number as caller id: the service is for texts only",
  async (w) => {
    const twiml = await (await post(w, 'inbound-call', { CallSid: callSid(), From: caller, To: mainNumber })).text()
    assert.match(twiml, new RegExp(`<Dial [^>]*callerId="\\${mainNumber}"`))
    assert.doesNotMatch(twiml, /MG0123/)
  },
  { TWILIO_FROM: service },
)

test('with TWILIO_FROM a number (a trial, locally) the text-back goes From the number called', async (w) => {
  await (await post(w, 'inbound-call', missed(callSid()), { step: 'dialed' })).body?.cancel()
  assert.deepEqual(
    senders(w.forms).find(([to]) => to === caller),
    [caller, null, mainNumber],
  )
})
