/**
 * POST /rest/v1/rpc/<function> of the embedded backend, as PostgREST answers it: the function of schema public called
 * with the body's named arguments, as the role of the key. Postgres's own grants decide who may call what (anon
 * calls none of the delivery functions: 401), so `npm run leads` and the console call the functions production has.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Role } from './database'
import { mediaTypeOf, readBody, restError, sendJson } from './http'
import { postgresFailure, restPrefix, type RestContext } from './rest-shared'

export const rpcPrefix = `${restPrefix}/rpc/`

/** Largest body an rpc call reads. */
const rpcBodyLimitBytes = 16 * 1024

export async function callFunction(
  { asRole }: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  role: Role,
): Promise<void> {
  const name = url.pathname.slice(rpcPrefix.length)
  if (request.method !== 'POST') {
    request.resume()
    return restError(response, 405, { code: 'PGRST117', message: 'Call a function with POST' }, { Allow: 'POST' })
  }
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(name)) {
    request.resume()
    return restError(response, 404, { code: 'PGRST202', message: `Could not find the function public.${name}` })
  }
  if (mediaTypeOf(request) !== 'application/json') {
    request.resume()
    return restError(response, 415, { code: 'PGRST107', message: 'The arguments must be a JSON object' })
  }
  const body = await readBody(request, rpcBodyLimitBytes)
  if (!body.ok) return void response.destroy()
  let args: unknown
  try {
    args = JSON.parse(body.text || '{}')
  } catch {
    return restError(response, 400, { code: 'PGRST102', message: 'Empty or invalid json' })
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args))
    return restError(response, 400, { code: 'PGRST102', message: 'The arguments must be a JSON object' })
  const names = Object.keys(args)
  if (!names.every((argument) => /^[a-z_][a-z0-9_]{0,62}$/.test(argument)))
    return restError(response, 400, { code: 'PGRST102', message: 'Argument names are lower-case identifiers' })
  try {
    // The name and the argument names are identifiers checked above; the values are parameters.
    const { rows, fields, shape } = await asRole(
      role,
      async (tx) => {
        const result = await tx.query<Record<string, unknown>>(
          `select * from public.${name}(${names.map((argument, index) => `${argument} => $${index + 1}`).join(', ')})`,
          Object.values(args as Record<string, unknown>),
        )
        // What PostgREST answers depends on what the function returns: a set (an array), a row (an object) or one
        // value (that value).
        const returns = await tx.query<{ proretset: boolean; typtype: string }>(
          `select p.proretset, t.typtype from pg_proc p join pg_type t on t.oid = p.prorettype
           where p.proname = $1 and p.pronamespace = 'public'::regnamespace limit 1`,
          [name],
        )
        const kind = returns.rows[0]
        const shape = !kind || kind.proretset ? 'set' : kind.typtype === 'c' ? 'row' : 'value'
        return { ...result, shape }
      },
      { request },
    )
    // A function returning void has one column of type void: PostgREST answers 204.
    if (fields.length === 1 && fields[0]?.dataTypeID === 2278) return void response.writeHead(204).end()
    if (shape === 'value') return sendJson(response, 200, rows[0]?.[fields[0]!.name] ?? null)
    if (shape === 'row') return sendJson(response, 200, rows[0] ?? null)
    sendJson(response, 200, rows)
  } catch (error) {
    postgresFailure(response, error, role)
  }
}
