/**
 * The lead database of the embedded backend: a PGlite folder made durable (a real fsync per commit), with the
 * project's migrations applied once each, and the mapping of its errors to the HTTP status PostgREST would give.
 */
import { PGlite } from '@electric-sql/pglite'
import { existsSync, fsyncSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../builder/stamp'
import { claimDataDir, leadDataPaths, releaseDataDir } from './data-folder'

const supabaseDir = join(projectRoot, 'supabase')

/**
 * PGlite starts Postgres with fsync off (-F), and Emscripten's file layer makes fdatasync a no-op and fsync do
 * nothing. So: fsync on, the WAL flushed with fsync (not fdatasync), and fsync on a file of the data folder made a
 * real fsync of it. Postgres then syncs the WAL at each commit, before its answer, and the data files at each
 * checkpoint, as it does on a server (BENCHMARKS.md: one sync per commit).
 */
const durableStartParams = [
  ...PGlite.defaultStartParams.filter((param) => param !== '-F'),
  '-c',
  'wal_sync_method=fsync',
]

let fsyncCalls = 0
/** How many real fsyncs the lead databases of this process have made (for `npm run bench:leads`). */
export const fsyncCount = () => fsyncCalls

function makeFsyncReal(db: PGlite): void {
  const streamOps = (db.Module.NODEFS as unknown as { stream_ops: Record<string, unknown> }).stream_ops
  streamOps.fsync = (stream: { nfd?: number }) => {
    if (stream.nfd === undefined) return 0
    fsyncCalls++
    fsyncSync(stream.nfd)
    return 0
  }
}

/**
 * Opens (creating on first use) the PGlite folder. With `migrate`, applies supabase/tests/roles.sql (the roles
 * hosted Supabase already has) and then every migration not yet recorded in local_backend.schema_migrations.
 * The caller must hold the folder (claimDataDir).
 */
export async function openLeadDatabase(dataDir: string, { migrate }: { migrate: boolean }): Promise<PGlite> {
  const { database } = leadDataPaths(dataDir)
  let db: PGlite
  try {
    db = await PGlite.create(database, { startParams: durableStartParams })
  } catch (error) {
    throw new Error(`Could not open the lead database at ${database}: ${messageOf(error)}`)
  }
  makeFsyncReal(db)
  // What was written before fsync became real (opening, crash recovery) is flushed now.
  await db.exec('checkpoint')
  if (!migrate) return db
  try {
    await db.exec(readFileSync(join(supabaseDir, 'tests', 'roles.sql'), 'utf8'))
    await db.exec(`
      create schema if not exists local_backend;
      create table if not exists local_backend.schema_migrations (
        name text primary key,
        applied_at timestamptz not null default now()
      );`)
    const applied = new Set(
      (await db.query<{ name: string }>('select name from local_backend.schema_migrations')).rows.map(
        (row) => row.name,
      ),
    )
    const migrationsDir = join(supabaseDir, 'migrations')
    const pending = readdirSync(migrationsDir)
      .filter((name) => name.endsWith('.sql') && !applied.has(name))
      .sort()
    for (const name of pending) {
      const sql = readFileSync(join(migrationsDir, name), 'utf8')
      await db
        .transaction(async (tx) => {
          await tx.exec(sql)
          await tx.query('insert into local_backend.schema_migrations (name) values ($1)', [name])
        })
        .catch((error: unknown) => {
          throw new Error(`Migration supabase/migrations/${name} failed in the lead database: ${messageOf(error)}`)
        })
    }
  } catch (error) {
    await db.close().catch(() => undefined)
    throw error
  }
  return db
}

export interface LeadRows {
  columns: string[]
  rows: Array<Record<string, unknown>>
}

/** Every stored lead, oldest first, read as service_role. */
export async function selectAllLeads(db: PGlite): Promise<LeadRows> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role')
    const result = await tx.query<Record<string, unknown>>('select * from public.leads order by created_at, id')
    return { columns: result.fields.map((field) => field.name), rows: result.rows }
  })
}

/** Reads from a folder no server holds (`npm run leads`), as service_role; undefined when it has no database. */
export async function readFromFolder<T>(dataDir: string, read: (db: PGlite) => Promise<T>): Promise<T | undefined> {
  const paths = leadDataPaths(dataDir)
  if (!existsSync(join(paths.database, 'PG_VERSION'))) return undefined
  await claimDataDir(paths.dir)
  try {
    const db = await openLeadDatabase(paths.dir, { migrate: false })
    try {
      return await read(db)
    } finally {
      await db.close()
    }
  } finally {
    releaseDataDir(paths.dir)
  }
}

/** The rows of the marketers' report (public.report_leads) of leads created from `since` on, or all. */
export async function selectReportRows(db: PGlite, since: string | null): Promise<Array<Record<string, unknown>>> {
  return db.transaction(async (tx) => {
    await tx.exec('set local role service_role')
    const result = await tx.query<{ rows: Array<Record<string, unknown>> }>('select public.report_leads($1) as rows', [
      since,
    ])
    return result.rows[0]?.rows ?? []
  })
}

export function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

export interface PostgresError {
  code: string
  message: string
  detail?: string
  hint?: string
}

export function isPostgresError(error: unknown): error is PostgresError {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

export type Role = 'anon' | 'authenticated' | 'service_role'

/** The HTTP status PostgREST gives a Postgres error (PostgREST's error table, the codes this table can raise). */
export function postgrestStatus(code: string, role: Role): number {
  // RAISE with SQLSTATE 'PTxyz' chooses the HTTP status xyz (the lead guards' PT429 and PT400).
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code === '23503' || code === '23505') return 409
  if (code === '25006') return 405
  if (code === '42P01' || code === '42883') return 404
  if (code === '42703' || code === 'P0001') return 400
  if (code.startsWith('22') || code.startsWith('23')) return 400
  if (code.startsWith('08') || code.startsWith('53')) return 503
  if (code.startsWith('0L') || code.startsWith('0P') || code.startsWith('28')) return 403
  return 500
}
