/**
 * What the guard cases (guard-cases.ts, call-guard-cases.ts) are written in: a case's shape, and the SQL of a lead
 * stored, a call to a delivery function, or a transaction as a role and a client.
 */
import { sampleLead } from './sample-lead.ts'

export interface GuardCase {
  name: string
  sql: string
  /** 'ok', or the SQLSTATE the script must fail with. */
  expect: string
  /** What the script's last statement must return, psql-style: one line per row, columns joined by '|'. */
  output?: string
}

/** A SQL literal (numbers bare; text as E'...' with control characters escaped, so psql sees one clean line). */
export function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null'
  if (typeof value === 'number') return String(value)
  const escaped = String(value)
    .replace(/\\/g, '\\\\')
    .replace(/'/g, "\\'")
    // eslint-disable-next-line no-control-regex -- finding control characters is the point
    .replace(/[\u0000-\u001f\u007f]/g, (character) => `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`)
  return `E'${escaped}'`
}

export function insertStatement(lead: Record<string, unknown>): string {
  const columns = Object.keys(lead)
  return `insert into public.leads (${columns.join(', ')}) values (${columns.map((column) => literal(lead[column])).join(', ')})`
}

/** A call whose result is not the point: run inside a DO block, so it prints nothing (psql -At prints every select). */
export const quietly = (expression: string) => `do $$ begin perform ${expression}; end $$`

/** One transaction as `role`, sent by `client` (null: outside any API request, as psql or the dashboard). */
export function asClient(role: string, client: string | null, ...statements: string[]): string {
  const headers =
    client === null ? [] : [`${quietly(`set_config('request.headers', '{"x-forwarded-for": "${client}"}', true)`)};`]
  return [
    'begin;',
    ...headers,
    `set local role ${role};`,
    ...statements.map((statement) => `${statement};`),
    'commit;',
  ].join('\n')
}

export const asServiceRole = (...statements: string[]) => asClient('service_role', null, ...statements)

/** The case that `table` has row level security on and grants anon and authenticated nothing to read. */
export const serviceRoleOnly = (name: string, table: string): GuardCase => ({
  name,
  sql: `select c.relrowsecurity, has_table_privilege('anon', c.oid, 'select') as anon,
          has_table_privilege('authenticated', c.oid, 'select') as authenticated
        from pg_class c where c.oid = '${table}'::regclass`,
  expect: 'ok',
  output: 't|f|f',
})

export const lead = (submissionId: string, overrides: Record<string, unknown> = {}) => ({
  ...sampleLead,
  submission_id: submissionId,
  ...overrides,
})

export const claim = (submissionId: string, requireVerification?: boolean) =>
  `select outcome from public.claim_lead_notification('${submissionId}'${requireVerification === undefined ? '' : `, ${requireVerification}`})`
export const recordVerification = (submissionId: string, outcome: string, detail?: string) =>
  quietly(`public.record_lead_verification('${submissionId}', '${outcome}'${detail ? `, '${detail}'` : ''})`)
export const claimQuietly = (submissionId: string) => quietly(`public.claim_lead_notification('${submissionId}')`)
export const finishQuietly = (submissionId: string, delivered: boolean, error?: string) =>
  quietly(`public.finish_lead_notification('${submissionId}', ${delivered}${error ? `, '${error}'` : ''})`)
export const state = (submissionId: string, columns = 'notify_status, notify_attempts') =>
  `select ${columns} from public.leads where submission_id = '${submissionId}'`

/**
 * Each function of the project's schemas with the input parameters it takes that are named like a column of one of
 * their tables: in a SQL function the column wins over such a parameter, silently (`phone = phone` is true for every
 * row). One row per function that takes parameters: its signature and the offending names, comma-separated ('' when
 * none).
 */
export const parametersNamedLikeColumns = `
  with columns as (
    select a.attname::text as name from pg_attribute a
      join pg_class c on c.oid = a.attrelid join pg_namespace n on n.oid = c.relnamespace
      where n.nspname in ('public', 'private') and c.relkind in ('r', 'v', 'm', 'p') and a.attnum > 0
        and not a.attisdropped
  ), parameters as (
    select p.oid::regprocedure::text as signature, argument.name, argument.mode
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      cross join lateral unnest(
        p.proargnames, coalesce(p.proargmodes::text[], array_fill('i'::text, array[coalesce(cardinality(p.proargnames), 0)]))
      ) as argument(name, mode)
      where n.nspname in ('public', 'private')
  )
  select signature, coalesce(string_agg(name, ',' order by name) filter (where name in (select name from columns)), '')
    from parameters where mode in ('i', 'b', 'v') and name <> ''
    group by signature order by signature`
