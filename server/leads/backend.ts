/**
 * The embedded lead backend of `npm start` (DECISIONS.md "Embedded default"): the two addresses the site calls,
 * answered the way hosted Supabase answers supabase-js, backed by PGlite (real Postgres) with the project's
 * migrations. Inserts run as the role anon, so row level security, grants and check constraints are Postgres's own;
 * notify-lead writes the e-mail it would send to a local outbox.
 *
 * PostgREST choices worth knowing (errors always have PostgREST's shape { code, details, hint, message }):
 * - the anon key acts as PostgREST's anonymous role, so a refused privilege (42501) answers 401 as anon and 403 as
 *   service_role; `Prefer: return=representation` as anon is refused by Postgres itself (anon may not select), 401;
 * - each row is checked with the shared lead schema before the database is touched (400, code 23514, every issue in
 *   details) and stored as that schema parses it (surrounding whitespace trimmed, text otherwise verbatim);
 * - bodies over 64 KB answer 413 (notify-lead keeps the 32 KB of supabase/functions/notify-lead);
 * - reading (service role) supports select, order, limit and offset; any other query parameter answers 400 rather
 *   than being silently ignored; PATCH, PUT and DELETE are put to Postgres as anon (401) and otherwise answer 405.
 */
import { PGlite, type Transaction } from '@electric-sql/pglite'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import {
  chmodSync,
  existsSync,
  fsyncSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import { business } from '../../content/business'
import { leadsTablePath, localAnonKey, notifyLeadPath } from '../../src/features/leads/local-backend'
import {
  deliverLead,
  deliveryResponse,
  DirectDeliveryLimiter,
  retryDueNotifications,
} from '../../supabase/functions/_shared/lead-delivery'
import { consentIssue } from '../../supabase/functions/_shared/consent'
import {
  describeIssues,
  leadGuardDefaults,
  leadRecordSchema,
  looksLikeBot,
  notificationSchema,
} from '../../supabase/functions/_shared/lead-schema'
import { resendConfigured, resendConfirmationNotifier, resendNotifier } from '../../supabase/functions/_shared/resend'
import { turnstileVerifier } from '../../supabase/functions/_shared/turnstile'
import { smsRecipients, twilioConfigured, twilioNotifiers } from '../../supabase/functions/_shared/twilio'
import { projectRoot } from '../../build/stamp'
import { outboxConfirmationNotifier, outboxEmailNotifier, outboxSmsNotifiers } from './outbox'
import { sqlLeadStore } from './store-sql'

/** Largest body POST /rest/v1/leads reads. */
export const leadsBodyLimitBytes = 64 * 1024
/** Largest body notify-lead reads: the same limit as supabase/functions/notify-lead (maxBodyBytes). */
export const notifyBodyLimitBytes = 32 * 1024

const restPrefix = '/rest/v1'
const functionsPrefix = '/functions/v1'

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range',
  'Access-Control-Max-Age': '86400',
}

// ---------------------------------------------------------------------------------------------------------------
// The data folder: database, outbox, service role key and the holder file

export interface LeadDataPaths {
  dir: string
  database: string
  outbox: string
  holder: string
  serviceRoleKey: string
}

export function leadDataPaths(dataDir: string): LeadDataPaths {
  const dir = resolve(dataDir)
  return {
    dir,
    database: join(dir, 'leads-db'),
    outbox: join(dir, 'outbox'),
    holder: join(dir, 'server.json'),
    serviceRoleKey: join(dir, 'service-role-key'),
  }
}

/** The data folder `npm start` and `npm run leads` use: LEADS_DATA_DIR, else .data in the project (gitignored). */
export function leadDataDirFromEnv(env: Record<string, string | undefined>): string {
  return resolve(env.LEADS_DATA_DIR?.trim() || join(projectRoot, '.data'))
}

/** What server.json says: which process holds the folder and, once it listens, where it answers. */
export interface HolderRecord {
  pid: number
  port: number | null
  url: string | null
  serviceRoleKeyFile: string
  since: string
  /** The machine's boot and the process's start time in it (Linux), so a pid reused after a crash is not taken for the holder. */
  processStart?: string
}

export class DataDirHeldError extends Error {
  override name = 'DataDirHeldError'
  constructor(
    readonly dataDir: string,
    readonly holder: HolderRecord,
  ) {
    super(
      `Another process holds the lead database at ${dataDir} (pid ${holder.pid}): stop it or set LEADS_DATA_DIR ` +
        `(if pid ${holder.pid} is no lead server, delete ${join(dataDir, 'server.json')})`,
    )
  }
}

/** Folders this process holds; a holder file naming this pid for any other folder is a leftover of a reused pid. */
const heldHere = new Set<string>()
let exitCleanupInstalled = false

/**
 * Which boot of the machine a process started in, and when (Linux's /proc): a pid alone is reused after a crash or a
 * restart, the pair never. Undefined where /proc cannot tell (another system, or no such process).
 */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count the fields after its last ')'. Field 3,
    // the state, is then the first, and field 22, the start time in clock ticks since boot, the twentieth.
    const startTicks = stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
    const bootId = readFileSync('/proc/sys/kernel/random/boot_id', 'utf8').trim()
    return startTicks ? `${bootId}/${startTicks}` : undefined
  } catch {
    return undefined
  }
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

function readHolderFile(path: string): HolderRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as HolderRecord
    return Number.isInteger(record.pid) && record.pid > 0 ? record : undefined
  } catch {
    return undefined
  }
}

/** The holder of the folder when a live process holds it, else undefined (no file, or one left by a dead process). */
export function liveHolder(dataDir: string): HolderRecord | undefined {
  const { dir, holder } = leadDataPaths(dataDir)
  const record = readHolderFile(holder)
  if (!record) return undefined
  if (record.pid === process.pid) return heldHere.has(dir) ? record : undefined
  if (!processIsAlive(record.pid)) return undefined
  // Alive, but is it the process that wrote the file? After a crash or a restart the pid may belong to another.
  if (record.processStart !== undefined && processStart(record.pid) !== record.processStart) return undefined
  return record
}

function writeHolder(path: string, record: HolderRecord, flag: 'wx' | 'w'): void {
  const text = `${JSON.stringify(record, null, 2)}\n`
  if (flag === 'wx') {
    writeFileSync(path, text, { flag, mode: 0o600 })
    return
  }
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, text, { mode: 0o600 })
  renameSync(temporary, path)
}

/**
 * Claims the folder for this process by creating server.json exclusively, so two processes never open one PGlite
 * folder (PGlite has no lock of its own). A file left by a process that has ended is replaced.
 */
export function claimDataDir(dataDir: string): HolderRecord {
  const paths = leadDataPaths(dataDir)
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 })
  const record: HolderRecord = {
    pid: process.pid,
    port: null,
    url: null,
    serviceRoleKeyFile: paths.serviceRoleKey,
    since: new Date().toISOString(),
    processStart: processStart(process.pid),
  }
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      writeHolder(paths.holder, record, 'wx')
      heldHere.add(paths.dir)
      if (!exitCleanupInstalled) {
        exitCleanupInstalled = true
        // A process that exits without closing its backend still leaves no holder file behind.
        process.on('exit', () => {
          for (const dir of heldHere) releaseDataDir(dir)
        })
      }
      return record
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
    const current = liveHolder(paths.dir)
    if (current) throw new DataDirHeldError(paths.dir, current)
    rmSync(paths.holder, { force: true })
  }
  throw new Error(`Could not claim the lead data folder ${paths.dir}: its server.json keeps reappearing`)
}

/** Gives the folder up: removes server.json if it still names this process. */
export function releaseDataDir(dataDir: string): void {
  const paths = leadDataPaths(dataDir)
  if (!heldHere.delete(paths.dir)) return
  if (readHolderFile(paths.holder)?.pid === process.pid) rmSync(paths.holder, { force: true })
}

/** The random service role key of the folder, generated (mode 0600) on first use. It never leaves this machine. */
export function serviceRoleKeyOf(dataDir: string, { create = false } = {}): string {
  const path = leadDataPaths(dataDir).serviceRoleKey
  if (create && !existsSync(path)) {
    try {
      writeFileSync(path, `local-service-role-${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  if (create && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
  const key = readFileSync(path, 'utf8').trim()
  if (key.length < 32 || key === localAnonKey)
    throw new Error(`${path} does not hold a service role key: delete it and the next start generates a new one`)
  return key
}

// ---------------------------------------------------------------------------------------------------------------
// The database

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

/** Reads the leads straight from a folder no server holds (`npm run leads`); undefined when it has no database. */
export async function readLeadsFromFolder(dataDir: string): Promise<LeadRows | undefined> {
  const paths = leadDataPaths(dataDir)
  if (!existsSync(join(paths.database, 'PG_VERSION'))) return undefined
  claimDataDir(paths.dir)
  try {
    const db = await openLeadDatabase(paths.dir, { migrate: false })
    try {
      return await selectAllLeads(db)
    } finally {
      await db.close()
    }
  } finally {
    releaseDataDir(paths.dir)
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

interface PostgresError {
  code: string
  message: string
  detail?: string
  hint?: string
}

function isPostgresError(error: unknown): error is PostgresError {
  const code = (error as { code?: unknown } | null)?.code
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

type Role = 'anon' | 'service_role'

/** The HTTP status PostgREST gives a Postgres error (PostgREST's error table, the codes this table can raise). */
function postgrestStatus(code: string, role: Role): number {
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

// ---------------------------------------------------------------------------------------------------------------
// HTTP helpers

function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string | number> = {},
): void {
  if (response.headersSent) {
    response.end()
    return
  }
  const text = JSON.stringify(body)
  response.writeHead(status, {
    ...corsHeaders,
    ...headers,
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

interface RestErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

function restError(
  response: ServerResponse,
  status: number,
  error: Partial<RestErrorBody> & { code: string; message: string },
  headers: Record<string, string> = {},
): void {
  sendJson(
    response,
    status,
    { code: error.code, details: error.details ?? null, hint: error.hint ?? null, message: error.message },
    headers,
  )
}

function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value.join(', ') : value
  return text?.trim() || undefined
}

/** The sending client's address as this server sees it (IPv4 addresses without their ::ffff: prefix). */
function clientAddressOfSocket(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

function mediaTypeOf(request: IncomingMessage): string {
  return (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

type BodyResult = { ok: true; text: string } | { ok: false; aborted?: true }

/**
 * The body as UTF-8 text, or { ok: false } once it is larger than `limit` (never held whole beyond the limit) or
 * when the client goes away before sending all of it.
 */
function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(header(request, 'content-length') ?? '0')
  if (declared > limit) return Promise.resolve({ ok: false })
  return new Promise((resolvePromise, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let settled = false
    request.on('data', (chunk: Buffer) => {
      if (settled) return
      size += chunk.length
      if (size > limit) {
        settled = true
        resolvePromise({ ok: false })
        return
      }
      chunks.push(chunk)
    })
    request.on('end', () => {
      if (settled) return
      settled = true
      resolvePromise({ ok: true, text: Buffer.concat(chunks).toString('utf8') })
    })
    request.on('error', (error) => {
      if (settled) return
      settled = true
      reject(error)
    })
    request.on('close', () => {
      if (settled) return
      settled = true
      resolvePromise({ ok: false, aborted: true })
    })
  })
}

/** `Prefer` preferences as a map: `return=minimal, missing=default` → { return: 'minimal', missing: 'default' }. */
function preferences(request: IncomingMessage): Map<string, string> {
  const map = new Map<string, string>()
  for (const part of (header(request, 'prefer') ?? '').split(',')) {
    const [name, value = ''] = part.split('=').map((piece) => piece.trim().toLowerCase())
    if (name) map.set(name, value)
  }
  return map
}

function sha256(text: string): Buffer {
  return createHash('sha256').update(text).digest()
}

function sameSecret(given: string, expected: string): boolean {
  return timingSafeEqual(sha256(given), sha256(expected))
}

const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`

// ---------------------------------------------------------------------------------------------------------------
// The backend

export interface LeadBackend {
  /** Answers the request and returns true when its path is the backend's (/rest/v1/..., /functions/v1/...). */
  handle(request: IncomingMessage, response: ServerResponse): boolean
  /** Records in server.json where this backend answers, so `npm run leads` reads through it. */
  announce(address: { port: number; host: string }): void
  close(): Promise<void>
  readonly paths: LeadDataPaths
  /** For local tools (npm run leads, tests); never sent to a browser. */
  readonly serviceRoleKey: string
  /** Retries every notification that is due now (the timer does this every retryIntervalMs). */
  retryDue(): Promise<unknown>
  /** True when notifications are e-mailed through Resend (its settings are present), false when written to the outbox. */
  readonly emailsThroughResend: boolean
  /** Whether the owner's SMS goes out through Twilio (else it is written to the outbox). */
  readonly textsThroughTwilio: boolean
  /** Whether Cloudflare Turnstile tokens are checked (TURNSTILE_SECRET_KEY): only leads whose token passed are notified. */
  readonly checksTurnstile: boolean
}

/**
 * The guards' limits (private.lead_settings). Each start writes all of them, an unset one as its production default,
 * so a limit raised for one run (LEAD_RATE_LIMIT=1000 npm start) does not stay raised in the data folder.
 */
export interface LeadGuardSettings {
  /** Leads one client address may store in any 10 minutes (LEAD_RATE_LIMIT). */
  ratePerClient?: number
  /** Notifications sent in any 24 hours (LEAD_NOTIFY_DAILY_CAP). */
  notifyDailyCap?: number
  /** Wait before the first retry of a failed notification, in seconds; doubles per attempt. */
  retryBaseSeconds?: number
}

const settingNames: Record<keyof LeadGuardSettings, string> = {
  ratePerClient: 'rate_limit_per_client',
  notifyDailyCap: 'notify_daily_cap',
  retryBaseSeconds: 'retry_base_seconds',
}

/** LEAD_RATE_LIMIT and LEAD_NOTIFY_DAILY_CAP from the environment, refused with a sentence when not whole numbers. */
export function leadGuardSettingsFromEnv(env: Record<string, string | undefined>): LeadGuardSettings {
  const read = (name: string): number | undefined => {
    const raw = env[name]?.trim()
    if (!raw) return undefined
    const value = Number(raw)
    if (!Number.isInteger(value) || value < 0)
      throw new Error(`${name} '${raw}' is not a whole number: set it to 0 or more, or leave it unset`)
    return value
  }
  return { ratePerClient: read('LEAD_RATE_LIMIT'), notifyDailyCap: read('LEAD_NOTIFY_DAILY_CAP') }
}

export async function openLeadBackend({
  dataDir,
  businessName = business.name,
  settings = {},
  env = {},
  send = fetch,
  retryIntervalMs = 30_000,
}: {
  dataDir: string
  businessName?: string
  settings?: LeadGuardSettings
  /**
   * RESEND_API_KEY, LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM (and RESEND_API_URL): e-mail through Resend instead of the
   * outbox; TURNSTILE_SECRET_KEY (and TURNSTILE_VERIFY_URL): check Cloudflare Turnstile tokens.
   */
  env?: Record<string, string | undefined>
  /** fetch, for the e-mail provider and Turnstile's siteverify. */
  send?: typeof fetch
  /** How often due notifications are retried; 0 turns the timer off. */
  retryIntervalMs?: number
}): Promise<LeadBackend> {
  const paths = leadDataPaths(dataDir)
  const holder = claimDataDir(paths.dir)
  let db: PGlite
  let serviceRoleKey: string
  let tableColumns: string[]
  try {
    serviceRoleKey = serviceRoleKeyOf(paths.dir, { create: true })
    mkdirSync(paths.outbox, { recursive: true, mode: 0o700 })
    db = await openLeadDatabase(paths.dir, { migrate: true })
    tableColumns = (
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
  } catch (error) {
    releaseDataDir(paths.dir)
    throw error
  }
  const knownColumns = new Set(tableColumns)

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
        // role is one of two fixed names, never request text.
        await tx.exec(`set local role ${role}`)
        return work(tx)
      }),
    )
  const store = sqlLeadStore((work) => asRole('service_role', work))
  const envSettings = { get: (name: string) => env[name] }
  const emailsThroughResend = resendConfigured(envSettings)
  const textsThroughTwilio = twilioConfigured(envSettings)
  // The owner's e-mail and SMS: through Resend and Twilio when configured, else written to the outbox.
  const notifiers = [
    emailsThroughResend ? resendNotifier(envSettings, send) : outboxEmailNotifier(paths.outbox, businessName),
    ...(textsThroughTwilio
      ? twilioNotifiers(envSettings, send, businessName)
      : outboxSmsNotifiers(paths.outbox, businessName, smsRecipients(envSettings))),
    // The homeowner's confirmation goes the way the owner's e-mail goes.
    emailsThroughResend ? resendConfirmationNotifier(envSettings, send) : outboxConfirmationNotifier(paths.outbox),
  ]
  // TURNSTILE_SECRET_KEY (and TURNSTILE_VERIFY_URL for a stand-in): check each lead's Turnstile token, as notify-lead does.
  const verifier = turnstileVerifier(envSettings, send)
  const limiter = new DirectDeliveryLimiter({
    perClient: settings.ratePerClient ?? leadGuardDefaults.ratePerClient,
    perDay: settings.notifyDailyCap ?? leadGuardDefaults.notifyDailyCap,
  })
  let retrying: Promise<unknown> = Promise.resolve()
  const retryDue = () => {
    retrying = retrying
      .then(() => retryDueNotifications(store, notifiers, { requireVerification: verifier !== undefined }))
      .catch((error: unknown) => console.error('Retrying lead notifications failed:', messageOf(error)))
    return retrying
  }
  const retryTimer = retryIntervalMs > 0 ? setInterval(() => void retryDue(), retryIntervalMs) : undefined
  retryTimer?.unref()

  let closing: Promise<void> | undefined

  const roleOf = (request: IncomingMessage): Role | 'missing' | 'invalid' => {
    const apikey = header(request, 'apikey')
    const authorization = header(request, 'authorization')
    const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined
    if (authorization && !bearer) return 'invalid'
    if (!apikey && !bearer) return 'missing'
    const roleOfKey = (key: string): Role | undefined =>
      sameSecret(key, serviceRoleKey) ? 'service_role' : sameSecret(key, localAnonKey) ? 'anon' : undefined
    const keys = [apikey, bearer].filter((key): key is string => Boolean(key))
    const roles = keys.map(roleOfKey)
    if (roles.some((role) => !role)) return 'invalid'
    // As on hosted Supabase, the Authorization bearer decides the role; apikey only has to be a valid key.
    return roles[roles.length - 1] as Role
  }

  const postgresFailure = (response: ServerResponse, error: unknown, role: Role) => {
    if (!isPostgresError(error)) throw error
    const status = postgrestStatus(error.code, role)
    if (status >= 500) console.error(`Lead database error ${error.code}: ${error.message}`)
    restError(response, status, {
      code: error.code,
      message: error.message,
      details: error.detail ?? null,
      hint: error.hint ?? null,
    })
  }

  // -- /rest/v1 ---------------------------------------------------------------------------------------------

  const insertLeads = async (request: IncomingMessage, response: ServerResponse, url: URL, role: Role) => {
    if (mediaTypeOf(request) !== 'application/json')
      return restError(response, 415, {
        code: 'PGRST107',
        message: 'The request body must be JSON: send it with Content-Type: application/json',
        details: `Content-Type was ${header(request, 'content-type') ?? 'missing'}`,
      })
    const body = await readBody(request, leadsBodyLimitBytes)
    if (!body.ok && body.aborted) return void response.destroy()
    if (!body.ok)
      return restError(
        response,
        413,
        { code: '54000', message: `The request body is larger than ${leadsBodyLimitBytes / 1024} KB` },
        { Connection: 'close' },
      )
    let input: unknown
    try {
      input = JSON.parse(body.text)
    } catch (error) {
      return restError(response, 400, { code: 'PGRST102', message: 'Empty or invalid json', details: messageOf(error) })
    }
    const rows: unknown[] = Array.isArray(input) ? input : [input]
    const isRecord = (value: unknown): value is Record<string, unknown> =>
      typeof value === 'object' && value !== null && !Array.isArray(value)
    if (!rows.every(isRecord))
      return restError(response, 400, {
        code: 'PGRST102',
        message: 'The body must be a JSON object (one lead) or an array of objects',
      })

    // Which columns the statement names: the `columns` parameter supabase-js sends with arrays, else the keys.
    const columnsParam = url.searchParams.get('columns')
    let columns: string[]
    if (columnsParam !== null) {
      columns = [...new Set(columnsParam.split(',').map((name) => name.trim().replace(/^"(.*)"$/, '$1')))]
    } else {
      columns = Object.keys(rows[0] ?? {})
      const signature = [...columns].sort().join('\0')
      if (rows.some((row) => Object.keys(row).sort().join('\0') !== signature))
        return restError(response, 400, {
          code: 'PGRST102',
          message: 'All object keys must match',
          hint: 'Send the same keys in every row, or name them in the columns parameter',
        })
    }
    const unknownColumn = columns.find((name) => !knownColumns.has(name))
    if (unknownColumn !== undefined)
      return restError(response, 400, {
        code: 'PGRST204',
        message: `Could not find the '${unknownColumn}' column of 'leads' in the schema cache`,
      })

    // The shared lead schema, row by row, before the database is touched: one bad row stores none of the batch.
    const parsedRows: Array<Record<string, unknown>> = []
    const issues: string[] = []
    rows.forEach((row, index) => {
      const projected = Object.fromEntries(
        columns.filter((name) => Object.hasOwn(row, name)).map((name) => [name, row[name]]),
      )
      const parsed = leadRecordSchema.safeParse(projected)
      if (parsed.success) parsedRows.push(parsed.data)
      else
        issues.push(
          ...describeIssues(parsed.error).map((issue) => (rows.length > 1 ? `row ${index}: ${issue}` : issue)),
        )
    })
    if (issues.length)
      return restError(response, 400, {
        code: '23514',
        message: `The lead is not valid: ${issues[0]}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}`,
        details: issues.join('\n'),
        hint: 'Every field must pass the rules of supabase/functions/_shared/lead-schema.ts',
      })

    const prefer = preferences(request)
    const representation = prefer.get('return') === 'representation'
    if (!parsedRows.length)
      return representation ? sendJson(response, 201, []) : void response.writeHead(201, corsHeaders).end()

    const missingIsDefault = prefer.get('missing') === 'default'
    const parameters: unknown[] = []
    const valuesSql = parsedRows
      .map(
        (row) =>
          `(${columns
            .map((name) => {
              const value = row[name]
              if (value === undefined && missingIsDefault) return 'default'
              parameters.push(value ?? null)
              return `$${parameters.length}`
            })
            .join(', ')})`,
      )
      .join(', ')
    const statement =
      `insert into public.leads (${columns.map(quoteIdentifier).join(', ')}) values ${valuesSql}` +
      (representation ? ' returning *' : '')
    let inserted: Array<Record<string, unknown>>
    try {
      inserted = await asRole(
        role,
        async (tx) => (await tx.query<Record<string, unknown>>(statement, parameters)).rows,
        {
          request,
        },
      )
    } catch (error) {
      return postgresFailure(response, error, role)
    }
    if (representation) return sendJson(response, 201, inserted)
    response.writeHead(201, corsHeaders).end()
  }

  const listLeads = async (request: IncomingMessage, response: ServerResponse, url: URL, role: Role) => {
    const supported = new Set(['select', 'order', 'limit', 'offset'])
    for (const name of url.searchParams.keys())
      if (!supported.has(name))
        return restError(response, 400, {
          code: 'PGRST100',
          message: `The local lead backend does not support the query parameter '${name}'`,
          hint: 'It answers select, order, limit and offset; filter the result yourself',
        })
    const selected = (url.searchParams.get('select') ?? '*').split(',').map((name) => name.trim())
    const unknown = selected.find((name) => name !== '*' && !knownColumns.has(name))
    if (unknown !== undefined)
      return restError(response, 400, { code: '42703', message: `column leads.${unknown} does not exist` })
    const selectSql = selected.map((name) => (name === '*' ? '*' : quoteIdentifier(name))).join(', ')

    const orderTerms: string[] = []
    for (const term of (url.searchParams.get('order') ?? 'created_at.asc').split(',')) {
      const match = /^([a-z_][a-z0-9_]*)(?:\.(asc|desc))?(?:\.(nullsfirst|nullslast))?$/.exec(term.trim())
      if (!match?.[1] || !knownColumns.has(match[1]))
        return restError(response, 400, { code: 'PGRST100', message: `failed to parse order (${term})` })
      const nulls = match[3] ? ` nulls ${match[3].slice(5)}` : ''
      orderTerms.push(`${quoteIdentifier(match[1])} ${match[2] ?? 'asc'}${nulls}`)
    }
    if (knownColumns.has('id')) orderTerms.push('"id"')
    const count = (name: string): number | null | 'bad' => {
      const raw = url.searchParams.get(name)
      if (raw === null) return null
      return /^\d{1,9}$/.test(raw) ? Number(raw) : 'bad'
    }
    const limit = count('limit')
    const offset = count('offset')
    if (limit === 'bad' || offset === 'bad')
      return restError(response, 400, { code: 'PGRST100', message: 'limit and offset must be whole numbers' })

    let rows: Array<Record<string, unknown>>
    try {
      rows = await asRole(
        role,
        async (tx) =>
          (
            await tx.query<Record<string, unknown>>(
              `select ${selectSql} from public.leads order by ${orderTerms.join(', ')} limit $1::bigint offset $2::bigint`,
              [limit, offset ?? 0],
            )
          ).rows,
        { readOnly: true },
      )
    } catch (error) {
      return postgresFailure(response, error, role)
    }
    const first = offset ?? 0
    const range = rows.length ? `${first}-${first + rows.length - 1}/*` : '*/*'
    if (request.method === 'HEAD') {
      response.writeHead(200, {
        ...corsHeaders,
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Range': range,
      })
      response.end()
      return
    }
    sendJson(response, 200, rows, { 'Content-Range': range })
  }

  /** PATCH, PUT and DELETE: Postgres decides whether the role may (anon may not); the local backend never edits. */
  const refuseChange = async (request: IncomingMessage, response: ServerResponse, role: Role) => {
    request.resume()
    const probe =
      request.method === 'DELETE'
        ? 'delete from public.leads where false'
        : 'update public.leads set "name" = "name" where false'
    try {
      await asRole(role, (tx) => tx.query(probe))
    } catch (error) {
      return postgresFailure(response, error, role)
    }
    restError(
      response,
      405,
      {
        code: 'PGRST117',
        message: `The local lead backend does not ${request.method === 'DELETE' ? 'delete' : 'change'} leads`,
        hint: 'It stores new leads (POST) and lists them (GET with the service role key)',
      },
      { Allow: 'GET, HEAD, POST, OPTIONS' },
    )
  }

  const handleRest = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const role = roleOf(request)
    if (role === 'missing' || role === 'invalid') {
      request.resume()
      return restError(
        response,
        401,
        role === 'missing'
          ? {
              code: 'PGRST302',
              message: 'No API key found in request',
              hint: 'Send the anon key in the apikey header (or as Authorization: Bearer <key>)',
            }
          : {
              code: 'PGRST301',
              message: 'Invalid API key',
              hint: "Use the site's anon key (src/features/leads/local-backend.ts) or this backend's service role key",
            },
        { 'WWW-Authenticate': 'Bearer' },
      )
    }
    const method = request.method ?? 'GET'
    const reading = method === 'GET' || method === 'HEAD'
    const profile = header(request, reading ? 'accept-profile' : 'content-profile')
    if (profile !== undefined && profile !== 'public') {
      request.resume()
      return restError(response, 406, {
        code: 'PGRST106',
        message: `Invalid schema: ${profile}`,
        hint: 'Only the following schemas are exposed: public',
      })
    }
    if (url.pathname !== leadsTablePath) {
      request.resume()
      const table = url.pathname.slice(restPrefix.length + 1) || '(none)'
      return restError(response, 404, {
        code: 'PGRST205',
        message: `Could not find the table 'public.${table}' in the schema cache`,
        hint: "The local lead backend has one table: 'leads'",
      })
    }
    if (method === 'POST') return insertLeads(request, response, url, role)
    if (reading) return listLeads(request, response, url, role)
    if (method === 'PATCH' || method === 'PUT' || method === 'DELETE') return refuseChange(request, response, role)
    request.resume()
    restError(
      response,
      405,
      { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` },
      { Allow: 'GET, HEAD, POST, OPTIONS' },
    )
  }

  // -- /functions/v1 (the errors of supabase/functions/notify-lead: { error, message, issues? }) ----------------

  const notifyLead = async (request: IncomingMessage, response: ServerResponse) => {
    const invalid = (status: number, message: string, issues?: string[], headers?: Record<string, string>) =>
      sendJson(response, status, { error: 'invalid_request', message, ...(issues ? { issues } : {}) }, headers)
    if (mediaTypeOf(request) !== 'application/json') {
      request.resume()
      return invalid(415, 'The body must be JSON, sent with Content-Type: application/json.')
    }
    const body = await readBody(request, notifyBodyLimitBytes)
    if (!body.ok && body.aborted) return void response.destroy()
    if (!body.ok)
      return invalid(413, `The body must be at most ${notifyBodyLimitBytes / 1024} KB.`, undefined, {
        Connection: 'close',
      })
    let input: unknown
    try {
      input = JSON.parse(body.text)
    } catch {
      return invalid(400, 'The body is not valid JSON.')
    }
    const parsed = notificationSchema.safeParse(input)
    if (!parsed.success) {
      const issues = describeIssues(parsed.error)
      return invalid(400, `The lead is not valid: ${issues.join('; ')}`, issues)
    }
    // The database refuses a consent version that is not its text's; say so now, before anything is stored or sent.
    const consentProblem = await consentIssue(parsed.data)
    if (consentProblem) return invalid(400, `The lead is not valid: ${consentProblem}`, [consentProblem])
    const outcome = await deliverLead(parsed.data, {
      store,
      notifiers,
      clientAddress: clientAddressOfSocket(request),
      limiter,
      looksLikeBot: (lead) => looksLikeBot(lead),
      verifier,
    })
    const { status, body: answer } = deliveryResponse(outcome)
    sendJson(response, status, answer)
  }

  const handleFunctions = async (request: IncomingMessage, response: ServerResponse, url: URL) => {
    const role = roleOf(request)
    if (role === 'missing' || role === 'invalid') {
      request.resume()
      return sendJson(
        response,
        401,
        {
          error: 'unauthorized',
          message:
            role === 'missing'
              ? 'Missing authorization header: send the anon key in the apikey header or as Authorization: Bearer <key>.'
              : 'Invalid API key.',
        },
        { 'WWW-Authenticate': 'Bearer' },
      )
    }
    if (url.pathname !== notifyLeadPath) {
      request.resume()
      return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    }
    if (request.method !== 'POST') {
      request.resume()
      return sendJson(
        response,
        405,
        { error: 'method_not_allowed', message: `${request.method} is not supported; send the lead with POST.` },
        { Allow: 'POST, OPTIONS' },
      )
    }
    return notifyLead(request, response)
  }

  return {
    paths,
    serviceRoleKey,

    handle(request, response) {
      const url = new URL(`http://localhost${request.url ?? '/'}`)
      const area =
        url.pathname === restPrefix || url.pathname.startsWith(`${restPrefix}/`)
          ? 'rest'
          : url.pathname === functionsPrefix || url.pathname.startsWith(`${functionsPrefix}/`)
            ? 'functions'
            : undefined
      if (!area) return false
      if (request.method === 'OPTIONS') {
        request.resume()
        response.writeHead(204, corsHeaders).end()
        return true
      }
      if (closing) {
        request.resume()
        sendJson(response, 503, {
          code: '57P01',
          details: null,
          hint: null,
          message: 'The lead backend is shutting down',
        })
        return true
      }
      const work = area === 'rest' ? handleRest(request, response, url) : handleFunctions(request, response, url)
      work.catch((error: unknown) => {
        console.error('Lead backend error:', error)
        if (area === 'rest') restError(response, 500, { code: 'XX000', message: 'Internal error of the lead backend' })
        else sendJson(response, 500, { error: 'internal_error', message: 'Internal error of the lead backend.' })
      })
      return true
    },

    announce({ port, host }) {
      const reachable = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
      const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
      if (heldHere.has(paths.dir)) writeHolder(paths.holder, { ...holder, port, url }, 'w')
    },

    retryDue,
    emailsThroughResend,
    textsThroughTwilio,
    checksTurnstile: verifier !== undefined,

    close() {
      closing ??= (async () => {
        if (retryTimer) clearInterval(retryTimer)
        await retrying
        try {
          await exclusive(() => db.close())
        } finally {
          releaseDataDir(paths.dir)
        }
      })()
      return closing
    },
  }
}
