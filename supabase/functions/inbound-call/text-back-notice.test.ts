// Run with `npm run test:functions` (Deno). A missed caller hears, before any text-back, that this number may text
// them back and that STOP ends it (docs/decisions/0078): content's words, spoken first on every call.
import assert from 'node:assert/strict'
import { siteContent } from '../_shared/site-content.generated.ts'
import { callSid, caller, mainNumber, missed, post, spoken, test } from './test-support/twilio-world.ts'

const { textBackNotice, missedGreeting } = siteContent.calls

test('every call hears the text-back notice before the phones ring; one who hangs up while they ring is texted', async (w) => {
  const sid = callSid()
  const incoming = await (await post(w, 'inbound-call', { CallSid: sid, From: caller, To: mainNumber })).text()
  assert.deepEqual(spoken(incoming), [textBackNotice])
  assert.ok(incoming.indexOf('</Say>') < incoming.indexOf('<Dial '), 'the notice comes before the ringing')
  assert.equal(w.texts.length, 0, 'nothing is texted while the phones ring')
  // The caller hung up during the ringing: the outcome's answer plays to nobody, and the text-back goes.
  const canceled = await post(w, 'inbound-call', { ...missed(sid), DialCallStatus: 'canceled' }, { step: 'dialed' })
  assert.deepEqual(spoken(await canceled.text()), [missedGreeting], 'heard once, not again after the ringing')
  assert.deepEqual(
    w.texts.filter((text) => text.to === caller).map((text) => text.body),
    [siteContent.calls.textBack],
  )
})

test(
  'with nobody to ring the notice is spoken first, before the greeting and the voicemail',
  async (w) => {
    const twiml = await (await post(w, 'inbound-call', { CallSid: callSid(), From: caller, To: mainNumber })).text()
    assert.deepEqual(spoken(twiml), [textBackNotice, missedGreeting])
    assert.ok(twiml.lastIndexOf('</Say>') < twiml.indexOf('<Record '), 'both are spoken before the recording')
    assert.deepEqual(
      w.texts.filter((text) => text.to === caller),
      [],
      'the text-back waits until the notice is spoken',
    )
  },
  { LEAD_CALL_FORWARD_TO: '' },
)
