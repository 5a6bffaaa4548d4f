/**
 * The lead the tests send when its values are not the point: a valid contact-form lead from /contact, without
 * campaign parameters and without a submission id (the database gives one). Each test spreads it and overrides what it exercises. Imported from Node and from Deno.
 */
import type { LeadRecord } from '../functions/_shared/lead-schema.ts'

export const sampleLead: LeadRecord = {
  name: 'Jane Doe',
  email: 'jane@example.com',
  phone: '(352) 555-0100',
  address: '123 Main St, Live Oak, FL',
  condition: 'Needs a roof',
  timeline: 'ASAP',
  message: 'Inherited house, would like a cash offer.',
  source: 'contact-form',
  page_path: '/contact',
  // Sent by a person: nothing in the hidden field, several seconds after the page opened (the server's spam rule).
  honeypot: '',
  fill_ms: 8000,
}
