/** HTTP for the embedded lead backend: JSON answers in PostgREST's error shape, bodies read within a limit, keys compared. */
import { createHash, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { localAnonKey } from '../../src/features/leads/local-backend'
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

/**
 * The role a request's keys give: as on hosted Supabase, the Authorization bearer decides and apikey only has to be
 * a valid key; 'missing' without either, 'invalid' for a key that is neither the anon key nor the service role key
 * nor (with `userClaims`, which verifies one) a signed-in user's access token, which gives 'authenticated'.
 */
export function requestRole(
  request: IncomingMessage,
  serviceRoleKey: string,
  userClaims?: (token: string) => object | undefined,
): Role | 'missing' | 'invalid' {
  const apikey = header(request, 'apikey')
  const authorization = header(request, 'authorization')
  const bearer = authorization ? /^Bearer\s+(\S+)$/i.exec(authorization)?.[1] : undefined
  if (authorization && !bearer) return 'invalid'
  if (!apikey && !bearer) return 'missing'
  const roleOfKey = (key: string): Role | undefined =>
    sameSecret(key, serviceRoleKey) ? 'service_role' : sameSecret(key, localAnonKey) ? 'anon' : undefined
  if (apikey && !roleOfKey(apikey)) return 'invalid'
  if (!bearer) return roleOfKey(apikey!)!
  return roleOfKey(bearer) ?? (userClaims?.(bearer) ? 'authenticated' : 'invalid')
}

export const quoteIdentifier = (name: string) => `"${name.replace(/"/g, '""')}"`
