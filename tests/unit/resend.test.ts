/** The Resend client of the functions (supabase/functions/_shared/resend.ts), against a stand-in of its answers. */
import { expect, it } from 'vitest'
import { resendOwnerEmailer } from '../../supabase/functions/_shared/resend'

const values: Record<string, string> = {
  RESEND_API_KEY: 're_test',
  LEAD_NOTIFY_TO: 'owner@example.com',
  LEAD_NOTIFY_FROM: 'site@example.com',
}
const env = { get: (name: string) => values[name] }
const email = { subject: 'Summary', text: 'Three leads', html: '<p>Three leads</p>' }
const answering = (status: number, body: object) =>
  (async () => new Response(JSON.stringify(body), { status })) as typeof fetch

it('takes a key Resend already used with another body as sent: the e-mail went then', async () => {
  const taken = answering(409, { statusCode: 409, name: 'invalid_idempotent_request', message: 'Same key, other body' })
  await expect(resendOwnerEmailer(env, taken)(email, 'daily-summary-2026-11-27')).resolves.toBeUndefined()
})

it('still fails on any other refusal, saying what the provider answered', async () => {
  const concurrent = answering(409, { statusCode: 409, name: 'concurrent_idempotent_requests', message: 'In progress' })
  await expect(resendOwnerEmailer(env, concurrent)(email, 'k')).rejects.toThrow(/answered 409: .*concurrent/)
  const refused = answering(403, { statusCode: 403, name: 'validation_error', message: 'Domain not verified' })
  await expect(resendOwnerEmailer(env, refused)(email, 'k')).rejects.toThrow('The e-mail provider answered 403')
})
