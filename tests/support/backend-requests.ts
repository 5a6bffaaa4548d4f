/**
 * Requests the lead tests make of an embedded backend served over HTTP, as its real callers make them: a staff
 * member's call of a database function (the console's), Twilio's signed webhook, the schedule's retry. Each waits
 * for the work the backend left running after its answer.
 */
import twilio from 'twilio'
import { expect } from 'vitest'
import { jwtSecretOf, signAccessToken } from '../../server/leads/auth-answers'
import type { LeadBackend } from '../../server/leads/backend'
import { localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'

/**
 * A database function called as the signed-in staff member `email` (a token the backend signed for that user, whose
 * id the admin API gives), its answer.
 */
export async function callAsStaff(
  { origin, backend }: { origin: string; backend: LeadBackend },
  email: string,
  name: string,
  args: Record<string, unknown>,
): Promise<unknown> {
  const listed = await fetch(`${origin}/auth/v1/admin/users?per_page=1000`, {
    headers: { apikey: backend.secretKey },
  })
  const { users } = (await listed.json()) as { users: Array<{ id: string; email: string }> }
  const user = users.find((candidate) => candidate.email === email)
  if (!user) throw new Error(`${email} is no user of the backend: list it in CONSOLE_STAFF_EMAILS`)
  const token = signAccessToken(jwtSecretOf(backend.secretKey), {
    sub: user.id,
    email,
    role: 'authenticated',
    // Valid for a week: tests move the backend's clock ahead.
    exp: Math.floor(Date.now() / 1000) + 7 * 86_400,
  })
  const response = await fetch(`${origin}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: { apikey: localPublishableKey, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
  })
  expect(response.status).toBe(200)
  const answer: unknown = await response.json()
  await backend.settled()
  return answer
}

/** Twilio's voice webhook after ringing the owner (`?step=dialed`), signed by Twilio's library as Twilio signs it. */
export async function dialedCall(
  { origin, backend }: { origin: string; backend: LeadBackend },
  fields: Record<string, string>,
): Promise<void> {
  const path = '/functions/v1/inbound-call?step=dialed'
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'X-Twilio-Signature': twilio.getExpectedTwilioSignature(backend.twilioAuthToken, `${origin}${path}`, fields),
    },
    body: new URLSearchParams(fields),
  })
  expect(response.status).toBe(200)
  await backend.settled()
}

/** The scheduled retry, as Supabase's schedule asks for it: notify-lead with the secret key. Its answer. */
export async function scheduledRetry({
  origin,
  backend,
}: {
  origin: string
  backend: LeadBackend
}): Promise<Record<string, unknown>> {
  const response = await fetch(`${origin}${notifyLeadPath}`, {
    method: 'POST',
    headers: { apikey: backend.secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ retry: true }),
  })
  expect(response.status).toBe(200)
  const answer = (await response.json()) as Record<string, unknown>
  await backend.settled()
  return answer
}
