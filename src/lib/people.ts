/**
 * One person, however they reached us: leads grouped by phone (its last ten digits) or, without one, by e-mail, so a
 * missed call and a form from the same seller are one entry of the inbox.
 */
import type { LeadStage } from '../../content/lead-stages'

/** The columns the inbox reads of a lead. */
export const inboxColumns = [
  'id',
  'submission_id',
  'created_at',
  'name',
  'email',
  'phone',
  'address',
  'message',
  'source',
  'page_path',
  'utm_campaign',
  'consent_given',
  'notify_status',
  'spam_reason',
  'call_outcome',
  'recording_url',
  'first_contact_at',
] as const

export type InboxLead = {
  [Column in (typeof inboxColumns)[number]]: Column extends 'consent_given' ? boolean | null : string | null
}

/** What grouping reads of a lead: who it is (phone, e-mail, name) and when it came. */
export type PersonLead = Pick<InboxLead, 'id' | 'submission_id' | 'created_at' | 'name' | 'email' | 'phone'>

export interface Person<Lead extends PersonLead = InboxLead> {
  key: string
  /** The newest lead's name that is not blank. */
  name: string
  phone: string | null
  email: string | null
  /** Newest first. */
  leads: Lead[]
}

/** What public.lead_states() gives for a lead with a stage or a next action recorded. */
export interface LeadState {
  submission_id: string
  stage: LeadStage
  stage_at: string | null
  next_action: string | null
  next_action_at: string | null
  next_action_due: string | null
  /** A suspected bot staff discarded (review_suspected_bot). */
  discarded: boolean | null
}

/** A person's stage and next action: the latest recorded on any of their leads. */
export interface PersonState {
  stage: LeadStage
  nextAction: string | null
  nextActionDue: string | null
}

export function personState(person: Person, states: ReadonlyMap<string, LeadState>): PersonState {
  const own = person.leads.flatMap((lead) => states.get(lead.submission_id ?? '') ?? [])
  const latest = <K extends 'stage_at' | 'next_action_at'>(key: K) =>
    own.filter((state) => state[key]).sort((a, b) => (a[key]! < b[key]! ? 1 : -1))[0]
  const staged = latest('stage_at')
  const planned = latest('next_action_at')
  return {
    stage: staged?.stage ?? 'new',
    nextAction: planned?.next_action ?? null,
    nextActionDue: planned?.next_action_due ?? null,
  }
}

/** Whether anyone has contacted the person about their newest lead (first_contact_at, speed to lead). */
export const contacted = (person: Person) => Boolean(person.leads[0]?.first_contact_at)

/**
 * The inbox's order: people whose next action is overdue, then those never contacted, then the rest; newest first
 * within each.
 */
export function inboxOrder(people: readonly Person[], states: ReadonlyMap<string, LeadState>, now: number): Person[] {
  const rank = (person: Person) => {
    const due = personState(person, states).nextActionDue
    if (due && Date.parse(due) < now) return 0
    return contacted(person) ? 2 : 1
  }
  // Array.prototype.sort is stable: people keep their newest-first order within a rank.
  return [...people].sort((a, b) => rank(a) - rank(b))
}

/** Minutes from a lead to its first contact, for each lead contacted; the median, or undefined with none. */
export function medianMinutesToContact(
  leads: ReadonlyArray<Pick<InboxLead, 'created_at' | 'first_contact_at'>>,
): number | undefined {
  const minutes = leads
    .filter((lead) => lead.first_contact_at && lead.created_at)
    .map((lead) => (Date.parse(lead.first_contact_at!) - Date.parse(lead.created_at!)) / 60_000)
    .sort((a, b) => a - b)
  if (!minutes.length) return undefined
  const middle = Math.floor(minutes.length / 2)
  return minutes.length % 2 ? minutes[middle] : (minutes[middle - 1]! + minutes[middle]!) / 2
}

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10)

/** What kind of contact a lead was, in the owner's words. */
export const leadKind = (lead: Pick<InboxLead, 'source' | 'call_outcome'>): string =>
  lead.source === 'phone-call'
    ? lead.call_outcome === 'answered'
      ? 'Answered call'
      : 'Missed call'
    : lead.source === 'chat-widget'
      ? 'Chat'
      : 'Form'

/** What identifies a lead's person: ten digits of a phone and a lower-case e-mail, as many as it has. */
function identitiesOf(lead: PersonLead): string[] {
  const digits = digitsOf(lead.phone)
  const email = (lead.email ?? '').trim().toLowerCase()
  return [...(digits.length === 10 ? [`phone:${digits}`] : []), ...(email.includes('@') ? [`email:${email}`] : [])]
}

/**
 * The people of these leads, the one with the newest lead first. Leads that share a phone or an e-mail are one
 * person, however they chain: a form with both joins an earlier call by the phone and a later chat by the e-mail.
 * A person's key is their oldest lead's, so it stays while newer leads arrive (the open page keeps it).
 */
export function groupByPerson<Lead extends PersonLead>(leads: readonly Lead[]): Array<Person<Lead>> {
  const newestFirst = [...leads].sort((a, b) => (a.created_at! < b.created_at! ? 1 : -1))
  // Union-find over the leads, joined through the identities they share.
  const parent = newestFirst.map((_, index) => index)
  const root = (index: number): number => (parent[index] === index ? index : (parent[index] = root(parent[index]!)))
  const firstWith = new Map<string, number>()
  newestFirst.forEach((lead, index) => {
    for (const identity of identitiesOf(lead)) {
      const other = firstWith.get(identity)
      if (other === undefined) firstWith.set(identity, index)
      else parent[root(index)] = root(other)
    }
  })
  const groups = new Map<number, Lead[]>()
  newestFirst.forEach((lead, index) => {
    const group = groups.get(root(index))
    if (group) group.push(lead)
    else groups.set(root(index), [lead])
  })
  return [...groups.values()]
    .map((own) => {
      const oldest = own.at(-1)!
      return {
        key: identitiesOf(oldest)[0] ?? `lead:${oldest.id}`,
        name: own.map((lead) => (lead.name ?? '').trim()).find(Boolean) ?? '',
        phone: own.find((lead) => digitsOf(lead.phone).length === 10)?.phone ?? null,
        email: own.find((lead) => (lead.email ?? '').includes('@'))?.email ?? null,
        leads: own,
      }
    })
    .sort((a, b) => (a.leads[0]!.created_at! < b.leads[0]!.created_at! ? 1 : -1))
}

/** "just now", "12 min ago", "3 h ago", "2 days ago". */
export function ageOf(createdAt: string, now: number): string {
  const minutes = Math.floor((now - Date.parse(createdAt)) / 60_000)
  if (minutes < 1) return 'just now'
  if (minutes < 60) return `${minutes} min ago`
  const hours = Math.floor(minutes / 60)
  if (hours < 48) return `${hours} h ago`
  return `${Math.floor(hours / 24)} days ago`
}
