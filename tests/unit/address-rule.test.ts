/**
 * The address rule (docs/decisions/0080) in all three places it is applied, with the same hostile and real values
 * (supabase/tests/address-cases.ts): the lead schema, the embedded backend through supabase-js, and the database
 * (PGlite here, through guard-cases.ts in lead-migration.test.ts; PostgreSQL 15 in npm run test:backend). Then the
 * console, which links only a value that passes.
 */
import { createClient } from '@supabase/supabase-js'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { leadRecordSchema, plainEmailPattern, typedPhonePattern } from '#lead-schema'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { ContactLink, contactHref } from '../../src/console/contact-link'
import { localPublishableKey } from '../../src/lib/local-backend'
import { hostileEmails, hostilePhones, plainEmails, typedPhones } from '../../supabase/tests/address-cases'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { serveLeadBackend } from '../support/served-lead-backend'
import { clientOptions } from '../support/supabase-client-options'

const migration = readFileSync(
  join(import.meta.dirname, '..', '..', 'supabase', 'migrations', '20261207010000_plain_addresses.sql'),
  'utf8',
)

const refused = [
  ...hostileEmails.map(([what, email]) => [`an e-mail address with ${what}`, { email }] as const),
  ...hostilePhones.map(([what, phone]) => [`a phone number with ${what}`, { phone }] as const),
]
const accepted = [...plainEmails.map((email) => ({ email })), ...typedPhones.map((phone) => ({ phone }))]

describe('the rule, written twice', () => {
  it("the migration holds lead-schema.ts's patterns letter for letter", () => {
    expect(migration).toContain(`p_email ~ '${plainEmailPattern.source}'`)
    expect(migration).toContain(`p_phone ~ '${typedPhonePattern.source}'`)
  })

  it('the hostile list has the BCC address of issue 61 and at least ten more', () => {
    expect(hostileEmails.map(([, email]) => email)).toContain('seller@example.com?bcc=x%40evil.example')
    expect(refused.length).toBeGreaterThanOrEqual(11)
  })
})

describe('the lead schema (browser and notify-lead)', () => {
  it.each(refused)('refuses %s', (_, value) => {
    expect(leadRecordSchema.safeParse({ ...sampleLead, ...value }).success).toBe(false)
  })

  it.each(accepted)('accepts %o', (value) => {
    expect(leadRecordSchema.safeParse({ ...sampleLead, ...value }).error).toBeUndefined()
  })
})

describe('the embedded backend, through supabase-js as the site calls it', () => {
  let backend: LeadBackend
  let origin: string
  let stopServer: () => Promise<void>

  beforeAll(async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'address-rule-')), 'data')
    backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 } })
    ;({ origin, stop: stopServer } = await serveLeadBackend(backend))
  }, 60_000)

  afterAll(async () => {
    await stopServer()
    await backend.close()
  })

  const insert = (value: object) =>
    createClient(origin, localPublishableKey, clientOptions)
      .from('leads')
      .insert({ ...sampleLead, ...value })

  it.each(refused)('refuses %s with check_violation', async (_, value) => {
    const { error, status } = await insert(value)
    expect(status).toBe(400)
    expect(error?.code).toBe('23514')
  })

  it.each(accepted)('stores %o', async (value) => {
    const { error } = await insert(value)
    expect(error).toBeNull()
  })
})

describe("the console's links", () => {
  it.each(hostileEmails)('makes no mailto: link of an address with %s', (_, email) => {
    expect(contactHref('mailto', email)).toBeUndefined()
  })

  it.each(hostilePhones)('makes no tel: or sms: link of a number with %s', (_, phone) => {
    expect(contactHref('tel', phone)).toBeUndefined()
    expect(contactHref('sms', phone)).toBeUndefined()
  })

  it.each(plainEmails)('links %s as it is', (email) => {
    expect(contactHref('mailto', email)).toBe(`mailto:${email}`)
  })

  it.each(typedPhones)('dials %s in E.164', (phone) => {
    expect(contactHref('tel', phone)).toMatch(/^tel:\+1\d{10}$/)
    expect(contactHref('sms', phone)).toBe(contactHref('tel', phone)?.replace(/^tel:/, 'sms:'))
  })

  it("dials a caller's E.164 number and never a withheld one", () => {
    expect(contactHref('tel', '+442079460958')).toBe('tel:+442079460958')
    expect(contactHref('tel', 'Number withheld')).toBeUndefined()
  })

  it('shows a value that fails as text, and one that passes as a link', () => {
    const render = (value: string) =>
      renderToStaticMarkup(
        createElement(ContactLink, { kind: 'mailto', value, className: 'button', children: 'E-mail' }),
      )
    const [, bcc] = hostileEmails[0]!
    expect(render(bcc)).not.toContain('<a')
    expect(render(bcc)).toContain(bcc)
    expect(render(plainEmails[0]!)).toBe(`<a class="button" href="mailto:${plainEmails[0]}">E-mail</a>`)
  })
})
