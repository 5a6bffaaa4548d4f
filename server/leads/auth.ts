/**
 * /auth/v1 of the embedded backend: the part of Supabase Auth (GoTrue) the lead console's sign-in and `npm run staff`
 * use, answered as supabase-js's auth client expects it (decisions 0060 and 0076). Sign-ups are off: only a user the
 * admin API created (`npm run staff -- add`, or CONSOLE_STAFF_EMAILS at start) gets an eight-digit code, written to
 * the outbox as any other message; the code gives a session whose access token is a JWT (HS256, role authenticated,
 * the user's id and e-mail in its claims) that /rest/v1 accepts, so row level security decides what the user reads,
 * as on Supabase. Users live in auth.users (supabase/tests/roles.sql), codes and refresh tokens in schema local_auth;
 * none of it is deployed.
 */
import { randomBytes, randomInt, randomUUID, timingSafeEqual } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { PGlite, Transaction } from '@electric-sql/pglite'
import { signInEmailHtml } from '../../builder/sign-in-email'
import { handleAdmin } from './auth-admin'
import {
  accessTokenClaims,
  answer,
  authPrefix,
  bearerClaims,
  emailOf,
  readJson,
  refuse,
  sha256,
  signAccessToken,
  userColumns,
  userJson,
  type AuthContext,
  type Claims,
  type UserRow,
} from './auth-answers'
import { clientAddressOfSocket, requestRole } from './http'
import { writeOutboxFile } from './outbox'

/** How long an access token lasts (Supabase's default, [auth] jwt_expiry). */
const accessTokenSeconds = 3600
/** How long a code works, as [auth.email] otp_expiry sets it on Supabase. */
export const codeSeconds = 3600
/** The code's length, as supabase/config.toml's [auth.email] otp_length sets it on Supabase. */
export const codeDigits = 8
/**
 * The sign-in's limits (decision 0082). Each counts per address and client (the socket's address, as the lead rate
 * limit counts), so a client guessing or asking from elsewhere cannot lock out or spoil the owner's sign-in:
 * - a code survives 5 wrong tries, and works only from the client that asked for it; a client keeps its 3 newest
 *   unexpired codes per address (a new one leaves the earlier ones valid until used);
 * - a client may give 10 wrong codes an hour for an address, however many codes it was sent;
 * - all clients together may give 30 wrong codes an hour for an address, so a guesser with many clients gets at most
 *   30 × 24 × 365 ≈ 263,000 guesses a year against 10^8 codes; a client that has signed in to the address before is
 *   exempt from this one, so the owner is not locked out by strangers;
 * - one client may have 20 codes sent in an hour (CONSOLE_CODES_PER_CLIENT_HOUR changes it, for the browser tests),
 *   all clients together 100 (a bound on the outbox).
 */
export const signInLimits = {
  attemptsPerCode: 5,
  liveCodesPerClient: 3,
  wrongCodesPerClientHour: 10,
  wrongCodesPerAddressHour: 30,
  codesPerClientHour: 20,
  codesPerHour: 100,
}
const { attemptsPerCode, liveCodesPerClient, wrongCodesPerClientHour, wrongCodesPerAddressHour, codesPerHour } =
  signInLimits
/**
 * supabase/config.toml's [auth.sessions] and refresh-token reuse, as Supabase applies them: a session ends 12 hours
 * after its sign-in, or 4 hours after its last refresh; a refresh token used again within 10 s answers as used, and
 * later ends its whole session (reuse detection).
 */
export const sessionLimits = { timeboxHours: 12, inactivityHours: 4, reuseIntervalSeconds: 10 }

/**
 * The schema the embedded sign-in keeps its codes and refresh tokens in. Its users were in local_auth.users before
 * decision 0076: they move to auth.users, and their sessions end.
 */
export const authSchemaSql = `
  create schema if not exists local_auth;
  do $$ begin
    if to_regclass('local_auth.users') is not null then
      insert into auth.users (id, email, created_at, last_sign_in_at)
        select id, email, created_at, last_sign_in_at from local_auth.users on conflict do nothing;
      drop table if exists local_auth.refresh_tokens;
      drop table local_auth.users;
    end if;
  end $$;
  -- Before decision 0082 an address had one code, whoever asked: codes in flight then end.
  drop table if exists local_auth.codes;
  create table if not exists local_auth.live_codes (
    id bigint generated always as identity primary key,
    email text not null,
    client text not null,
    code_hash text not null,
    sent_at timestamptz not null,
    expires_at timestamptz not null,
    attempts integer not null default 0
  );
  create index if not exists live_codes_email_client on local_auth.live_codes (email, client);
  create table if not exists local_auth.codes_sent (sent_at timestamptz not null);
  alter table local_auth.codes_sent add column if not exists client text;
  create table if not exists local_auth.wrong_codes (email text not null, at timestamptz not null);
  alter table local_auth.wrong_codes add column if not exists client text;
  create table if not exists local_auth.known_clients (
    email text not null,
    client text not null,
    primary key (email, client)
  );
  create table if not exists local_auth.refresh_tokens (
    token_hash text primary key,
    user_id uuid not null references auth.users (id) on delete cascade,
    session_id uuid not null,
    created_at timestamptz not null default now(),
    revoked boolean not null default false
  );
  alter table local_auth.refresh_tokens add column if not exists revoked_at timestamptz;`

/** A new session for the user: an access token and a refresh token stored by its hash. */
async function newSession(
  context: AuthContext,
  tx: Transaction | PGlite,
  user: UserRow,
  sessionId: string = randomUUID(),
) {
  const issuedAt = Math.floor(context.now().getTime() / 1000)
  const claims: Claims = {
    aud: 'authenticated',
    iat: issuedAt,
    exp: issuedAt + accessTokenSeconds,
    sub: user.id,
    email: user.email,
    phone: '',
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'otp', timestamp: issuedAt }],
    session_id: sessionId,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    is_anonymous: false,
  }
  const refreshToken = randomBytes(24).toString('base64url')
  await tx.query(
    'insert into local_auth.refresh_tokens (token_hash, user_id, session_id, created_at) values ($1, $2, $3, $4)',
    [sha256(refreshToken), user.id, sessionId, context.now().toISOString()],
  )
  return {
    access_token: signAccessToken(context.secret, claims),
    token_type: 'bearer',
    expires_in: accessTokenSeconds,
    expires_at: claims.exp,
    refresh_token: refreshToken,
    user: userJson(user),
  }
}

/**
 * POST /otp: a code to a user's address, in the outbox, for the client that asked; one a minute per address and
 * client, within signInLimits. An address with no user gets no code and no user, with GoTrue's answers: 422
 * otp_disabled when the client said create_user false (as the console does), 422 signup_disabled otherwise (sign-ups
 * are off, as supabase/config.toml sets them).
 */
async function sendCode(context: AuthContext, body: Record<string, unknown>, client: string, response: ServerResponse) {
  const email = emailOf(body.email)
  if (!email) return refuse(response, 400, 'validation_failed', 'Enter a valid e-mail address.')
  const code = String(randomInt(0, 10 ** codeDigits)).padStart(codeDigits, '0')
  const now = context.now()
  const waitSeconds = await context.db(async (tx) => {
    const known = await tx.query('select 1 from auth.users where email = $1', [email])
    if (!known.rows.length) return body.create_user === false ? ('no-user' as const) : ('signups-off' as const)
    const previous = await tx.query<{ sent_at: Date }>(
      'select max(sent_at) as sent_at from local_auth.live_codes where email = $1 and client = $2',
      [email, client],
    )
    const sentAt = previous.rows[0]?.sent_at
    const since = sentAt ? (now.getTime() - new Date(sentAt).getTime()) / 1000 : Infinity
    if (since < context.resendSeconds) return Math.ceil(context.resendSeconds - since)
    const lastHour = await tx.query<{ total: number; mine: number }>(
      `select count(*)::int as total, (count(*) filter (where client = $2))::int as mine
       from local_auth.codes_sent where sent_at > $1::timestamptz - interval '1 hour'`,
      [now, client],
    )
    const sent = lastHour.rows[0]
    // A client that has signed in to this address before is held to its own budget only: strangers spending the
    // bound on all codes cannot keep the owner out.
    const knownClient = await tx.query('select 1 from local_auth.known_clients where email = $1 and client = $2', [
      email,
      client,
    ])
    const overAll = (sent?.total ?? 0) >= codesPerHour && !knownClient.rows.length
    if (overAll || (sent?.mine ?? 0) >= context.codesPerClientHour) return 'too-many' as const
    await tx.query("delete from local_auth.codes_sent where sent_at < $1::timestamptz - interval '1 hour'", [now])
    await tx.query('insert into local_auth.codes_sent (sent_at, client) values ($1, $2)', [now, client])
    await tx.query('delete from local_auth.live_codes where expires_at <= $1', [now])
    await tx.query(
      'insert into local_auth.live_codes (email, client, code_hash, sent_at, expires_at) values ($1, $2, $3, $4, $5)',
      [email, client, sha256(code), now, new Date(now.getTime() + codeSeconds * 1000)],
    )
    // The client's oldest codes for the address beyond the few it keeps.
    await tx.query(
      `delete from local_auth.live_codes where email = $1 and client = $2 and id not in (
         select id from local_auth.live_codes where email = $1 and client = $2 order by id desc limit $3)`,
      [email, client, liveCodesPerClient],
    )
    return 0
  })
  if (waitSeconds === 'no-user') return refuse(response, 422, 'otp_disabled', 'Signups not allowed for otp')
  if (waitSeconds === 'signups-off')
    return refuse(response, 422, 'signup_disabled', 'Signups not allowed for this instance')
  if (waitSeconds === 'too-many')
    return refuse(response, 429, 'over_email_send_rate_limit', 'Email rate limit exceeded: try again in an hour.')
  if (waitSeconds > 0)
    return refuse(
      response,
      429,
      'over_email_send_rate_limit',
      `For security purposes, you can only request this after ${waitSeconds} seconds.`,
    )
  writeOutboxFile(context.outbox, 'sign-in', 'code', {
    to: email,
    subject: 'Your sign-in code for the lead console',
    text: `Your code is ${code}. It works once, for one hour.`,
    // The body Supabase Auth sends (supabase/config.toml's template), with the code in it.
    html: signInEmailHtml(code),
    code,
  })
  answer(response, 200, {})
}

/** POST /verify: one of the codes this client asked for the address, once, for a session. */
async function verifyCode(
  context: AuthContext,
  body: Record<string, unknown>,
  client: string,
  response: ServerResponse,
) {
  const email = emailOf(body.email)
  const token = typeof body.token === 'string' ? body.token.trim() : ''
  if (
    !email ||
    !new RegExp(`^\\d{${codeDigits}}$`).test(token) ||
    !['email', 'magiclink', 'signup'].includes(String(body.type))
  )
    return refuse(response, 403, 'otp_expired', 'Token has expired or is invalid')
  const now = context.now()
  const session = await context.db(async (tx) => {
    const wrong = await tx.query<{ mine: number; total: number; known: boolean }>(
      `select (count(*) filter (where client = $2))::int as mine, count(*)::int as total,
         exists (select 1 from local_auth.known_clients where email = $1 and client = $2) as known
       from local_auth.wrong_codes where email = $1 and at > $3::timestamptz - interval '1 hour'`,
      [email, client, now],
    )
    const counts = wrong.rows[0]
    if ((counts?.mine ?? 0) >= wrongCodesPerClientHour) return 'locked' as const
    if (!counts?.known && (counts?.total ?? 0) >= wrongCodesPerAddressHour) return 'locked' as const
    const codes = await tx.query<{ id: number; code_hash: string }>(
      `select id, code_hash from local_auth.live_codes
       where email = $1 and client = $2 and expires_at > $3 and attempts < $4`,
      [email, client, now, attemptsPerCode],
    )
    const given = Buffer.from(sha256(token))
    const match = codes.rows.find((code) => timingSafeEqual(given, Buffer.from(code.code_hash)))
    if (!match) {
      await tx.query(
        'update local_auth.live_codes set attempts = attempts + 1 where email = $1 and client = $2 and expires_at > $3',
        [email, client, now],
      )
      await tx.query('insert into local_auth.wrong_codes (email, client, at) values ($1, $2, $3)', [email, client, now])
      await tx.query("delete from local_auth.wrong_codes where at < $1::timestamptz - interval '1 hour'", [now])
      return undefined
    }
    await tx.query('delete from local_auth.live_codes where id = $1', [match.id])
    await tx.query('insert into local_auth.known_clients (email, client) values ($1, $2) on conflict do nothing', [
      email,
      client,
    ])
    // Only a user gets a code; one removed since gets no session.
    const user = (
      await tx.query<UserRow>(`update auth.users set last_sign_in_at = $2 where email = $1 returning ${userColumns}`, [
        email,
        now,
      ])
    ).rows[0]
    return user && newSession(context, tx, user)
  })
  if (session === 'locked')
    return refuse(
      response,
      429,
      'over_request_rate_limit',
      `Too many wrong codes for this address in the last hour: try again in an hour.`,
    )
  if (!session) return refuse(response, 403, 'otp_expired', 'Token has expired or is invalid')
  answer(response, 200, session)
}

/**
 * POST /token?grant_type=refresh_token: a refresh token, once, for the next session of the same sign-in, within the
 * session's limits (sessionLimits). A token used again after the reuse interval ends the whole session: someone else
 * may hold a copy.
 */
async function refresh(context: AuthContext, body: Record<string, unknown>, response: ServerResponse) {
  const token = typeof body.refresh_token === 'string' ? body.refresh_token : ''
  const { timeboxHours, inactivityHours, reuseIntervalSeconds } = sessionLimits
  const outcome = await context.db(async (tx) => {
    const now = context.now().toISOString()
    const found = await tx.query<UserRow & { session_id: string }>(
      `update local_auth.refresh_tokens t set revoked = true, revoked_at = $2
       where token_hash = $1 and not revoked
         and created_at > $2::timestamptz - make_interval(hours => $3)
         and (select min(s.created_at) from local_auth.refresh_tokens s where s.session_id = t.session_id)
           > $2::timestamptz - make_interval(hours => $4)
       returning session_id, user_id as id,
         (select email from auth.users where id = user_id) as email,
         (select created_at from auth.users where id = user_id) as created_at,
         (select last_sign_in_at from auth.users where id = user_id) as last_sign_in_at`,
      [sha256(token), now, inactivityHours, timeboxHours],
    )
    const row = found.rows[0]
    if (row) return { session: await newSession(context, tx, row, row.session_id) }
    const used = await tx.query<{ session_id: string; recent: boolean }>(
      `select session_id, revoked_at > $2::timestamptz - make_interval(secs => $3) as recent
       from local_auth.refresh_tokens where token_hash = $1 and revoked and revoked_at is not null`,
      [sha256(token), now, reuseIntervalSeconds],
    )
    const reuse = used.rows[0]
    if (reuse && !reuse.recent)
      await tx.query('update local_auth.refresh_tokens set revoked = true where session_id = $1', [reuse.session_id])
    return { reused: reuse !== undefined }
  })
  if ('session' in outcome) return answer(response, 200, outcome.session)
  if (outcome.reused) return refuse(response, 400, 'refresh_token_already_used', 'Invalid Refresh Token: Already Used')
  refuse(response, 400, 'refresh_token_not_found', 'Invalid Refresh Token: Refresh Token Not Found')
}

/** Answers a request under /auth/v1 (the key check Supabase's gateway makes, then the endpoint). */
export async function handleAuth(
  context: AuthContext,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const path = url.pathname.slice(authPrefix.length)
  const role = requestRole(request, context.secretKey, (token) => accessTokenClaims(context.secret, token))
  if (role === 'missing' || role === 'invalid') {
    request.resume()
    return refuse(response, 401, 'no_authorization', 'Send the publishable key in the apikey header.')
  }
  if (path === '/admin/users' || path.startsWith('/admin/users/')) {
    if (role === 'service_role') return handleAdmin(context, request, response, url)
    request.resume()
    return refuse(response, 403, 'not_admin', 'User not allowed')
  }
  if (request.method === 'GET' && path === '/user') {
    const claims = bearerClaims(context, request)
    if (!claims) return refuse(response, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
    const user = await context.db(
      async (tx) =>
        (await tx.query<UserRow>(`select ${userColumns} from auth.users where id = $1`, [claims.sub])).rows[0],
    )
    if (!user) return refuse(response, 403, 'user_not_found', 'User from sub claim in JWT does not exist')
    return answer(response, 200, userJson(user))
  }
  if (request.method !== 'POST') {
    request.resume()
    return refuse(response, 404, 'not_found', `${request.method} ${path} is not an endpoint of the local sign-in`)
  }
  if (path === '/logout') {
    request.resume()
    const claims = bearerClaims(context, request)
    if (!claims) return refuse(response, 403, 'bad_jwt', 'invalid JWT: unable to parse or verify signature')
    const scope = url.searchParams.get('scope') ?? 'global'
    await context.db((tx) =>
      scope === 'local'
        ? tx.query('update local_auth.refresh_tokens set revoked = true where session_id = $1', [claims.session_id])
        : tx.query('update local_auth.refresh_tokens set revoked = true where user_id = $1', [claims.sub]),
    )
    return answer(response, 204)
  }
  const body = await readJson(request)
  if (!body) return refuse(response, 400, 'bad_json', 'The body must be a JSON object, sent as application/json.')
  if (path === '/otp') return sendCode(context, body, clientAddressOfSocket(request), response)
  if (path === '/verify') return verifyCode(context, body, clientAddressOfSocket(request), response)
  if (path === '/token' && url.searchParams.get('grant_type') === 'refresh_token')
    return refresh(context, body, response)
  refuse(response, 404, 'not_found', `POST ${path} is not an endpoint of the local sign-in`)
}
