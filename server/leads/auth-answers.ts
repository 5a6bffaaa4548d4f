/**
 * What the embedded sign-in's endpoints share (server/leads/auth.ts, auth-admin.ts): the access tokens it signs and
 * checks, its context, GoTrue's answers and a user as GoTrue describes one.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { header, mediaTypeOf, readBody } from './http'

/** Where the sign-in's endpoints start, as on Supabase. */
export const authPrefix = '/auth/v1'

export type Claims = Record<string, unknown> & { sub: string; email: string; role: string; exp: number }

const base64url = (data: Buffer | string) => Buffer.from(data).toString('base64url')
export const sha256 = (text: string) => createHash('sha256').update(text).digest('hex')

/** The key access tokens are signed with: derived from the folder's secret key, so it never leaves it either. */
export const jwtSecretOf = (secretKey: string) => createHash('sha256').update(`jwt:${secretKey}`).digest()

export function signAccessToken(secret: Buffer, claims: Claims): string {
  const head = base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))
  const body = base64url(JSON.stringify(claims))
  const signature = createHmac('sha256', secret).update(`${head}.${body}`).digest('base64url')
  return `${head}.${body}.${signature}`
}

/** The claims of an access token this backend signed and that has not expired; undefined for any other text. */
export function accessTokenClaims(secret: Buffer, token: string, now = Date.now()): Claims | undefined {
  const [head, body, signature, ...rest] = token.split('.')
  if (!head || !body || !signature || rest.length) return undefined
  const expected = createHmac('sha256', secret).update(`${head}.${body}`).digest()
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined
  try {
    const claims = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Claims
    if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return undefined
    if (claims.role !== 'authenticated' || typeof claims.sub !== 'string' || typeof claims.email !== 'string')
      return undefined
    return claims
  } catch {
    return undefined
  }
}

/** A well-formed address, lower-cased; undefined otherwise. */
export function emailOf(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined
  const email = value.trim().toLowerCase()
  return email.length <= 254 && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) ? email : undefined
}

export interface AuthContext {
  db: <T>(work: (tx: Transaction | PGlite) => Promise<T>) => Promise<T>
  secretKey: string
  secret: Buffer
  outbox: string
  now: () => Date
  /** The wait before another code goes to the same address (Supabase's default is 60 s). */
  resendSeconds: number
  /** The codes one client may have sent in an hour (signInLimits' unless CONSOLE_CODES_PER_CLIENT_HOUR says). */
  codesPerClientHour: number
}

const apiVersion = { 'X-Supabase-Api-Version': '2024-01-01' }

export function answer(response: ServerResponse, status: number, body?: unknown): void {
  const text = body === undefined ? '' : JSON.stringify(body)
  response.writeHead(status, {
    ...apiVersion,
    'Access-Control-Allow-Origin': '*',
    ...(body === undefined ? {} : { 'Content-Type': 'application/json; charset=utf-8' }),
    'Content-Length': Buffer.byteLength(text),
  })
  response.end(text)
}

/** GoTrue's error shape for API version 2024-01-01: a code supabase-js reads and a message for the person. */
export const refuse = (response: ServerResponse, status: number, code: string, message: string) =>
  answer(response, status, { code, message, msg: message })

export interface UserRow {
  id: string
  email: string
  created_at: Date
  last_sign_in_at: Date | null
}
export const userColumns = 'id, email, created_at, last_sign_in_at'

export function userJson(user: UserRow) {
  const created = new Date(user.created_at).toISOString()
  const signedIn = user.last_sign_in_at ? new Date(user.last_sign_in_at).toISOString() : null
  return {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: created,
    phone: '',
    confirmed_at: created,
    last_sign_in_at: signedIn,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    identities: [],
    created_at: created,
    updated_at: signedIn ?? created,
    is_anonymous: false,
  }
}

export async function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  if (mediaTypeOf(request) !== 'application/json') return undefined
  const body = await readBody(request, 16 * 1024)
  if (!body.ok) return undefined
  try {
    const value: unknown = JSON.parse(body.text || '{}')
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined
  } catch {
    return undefined
  }
}

/** The verified claims of the request's bearer token, if it carries a user's. */
export function bearerClaims(context: AuthContext, request: IncomingMessage): Claims | undefined {
  const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1]
  return bearer ? accessTokenClaims(context.secret, bearer, context.now().getTime()) : undefined
}
