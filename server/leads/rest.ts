/**
 * /rest/v1/leads of the embedded backend, answered as PostgREST answers supabase-js (errors always have PostgREST's
 * shape { code, details, hint, message }):
 * - the publishable key acts as PostgREST's anonymous role, so a refused privilege (42501) answers 401 as anon and 403 as
 *   service_role; `Prefer: return=representation` as anon is refused by Postgres itself (anon may not select), 401;
 * - each row is checked with the shared lead schema before the database is touched (400, code 23514, every issue in
 *   details) and stored as that schema parses it (surrounding whitespace trimmed, text otherwise verbatim);
 * - bodies over 64 KB answer 413;
 * - reading (service role) supports select, order, limit and offset; any other query parameter answers 400 rather
 *   than being silently ignored; PATCH, PUT and DELETE are put to Postgres as anon (401) and otherwise answer 405.
 * One module (about 330 lines): the three handlers share the role mapping and PostgREST's error shape above; calls
 * of /rest/v1/rpc/<function> go to rpc.ts.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { leadsTablePath } from '../../src/lib/local-backend'
import { describeIssues, leadRecordSchema } from '#lead-schema'
import { messageOf, type Role } from './database'
import {
  corsHeaders,
  header,
  mediaTypeOf,
  preferences,
  quoteIdentifier,
  readBody,
  requestRole,
  restError,
  sendJson,
} from './http'
import { postgresFailure, restPrefix, type RestContext } from './rest-shared'
import { callFunction, rpcPrefix } from './rpc'

/** Largest body POST /rest/v1/leads reads. */
export const leadsBodyLimitBytes = 64 * 1024

async function insertLeads(
  { knownColumns, asRole }: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  role: Role,
): Promise<void> {
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
      issues.push(...describeIssues(parsed.error).map((issue) => (rows.length > 1 ? `row ${index}: ${issue}` : issue)))
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
    inserted = await asRole(role, async (tx) => (await tx.query<Record<string, unknown>>(statement, parameters)).rows, {
      request,
    })
  } catch (error) {
    return postgresFailure(response, error, role)
  }
  if (representation) return sendJson(response, 201, inserted)
  response.writeHead(201, corsHeaders).end()
}

async function listLeads(
  { knownColumns, asRole }: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  role: Role,
): Promise<void> {
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
      { readOnly: true, request },
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
async function refuseChange(
  { asRole }: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  role: Role,
): Promise<void> {
  request.resume()
  const probe =
    request.method === 'DELETE'
      ? 'delete from public.leads where false'
      : 'update public.leads set "name" = "name" where false'
  try {
    await asRole(role, (tx) => tx.query(probe), { request })
  } catch (error) {
    return postgresFailure(response, error, role)
  }
  restError(
    response,
    405,
    {
      code: 'PGRST117',
      message: `The local lead backend does not ${request.method === 'DELETE' ? 'delete' : 'change'} leads`,
      hint: 'It stores new leads (POST) and lists them (GET with the secret key)',
    },
    { Allow: 'GET, HEAD, POST, OPTIONS' },
  )
}

/** Answers a request under /rest/v1 as PostgREST answers supabase-js, for the one table public.leads. */
export async function handleRest(
  context: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const role = requestRole(request, context.secretKey, context.userClaims)
  if (role === 'missing' || role === 'invalid') {
    request.resume()
    return restError(
      response,
      401,
      role === 'missing'
        ? {
            code: 'PGRST302',
            message: 'No API key found in request',
            hint: 'Send the publishable key (or the secret key) in the apikey header',
          }
        : {
            code: 'PGRST301',
            message: 'Invalid API key',
            hint: "Use the site's publishable key (src/lib/local-backend.ts) or this backend's secret key in apikey, and as Bearer only a signed-in user's access token",
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
  if (url.pathname.startsWith(rpcPrefix)) return callFunction(context, request, response, url, role)
  if (url.pathname !== leadsTablePath) {
    request.resume()
    const table = url.pathname.slice(restPrefix.length + 1) || '(none)'
    return restError(response, 404, {
      code: 'PGRST205',
      message: `Could not find the table 'public.${table}' in the schema cache`,
      hint: "The local lead backend has one table: 'leads'",
    })
  }
  if (method === 'POST') return insertLeads(context, request, response, url, role)
  if (reading) return listLeads(context, request, response, url, role)
  if (method === 'PATCH' || method === 'PUT' || method === 'DELETE')
    return refuseChange(context, request, response, role)
  request.resume()
  restError(
    response,
    405,
    { code: 'PGRST117', message: `Unsupported HTTP method: ${method}` },
    { Allow: 'GET, HEAD, POST, OPTIONS' },
  )
}
