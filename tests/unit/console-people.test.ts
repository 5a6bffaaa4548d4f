/** The console's inbox: leads grouped into people and their age in words (src/console/people.ts). */
import { describe, expect, it } from 'vitest'
import { ageOf, groupByPerson, type InboxLead } from '../../src/console/people'

let next = 0
const lead = (overrides: Partial<InboxLead>): InboxLead =>
  ({
    id: `lead-${++next}`,
    created_at: new Date(Date.UTC(2026, 10, 28, 12, next)).toISOString(),
    name: 'Pat Seller',
    email: '',
    phone: '',
    source: 'contact-form',
    ...overrides,
  }) as InboxLead

describe('groupByPerson', () => {
  it('makes a missed call and a form from the same phone one person, newest lead first', () => {
    const form = lead({ phone: '(352) 555-0199', email: 'pat@example.com' })
    const call = lead({ phone: '+13525550199', source: 'phone-call', call_outcome: 'no-answer', name: 'Caller' })
    const people = groupByPerson([form, call])
    expect(people).toHaveLength(1)
    expect(people[0]!.leads.map((item) => item.id)).toEqual([call.id, form.id])
    expect(people[0]!.email).toBe('pat@example.com')
  })

  it('joins a chat that gave only an e-mail to the person with that e-mail, whatever its case', () => {
    const form = lead({ phone: '352-555-0100', email: 'Sam@Example.com' })
    const chat = lead({ email: 'sam@example.com', source: 'chat-widget' })
    expect(groupByPerson([form, chat])).toHaveLength(1)
  })

  it('keeps different people apart, the one with the newest lead first', () => {
    const older = lead({ phone: '352-555-0101' })
    const newer = lead({ phone: '352-555-0102' })
    const people = groupByPerson([older, newer])
    expect(people.map((person) => person.leads[0]!.id)).toEqual([newer.id, older.id])
  })

  it('keeps a lead with neither phone nor e-mail on its own', () => {
    expect(groupByPerson([lead({}), lead({})])).toHaveLength(2)
  })
})

describe('ageOf', () => {
  const at = Date.UTC(2026, 10, 28, 12, 0)
  it.each([
    [30_000, 'just now'],
    [12 * 60_000, '12 min ago'],
    [3 * 3_600_000, '3 h ago'],
    [50 * 3_600_000, '2 days ago'],
  ])('%i ms ago reads %s', (ago, words) => {
    expect(ageOf(new Date(at - ago).toISOString(), at)).toBe(words)
  })
})
