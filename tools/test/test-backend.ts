/**
 * `npm run test:backend`: the leads migration against a real PostgreSQL server (Debian's postgresql package), the way
 * hosted Supabase runs it. A throwaway cluster in a temporary directory, reachable only through a unix socket there,
 * gets supabase/tests/roles.sql and the migrations; psql then checks what the anon role may do and which rows the
 * check constraints refuse, then the lead guards and delivery functions (supabase/tests/guard-cases.ts), then the
 * retry schedule with stand-ins of Vault, pg_cron and pg_net (supabase/tests/schedule-cases.ts). Before those, a second
 * database gets roles.sql and supabase/schemas/, and its catalog must equal the migrated one's
 * (supabase/tests/schema-catalog.ts).
 * tests/unit/lead-migration.test.ts runs the same checks in PGlite.
 * Prints "N passed, N failed"; `--report <file>` also writes the counts as JSON for tools/test/test.ts.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { leadLimits } from '#lead-schema'
import {
  chatLead,
  columnsLimitedBy,
  fullLead as validLead,
  refusedLeads,
  forgedConsentLead,
  leadOfLength,
} from '../../supabase/tests/lead-cases'
import { guardCases } from '../../supabase/tests/guard-cases'
import { literal } from '../../supabase/tests/guard-sql'
import { scheduleCases } from '../../supabase/tests/schedule-cases'
import { catalogDifference, catalogQueries, type CatalogKind, sqlFilesIn } from '../../supabase/tests/schema-catalog'
import { projectRoot } from '../../builder/stamp'
import { freePort } from '../free-port'
import { ensurePostgres, ThrowawayCluster } from './postgres-cluster'

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

/**
 * Supabase's changelog #45329 ("Data API grants"): projects created after 2026-10-30 no longer run
 * `alter default privileges ... in schema public grant ... to anon, authenticated, service_role` for tables, sequences
 * and functions, so each migration grants what it needs. A plain PostgreSQL has no such default either; these
 * statements say so, and the first check below proves it.
 */
const noDefaultGrantsSql = ['tables', 'sequences', 'functions']
  .map(
    (kind) => `alter default privileges in schema public revoke all on ${kind} from anon, authenticated, service_role;`,
  )
  .join('\n')

function checks(): Check[] {
  const limited = Object.entries(leadLimits).flatMap(([limit, max]) =>
    columnsLimitedBy(limit as keyof typeof leadLimits).map((column) => ({ column, max })),
  )
  const refused = refusedLeads
  return [
    {
      name: 'no default privileges give the API roles anything in public (a project created after 2026-10-30)',
      sql: `select count(*) from pg_default_acl d, aclexplode(d.defaclacl) a
            where a.grantee in (select oid from pg_roles where rolname in ('anon', 'authenticated', 'service_role'))`,
      expect: 'ok',
      output: '0',
    },
    {
      name: 'every table of public grants the service role what the functions use, explicitly',
      sql: `select coalesce(string_agg(c.relname, ', ' order by c.relname), '') from pg_class c
            where c.relnamespace = 'public'::regnamespace and c.relkind = 'r'
              and not has_table_privilege('service_role', c.oid, 'select')`,
      expect: 'ok',
      output: '',
    },
    {
      name: 'row level security is on',
      sql: "select relrowsecurity from pg_class where oid = 'public.leads'::regclass",
      expect: 'ok',
      output: 't',
    },
    {
      name: 'anon may only insert, and only staff read',
      sql: "select cmd, roles from pg_policies where schemaname = 'public' and tablename = 'leads' order by cmd",
      expect: 'ok',
      output: 'INSERT|{anon}\nSELECT|{authenticated}',
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
      name: 'authenticated reads no lead without being staff',
      sql: asRole('authenticated', 'select count(*) from public.leads'),
      expect: 'ok',
      output: '0',
    },
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
    ...scheduleCases(readFileSync(join(projectRoot, 'supabase', 'schedule', 'retry-notifications.sql'), 'utf8')),
  ]
}

/**
 * The schema files against the migrations, as tests/unit/schema-files.test.ts compares them in PGlite: each kind of
 * catalog object, with the objects only one side has. Run before the checks below, which change rows.
 */
function schemaFileChecks(cluster: ThrowawayCluster, setupSql: string): Array<{ name: string; problem?: string }> {
  const database = 'schema_files'
  const schemas = sqlFilesIn(join(projectRoot, 'supabase', 'schemas'))
  const created = cluster.psql(`create database ${database}`)
  const applied = created.ok
    ? cluster.psql([setupSql, ...schemas].join('\n'), { singleTransaction: true, database })
    : created
  if (!applied.ok) return [{ name: 'roles.sql and the schema files apply', problem: applied.error }]
  return [
    { name: 'roles.sql and the schema files apply' },
    ...(Object.keys(catalogQueries) as CatalogKind[]).map((kind) => {
      const fromMigrations = cluster.psql(catalogQueries[kind])
      const fromSchemaFiles = cluster.psql(catalogQueries[kind], { database })
      const name = `the schema files declare the same ${kind} as the migrations`
      if (!fromMigrations.ok || !fromSchemaFiles.ok)
        return { name, problem: [fromMigrations.error, fromSchemaFiles.error].filter(Boolean).join('\n') }
      if (fromMigrations.output === '') return { name, problem: `no ${kind} in the migrated database` }
      const difference = catalogDifference(fromMigrations.output, fromSchemaFiles.output)
      return difference === '' ? { name } : { name, problem: `(- migrations, + schema files)\n${difference}` }
    }),
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
    const migrations = sqlFilesIn(join(projectRoot, 'supabase', 'migrations'))
    const setup = cluster.psql([roles, noDefaultGrantsSql, ...migrations].join('\n'), { singleTransaction: true })
    if (!setup.ok) {
      console.error(`FAIL roles.sql and the migrations apply\n${setup.error}`)
      return finish(passed, failed + 1)
    }
    console.log('ok   roles.sql and the migrations apply')
    passed++

    for (const { name, problem } of schemaFileChecks(cluster, `${roles}\n${noDefaultGrantsSql}`)) {
      if (problem === undefined) {
        passed++
        console.log(`ok   ${name}`)
      } else {
        failed++
        console.error(`FAIL ${name}: ${problem}`)
      }
    }

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
