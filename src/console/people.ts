/**
 * One person, however they reached us: leads grouped by phone (its last ten digits) or, without one, by e-mail, so a
 * missed call and a form from the same seller are one entry of the inbox.
 */

/** The columns the inbox reads of a lead. */
export const inboxColumns = [
  'id',
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
] as const

export type InboxLead = {
  [Column in (typeof inboxColumns)[number]]: Column extends 'consent_given' ? boolean | null : string | null
}

export interface Person {
  key: string
  /** The newest lead's name that is not blank. */
  name: string
  phone: string | null
  email: string | null
  /** Newest first. */
  leads: InboxLead[]
}

const digitsOf = (phone: string | null) => (phone ?? '').replace(/\D/g, '').slice(-10)

/** What identifies the person: ten digits of a phone, else a lower-case e-mail, else the lead alone. */
function personKey(lead: InboxLead): string {
  const digits = digitsOf(lead.phone)
  if (digits.length === 10) return `phone:${digits}`
  const email = (lead.email ?? '').trim().toLowerCase()
  return email.includes('@') ? `email:${email}` : `lead:${lead.id}`
}

/**
 * The people of these leads, the one with the newest lead first. A person whose leads carry both a phone and an
 * e-mail is found by either: a form with phone and e-mail joins a later chat that gave only the e-mail.
 */
export function groupByPerson(leads: readonly InboxLead[]): Person[] {
  const newestFirst = [...leads].sort((a, b) => (a.created_at! < b.created_at! ? 1 : -1))
  const byKey = new Map<string, Person>()
  for (const lead of newestFirst) {
    const email = (lead.email ?? '').trim().toLowerCase()
    const existing = byKey.get(personKey(lead)) ?? (email.includes('@') ? byKey.get(`email:${email}`) : undefined)
    const person = existing ?? { key: personKey(lead), name: '', phone: null, email: null, leads: [] }
    person.leads.push(lead)
    person.name ||= (lead.name ?? '').trim()
    if (digitsOf(lead.phone).length === 10) person.phone ??= lead.phone
    if (email.includes('@')) person.email ??= lead.email
    byKey.set(personKey(lead), person)
    if (email.includes('@')) byKey.set(`email:${email}`, person)
  }
  return [...new Set(byKey.values())]
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
