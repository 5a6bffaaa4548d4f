/**
 * The leads migration against the shared lead schema: its check constraints carry the very limits of `leadLimits`,
 * and in PGlite (real Postgres) the anon role may insert valid leads and do nothing else.
 * tools/test/test-backend.ts runs the same checks against a PostgreSQL server.
 */
import { PGlite } from '@electric-sql/pglite'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addressNotProvided, callLimits, leadGuardDefaults, leadLimits, leadRecordSchema } from '#lead-schema'
import { consentIssue, consentVersion } from '../../supabase/functions/_shared/consent'
import { guardCases } from '../../supabase/tests/guard-cases'
import {
  chatLead,
  columnsLimitedBy,
  consentVersionOf,
  forgedConsentLead,
  fullLead as validLead,
  leadOfLength,
  type LeadColumn,
  refusedLeads as sharedRefusedLeads,
  valueOfLength,
} from '../../supabase/tests/lead-cases'

const supabase = join(import.meta.dirname, '..', '..', 'supabase')
// Every migration, in order: the check constraints of the first and those later ones add.
const migration = readdirSync(join(supabase, 'migrations'))
  .filter((name) => name.endsWith('.sql'))
  .sort()
  .map((name) => readFileSync(join(supabase, 'migrations', name), 'utf8'))
  .join('\n')
const roles = readFileSync(join(supabase, 'tests', 'roles.sql'), 'utf8')

/** The expression inside `constraint <name> check (...)`, parentheses balanced, string literals skipped. */
function checkExpression(name: string): string {
  const start = new RegExp(`constraint\\s+${name}\\s+check\\s*\\(`, 'i').exec(migration)
  if (!start) throw new Error(`the migration has no constraint ${name}`)
  const open = start.index + start[0].length - 1
  let depth = 0
  let inString = false
  for (let index = open; index < migration.length; index++) {
    const character = migration[index]
    if (character === "'") inString = !inString
    else if (!inString && character === '(') depth++
    else if (!inString && character === ')' && --depth === 0) return migration.slice(open + 1, index)
  }
  throw new Error(`constraint ${name} is not closed`)
}

/** The length bounds a check puts on its column: `char_length(c) between min and max` or `char_length(c) <= max`. */
function lengthBounds(column: string): { min?: number; max: number } {
  const check = checkExpression(`leads_${column}_check`)
  const between = new RegExp(`char_length\\(${column}\\)\\s+between\\s+(\\d+)\\s+and\\s+(\\d+)`, 'i').exec(check)
  if (between) return { min: Number(between[1]), max: Number(between[2]) }
  const atMost = new RegExp(`char_length\\(${column}\\)\\s*<=\\s*(\\d+)`, 'i').exec(check)
  if (atMost) return { max: Number(atMost[1]) }
  throw new Error(`leads_${column}_check does not bound char_length(${column})`)
}

describe('leads migration text', () => {
  it.each(Object.entries(leadLimits))('limits %s to %i characters, as leadLimits does', (limit, max) => {
    for (const column of columnsLimitedBy(limit as keyof typeof leadLimits)) {
      expect(lengthBounds(column).max, column).toBe(max)
    }
  })

  it.each(Object.entries(callLimits))("limits a call row's %s to %i characters, as callLimits does", (column, max) =>
    expect(lengthBounds(column).max).toBe(max),
  )

  it('bounds no column that leadLimits and callLimits do not list', () => {
    const limited = [
      ...Object.keys(leadLimits).flatMap((limit) => columnsLimitedBy(limit as keyof typeof leadLimits)),
      ...Object.keys(callLimits),
    ]
    // The leads table's named checks; sms_replies (its own table) bounds its columns inline.
    const leadChecks = [...migration.matchAll(/constraint\s+(leads_\w+_check)\s+check/gi)].map((match) =>
      checkExpression(match[1]!),
    )
    const bounded = leadChecks.flatMap((check) => [...check.matchAll(/char_length\((\w+)\)/g)].map((match) => match[1]))
    expect(new Set(bounded)).toEqual(new Set(limited))
  })

  it('keeps the same minimum lengths as the form schema', () => {
    const minimums = Object.fromEntries(
      (['name', 'phone', 'address', 'message'] as const).map((column) => [column, lengthBounds(column).min]),
    )
    expect(minimums).toEqual({ name: 2, phone: 10, address: 5, message: 10 })
    for (const [column, min] of Object.entries(minimums) as Array<[LeadColumn, number]>) {
      expect(leadRecordSchema.safeParse({ ...validLead, [column]: valueOfLength(column, min) }).success, column).toBe(
        true,
      )
      expect(
        leadRecordSchema.safeParse({ ...validLead, [column]: valueOfLength(column, min - 1) }).success,
        column,
      ).toBe(false)
    }
  })

  it('sets the production defaults of the guards that leadGuardDefaults repeats for the code', () => {
    const setting = (name: string) => Number(new RegExp(`\\('${name}',\\s*(\\d+),`).exec(migration)?.[1] ?? Number.NaN)
    expect({
      ratePerClient: setting('rate_limit_per_client'),
      notifyDailyCap: setting('notify_daily_cap'),
      minimumFillMs: setting('minimum_fill_ms'),
      retryBaseSeconds: setting('retry_base_seconds'),
    }).toEqual(leadGuardDefaults)
  })

  it("stores the chat widget's address as the schema's addressNotProvided", () => {
    expect(checkExpression('leads_chat_widget_address_check')).toContain(`address = '${addressNotProvided}'`)
  })
})

/** A PGlite database with the roles and every migration for the tests of one describe block, closed after them. */
function migratedDatabase(): PGlite {
  const db = new PGlite()
  beforeAll(async () => {
    await db.exec(roles)
    await db.exec(migration)
  }, 60_000)
  afterAll(async () => {
    await db.close()
  })
  return db
}

describe('leads table in Postgres (PGlite), as the anon role', () => {
  const db = migratedDatabase()

  async function asRole<T>(role: string, statement: string, params: unknown[] = []) {
    return db.transaction(async (tx) => {
      await tx.exec(`set local role ${role}`)
      return tx.query<T>(statement, params)
    })
  }

  function insertLead(lead: Record<string, unknown>, role = 'anon') {
    const columns = Object.keys(lead)
    const placeholders = columns.map((_, index) => `$${index + 1}`)
    return asRole(
      role,
      `insert into public.leads (${columns.join(', ')}) values (${placeholders.join(', ')})`,
      Object.values(lead),
    )
  }

  /** The Postgres error code (SQLSTATE) the action fails with, or 'no error'. */
  async function errorCode(action: Promise<unknown>): Promise<string> {
    try {
      await action
      return 'no error'
    } catch (error) {
      return (error as { code?: string }).code ?? String(error)
    }
  }

  it('row level security is on: anon may only insert, and only staff read (public.is_staff())', async () => {
    const table = await db.query<{ relrowsecurity: boolean }>(
      "select relrowsecurity from pg_class where oid = 'public.leads'::regclass",
    )
    expect(table.rows[0]?.relrowsecurity).toBe(true)
    const policies = await db.query<{ cmd: string; roles: string }>(
      "select cmd, roles::text from pg_policies where schemaname = 'public' and tablename = 'leads' order by cmd",
    )
    expect(policies.rows).toEqual([
      { cmd: 'INSERT', roles: '{anon}' },
      { cmd: 'SELECT', roles: '{authenticated}' },
    ])
  })

  it('anon inserts a valid contact-form lead and a chat-widget lead', async () => {
    expect(await errorCode(insertLead(validLead))).toBe('no error')
    const chat = chatLead
    expect(leadRecordSchema.safeParse(chat).success).toBe(true)
    expect(await errorCode(insertLead(chat))).toBe('no error')
    const stored = await db.query<{ id: string; created_at: Date }>(
      "select id, created_at from public.leads where source = 'chat-widget'",
    )
    expect(stored.rows[0]?.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(stored.rows[0]?.created_at).toBeInstanceOf(Date)
  })

  it('anon cannot choose the id or the time of a lead', async () => {
    const id = '00000000-0000-4000-8000-000000000001'
    expect(await errorCode(insertLead({ ...validLead, id }))).toBe('42501')
    expect(await errorCode(insertLead({ ...validLead, created_at: '2001-01-01T00:00:00Z' }))).toBe('42501')
  })

  it('stamps consent with the database time, whatever the insert says, and never without consent', async () => {
    const text = 'Yes, you may text me about my house. Reply STOP to opt out.'
    const consented = { ...validLead, consent_given: true, consent_text: text, consent_version: consentVersionOf(text) }
    expect(await errorCode(insertLead({ ...consented, consent_at: '2001-01-01T00:00:00Z' }))).toBe('42501')
    expect(await errorCode(insertLead({ ...consented, name: 'Consent Given' }))).toBe('no error')
    expect(await errorCode(insertLead({ ...consented, name: 'Consent Left', consent_given: false }))).toBe('no error')
    const rows = await db.query<{
      name: string
      consent_given: boolean
      consent_version: string
      fresh: boolean | null
    }>(
      `select name, consent_given, consent_version, consent_at > now() - interval '1 minute' as fresh
         from public.leads where name like 'Consent %' order by name`,
    )
    expect(rows.rows).toEqual([
      { name: 'Consent Given', consent_given: true, consent_version: consentVersionOf(text), fresh: true },
      { name: 'Consent Left', consent_given: false, consent_version: consentVersionOf(text), fresh: null },
    ])
  })

  it('anon may not store C1 control characters either', async () => {
    expect(await errorCode(insertLead({ ...validLead, name: 'Jane\u009bDoe' }))).toBe('23514')
  })

  it('anon may keep tabs and line breaks in the message', async () => {
    expect(await errorCode(insertLead({ ...validLead, message: 'First line\r\nsecond\tline' }))).toBe('no error')
  })

  it('anon cannot read, change or delete leads', async () => {
    expect(await errorCode(asRole('anon', 'select * from public.leads'))).toBe('42501')
    expect(await errorCode(asRole('anon', "update public.leads set name = 'Changed'"))).toBe('42501')
    expect(await errorCode(asRole('anon', 'delete from public.leads'))).toBe('42501')
    // PostgREST's "return=representation" needs select, so an insert asking for the row back is refused too.
    const returning = asRole('anon', "insert into public.leads (name) values ('x') returning id")
    expect(await errorCode(returning)).toBe('42501')
  })

  it('authenticated may not insert, and reads nothing without being staff; service_role reads every lead', async () => {
    expect(await errorCode(insertLead(validLead, 'authenticated'))).toBe('42501')
    const seen = await asRole<{ count: number }>('authenticated', 'select count(*)::int as count from public.leads')
    expect(seen.rows[0]?.count).toBe(0)
    const all = await asRole<{ count: number }>('service_role', 'select count(*)::int as count from public.leads')
    expect(all.rows[0]?.count).toBeGreaterThanOrEqual(3)
  })

  const columnBounds = Object.keys(leadLimits).flatMap((limit) =>
    columnsLimitedBy(limit as keyof typeof leadLimits).map((column) => ({ column, ...lengthBounds(column) })),
  )

  it.each(columnBounds)('$column: the longest value passes, one more character is refused', async ({ column, max }) => {
    const longest = leadOfLength(column, max)
    expect(leadRecordSchema.safeParse(longest).success).toBe(true)
    expect(await errorCode(insertLead(longest))).toBe('no error')

    const tooLong = leadOfLength(column, max + 1)
    expect(leadRecordSchema.safeParse(tooLong).success).toBe(false)
    expect(await errorCode(insertLead(tooLong))).toBe('23514')
  })

  const refusedLeads: Array<[string, Record<string, unknown>]> = [
    ['an oversize name', { ...validLead, name: 'x'.repeat(leadLimits.name + 1) }],
    ...sharedRefusedLeads,
  ]

  it.each(refusedLeads)('the database itself refuses %s (check_violation)', async (_, lead) => {
    expect(leadRecordSchema.safeParse(lead).success).toBe(false)
    expect(await errorCode(insertLead(lead))).toBe('23514')
  })

  it('refuses a consent version that does not name its text, which only a hash can tell', async () => {
    expect(await consentIssue(forgedConsentLead)).toMatch(/does not match/)
    expect(await errorCode(insertLead(forgedConsentLead))).toBe('23514')
    const honest = { ...forgedConsentLead, consent_version: await consentVersion(forgedConsentLead.consent_text) }
    expect(await consentIssue(honest)).toBeUndefined()
    expect(await errorCode(insertLead(honest))).toBe('no error')
  })
})

describe('lead guards and delivery functions in Postgres (PGlite)', () => {
  const db = migratedDatabase()

  /** Runs a case's script like psql -At: its outcome (ok or the SQLSTATE) and the rows of its last select. */
  async function run(sql: string): Promise<{ outcome: string; output: string }> {
    try {
      const results = await db.exec(sql)
      const last = results.filter((result) => result.fields.length > 0).at(-1)
      const cell = (value: unknown) =>
        value === null ? '' : value === true ? 't' : value === false ? 'f' : String(value)
      const output = (last?.rows ?? []).map((row) => Object.values(row).map(cell).join('|')).join('\n')
      return { outcome: 'ok', output }
    } catch (error) {
      await db.exec('rollback').catch(() => undefined)
      return { outcome: (error as { code?: string }).code ?? String(error), output: '' }
    }
  }

  // In order: later cases read what earlier ones stored.
  it.each(guardCases())('$name', async (guardCase) => {
    const { outcome, output } = await run(guardCase.sql)
    expect(outcome).toBe(guardCase.expect)
    if (guardCase.output !== undefined) expect(output).toBe(guardCase.output)
  })
})

describe('staff rows from before the staff were bound to users (migration 20261207000000)', () => {
  const migrationsDir = join(supabase, 'migrations')
  const names = readdirSync(migrationsDir)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  const bindingIndex = names.indexOf('20261207000000_staff_by_user_id.sql')
  const sqlOf = (some: string[]) => some.map((name) => readFileSync(join(migrationsDir, name), 'utf8')).join('\n')

  // A user of a staff address may have been signed up by someone else while sign-ups were open (decision 0060).
  it('binds no row, even to a user of its address: each is bound again by npm run staff -- add', async () => {
    expect(bindingIndex).toBeGreaterThan(0)
    const db = new PGlite()
    try {
      await db.exec(roles)
      await db.exec(sqlOf(names.slice(0, bindingIndex)))
      const userId = crypto.randomUUID()
      await db.query('insert into auth.users (id, email) values ($1, $2)', [userId, 'Owner@Example.com'])
      await db.exec("insert into public.staff (email) values ('owner@example.com'), ('helper@example.com')")
      await db.exec(sqlOf(names.slice(bindingIndex)))
      const rows = await db.query<{ email: string; user_id: string | null }>(
        'select email, user_id from public.staff order by email',
      )
      expect(rows.rows).toEqual([
        { email: 'helper@example.com', user_id: null },
        { email: 'owner@example.com', user_id: null },
      ])
    } finally {
      await db.close()
    }
  })
})
