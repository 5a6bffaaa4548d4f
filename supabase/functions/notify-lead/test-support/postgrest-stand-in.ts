/**
 * For the Deno tests: a stand-in of hosted Supabase's PostgREST for the calls notify-lead makes (an insert into leads
 * and the rpc functions), backed by PGlite with supabase/tests/roles.sql and every migration. Requests run in the
 * role their `apikey` names and with request.headers set, as PostgREST does, and errors map to PostgREST's statuses, so
 * the function's real store code and the real SQL meet. `down` makes every call fail as an unreachable database.
 * Like Supabase's gateway, it wants the key in `apikey` and refuses an `Authorization: Bearer` that is neither a JWT
 * nor the apikey repeated (what supabase-js sends); it keeps the keys headers of every request for the tests to read.
 */
import { PGlite } from '@electric-sql/pglite'

const supabaseFolder = new URL('../../../', import.meta.url)

export interface StandIn {
  url: string
  /** The project's secret key (sb_secret_...), and SUPABASE_SECRET_KEYS as the platform gives it to a function. */
  secretKey: string
  secretKeysJson: string
  publishableKey: string
  /** A legacy service_role JWT, which this project still accepts (a project created before 2025-11-01). */
  legacyServiceRoleKey: string
  /** The apikey and Authorization headers of each request, in order. */
  keysSent: Array<{ apikey: string | null; authorization: string | null }>
  /** Handles a fetch to `url`, or returns undefined for any other address. */
  handle(input: string, init: RequestInit): Promise<Response> | undefined
  /** Runs SQL as the superuser, for a test to read or arrange rows. */
  query<T>(sql: string, params?: unknown[]): Promise<T[]>
  down: boolean
  close(): Promise<void>
}

function statusOf(code: string, role: string): number {
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2))
  if (code === '23505') return 409
  if (code === '42501') return role === 'anon' ? 401 : 403
  if (code.startsWith('22') || code.startsWith('23')) return 400
  return 500
}

/** A database with the roles and every migration, as a data folder's dump. */
async function migratedDump(): Promise<Blob> {
  const db = await PGlite.create()
  await db.exec(await Deno.readTextFile(new URL('tests/roles.sql', supabaseFolder)))
  const migrations = [...Deno.readDirSync(new URL('migrations/', supabaseFolder))]
    .map((entry) => entry.name)
    .filter((name) => name.endsWith('.sql'))
    .sort()
  for (const name of migrations) await db.exec(await Deno.readTextFile(new URL(`migrations/${name}`, supabaseFolder)))
  const dump = await db.dumpDataDir('none')
  await db.close()
  return dump
}

// Migrated once for the run; each stand-in starts from a copy of that database (about a second, not three).
let migrated: Promise<Blob> | undefined

export async function startPostgrestStandIn(): Promise<StandIn> {
  migrated ??= migratedDump()
  const db = await PGlite.create({ loadDataDir: await migrated })

  const url = 'http://supabase.test'
  const secretKey = 'sb_secret_test-stand-in-key'
  const publishableKey = 'sb_publishable_test-stand-in-key'
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '')
  const legacyServiceRoleKey = `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role: 'service_role' })}.signature`

  const standIn: StandIn = {
    url,
    secretKey,
    secretKeysJson: JSON.stringify({ default: secretKey }),
    publishableKey,
    legacyServiceRoleKey,
    keysSent: [],
    down: false,
    handle(input, init) {
      if (!input.startsWith(url)) return undefined
      if (standIn.down) return Promise.reject(new TypeError('connection refused (the stand-in is down)'))
      return answer(new URL(input).pathname, init)
    },
    async query<T>(sql: string, params: unknown[] = []) {
      return (await db.query<T>(sql, params)).rows
    },
    close: () => db.close(),
  }

  async function answer(path: string, init: RequestInit): Promise<Response> {
    const headers = new Headers(init.headers)
    const key = headers.get('apikey')
    const authorization = headers.get('authorization')
    standIn.keysSent.push({ apikey: key, authorization })
    if (!key) return Response.json({ message: 'No API key found in request' }, { status: 401 })
    const role =
      key === secretKey || key === legacyServiceRoleKey ? 'service_role' : key === publishableKey ? 'anon' : undefined
    if (!role) return Response.json({ message: 'Invalid API key' }, { status: 401 })
    const bearer = /^Bearer\s+(\S+)$/i.exec(authorization ?? '')?.[1]
    const isJwt = (token: string) => token.split('.').length === 3
    if (authorization && (!bearer || (bearer !== key && !isJwt(bearer))))
      return Response.json({ message: 'Invalid JWT: the Authorization header holds no JWT' }, { status: 401 })
    const body = JSON.parse(String(init.body ?? '{}')) as Record<string, unknown>
    const requestHeaders = JSON.stringify(
      Object.fromEntries([...headers].map(([name, value]) => [name.toLowerCase(), value])),
    )
    try {
      return await db.transaction(async (tx) => {
        await tx.query("select set_config('request.headers', $1, true)", [requestHeaders])
        await tx.exec(`set local role ${role}`)
        if (path === '/rest/v1/leads') {
          const columns = Object.keys(body)
          await tx.query(
            `insert into public.leads (${columns.map((name) => `"${name}"`).join(', ')}) values (${columns
              .map((_, index) => `$${index + 1}`)
              .join(', ')})`,
            columns.map((name) => body[name] ?? null),
          )
          return new Response(null, { status: 201 })
        }
        const rpc = /^\/rest\/v1\/rpc\/([a-z_]+)$/.exec(path)?.[1]
        if (!rpc) return Response.json({ code: 'PGRST205', message: `no route ${path}` }, { status: 404 })
        const names = Object.keys(body)
        const call = `public.${rpc}(${names.map((name, index) => `${name} => $${index + 1}`).join(', ')})`
        const { rows, fields } = await tx.query<Record<string, unknown>>(`select * from ${call}`, Object.values(body))
        // A function returning void has one column of type void: PostgREST answers 204.
        if (fields.length === 1 && fields[0]?.dataTypeID === 2278) return new Response(null, { status: 204 })
        return Response.json(rows)
      })
    } catch (error) {
      const code = (error as { code?: string }).code ?? 'XX000'
      return Response.json({ code, message: (error as Error).message }, { status: statusOf(code, role) })
    }
  }

  return standIn
}
