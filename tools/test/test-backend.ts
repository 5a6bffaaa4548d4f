/**
 * `npm run test:backend`: the leads migration against a real PostgreSQL server (Debian's postgresql package), the way
 * hosted Supabase runs it. A throwaway cluster in a temporary directory, reachable only through a unix socket there,
 * gets supabase/tests/roles.sql and the migrations; psql then checks what the anon role may do and which rows the
 * check constraints refuse, then the lead guards and delivery functions (supabase/tests/guard-cases.ts).
 * tests/unit/lead-migration.test.ts runs the same checks in PGlite.
 * Prints "N passed, N failed"; `--report <file>` also writes the counts as JSON for tools/test/test.ts.
 */
import { spawnSync, type SpawnSyncOptions } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leadLimits } from '../../supabase/functions/_shared/lead-schema'
import {
  chatLead,
  columnsLimitedBy,
  fullLead as validLead,
  refusedLeads,
  forgedConsentLead,
  leadOfLength,
} from '../../supabase/tests/lead-cases'
import { guardCases } from '../../supabase/tests/guard-cases'
import { projectRoot } from '../../build/stamp'

const installHint =
  "PostgreSQL is missing: install Debian's postgresql package (sudo apt-get install postgresql), then run npm run test:backend again."

interface PostgresBinaries {
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
function ensurePostgres(): PostgresBinaries {
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

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      )
    })
  })
}

/**
 * A PostgreSQL server that lives in a temporary directory. PostgreSQL refuses to run as root, so under root the
 * directory and the server belong to the postgres user.
 */
class ThrowawayCluster {
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

  /** Runs SQL with psql as the superuser; errors come back as their SQLSTATE code. */
  psql(
    sql: string,
    options: { singleTransaction?: boolean } = {},
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
      'postgres',
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

/** A SQL string literal that carries control characters as escapes, so psql sees one clean line. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  const escaped = String(value)
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
  return `E'${escaped}'`
}

function insertSql(lead: Record<string, unknown>): string {
  const columns = Object.keys(lead)
  const values = columns.map((column) => literal(lead[column]))
  return `insert into public.leads (${columns.join(', ')}) values (${values.join(', ')})`
}

function asRole(role: string, statement: string): string {
  return `begin;\nset local role ${role};\n${statement};\ncommit;\n`
}

interface Check {
  name: string
  sql: string
  /** 'ok', or the SQLSTATE the statement must fail with. */
  expect: string
  /** What psql must print, when the check reads something. */
  output?: string
}

function checks(): Check[] {
  const limited = Object.entries(leadLimits).flatMap(([limit, max]) =>
    columnsLimitedBy(limit as keyof typeof leadLimits).map((column) => ({ column, max })),
  )
  const refused = refusedLeads
  return [
    {
      name: 'row level security is on',
      sql: "select relrowsecurity from pg_class where oid = 'public.leads'::regclass",
      expect: 'ok',
      output: 't',
    },
    {
      name: 'the one policy lets anon insert',
      sql: "select cmd, roles from pg_policies where schemaname = 'public' and tablename = 'leads'",
      expect: 'ok',
      output: 'INSERT|{anon}',
    },
    { name: 'anon inserts a valid contact-form lead', sql: asRole('anon', insertSql(validLead)), expect: 'ok' },
    {
      name: "anon inserts a chat-widget lead with the address 'Not provided'",
      sql: asRole('anon', insertSql(chatLead)),
      expect: 'ok',
    },
    {
      name: 'anon may keep tabs and line breaks in the message',
      sql: asRole('anon', insertSql({ ...validLead, message: 'First line\r\nsecond\tline' })),
      expect: 'ok',
    },
    { name: 'anon cannot read leads', sql: asRole('anon', 'select * from public.leads'), expect: '42501' },
    {
      name: 'anon cannot change leads',
      sql: asRole('anon', "update public.leads set name = 'Changed'"),
      expect: '42501',
    },
    { name: 'anon cannot delete leads', sql: asRole('anon', 'delete from public.leads'), expect: '42501' },
    {
      name: 'anon cannot have the inserted row returned',
      sql: asRole('anon', `${insertSql(validLead)} returning id`),
      expect: '42501',
    },
    { name: 'authenticated cannot insert leads', sql: asRole('authenticated', insertSql(validLead)), expect: '42501' },
    {
      name: 'service_role reads every lead',
      sql: `begin;\nset local role service_role;\nselect count(*) from public.leads;\ncommit;`,
      expect: 'ok',
      output: '3',
    },
    ...limited.flatMap(({ column, max }) => [
      {
        name: `${column}: ${max} characters pass`,
        sql: asRole('anon', insertSql(leadOfLength(column, max))),
        expect: 'ok',
      },
      {
        name: `${column}: ${max + 1} characters are refused`,
        sql: asRole('anon', insertSql(leadOfLength(column, max + 1))),
        expect: '23514',
      },
    ]),
    ...refused.map(([what, lead]) => ({
      name: `the database refuses ${what}`,
      sql: asRole('anon', insertSql(lead)),
      expect: '23514',
    })),
    {
      name: 'the database refuses a consent version that does not name its text',
      sql: asRole('anon', insertSql(forgedConsentLead)),
      expect: '23514',
    },
    ...guardCases(),
  ]
}

function reportPath(): string | undefined {
  const index = process.argv.indexOf('--report')
  return index >= 0 ? process.argv[index + 1] : undefined
}

function finish(passed: number, failed: number): number {
  console.log(`${passed} passed, ${failed} failed`)
  const report = reportPath()
  if (report) writeFileSync(report, JSON.stringify({ passed, failed }))
  return failed === 0 ? 0 : 1
}

async function main(): Promise<number> {
  let cluster: ThrowawayCluster | undefined
  let passed = 0
  let failed = 0
  const stopCluster = () => cluster?.stop()
  process.once('SIGINT', () => {
    stopCluster()
    process.exit(130)
  })
  try {
    const binaries = ensurePostgres()
    cluster = new ThrowawayCluster(binaries, await freePort())
    cluster.start()
    console.log(
      `PostgreSQL (${binaries.initdb.split('/')[4]}) runs in ${cluster.directory} (unix socket, port ${cluster.port}).`,
    )

    const roles = readFileSync(join(projectRoot, 'supabase', 'tests', 'roles.sql'), 'utf8')
    const migrationsFolder = join(projectRoot, 'supabase', 'migrations')
    const migrations = readdirSync(migrationsFolder)
      .filter((file) => file.endsWith('.sql'))
      .sort()
      .map((file) => readFileSync(join(migrationsFolder, file), 'utf8'))
    const setup = cluster.psql([roles, ...migrations].join('\n'), { singleTransaction: true })
    if (!setup.ok) {
      console.error(`FAIL roles.sql and the migrations apply\n${setup.error}`)
      return finish(passed, failed + 1)
    }
    console.log('ok   roles.sql and the migrations apply')
    passed++

    for (const check of checks()) {
      const result = cluster.psql(check.sql)
      const outcome = result.ok ? 'ok' : (result.code ?? result.error)
      const problems: string[] = []
      if (outcome !== check.expect)
        problems.push(`expected ${check.expect}, got ${outcome}${result.ok ? '' : `: ${result.error}`}`)
      if (check.output !== undefined && result.ok && result.output !== check.output) {
        problems.push(`expected output ${JSON.stringify(check.output)}, got ${JSON.stringify(result.output)}`)
      }
      if (problems.length === 0) {
        passed++
        console.log(`ok   ${check.name}`)
      } else {
        failed++
        console.error(`FAIL ${check.name}: ${problems.join('; ')}`)
      }
    }
    return finish(passed, failed)
  } catch (error) {
    console.error((error as Error).message)
    return finish(passed, failed + 1)
  } finally {
    try {
      stopCluster()
    } catch (error) {
      console.error((error as Error).message)
    }
  }
}

process.exitCode = await main()
