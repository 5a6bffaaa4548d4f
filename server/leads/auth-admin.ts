/** /auth/v1/admin of the embedded backend: the part of GoTrue's admin API `npm run staff` uses (decision 0076). */
import { randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import {
  answer,
  authPrefix,
  emailOf,
  readJson,
  refuse,
  userColumns,
  userJson,
  type AuthContext,
  type UserRow,
} from './auth-answers'

/**
 * GoTrue's admin API as `npm run staff` calls it through supabase-js (auth.admin): create a user with a confirmed
 * address (POST /admin/users), list them (GET), read or delete one (GET, DELETE /admin/users/<id>). A deleted user's
 * refresh tokens and staff row go with it (on delete cascade).
 */
export async function handleAdmin(context: AuthContext, request: IncomingMessage, response: ServerResponse, url: URL) {
  const path = url.pathname.slice(authPrefix.length)
  if (path === '/admin/users' && request.method === 'POST') {
    const body = await readJson(request)
    if (!body) return refuse(response, 400, 'bad_json', 'The body must be a JSON object, sent as application/json.')
    const email = emailOf(body.email)
    if (!email) return refuse(response, 400, 'validation_failed', 'Unable to validate email address: invalid format')
    const created = await context.db(
      async (tx) =>
        (
          await tx.query<UserRow>(
            `insert into auth.users (id, email) values ($1, $2) on conflict (email) do nothing returning ${userColumns}`,
            [randomUUID(), email],
          )
        ).rows[0],
    )
    if (!created)
      return refuse(response, 422, 'email_exists', 'A user with this email address has already been registered')
    return answer(response, 200, userJson(created))
  }
  request.resume()
  if (path === '/admin/users' && request.method === 'GET') {
    // GoTrue's paging: page from 1, per_page 50 unless asked.
    const whole = (name: string, fallback: number) =>
      Math.max(1, Number.parseInt(url.searchParams.get(name) ?? '', 10) || fallback)
    const perPage = Math.min(whole('per_page', 50), 1000)
    const users = await context.db(
      async (tx) =>
        (
          await tx.query<UserRow>(
            `select ${userColumns} from auth.users order by created_at, email limit $1 offset $2`,
            [perPage, (whole('page', 1) - 1) * perPage],
          )
        ).rows,
    )
    return answer(response, 200, { users: users.map(userJson), aud: 'authenticated' })
  }
  const id = /^\/admin\/users\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(path)?.[1]
  if (id && (request.method === 'GET' || request.method === 'DELETE')) {
    const user = await context.db(
      async (tx) =>
        (
          await tx.query<UserRow>(
            request.method === 'GET'
              ? `select ${userColumns} from auth.users where id = $1`
              : `delete from auth.users where id = $1 returning ${userColumns}`,
            [id],
          )
        ).rows[0],
    )
    if (!user) return refuse(response, 404, 'user_not_found', 'User not found')
    return answer(response, 200, request.method === 'GET' ? userJson(user) : {})
  }
  refuse(response, 404, 'not_found', `${request.method} ${path} is not an endpoint of the local sign-in`)
}
