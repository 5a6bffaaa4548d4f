/**
 * supabase/schemas/ declares what the migrations build: a database from each, in PGlite, has the same catalog
 * (functions' text, tables and columns, constraints, indexes, triggers, policies, privileges, comments).
 * tools/test/test-backend.ts compares the same on PostgreSQL 15.
 */
import { PGlite } from '@electric-sql/pglite'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { catalogDifference, catalogQueries, type CatalogKind, sqlFilesIn } from '../../supabase/tests/schema-catalog'

const supabase = join(import.meta.dirname, '..', '..', 'supabase')
const roles = readFileSync(join(supabase, 'tests', 'roles.sql'), 'utf8')

async function databaseFrom(files: string[]): Promise<PGlite> {
  const db = new PGlite()
  await db.exec(roles)
  await db.exec(files.join('\n'))
  return db
}

async function catalogText(db: PGlite, kind: CatalogKind): Promise<string> {
  const result = await db.query<{ text: string | null }>(catalogQueries[kind])
  return result.rows[0]?.text ?? ''
}

describe('the schema files and the migrations', () => {
  let fromMigrations: PGlite
  let fromSchemaFiles: PGlite
  beforeAll(async () => {
    fromMigrations = await databaseFrom(sqlFilesIn(join(supabase, 'migrations')))
    fromSchemaFiles = await databaseFrom(sqlFilesIn(join(supabase, 'schemas')))
  }, 60_000)
  afterAll(async () => {
    await Promise.all([fromMigrations?.close(), fromSchemaFiles?.close()])
  })

  it.each(Object.keys(catalogQueries) as CatalogKind[])('declare the same %s', async (kind) => {
    const migrations = await catalogText(fromMigrations, kind)
    const schemaFiles = await catalogText(fromSchemaFiles, kind)
    expect(migrations, `${kind} in no database`).not.toBe('')
    // The differing lines first (- migrations, + schema files), so a failure names what drifted.
    expect(catalogDifference(migrations, schemaFiles), kind).toBe('')
  })
})
