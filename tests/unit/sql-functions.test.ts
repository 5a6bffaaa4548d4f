/**
 * Every database function of supabase/migrations, one test each: no input parameter is named like a column of the
 * project's tables. In a SQL function the column wins over such a parameter without a word, which once made one
 * number's STOP opt every number out.
 */
import { PGlite } from '@electric-sql/pglite'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { parametersNamedLikeColumns } from '../../supabase/tests/guard-sql'

const supabase = join(import.meta.dirname, '..', '..', 'supabase')
const db = new PGlite()
await db.exec(readFileSync(join(supabase, 'tests', 'roles.sql'), 'utf8'))
for (const name of readdirSync(join(supabase, 'migrations'))
  .filter((file) => file.endsWith('.sql'))
  .sort())
  await db.exec(readFileSync(join(supabase, 'migrations', name), 'utf8'))
const functions = (await db.query<{ signature: string; coalesce: string }>(parametersNamedLikeColumns)).rows.map(
  (row) => [row.signature, row.coalesce] as const,
)

afterAll(() => db.close())

describe('database functions', () => {
  it('are found, with their parameters', () => expect(functions.length).toBeGreaterThan(10))

  it.each(functions)('%s: no parameter is named like a column', (_, offenders) => expect(offenders).toBe(''))
})
