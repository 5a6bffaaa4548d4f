/** HTTP for the embedded lead backend: JSON answers in PostgREST's error shape, bodies read within a limit, keys compared. */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { localPublishableKey } from '../../src/lib/local-backend'
import type { Role } from './database'

export const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers':
    'authorization, x-client-info, apikey, content-type, prefer, accept-profile, content-profile, x-supabase-api-version',
  'Access-Control-Allow-Methods': 'GET, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Expose-Headers': 'Content-Range',
  'Access-Control-Max-Age': '86400',
}

export function sendJson(
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

export interface RestErrorBody {
  code: string
  details: string | null
  hint: string | null
  message: string
}

export function restError(
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

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name]
  const text = Array.isArray(value) ? value.join(', ') : value
  return text?.trim() || undefined
}

/** The sending client's address as this server sees it (IPv4 addresses without their ::ffff: prefix). */
export function clientAddressOfSocket(request: IncomingMessage): string {
  return (request.socket.remoteAddress ?? 'unknown').replace(/^::ffff:/, '')
}

export function mediaTypeOf(request: IncomingMessage): string {
  return (header(request, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
}

type BodyResult = { ok: true; text: string } | { ok: false; aborted?: true }

/**
 * The body as UTF-8 text, or { ok: false } once it is larger than `limit` (never held whole beyond the limit) or
 * when the client goes away before sending all of it.
 */
export function readBody(request: IncomingMessage, limit: number): Promise<BodyResult> {
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
export function preferences(request: IncomingMessage): Map<string, string> {
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

/** A JWT's claims, unverified (undefined for anything that is not three dot-separated parts with a JSON middle). */
function unverifiedClaims(token: string): Record<string, unknown> | undefined {
  const parts = token.split('.')
  if (parts.length !== 3) return undefined
  try {
    const claims: unknown = JSON.parse(Buffer.from(parts[1]!, 'base64url').toString('utf8'))
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : undefined
  } catch {
    return undefined
  }
}

/** A legacy API key: an `anon` or `service_role` JWT, a key with a role and no session (decision 0075). */
const isLegacyKey = (token: string): boolean => {
  const claims = unverifiedClaims(token)
  return (claims?.role === 'anon' || claims?.role === 'service_role') && claims.session_id === undefined
}

/** Whether the request carries a legacy JWT key, in `apikey` or as the Bearer token. */
export function carriesLegacyKey(request: IncomingMessage): boolean {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1]
  return [header(request, 'apikey'), bearer].some((key) => key !== undefined && isLegacyKey(key))
}

/**
 * What hosted Supabase answers a legacy key with once a project's legacy keys are off, as its gateway words it: 401,
 * {"message":"Legacy API keys are disabled","hint":"Your legacy API keys (anon, service_role) were disabled on
 * <time>. Re-enable them in the Supabase dashboard, or use the new publishable and secret API keys."} (quoted by
 * projects that met it, found with the code search on 2026-12-07; no Supabase page prints it). This backend never
 * had legacy keys, so its hint names no time.
 */
export function refuseLegacyKey(response: ServerResponse): void {
  sendJson(response, 401, {
    message: 'Legacy API keys are disabled',
    hint: 'This backend has no legacy API keys (anon, service_role): use the publishable and secret API keys.',
  })
}

/**
 * The role a request's keys give, as Supabase's gateway gives it with the new API keys (decision 0075): `apikey`
 * decides, the publishable key as anon and the folder's secret key (`sb_secret_...`) as service_role. Authorization
 * may repeat the apikey (supabase-js does) or carry a signed-in user's access token (with `userClaims`, which verifies
 * one), which gives 'authenticated'. 'missing' without an apikey (a key sent only as Bearer included: Supabase
 * answers it "No API key found in request"), 'invalid' for anything else, a secret key as Bearer beside another apikey
 * and a legacy JWT key among them.
 */
export function requestRole(
  request: IncomingMessage,
  secretKey: string,
  userClaims?: (token: string) => object | undefined,
): Role | 'missing' | 'invalid' {
  const apikey = header(request, 'apikey')
  const authorization = header(request, 'authorization')
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined
  if (!apikey) return 'missing'
  const role: Role | undefined = sameSecret(apikey, secretKey)
    ? 'service_role'
    : sameSecret(apikey, localPublishableKey)
      ? 'anon'
      : undefined
  if (!role || (authorization && !bearer)) return 'invalid'
  if (!bearer || sameSecret(bearer, apikey)) return role
  return !isLegacyKey(bearer) && userClaims?.(bearer) ? 'authenticated' : 'invalid'
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`
