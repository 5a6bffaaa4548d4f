/**
 * The leads the database checks run with, on PGlite (tests/unit/lead-migration.test.ts) and on a PostgreSQL
 * server (tools/test/test-backend.ts): one valid lead with every column, one chat-widget lead, values of an exact
 * length, and the rows the database itself must refuse.
 */
import { createHash } from 'node:crypto'
import { addressNotProvided, leadLimits, type LeadRecord } from '../functions/_shared/lead-schema.ts'
import { sampleLead } from './sample-lead.ts'

export const utmColumns = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
export type LeadColumn = keyof LeadRecord

/** The columns a limit of leadLimits bounds. */
export function columnsLimitedBy(limit: keyof typeof leadLimits): LeadColumn[] {
  return limit === 'utm' ? [...utmColumns] : [limit]
}

/** A valid contact-form lead with every column filled, campaign parameters included. */
export const fullLead: LeadRecord = {
  ...sampleLead,
  utm_source: 'google',
  utm_medium: 'cpc',
  utm_campaign: 'spring',
  utm_term: 'sell house fast',
  utm_content: 'ad-1',
}

/** A valid chat-widget lead: the address 'Not provided', no condition or timeline. */
export const chatLead: LeadRecord = {
  ...fullLead,
  source: 'chat-widget',
  address: addressNotProvided,
  condition: '',
  timeline: '',
  utm_source: null,
}

/** A value for `column` of exactly `length` characters that the schema would otherwise accept. */
export function valueOfLength(column: LeadColumn, length: number): string {
  if (column === 'email') return 'a'.repeat(length - '@example.com'.length) + '@example.com'
  if (column === 'phone') return '5'.repeat(length)
  if (column === 'page_path' || column === 'landing_page') return '/' + 'p'.repeat(length - 1)
  return 'x'.repeat(length)
}

/** The version of a consent text as the database computes it (consentVersion in _shared/consent.ts, synchronous). */
export const consentVersionOf = (text: string): string =>
  createHash('sha256').update(text, 'utf8').digest('hex').slice(0, 12)

/** fullLead with `column` exactly `length` characters long (a consent text with its version). */
export function leadOfLength(column: LeadColumn, length: number): Record<string, unknown> {
  const value = valueOfLength(column, length)
  return column === 'consent_text'
    ? { ...fullLead, consent_text: value, consent_version: consentVersionOf(value) }
    : { ...fullLead, [column]: value }
}

/** Rows the database refuses with check_violation (23514), whatever a client sends. */
export const refusedLeads: Array<[string, Record<string, unknown>]> = [
  ['a name of one character', { ...fullLead, name: 'J' }],
  ['an unknown source', { ...fullLead, source: 'newsletter' }],
  ['a control character in the name', { ...fullLead, name: 'Jane\u0007Doe' }],
  ['a line break in the address', { ...fullLead, address: '123 Main St\nLive Oak' }],
  ['a control character in the message', { ...fullLead, message: 'Hello there\u001b[31m friend' }],
  ['a delete character in a UTM value', { ...fullLead, utm_term: 'sell\u007f' }],
  ['an e-mail address without a domain', { ...fullLead, email: 'jane@example' }],
  ['a page path without its leading slash', { ...fullLead, page_path: 'contact' }],
  ['a chat-widget lead with a real address', { ...fullLead, source: 'chat-widget' }],
  ['consent without the words agreed to', { ...fullLead, consent_given: true }],
  ['a consent text without its version', { ...fullLead, consent_text: 'I agree to texts.' }],
  ['a landing page without its leading slash', { ...fullLead, landing_page: 'contact' }],
]

/** A lead the schema accepts (it cannot hash) and the database refuses: its consent version names other words. */
export const forgedConsentLead = {
  ...fullLead,
  consent_given: true,
  consent_text: 'I agree to texts.',
  consent_version: consentVersionOf('I agree.'),
}
