/** The call webhooks' pure parts (supabase/functions/_shared/calls.ts): Twilio's signature, keywords, opening hours. */
import { describe, expect, it } from 'vitest'
import { answerInboundCall, callSettingsOf, isOpen, type CallDeps } from '../../supabase/functions/_shared/calls'
import { smsKindOf } from '../../supabase/functions/_shared/inbound-texts'
import { twilioSignature } from '../../supabase/functions/_shared/twilio-webhook'

describe("Twilio's signature", () => {
  it("matches the example of Twilio's security documentation", async () => {
    const params = new URLSearchParams({
      CallSid: 'CA1234567890ABCDE',
      Caller: '+12349013030',
      Digits: '1234',
      From: '+12349013030',
      To: '+18005551212',
    })
    expect(await twilioSignature('12345', 'https://mycompany.com/myapp.php?foo=1&bar=2', params)).toBe(
      '0/KCTR6DLpKmkAf8muzZqo1nDgQ=',
    )
  })

  it('is accepted for the address with or without its default port, and refused for another address', async () => {
    const deps = {
      settings: { ...callSettingsOf({ get: () => undefined }, 'token'), publicBase: 'https://x.test' },
    } as CallDeps
    const params = new URLSearchParams({ CallSid: 'not a call id' })
    const answer = async (signedFor: string) =>
      (
        await answerInboundCall(
          {
            url: 'https://x.test/inbound-call?step=voicemail',
            params,
            signature: await twilioSignature('token', signedFor, params),
          },
          deps,
        )
      ).status
    // Past the signature, the made-up CallSid is refused with 400; before it, 403.
    expect(await answer('https://x.test/inbound-call?step=voicemail')).toBe(400)
    expect(await answer('https://x.test:443/inbound-call?step=voicemail')).toBe(400)
    expect(await answer('https://x.test:8443/inbound-call?step=voicemail')).toBe(403)
    expect(await answer('https://x.test/inbound-call?step=dialed')).toBe(403)
  })
})

describe('keywords of a text', () => {
  it.each([
    ['STOP', 'stop'],
    [' stop. ', 'stop'],
    ['Unsubscribe', 'stop'],
    ['START', 'start'],
    ['unstop', 'start'],
    ['help', 'help'],
    ['Opt out.', 'stop'],
    ['REVOKE', 'stop'],
    ['Yes', 'reply'],
    ['Please stop texting me', 'possible-stop'],
    ['trying to stop the foreclosure', 'possible-stop'],
    ["Don't text me again", 'possible-stop'],
    ['Stopped by the house, roof is bad', 'reply'],
    ['12 Oak St', 'reply'],
  ])('%j is %s', (body, kind) => expect(smsKindOf(body)).toBe(kind))
})

describe('opening hours, every day in Florida', () => {
  const hours = { opens: '08:00', closes: '20:00' }
  it.each([
    // Standard time (UTC-5), the morning after the change on Nov 1, 2026.
    ['2026-11-02T12:59:00Z', false],
    ['2026-11-02T13:00:00Z', true],
    ['2026-11-03T00:59:00Z', true],
    ['2026-11-03T01:00:00Z', false],
    // Daylight time (UTC-4), after the change on Mar 8, 2026.
    ['2026-03-09T11:59:00Z', false],
    ['2026-03-09T12:00:00Z', true],
    ['2026-03-10T00:00:00Z', false],
  ])('at %s: %s', (time, open) => expect(isOpen(new Date(time), hours)).toBe(open))
})
