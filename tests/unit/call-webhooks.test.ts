/**
 * Twilio's webhooks on the embedded backend of `npm start` (decision 0044): signed as Twilio signs, over HTTP, with
 * no Twilio settings, so the alerts and the text-back are written to the outbox.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { twilioSignature } from '../../supabase/functions/_shared/calls'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { serveLeadBackend } from '../support/served-lead-backend'

let backend: LeadBackend
let stopServer: () => Promise<void>
let origin: string

beforeAll(async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'call-webhooks-')), 'data')
  backend = await openLeadBackend({ dataDir, businessName: 'Test Home Buyers', retryIntervalMs: 0 })
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend))
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
})

const mainNumber = `+1${siteContent.phone.replace(/\D/g, '')}`
const callSid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`

/** Posts Twilio's form, signed for the address it is sent to (or with `signature`), and waits for what it started. */
async function post(path: string, fields: Record<string, string>, signature?: string | null) {
  const params = new URLSearchParams(fields)
  const signed =
    signature === undefined ? await twilioSignature(backend.twilioAuthToken, `${origin}${path}`, params) : signature
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(signed === null ? {} : { 'X-Twilio-Signature': signed }),
    },
    body: params,
  })
  const body = await response.text()
  await backend.settled()
  return { status: response.status, body }
}

async function callLeads(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${origin}/rest/v1/leads?select=*`, {
    headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
  })
  const leads = (await response.json()) as Array<Record<string, unknown>>
  return leads.filter((lead) => lead.source === 'phone-call')
}

/** The outbox files that mention `text`. */
const outboxWith = (text: string) =>
  readdirSync(backend.paths.outbox).filter((name) =>
    readFileSync(join(backend.paths.outbox, name), 'utf8').includes(text),
  )

describe('call webhooks on the embedded backend', () => {
  it('refuses an unsigned or wrongly signed call and stores nothing', async () => {
    const fields = { CallSid: callSid(), From: '+13525550101', To: mainNumber, DialCallStatus: 'no-answer' }
    expect((await post('/functions/v1/inbound-call?step=dialed', fields, null)).status).toBe(403)
    expect((await post('/functions/v1/inbound-call?step=dialed', fields, 'd3Jvbmc=')).status).toBe(403)
    expect(await callLeads()).toEqual([])
  })

  it('answers a call with no forwarding number with the voicemail greeting', async () => {
    const { status, body } = await post('/functions/v1/inbound-call', {
      CallSid: callSid(),
      From: '+13525550102',
      To: mainNumber,
    })
    expect(status).toBe(200)
    expect(body).toMatch(/<Say>Thanks for calling .*<\/Say><Record /)
    expect(body).not.toContain('<Dial')
  })

  it('turns a missed call into one lead with one alert per channel and one text-back, however often it is retried', async () => {
    const caller = '+13525550103'
    const fields = { CallSid: callSid(), From: caller, To: mainNumber, DialCallStatus: 'busy' }
    for (let attempt = 0; attempt < 3; attempt++) {
      const { status, body } = await post('/functions/v1/inbound-call?step=dialed', fields)
      expect(status).toBe(200)
      expect(body).toContain('<Record ')
    }
    const leads = (await callLeads()).filter((lead) => lead.phone === caller)
    expect(leads).toEqual([expect.objectContaining({ call_outcome: 'busy', notify_status: 'sent', email: '' })])
    const files = outboxWith(caller)
    expect(files.filter((name) => name.includes('owner-email'))).toHaveLength(1)
    expect(files.filter((name) => name.includes('owner-sms'))).toHaveLength(1)
    const textBacks = files.filter((name) => name.includes('caller-sms'))
    expect(textBacks).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(backend.paths.outbox, textBacks[0]!), 'utf8'))).toEqual({
      from: mainNumber,
      to: caller,
      sms: siteContent.calls.textBack,
    })
  })

  it("records STOP as consent withdrawn on the caller's leads, and answers HELP", async () => {
    const caller = '+13525550104'
    await post('/functions/v1/inbound-call?step=dialed', {
      CallSid: callSid(),
      From: caller,
      To: mainNumber,
      DialCallStatus: 'no-answer',
    })
    const messageSid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`
    const help = await post('/functions/v1/inbound-sms', {
      MessageSid: messageSid(),
      From: caller,
      To: mainNumber,
      Body: 'Help',
    })
    expect(help.body).toContain(`<Message>${siteContent.calls.helpReply}</Message>`)
    await post('/functions/v1/inbound-sms', { MessageSid: messageSid(), From: caller, To: mainNumber, Body: ' stop ' })
    const leads = (await callLeads()).filter((lead) => lead.phone === caller)
    expect(leads).toHaveLength(1)
    expect(leads[0]?.consent_withdrawn_at).toEqual(expect.any(String))
  })
})
