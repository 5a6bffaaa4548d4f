/**
 * The address Twilio's signature is checked against, on the embedded backend (decision 0082): on a real domain
 * (SITE_URL) it is TWILIO_WEBHOOK_BASE_URL, never built from the Host header the sender chooses, and without that
 * setting every request is refused with a log line naming it. Requests are signed by Twilio's own Node library.
 */
import { request as httpRequest } from 'node:http'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import twilio from 'twilio'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { serveLeadBackend } from '../support/served-lead-backend'

const siteUrl = 'https://www.ncfhomebuyers.com'
const webhookBase = 'https://abcd.supabase.co/functions/v1'
const path = '/functions/v1/inbound-call?step=dialed'
const fields = () => ({
  CallSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
  From: '+13525550100',
  To: `+1${siteContent.phone.replace(/\D/g, '')}`,
  DialCallStatus: 'no-answer',
})

const opened: Array<{ backend: LeadBackend; stop: () => Promise<void> }> = []
afterEach(async () => {
  vi.restoreAllMocks()
  for (const { backend, stop } of opened.splice(0)) {
    await stop()
    await backend.close()
  }
})

async function backendWith(env: Record<string, string>) {
  const backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'twilio-address-')), 'data'),
    retryIntervalMs: 0,
    env,
  })
  const { origin, stop } = await serveLeadBackend(backend)
  opened.push({ backend, stop })
  return { backend, origin }
}

/** Posts the form to `origin` with the Host header `host` and Twilio's signature for the address `signedFor`. */
function post(origin: string, host: string, signature: string, form: Record<string, string>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const sent = httpRequest(
      `${origin}${path}`,
      {
        method: 'POST',
        headers: {
          Host: host,
          'Content-Type': 'application/x-www-form-urlencoded',
          'X-Twilio-Signature': signature,
        },
      },
      (answer) => {
        let body = ''
        answer.setEncoding('utf8')
        answer.on('data', (chunk: string) => (body += chunk))
        answer.on('end', () => resolve({ status: answer.statusCode ?? 0, body }))
      },
    )
    sent.on('error', reject)
    sent.end(new URLSearchParams(form).toString())
  })
}

describe("Twilio's webhooks on a real domain", () => {
  it('check the signature against TWILIO_WEBHOOK_BASE_URL, whatever Host the request names', async () => {
    const { backend, origin } = await backendWith({ SITE_URL: siteUrl, TWILIO_WEBHOOK_BASE_URL: webhookBase })
    const sign = (url: string, form: Record<string, string>) =>
      twilio.getExpectedTwilioSignature(backend.twilioAuthToken, url, form)
    const forgedHost = 'attacker.example'
    // Signed for the address built from the forged Host: refused.
    const forgedForm = fields()
    const forged = await post(origin, forgedHost, sign(`http://${forgedHost}${path}`, forgedForm), forgedForm)
    expect(forged.status).toBe(403)
    // Signed for the real address, sent with the forged Host: accepted, as the address checked is the setting.
    const form = fields()
    const real = await post(origin, forgedHost, sign(`${webhookBase}/inbound-call?step=dialed`, form), form)
    expect(real.status).toBe(200)
    expect(real.body).toContain('<Response>')
  }, 60_000)

  it('refuse every request without TWILIO_WEBHOOK_BASE_URL, with a log line naming it', async () => {
    const { backend, origin } = await backendWith({ SITE_URL: siteUrl })
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const host = new URL(origin).host
    const form = fields()
    const signed = twilio.getExpectedTwilioSignature(backend.twilioAuthToken, `${origin}${path}`, form)
    const answer = await post(origin, host, signed, form)
    expect(answer.status).toBe(503)
    expect(JSON.parse(answer.body).message).toMatch(/^TWILIO_WEBHOOK_BASE_URL is not set/)
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^inbound-call: TWILIO_WEBHOOK_BASE_URL is not set/))
  }, 60_000)

  it('build the address from the request off a real domain (npm start, with SITE_URL on localhost)', async () => {
    const { backend, origin } = await backendWith({ SITE_URL: 'http://localhost:4321' })
    const form = fields()
    const signed = twilio.getExpectedTwilioSignature(backend.twilioAuthToken, `${origin}${path}`, form)
    expect((await post(origin, new URL(origin).host, signed, form)).status).toBe(200)
  }, 60_000)
})
