/**
 * The pure parts of the texting rules (decision 0053): who a caller is from Twilio's From, the minute a text may go
 * in the recipient's time zones, a forward in one segment, and numbers masked in logs.
 */
import { describe, expect, it } from 'vitest'
import { nextTextingMinute } from '../../supabase/functions/_shared/automated-texts'
import { withinHours } from '../../supabase/functions/_shared/clock'
import { forwardOf, plainText, segmentLength } from '../../supabase/functions/_shared/inbound-texts'
import { callerOf, maskPhone, maskPhonesIn } from '../../supabase/functions/_shared/phone-numbers'

const hours = { opens: '08:00', closes: '20:00' }
const eastern = 'America/New_York'
const central = 'America/Chicago'

describe('the caller behind Twilio’s From', () => {
  it.each([
    '+266696687',
    '+7378742833',
    '+8656696',
    '+2562533',
    '+86282452253',
    '',
    'Anonymous',
    'Restricted',
    '7378742833',
  ])('%j is a withheld number', (from) => expect(callerOf(from)).toEqual({ kind: 'withheld' }))

  it.each(['+18765550100', '+12425550100', '+18095550100', '+14415550100', '+447911123456', '+525512345678'])(
    '%s is outside the US and Canada',
    (from) => expect(callerOf(from)).toEqual({ kind: 'abroad', number: from }),
  )

  it.each([
    ['+13525550100', [eastern]],
    ['+13865550100', [eastern]],
    ['+18505550100', [eastern, central]],
    ['+12135550100', [eastern, central, 'America/Denver', 'America/Los_Angeles']],
    ['+18085550100', ['Pacific/Honolulu']],
    ['+17095550100', ['America/St_Johns', 'America/Halifax']],
    ['+14185550100', [eastern, 'America/Halifax']],
    ['+17875550100', ['America/Puerto_Rico']],
  ])('%s may be texted, in %j', (from, zones) =>
    expect(callerOf(from)).toEqual({ kind: 'textable', number: from, zones }),
  )
})

describe('the minute an automated text may go', () => {
  it.each([
    // 11 PM EST: the next morning at 8:00 AM EST.
    [[eastern], '2026-11-27T04:00:00Z', '2026-11-27T13:00:00Z'],
    // 7:59:30 AM EST: the next whole minute, 8:00.
    [[eastern], '2026-11-27T12:59:30Z', '2026-11-27T13:00:00Z'],
    // Within the hours: at once.
    [[eastern], '2026-11-27T17:00:12Z', '2026-11-27T17:00:12Z'],
    // The panhandle's 850 at 8:30 AM Eastern is 7:30 AM Central: wait for 8:00 AM Central.
    [[eastern, central], '2026-11-27T13:30:00Z', '2026-11-27T14:00:00Z'],
    // 7:59 PM Eastern is within both; 8:00 PM Eastern is past Eastern's hours: the next 8:00 AM Central.
    [[eastern, central], '2026-11-28T00:59:00Z', '2026-11-28T00:59:00Z'],
    [[eastern, central], '2026-11-28T01:00:00Z', '2026-11-28T14:00:00Z'],
    // Newfoundland's 709 reaches Labrador: 8:00 AM in St. John's is 7:30 AM there, so wait for 8:00 AM Atlantic.
    [['America/St_Johns', 'America/Halifax'], '2026-11-27T11:30:00Z', '2026-11-27T12:00:00Z'],
    // The night clocks spring forward: 8:00 AM EDT is 12:00 UTC.
    [[eastern], '2026-03-08T06:00:00Z', '2026-03-08T12:00:00Z'],
  ])('in %j, from %s: %s', (zones, from, expected) => {
    const next = nextTextingMinute(new Date(from), zones, hours)
    expect(next.toISOString()).toBe(new Date(expected).toISOString())
    expect(withinHours(next, zones, hours)).toBe(true)
  })

  it('for an area code of unknown zone, waits for 8:00 AM on the Pacific coast', () => {
    const caller = callerOf('+12135550100')
    if (caller.kind !== 'textable') throw new Error('a Los Angeles number can be texted')
    // 9:00 AM Eastern is 6:00 AM Pacific; 11:00 AM Eastern is 8:00 AM Pacific.
    expect(nextTextingMinute(new Date('2026-11-27T14:00:00Z'), caller.zones, hours).toISOString()).toBe(
      '2026-11-27T16:00:00.000Z',
    )
  })
})

describe('a forwarded text', () => {
  const sender = '+13525550100'

  it('is whole when it fits one segment', () => {
    expect(forwardOf(sender, 'Is my offer ready?', 'reply')).toEqual({
      sms: 'Text from +13525550100: Is my offer ready?',
      cut: false,
    })
  })

  it.each([
    'x'.repeat(1600),
    `Roof leaks ${'🏠 '.repeat(200)}`,
    'Ça coûte combien? “Vite” — merci…'.repeat(20),
    '[{}]~^|\\`'.repeat(100),
  ])('is one GSM segment, saying where the rest is, for %#', (body) => {
    for (const kind of ['reply', 'possible-stop'] as const) {
      const { sms, cut } = forwardOf(sender, body, kind)
      expect(sms.length).toBeLessThanOrEqual(segmentLength)
      expect(sms).toMatch(/^[ -Z_a-z]+$/)
      if (cut) expect(sms).toMatch(/\(all of it e-mailed\)$/)
    }
  })

  it('keeps letters readable: accents, curly quotes and dashes made plain', () => {
    expect(plainText('José’s “house” – sold…')).toBe('Jose\'s "house" - sold...')
  })
})

describe('numbers in logs', () => {
  it('are masked but for the area code, exchange and last two digits', () => {
    expect(maskPhone('+13525550142')).toBe('+1352555••42')
    expect(maskPhonesIn("Twilio answered 400: The 'To' number +13525550142 is not a valid phone number")).toBe(
      "Twilio answered 400: The 'To' number +1352555••42 is not a valid phone number",
    )
    expect(maskPhonesIn('from (352) 555-0142 at 8:00')).not.toContain('0142')
  })
})
