/**
 * The address rule (migration 20261207010000, docs/decisions/0080) with hostile values: the e-mail addresses and
 * phone numbers the lead schema (zod), the embedded backend and the database must all refuse, and real ones they
 * must all take. Run on PGlite (tests/unit/address-rule.test.ts, lead-migration.test.ts) and on PostgreSQL 15
 * (npm run test:backend, through guard-cases.ts).
 */
import { asClient, insertStatement, lead, literal, quietly, type GuardCase } from './guard-sql.ts'

/** E-mail addresses that are not plain: each would turn a mailto: link into more than one address. */
export const hostileEmails: ReadonlyArray<readonly [what: string, email: string]> = [
  ['a hidden BCC in a query', 'seller@example.com?bcc=x%40evil.example'],
  ['a CC with a second @', 'seller@example.com?cc=x@evil.example'],
  ['a parameter after &', 'seller@example.com&bcc=x@evil.example'],
  ['a percent-encoded @ in the local part', 'seller%40evil.example@example.com'],
  ['a slash in the domain', 'seller@example.com/../evil'],
  ['a fragment', 'seller@example.com#body=wire+the+money'],
  ['a space', 'seller @example.com'],
  ['double quotes', '"seller"@example.com'],
  ['a single quote', "o'brien@example.com"],
  ['angle brackets', 'Seller <x@evil.example>'],
  ['a line break and a header', 'seller@example.com\nBcc: x@evil.example'],
  ['a comma and a second address', 'seller@example.com,x@evil.example'],
  ['a semicolon and a second address', 'seller@example.com;x@evil.example'],
  ['a javascript: scheme', 'javascript:alert(1)//@example.com'],
  ['two @', 'seller@@example.com'],
  ['no dot in the domain', 'seller@localhost'],
  ['a leading dot', '.seller@example.com'],
  ['a Cyrillic letter that looks Latin', 'sеller@example.com'],
]

/** Real addresses: plus-addressing, subdomains, capitals, digits, hyphens and underscores. */
export const plainEmails: readonly string[] = [
  'jane@example.com',
  'jane.doe+house@mail.example.co.uk',
  'JANE_DOE-1@Sub.Example.org',
  'j@ex-ample.io',
]

/** Phone numbers a form must not store: each has something a tel: or sms: link would read as more than a number. */
export const hostilePhones: ReadonlyArray<readonly [what: string, phone: string]> = [
  ['a query after the number', '3525550100?body=hi'],
  ['a pause and extension', '352-555-0100;ext=1'],
  ['a slash', '352/555/0100'],
  ['a scheme', 'tel:3525550100'],
  ['a percent-encoded plus', '%2B13525550100'],
  ['a line separator', '352\u2028555 0100'],
  ['a non-breaking space', '352\u00a0555\u00a00100'],
  ['angle brackets', '<3525550100>'],
  ['too few digits', '555-0100 (((('],
  ['letters', '352-555-CALL'],
]

/** Numbers as visitors type them: each is stored as typed, and the console dials it. */
export const typedPhones: readonly string[] = ['(352) 555-0100', '352.555.0100', '+1 352-555-0100', '3525550100']

/** A call's caller as Twilio or calls.ts gives it: E.164 or the words for a withheld number. */
export const callerNumbers = {
  stored: ['+13525550100', '+442079460958', 'Number withheld'],
  refused: ['3525550100', '+1 352 555 0100', '+13525550100?x', 'Anonymous'],
}

const client = '198.51.100.61'
const olderRow = '61000000-0000-4000-8000-000000000002'
/** A transaction as `role` that undoes what it stored, so the cases leave no rows for later cases to count. */
const undone = (role: string, statement: string) =>
  asClient(role, role === 'anon' ? client : null, statement).replace(/commit;$/, 'rollback;')

const storedLead = (overrides: Record<string, unknown>) =>
  undone('anon', insertStatement(lead('61000000-0000-4000-8000-000000000001', overrides)))
const call = (from: string, to = '+13525550142') =>
  undone(
    'service_role',
    quietly(
      `public.record_call('CA${'6'.repeat(31)}1', ${literal(from)}, ${literal(to)}, 'no-answer', null, null, 'Address rule')`,
    ),
  )
const reply = (from: string, to = '+13525550142') =>
  undone(
    'service_role',
    quietly(`public.record_sms_reply('SM${'6'.repeat(31)}1', ${literal(from)}, ${literal(to)}, 'Hello', 'reply')`),
  )

export function addressCases(): GuardCase[] {
  return [
    ...hostileEmails.map(([what, email]) => ({
      name: `anon cannot store an e-mail address with ${what}`,
      sql: storedLead({ email }),
      expect: '23514',
    })),
    ...plainEmails.map((email) => ({ name: `anon stores ${email}`, sql: storedLead({ email }), expect: 'ok' })),
    ...hostilePhones.map(([what, phone]) => ({
      name: `anon cannot store a phone number with ${what}`,
      sql: storedLead({ phone }),
      expect: '23514',
    })),
    ...typedPhones.map((phone) => ({
      name: `anon stores the number ${phone}`,
      sql: storedLead({ phone }),
      expect: 'ok',
    })),
    ...callerNumbers.stored.map((from) => ({
      name: `record_call stores the caller ${from}`,
      sql: call(from),
      expect: 'ok',
    })),
    ...callerNumbers.refused.map((from) => ({
      name: `record_call refuses the caller ${from}`,
      sql: call(from),
      expect: '23514',
    })),
    {
      name: 'record_call refuses a dialled number outside E.164',
      sql: call('+13525550100', '352-555-0142'),
      expect: '23514',
    },
    { name: 'record_sms_reply stores a text from E.164', sql: reply('+13525550100'), expect: 'ok' },
    { name: 'record_sms_reply stores a text from a short code', sql: reply('22395'), expect: 'ok' },
    ...['3525550100?body=x', '+1 352 555 0100', 'Anonymous'].map((from) => ({
      name: `record_sms_reply refuses the sender ${from}`,
      sql: reply(from),
      expect: '23514',
    })),
    {
      name: 'record_sms_reply refuses a number it came to outside E.164',
      sql: reply('+13525550100', '(352) 555-0142'),
      expect: '23514',
    },
    {
      name: 'a row that already holds an address keeps taking updates to other columns',
      // As the table's owner: an older row, stored before the rule, then changed by the delivery as service_role.
      sql: [
        'begin;',
        'alter table public.leads disable trigger leads_addresses;',
        `${insertStatement(lead(olderRow, { email: 'old@example.com?bcc=x%40evil.example' }))};`,
        'alter table public.leads enable trigger leads_addresses;',
        'set local role service_role;',
        `update public.leads set notify_status = 'sent' where submission_id = '${olderRow}';`,
        `select notify_status from public.leads where submission_id = '${olderRow}';`,
        'rollback;',
      ].join('\n'),
      expect: 'ok',
      output: 'sent',
    },
  ]
}
