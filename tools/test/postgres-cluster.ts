/**
 * A throwaway PostgreSQL server for `npm run test:backend`: Debian's postgresql binaries (installed with apt-get when
 * this runs as root and they are missing), a cluster in a temporary directory reachable only through its unix socket,
 * and psql to run SQL in it.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const installHint =
  "PostgreSQL is missing: install Debian's postgresql package (sudo apt-get install postgresql), then run npm run test:backend again."

export interface PostgresBinaries {
  initdb: string
  pgCtl: string
  psql: string
}

/** The newest /usr/lib/postgresql/<version>/bin that holds a server, or undefined. */
function findPostgres(): PostgresBinaries | undefined {
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root)
    .filter(
      (version) => existsSync(join(root, version, 'bin', 'initdb')) && existsSync(join(root, version, 'bin', 'pg_ctl')),
    )
    .sort((a, b) => Number.parseFloat(b) - Number.parseFloat(a))
  const newest = versions[0]
  if (newest === undefined) return undefined
  const bin = join(root, newest, 'bin')
  return {
    initdb: join(bin, 'initdb'),
    pgCtl: join(bin, 'pg_ctl'),
    psql: existsSync(join(bin, 'psql')) ? join(bin, 'psql') : 'psql',
  }
}

const runningAsRoot = process.getuid?.() === 0

/** Finds PostgreSQL, installing Debian's package with apt-get where that is possible (as ensure-chromium does). */
export function ensurePostgres(): PostgresBinaries {
  const found = findPostgres()
  if (found) return found
  const canInstall = runningAsRoot && spawnSync('which', ['apt-get']).status === 0
  if (!canInstall) throw new Error(installHint)
  console.log("PostgreSQL is missing; installing Debian's postgresql package with apt-get (about a minute)...")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0
      ? spawnSync('apt-get', ['install', '-y', '-qq', 'postgresql'], { stdio: 'inherit', env })
      : update
  const installed = findPostgres()
  if (install.status !== 0 || !installed) throw new Error(installHint)
  return installed
}

/**
 * A PostgreSQL server that lives in a temporary directory. PostgreSQL refuses to run as root, so under root the
 * directory and the server belong to the postgres user.
 */
export class ThrowawayCluster {
  readonly directory: string
  private readonly data: string
  private readonly runAs: string[] = []
  private started = false

  constructor(
    private readonly binaries: PostgresBinaries,
    readonly port: number,
  ) {
    if (runningAsRoot) {
      const uid = Number(spawnSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).stdout.trim())
      const gid = Number(spawnSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).stdout.trim())
      if (!uid) {
        throw new Error(
          "Running as root needs the postgres user (Debian's postgresql package creates it) to own the throwaway cluster.",
        )
      }
      this.directory = mkdtempSync(join(tmpdir(), 'leads-postgres-'))
      chownSync(this.directory, uid, gid)
      this.runAs = ['runuser', '-u', 'postgres', '--']
    } else this.directory = mkdtempSync(join(tmpdir(), 'leads-postgres-'))
    this.data = join(this.directory, 'data')
  }

  private server(command: string, args: string[], what: string): void {
    const [program, ...rest] = [...this.runAs, command, ...args]
    const result = spawnSync(program as string, rest, { encoding: 'utf8', cwd: this.directory })
    if (result.status !== 0) {
      const log = join(this.directory, 'postgres.log')
      const details = [
        result.error?.message,
        result.stdout,
        result.stderr,
        existsSync(log) ? readFileSync(log, 'utf8') : '',
      ]
      throw new Error(`${what} failed:\n${details.filter(Boolean).join('\n')}`)
    }
  }

  start(): void {
    this.server(
      this.binaries.initdb,
      ['-D', this.data, '--auth=trust', '--username=postgres', '--encoding=UTF8', '--no-locale', '--no-sync'],
      'initdb',
    )
    // No TCP listener at all: the socket file in the temporary directory is the only way in.
    const serverOptions = `-p ${this.port} -k ${this.directory} -c listen_addresses='' -c fsync=off`
    this.server(
      this.binaries.pgCtl,
      ['-D', this.data, '-l', join(this.directory, 'postgres.log'), '-o', serverOptions, '-w', '-t', '60', 'start'],
      'Starting PostgreSQL',
    )
    this.started = true
  }

  /** Runs SQL with psql as the superuser (in the database `postgres` unless told); errors come back as SQLSTATE. */
  psql(
    sql: string,
    options: { singleTransaction?: boolean; database?: string } = {},
  ): { ok: boolean; output: string; code?: string; error: string } {
    const args = [
      '-X',
      '-q',
      '-A',
      '-t',
      '-h',
      this.directory,
      '-p',
      String(this.port),
      '-U',
      'postgres',
      '-d',
      options.database ?? 'postgres',
    ]
    args.push('-v', 'ON_ERROR_STOP=1', '-v', 'VERBOSITY=verbose')
    if (options.singleTransaction) args.push('--single-transaction')
    const spawnOptions: SpawnSyncOptions = { input: sql, encoding: 'utf8', env: { ...process.env, PGTZ: 'UTC' } }
    const result = spawnSync(this.binaries.psql, [...args, '-f', '-'], spawnOptions)
    const error = String(result.stderr ?? '') + (result.error ? result.error.message : '')
    const code = /ERROR:\s+([0-9A-Z]{5}):/.exec(error)?.[1]
    return { ok: result.status === 0, output: String(result.stdout ?? '').trim(), code, error: error.trim() }
  }

  stop(): void {
    try {
      if (this.started)
        this.server(this.binaries.pgCtl, ['-D', this.data, '-m', 'immediate', '-w', 'stop'], 'Stopping PostgreSQL')
    } finally {
      this.started = false
      rmSync(this.directory, { recursive: true, force: true })
    }
  }
}
