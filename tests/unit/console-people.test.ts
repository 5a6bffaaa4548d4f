/** The console's inbox (src/lib/people.ts): leads grouped into people, their stage, order and speed to lead. */
import { describe, expect, it } from 'vitest'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../builder/stamp'
import { consoleCopySchema } from '../../content/console.schema'
import { leadStages } from '../../content/lead-stages'
import {
  ageOf,
  groupByPerson,
  inboxOrder,
  medianMinutesToContact,
  personState,
  type InboxLead,
  type LeadState,
} from '../../src/lib/people'

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

  it("joins leads that chain through a phone and an e-mail, and keeps the oldest lead's key", () => {
    const call = lead({ phone: '352-555-0130', source: 'phone-call' })
    const chat = lead({ email: 'lee@example.com', source: 'chat-widget' })
    const form = lead({ phone: '(352) 555-0130', email: 'lee@example.com' })
    const people = groupByPerson([call, chat, form])
    expect(people).toHaveLength(1)
    expect(people[0]!.leads.map((item) => item.id)).toEqual([form.id, chat.id, call.id])
    expect(people[0]!.key).toBe('phone:3525550130')
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

describe('stages', () => {
  it('are the same keys, in the same order, in content, its schema and the database', () => {
    const migration = readFileSync(
      join(projectRoot, 'supabase', 'migrations', '20261129010000_lead_stages.sql'),
      'utf8',
    )
    const check = /stage text check \(stage in \(([^)]*)\)\)/.exec(migration)?.[1]
    expect(check?.split(',').map((key) => key.trim().replace(/'/g, ''))).toEqual([...leadStages])
    expect(Object.keys(consoleCopySchema.shape.stages.shape)).toEqual([...leadStages])
  })
})

describe("a person's state and the inbox order", () => {
  const now = Date.UTC(2026, 10, 28, 15, 0)
  const state = (submission: string, overrides: Partial<LeadState>): LeadState => ({
    submission_id: submission,
    stage: 'new',
    stage_at: null,
    next_action: null,
    next_action_at: null,
    next_action_due: null,
    discarded: null,
    ...overrides,
  })

  it("takes the latest stage and next action recorded on any of the person's leads", () => {
    const older = lead({ phone: '352-555-0110', submission_id: 's-old' })
    const newer = lead({ phone: '352-555-0110', submission_id: 's-new' })
    const [person] = groupByPerson([older, newer])
    const states = new Map([
      ['s-old', state('s-old', { stage: 'appointment', stage_at: '2026-11-28T10:00:00Z' })],
      [
        's-new',
        state('s-new', {
          stage: 'contacted',
          stage_at: '2026-11-28T09:00:00Z',
          next_action: 'Call back',
          next_action_at: '2026-11-28T09:00:00Z',
        }),
      ],
    ])
    expect(personState(person!, states)).toEqual({ stage: 'appointment', nextAction: 'Call back', nextActionDue: null })
  })

  it('puts an overdue next action first, then people never contacted, then the rest', () => {
    const done = lead({ phone: '352-555-0121', submission_id: 's-done', first_contact_at: '2026-11-28T14:00:00Z' })
    const waiting = lead({ phone: '352-555-0122', submission_id: 's-wait' })
    const overdue = lead({ phone: '352-555-0123', submission_id: 's-late', first_contact_at: '2026-11-28T14:00:00Z' })
    const newest = lead({ phone: '352-555-0124', submission_id: 's-newest', first_contact_at: '2026-11-28T14:30:00Z' })
    const states = new Map([
      [
        's-late',
        state('s-late', {
          next_action: 'Send offer',
          next_action_at: '2026-11-28T12:00:00Z',
          next_action_due: '2026-11-28T14:00:00Z',
        }),
      ],
    ])
    const order = inboxOrder(groupByPerson([done, waiting, overdue, newest]), states, now)
    expect(order.map((person) => person.leads[0]!.submission_id)).toEqual(['s-late', 's-wait', 's-newest', 's-done'])
  })

  it('gives the median minutes from a lead to its first contact, of the leads contacted', () => {
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 28, 12, minutes)).toISOString()
    const leads = [
      lead({ created_at: at(0), first_contact_at: at(4) }),
      lead({ created_at: at(0), first_contact_at: at(10) }),
      lead({ created_at: at(0), first_contact_at: at(30) }),
      lead({ created_at: at(0), first_contact_at: null }),
    ]
    expect(medianMinutesToContact(leads)).toBe(10)
    expect(medianMinutesToContact(leads.slice(0, 2))).toBe(7)
    expect(medianMinutesToContact([lead({})])).toBeUndefined()
  })
})
