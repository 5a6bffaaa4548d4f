/**
 * The lead data folder: the PGlite database, the outbox, the secret key, and who holds it. PGlite has no lock
 * of its own, so one process at a time opens a folder: the holder keeps a proper-lockfile lock (`server.lock`, a
 * folder whose time it refreshes every few seconds; one left by a killed process goes stale, whatever became of its
 * pid) and says in `server.json` who it is and, once it listens, where it answers (`npm run leads` reads through it).
 */
import { chmodSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { randomBytes } from 'node:crypto'
import { join, resolve } from 'node:path'
import lockfile from 'proper-lockfile'
import { projectRoot } from '../../builder/stamp'
import { writeWhole } from '../../builder/write-whole'

export interface LeadDataPaths {
  dir: string
  database: string
  outbox: string
  lock: string
  holder: string
  secretKey: string
}

export function leadDataPaths(dataDir: string): LeadDataPaths {
  const dir = resolve(dataDir)
  return {
    dir,
    database: join(dir, 'leads-db'),
    outbox: join(dir, 'outbox'),
    lock: join(dir, 'server.lock'),
    holder: join(dir, 'server.json'),
    secretKey: join(dir, 'secret-key'),
  }
}

/** The data folder `npm start` and `npm run leads` use: LEADS_DATA_DIR, else .data in the project (gitignored). */
export function leadDataDirFromEnv(env: Record<string, string | undefined>): string {
  return resolve(env.LEADS_DATA_DIR?.trim() || join(projectRoot, '.data'))
}

/** What server.json says: which process holds the folder and, once it listens, where it answers. */
export interface HolderRecord {
  /** Null only while a holder that has just taken the lock has not yet written server.json. */
  pid: number | null
  port: number | null
  url: string | null
  secretKeyFile: string
  since: string
}

/** A lock whose time has not moved for this long belongs to a process that has ended (or hung as long). */
export const lockStaleMs = 10_000
/** How often the holder refreshes its lock's time. */
const lockRefreshMs = 2_000

export class DataDirHeldError extends Error {
  override name = 'DataDirHeldError'
  constructor(
    readonly dataDir: string,
    readonly holder: HolderRecord | undefined,
  ) {
    const pid = holder?.pid ?? 'unknown'
    super(
      `Another process holds the lead database at ${dataDir} (pid ${pid}): stop it or set LEADS_DATA_DIR ` +
        `(a process that was killed lets go of it within ${lockStaleMs / 1000} s)`,
    )
  }
}

/** The folders this process holds, and how to let each go. */
const heldHere = new Map<string, { release: () => void; record: HolderRecord }>()
let exitCleanupInstalled = false

const lockOptions = (paths: LeadDataPaths) => ({ lockfilePath: paths.lock, realpath: false, stale: lockStaleMs })

function readHolderFile(path: string): HolderRecord | undefined {
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as HolderRecord
    return Number.isInteger(record.pid) && (record.pid ?? 0) > 0 ? record : undefined
  } catch {
    return undefined
  }
}

/** Replaces server.json whole (a reader never sees half a file); mode 0600. */
function writeHolder(path: string, record: HolderRecord): void {
  writeWhole(path, `${JSON.stringify(record, null, 2)}\n`, { mode: 0o600 })
}

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** The holder of the folder while a live process holds its lock, else undefined (no lock, a stale one, or its holder ended). */
export function liveHolder(dataDir: string): HolderRecord | undefined {
  const paths = leadDataPaths(dataDir)
  const held = heldHere.get(paths.dir)
  if (held) return held.record
  if (!existsSync(paths.lock) || !lockfile.checkSync(paths.dir, lockOptions(paths))) return undefined
  const record = readHolderFile(paths.holder)
  // A holder that was killed leaves its lock fresh for a few seconds; claimDataDir waits that out.
  if (record?.pid && !processIsAlive(record.pid)) return undefined
  return record ?? { pid: null, port: null, url: null, secretKeyFile: paths.secretKey, since: '' }
}

const sleep = (ms: number) => new Promise((resolvePromise) => setTimeout(resolvePromise, ms))

/**
 * Claims the folder for this process: takes its lock and writes server.json. While the process server.json names is
 * running, the claim is refused at once (DataDirHeldError). When it has ended (killed, so its lock was left behind)
 * the claim waits until the lock goes stale, at most lockStaleMs, and takes it: the lock's own time decides, so a
 * pid reused by another program can only make a claim give up early, never take a live holder's folder.
 */
export async function claimDataDir(dataDir: string): Promise<HolderRecord> {
  const paths = leadDataPaths(dataDir)
  mkdirSync(paths.dir, { recursive: true, mode: 0o700 })
  const onCompromised = (error: Error) => {
    heldHere.delete(paths.dir)
    // Another process may now open the database: stopping is the only safe answer.
    throw new Error(`The lock on the lead data folder ${paths.dir} was lost (${error.message}): stopping`)
  }
  const deadline = Date.now() + lockStaleMs + 1_000
  for (;;) {
    try {
      // The release proper-lockfile returns is asynchronous; releaseDataDir must work in an exit handler, so it
      // unlocks with unlockSync instead.
      await lockfile.lock(paths.dir, { ...lockOptions(paths), update: lockRefreshMs, onCompromised })
      break
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ELOCKED') throw error
      const holder = readHolderFile(paths.holder)
      if ((holder?.pid && processIsAlive(holder.pid)) || Date.now() > deadline)
        throw new DataDirHeldError(paths.dir, holder)
      await sleep(250)
    }
  }
  const record: HolderRecord = {
    pid: process.pid,
    port: null,
    url: null,
    secretKeyFile: paths.secretKey,
    since: new Date().toISOString(),
  }
  writeHolder(paths.holder, record)
  heldHere.set(paths.dir, {
    record,
    release: () => {
      try {
        lockfile.unlockSync(paths.dir, lockOptions(paths))
      } catch {
        // Released already (the library lets locks go at exit, or the lock was lost): nothing left to do.
      }
    },
  })
  if (!exitCleanupInstalled) {
    exitCleanupInstalled = true
    // A process that exits without closing its backend still leaves no server.json behind (the library removes
    // the lock itself).
    process.on('exit', () => {
      for (const dir of heldHere.keys()) releaseDataDir(dir)
    })
  }
  return record
}

/** Records in server.json where the holder answers, while this process still holds the folder. */
export function announceHolder(dataDir: string, url: string, port: number): void {
  const paths = leadDataPaths(dataDir)
  const held = heldHere.get(paths.dir)
  if (!held) return
  held.record = { ...held.record, port, url }
  writeHolder(paths.holder, held.record)
}

/** Gives the folder up: removes server.json, then the lock. */
export function releaseDataDir(dataDir: string): void {
  const paths = leadDataPaths(dataDir)
  const held = heldHere.get(paths.dir)
  if (!held) return
  heldHere.delete(paths.dir)
  if (readHolderFile(paths.holder)?.pid === process.pid) rmSync(paths.holder, { force: true })
  held.release()
}

/** Where a folder made before decision 0075 kept its key (`local-service-role-...`), which a start replaces. */
const legacyKeyFile = 'service-role-key'

/**
 * The random secret key of the folder (`sb_secret_...`, as Supabase's), generated (mode 0600) on first use. It never
 * leaves this machine. A start removes an older folder's service role key: only this machine's tools held it.
 */
export function secretKeyOf(dataDir: string, { create = false } = {}): string {
  const path = leadDataPaths(dataDir).secretKey
  if (create) rmSync(join(leadDataPaths(dataDir).dir, legacyKeyFile), { force: true })
  if (create && !existsSync(path)) {
    try {
      writeFileSync(path, `sb_secret_${randomBytes(32).toString('base64url')}\n`, { flag: 'wx', mode: 0o600 })
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
    }
  }
  if (create && (statSync(path).mode & 0o077) !== 0) chmodSync(path, 0o600)
  const key = readFileSync(path, 'utf8').trim()
  if (!key.startsWith('sb_secret_') || key.length < 40)
    throw new Error(`${path} does not hold a secret key (sb_secret_...): delete it and the next start generates one`)
  return key
}
