/** The owner's alerts as text (supabase/functions/_shared/notification.ts): times in Eastern time, a dialable link. */
import { describe, expect, it } from 'vitest'
import { business, leadsCopy } from '../../content/data'
import {
  composeConfirmationEmail,
  composeLeadEmail,
  composeLeadSms,
  dialLink,
  formatLeadTime,
  greetingNameOf,
} from '../../supabase/functions/_shared/notification'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { sampleLead } from '../../supabase/tests/sample-lead'

const subject = (overrides: Record<string, unknown> = {}, receivedAt = '2026-07-04T18:05:00.000Z') => ({
  lead: { ...sampleLead, submission_id: '0b7c1f0e-4a53-4e55-9d8c-2a8f3c1d9e10', ...overrides } as never,
  receivedAt,
  stored: true,
})

describe('alert times', () => {
  it("are written in the business's time zone, summer and winter, for a person", () => {
    expect(formatLeadTime('2026-07-04T18:05:00.000Z')).toBe('Sat, Jul 4, 2026, 2:05 PM EDT')
    expect(formatLeadTime('2026-01-15T03:30:00.000Z')).toBe('Wed, Jan 14, 2026, 10:30 PM EST')
  })

  it('keep a value that is not a time as it came', () => {
    expect(formatLeadTime('yesterday')).toBe('yesterday')
  })

  it('appear in the e-mail instead of the UTC ISO string', () => {
    const email = composeLeadEmail(subject(), 'Test Home Buyers')
    expect(email.text).toContain('Submitted at: Sat, Jul 4, 2026, 2:05 PM EDT')
    expect(email.text).not.toContain('2026-07-04T18:05')
  })
})

describe('the SMS', () => {
  it('names the homeowner, a link that dials them, the address and the time', () => {
    expect(composeLeadSms(subject(), 'Test Home Buyers')).toBe(
      [
        'New Test Home Buyers lead: Jane Doe',
        'Call: tel:+13525550100',
        sampleLead.address,
        'Texts: no consent',
        'Sat, Jul 4, 2026, 2:05 PM EDT',
      ].join('\n'),
    )
  })

  it('gives the page a chat lead was sent from, since it has no address', () => {
    const sms = composeLeadSms(
      subject({ source: 'chat-widget', address: 'Not provided', page_path: '/locations/live-oak' }),
      'Test Home Buyers',
    )
    expect(sms).toContain('sent from /locations/live-oak')
  })

  it('says when the lead was not stored, and stays within two SMS segments', () => {
    const long = composeLeadSms(
      { ...subject({ name: 'N'.repeat(100), address: 'A'.repeat(200) }), stored: false },
      'Test Home Buyers',
    )
    expect(long.startsWith('[NOT STORED] ')).toBe(true)
    expect(long.length).toBeLessThanOrEqual(306)
  })

  it('tells the owner when the homeowner agreed to texts, in the SMS and the e-mail', () => {
    const consented = subject({ consent_given: true, consent_text: 'Yes, text me.', consent_version: 'abcdef012345' })
    expect(composeLeadSms(consented, 'Test Home Buyers')).toContain('Texts: consented')
    expect(composeLeadEmail(consented, 'Test Home Buyers').text).toContain(
      'Calls and texts: consented (text version abcdef012345)',
    )
    expect(composeLeadEmail(subject(), 'Test Home Buyers').text).toContain(
      'Calls and texts: not given (the box was left unticked)',
    )
  })

  it('dials US numbers in E.164 whatever their punctuation', () => {
    expect(dialLink('(352) 555-0100')).toBe('tel:+13525550100')
    expect(dialLink('1-352-555-0100')).toBe('tel:+13525550100')
    expect(dialLink('+44 20 7946 0958')).toBe('tel:+442079460958')
  })
})

describe("the homeowner's confirmation", () => {
  it('greets by first name, says what happens next with the 24-hour promise and the phone, from content', () => {
    const email = composeConfirmationEmail(subject({ name: 'Maria  de la Cruz' }))
    expect(email.subject).toBe(leadsCopy.autoresponder.subject)
    expect(email.text.startsWith('Hi Maria,\n')).toBe(true)
    for (const step of leadsCopy.confirmation.steps) expect(email.text).toContain(step)
    expect(email.text).toContain(business.phone)
    expect(email.text).toContain(business.name)
    expect(email.text).not.toMatch(/\{\w+\}/)
  })

  it('escapes the name the visitor typed in its HTML', () => {
    const email = composeConfirmationEmail(subject({ name: "O'Hara Doe" }))
    expect(email.html).toContain('O&#39;Hara')
  })

  it.each([
    '<script>alert(1)</script> Doe',
    'http://evil.example/claim Doe',
    'evil.example',
    'Visit@evil.example',
    'www.evil.example',
    '+1-800-555-0199',
    'Win$$$',
  ])('greets %j without a name: nothing the visitor typed but a name reaches the e-mail', (name) => {
    const email = composeConfirmationEmail(subject({ name }))
    const greeting = siteContent.confirmation.greetingWithoutName
    expect(email.text.startsWith(`${greeting}\n`)).toBe(true)
    for (const part of name.split(/\s+/)) expect(email.text + email.html).not.toContain(part)
  })

  it.each(['Maria', 'José', "D'Angelo", 'Mary-Kate', 'J.'])('greets %j by name', (name) => {
    expect(greetingNameOf(`${name} Smith`)).toBe(name)
  })
})
