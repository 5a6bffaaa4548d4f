/**
 * The embedded backend's database as the backend uses it (decision 0024): opened in the data folder with the
 * migrations, Auth's tables, the staff and the lead limits; and every use of it queued, since PGlite is one
 * connection, each request's transaction run as Postgres roles and PostgREST's settings would run it.
 */
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { mkdirSync } from 'node:fs'
import type { IncomingMessage } from 'node:http'
import { leadGuardDefaults } from '#lead-schema'
import { claimDataDir, releaseDataDir, secretKeyOf, type LeadDataPaths } from './data-folder'
import { openLeadDatabase, type Role } from './database'
import { clientAddressOfSocket } from './http'
import { authSchemaSql } from './auth'
import { seedStaff, settingNames, type LeadGuardSettings } from './backend-settings'

export interface BackendDatabase {
  db: PGlite
  secretKey: string
  /** public.leads' columns, which the REST surface accepts. */
  knownColumns: ReadonlySet<string>
}

/** Claims the data folder and opens its database ready for requests; the folder is released again on a failure. */
export async function openBackendDatabase(
  paths: LeadDataPaths,
  staffEmails: string[],
  settings: LeadGuardSettings,
): Promise<BackendDatabase> {
  await claimDataDir(paths.dir)
  try {
    const secretKey = secretKeyOf(paths.dir, { create: true })
    mkdirSync(paths.outbox, { recursive: true, mode: 0o700 })
    const db = await openLeadDatabase(paths.dir, { migrate: true })
    await db.exec(authSchemaSql)
    await db.transaction((tx) => seedStaff(tx, staffEmails))
    const tableColumns = (
      await db.query<{ column_name: string }>(
        `select column_name from information_schema.columns
         where table_schema = 'public' and table_name = 'leads' order by ordinal_position`,
      )
    ).rows.map((row) => row.column_name)
    if (!tableColumns.length) {
      await db.close()
      throw new Error('The migrations in supabase/migrations created no public.leads table')
    }
    for (const [key, name] of Object.entries(settingNames) as Array<[keyof LeadGuardSettings, string]>)
      await db.query('update private.lead_settings set value = $1 where name = $2', [
        settings[key] ?? leadGuardDefaults[key],
        name,
      ])
    return { db, secretKey, knownColumns: new Set(tableColumns) }
  } catch (error) {
    releaseDataDir(paths.dir)
    throw error
  }
}

/**
 * The database's one queue, and a transaction as a role: `requestClaims` gives a signed-in request's verified token
 * claims (undefined when it has none).
 */
export function roleTransactions(
  db: PGlite,
  requestClaims: (request: IncomingMessage) => Record<string, unknown> | undefined,
) {
  // PGlite is one connection: every use of it goes through this queue, one at a time.
  let queueTail: Promise<unknown> = Promise.resolve()
  const exclusive = <T>(task: () => Promise<T>): Promise<T> => {
    const run = queueTail.then(task, task)
    queueTail = run.catch(() => undefined)
    return run
  }
  const asRole = <T>(
    role: Role,
    work: (tx: Transaction) => Promise<T>,
    { readOnly = false, request }: { readOnly?: boolean; request?: IncomingMessage } = {},
  ) =>
    exclusive(() =>
      db.transaction(async (tx) => {
        if (readOnly) await tx.exec('set transaction read only')
        // As PostgREST does, the request's headers are a setting the database reads (the lead guards read the
        // client's address there). This server is the edge: the address is the socket's, never a header the client
        // sent, so x-forwarded-for is replaced.
        if (request)
          await tx.query("select set_config('request.headers', $1, true)", [
            JSON.stringify({ 'x-forwarded-for': clientAddressOfSocket(request) }),
          ])
        // And the token's claims (auth.jwt()): a signed-in user's as verified, else only the key's role.
        const claims = role === 'authenticated' && request ? requestClaims(request) : { role }
        if (!claims) throw new Error('An authenticated request reached the database without a verified token')
        await tx.query("select set_config('request.jwt.claims', $1, true)", [JSON.stringify(claims)])
        // role is one of three fixed names, never request text.
        await tx.exec(`set local role ${role}`)
        return work(tx)
      }),
    )
  return { exclusive, asRole }
}
