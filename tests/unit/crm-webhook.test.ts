/**
 * The hand-off to a CRM on the embedded backend (decision 0063): a receiver on this machine checks every request with
 * the Standard Webhooks reference library (`standardwebhooks`), as a CRM would. New leads, calls and stage changes
 * arrive once each, signed; a receiver that fails gets the same webhook-id again, later each time; two runs at once
 * never send one event twice. The backend's clock is the test's, a little ahead of the real one when a retry must
 * be due (the library allows five minutes).
 */
import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Webhook, WebhookVerificationError } from 'standardwebhooks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { localPublishableKey } from '../../src/lib/local-backend'
import {
  handOffDueEvents,
  handOffSettingsOf,
  maxAnswerBytes,
  type WebhookQueue,
} from '../../supabase/functions/_shared/crm-webhook'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { callAsStaff, dialedCall, scheduledRetry as retryAsScheduled } from '../support/backend-requests'
import { serveLeadBackend } from '../support/served-lead-backend'

const secret = `whsec_${randomBytes(32).toString('base64')}`
const staff = 'owner@example.com'
const retryBaseSeconds = 10

interface Received {
  id: string
  timestamp: number
  signature: string
  body: string
  type: string
  data: Record<string, unknown>
  /** What the receiver answered. */
  status: number
}

/** A CRM's endpoint: verifies each request with the reference library, records it, answers as `answerFor` says. */
class Receiver {
  readonly received: Received[] = []
  readonly refused: string[] = []
  /** The status for a request whose data has this submission id (200 when it returns undefined). */
  answerFor: (submissionId: string) => number | undefined = () => undefined
  delayMs = 0
  inFlight = 0
  mostInFlight = 0
  private server: Server | undefined
  url = ''

  async start() {
    this.server = createServer(
      (request, response) => void this.take(request).then((status) => response.writeHead(status).end()),
    )
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve))
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/hooks/leads`
  }

  private async take(request: IncomingMessage): Promise<number> {
    this.inFlight++
    this.mostInFlight = Math.max(this.mostInFlight, this.inFlight)
    try {
      let body = ''
      for await (const chunk of request) body += chunk
      const headers = headersOf(request)
      let payload: { type: string; data: Record<string, unknown> }
      try {
        payload = new Webhook(secret).verify(body, headers) as typeof payload
      } catch (error) {
        this.refused.push(String(error))
        return 401
      }
      if (this.delayMs) await new Promise((resolve) => setTimeout(resolve, this.delayMs))
      const status = this.answerFor(String(payload.data.submission_id)) ?? 200
      this.received.push({
        id: headers['webhook-id'],
        timestamp: Number(headers['webhook-timestamp']),
        signature: headers['webhook-signature'],
        body,
        type: payload.type,
        data: payload.data,
        status,
      })
      return status
    } finally {
      this.inFlight--
    }
  }

  /** What arrived about one lead (its submission id), in order. */
  about(submissionId: string): Received[] {
    return this.received.filter((request) => request.data.submission_id === submissionId)
  }

  stop() {
    this.server?.closeAllConnections()
    return new Promise<void>((resolve) => this.server!.close(() => resolve()))
  }
}

const headersOf = (request: IncomingMessage) => ({
  'webhook-id': String(request.headers['webhook-id'] ?? ''),
  'webhook-timestamp': String(request.headers['webhook-timestamp'] ?? ''),
  'webhook-signature': String(request.headers['webhook-signature'] ?? ''),
})

const receiver = new Receiver()
let backend: LeadBackend
let origin: string
let stopServer: () => Promise<void>
// How far the backend's clock runs ahead of the real one: moved on when a retry must be due.
let ahead = 0
const later = (seconds: number) => {
  ahead += seconds * 1000
}

beforeAll(async () => {
  await receiver.start()
  backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'crm-webhook-')), 'data'),
    settings: { ratePerClient: 100_000, retryBaseSeconds },
    env: { LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: secret, CONSOLE_STAFF_EMAILS: staff },
    retryIntervalMs: 0,
    now: () => new Date(Date.now() + ahead),
  })
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend))
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
  await receiver.stop()
})

/** A form's lead, inserted as the site inserts it (the publishable key); its submission id. */
async function sendLead(overrides: Record<string, unknown> = {}): Promise<string> {
  const submissionId = crypto.randomUUID()
  const response = await fetch(`${origin}/rest/v1/leads`, {
    method: 'POST',
    headers: {
      apikey: localPublishableKey,
      Authorization: `Bearer ${localPublishableKey}`,
      'Content-Type': 'application/json',
    },
    body: JSON.stringify({ ...sampleLead, submission_id: submissionId, ...overrides }),
  })
  expect(response.status).toBe(201)
  await backend.settled()
  return submissionId
}

/** A database function called as the staff member, as the console calls it. */
const asStaff = (name: string, args: Record<string, unknown>) => callAsStaff({ origin, backend }, staff, name, args)

type HandOffAnswer = { crm: { sent: number; failed: number; dropped: number } }
const scheduledRetry = async () => (await retryAsScheduled({ origin, backend })) as HandOffAnswer

describe('the CRM hand-off on the embedded backend', () => {
  it('hands a new form lead over at once, signed, with its details and none of the guards', async () => {
    const submissionId = await sendLead({ utm_campaign: 'spring' })
    const [event, ...more] = receiver.about(submissionId)
    expect(more).toEqual([])
    expect(event).toMatchObject({ type: 'lead.created', status: 200 })
    expect(event!.id).toMatch(/^msg_[0-9a-f]{32}$/)
    expect(event!.data).toMatchObject({
      name: sampleLead.name,
      email: sampleLead.email,
      phone: sampleLead.phone,
      source: 'contact-form',
      page_path: sampleLead.page_path,
      utm_campaign: 'spring',
    })
    expect(event!.data).not.toHaveProperty('client_address')
    expect(event!.data).not.toHaveProperty('honeypot')

    await scheduledRetry()
    expect(receiver.about(submissionId)).toHaveLength(1)
  })

  it('hands a missed call over as call.created', async () => {
    await dialedCall(
      { origin, backend },
      {
        CallSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
        From: '+13525550177',
        To: `+1${siteContent.phone.replace(/\D/g, '')}`,
        DialCallStatus: 'no-answer',
      },
    )
    const calls = receiver.received.filter((event) => event.type === 'call.created')
    expect(calls).toHaveLength(1)
    expect(calls[0]!.data).toMatchObject({ phone: '+13525550177', call_outcome: 'no-answer', source: 'phone-call' })
  })

  it('hands a stage change over with the stage and who set it, once', async () => {
    const submissionId = await sendLead()
    await asStaff('record_lead_event', { p_submission_ids: [submissionId], p_kind: 'stage', p_stage: 'appointment' })
    await scheduledRetry()
    const changes = receiver.about(submissionId).filter((event) => event.type === 'lead.stage_changed')
    expect(changes).toHaveLength(1)
    expect(changes[0]!.data).toMatchObject({ stage: 'appointment', changed_by: staff, name: sampleLead.name })
    expect(changes[0]!.id).not.toBe(receiver.about(submissionId)[0]!.id)
  })

  it('keeps a suspected bot back until staff release it, then hands it over once', async () => {
    const submissionId = await sendLead({ honeypot: 'http://spam.example' })
    await scheduledRetry()
    expect(receiver.about(submissionId)).toEqual([])

    expect(await asStaff('review_suspected_bot', { p_submission_id: submissionId, p_verdict: 'released' })).toBe(true)
    await scheduledRetry()
    expect(receiver.about(submissionId).map((event) => event.type)).toEqual(['lead.created'])
  })

  it('sends an event again with the same webhook-id, waiting longer each time, until the CRM answers 2xx', async () => {
    const answers = [500, 503]
    let submissionId = ''
    receiver.answerFor = (id) => (id === submissionId ? answers.shift() : undefined)
    submissionId = crypto.randomUUID()
    const response = await fetch(`${origin}/rest/v1/leads`, {
      method: 'POST',
      headers: {
        apikey: localPublishableKey,
        Authorization: `Bearer ${localPublishableKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ ...sampleLead, submission_id: submissionId }),
    })
    expect(response.status).toBe(201)
    await backend.settled()
    expect(receiver.about(submissionId).map((event) => event.status)).toEqual([500])

    // The first failure waits retry_base_seconds, the second twice as long.
    later(retryBaseSeconds / 2)
    expect((await scheduledRetry()).crm.failed).toBe(0)
    later(retryBaseSeconds / 2 + 1)
    await scheduledRetry()
    expect(receiver.about(submissionId).map((event) => event.status)).toEqual([500, 503])
    later(retryBaseSeconds * 1.5)
    await scheduledRetry()
    expect(receiver.about(submissionId)).toHaveLength(2)
    later(retryBaseSeconds / 2 + 1)
    await scheduledRetry()

    const attempts = receiver.about(submissionId)
    expect(attempts.map((event) => event.status)).toEqual([500, 503, 200])
    expect(new Set(attempts.map((event) => event.id)).size).toBe(1)
    expect(new Set(attempts.map((event) => event.body)).size).toBe(1)
    const [first, second, third] = attempts.map((event) => event.timestamp)
    expect(second! - first!).toBeGreaterThanOrEqual(retryBaseSeconds)
    expect(third! - second!).toBeGreaterThanOrEqual(2 * retryBaseSeconds)

    later(60)
    await scheduledRetry()
    expect(receiver.about(submissionId)).toHaveLength(3)
    receiver.answerFor = () => undefined
  })

  it('never sends one event twice when two scheduled runs overlap', async () => {
    // The CRM is down while three leads arrive: each is tried once, promptly, and waits for its retry.
    receiver.answerFor = () => 503
    const leads = [await sendLead(), await sendLead(), await sendLead()]
    receiver.answerFor = () => undefined
    receiver.delayMs = 200
    receiver.mostInFlight = 0
    later(retryBaseSeconds + 1)
    await Promise.all([scheduledRetry(), scheduledRetry()])
    receiver.delayMs = 0
    // The two runs did overlap: two of the CRM's answers were awaited at once.
    expect(receiver.mostInFlight).toBe(2)
    for (const submissionId of leads) {
      const delivered = receiver.about(submissionId).filter((event) => event.status === 200)
      expect(delivered).toHaveLength(1)
    }
    expect(receiver.refused).toEqual([])
  })

  it('signs so that another secret, a changed body or a changed id fails the check', () => {
    const [event] = receiver.received
    const headers = {
      'webhook-id': event!.id,
      'webhook-timestamp': String(event!.timestamp),
      'webhook-signature': event!.signature,
    }
    expect(new Webhook(secret).verify(event!.body, headers)).toMatchObject({ type: event!.type })
    const otherSecret = `whsec_${randomBytes(32).toString('base64')}`
    expect(() => new Webhook(otherSecret).verify(event!.body, headers)).toThrow(WebhookVerificationError)
    expect(() => new Webhook(secret).verify(event!.body.replace(sampleLead.name, 'Someone Else'), headers)).toThrow(
      WebhookVerificationError,
    )
    expect(() => new Webhook(secret).verify(event!.body, { ...headers, 'webhook-id': 'msg_other' })).toThrow(
      WebhookVerificationError,
    )
  })
})

describe('the CRM hand-off settings', () => {
  const settingsOf = (values: Record<string, string>, allowLocalHttp = false) =>
    handOffSettingsOf({ get: (name) => values[name] }, { allowLocalHttp })

  it('is off without LEAD_WEBHOOK_URL, even with a secret', () => {
    expect(settingsOf({ LEAD_WEBHOOK_SECRET: secret })).toEqual({ state: 'off' })
    expect(settingsOf({ LEAD_WEBHOOK_URL: '  ' })).toEqual({ state: 'off' })
  })

  it.each([
    [{ LEAD_WEBHOOK_URL: 'crm.example.com/hooks', LEAD_WEBHOOK_SECRET: secret }, /^LEAD_WEBHOOK_URL is not a URL/],
    [
      { LEAD_WEBHOOK_URL: 'http://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: secret },
      /^LEAD_WEBHOOK_URL must start with https:\/\//,
    ],
    [{ LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks' }, /^LEAD_WEBHOOK_SECRET is not set/],
    [
      { LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: 'not-a-whsec' },
      /^LEAD_WEBHOOK_SECRET is not whsec_/,
    ],
    [
      { LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks', LEAD_WEBHOOK_SECRET: 'whsec_c2hvcnQ=' },
      /^LEAD_WEBHOOK_SECRET is not whsec_/,
    ],
  ])('refuses %j in one sentence naming the setting', (values, sentence) => {
    const settings = settingsOf(values)
    expect(settings.state).toBe('misconfigured')
    const { problem } = settings as { problem: string }
    expect(problem).toMatch(sentence)
    expect(problem).not.toContain(secret)
  })

  it('takes http only to this machine, and only where allowed', () => {
    const local = { LEAD_WEBHOOK_URL: 'http://127.0.0.1:9/hooks', LEAD_WEBHOOK_SECRET: secret }
    expect(settingsOf(local, true).state).toBe('on')
    expect(settingsOf(local).state).toBe('misconfigured')
  })

  it('stops `npm start` with the sentence, before the data folder is touched', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'crm-webhook-bad-')), 'data')
    await expect(
      openLeadBackend({ dataDir, env: { LEAD_WEBHOOK_URL: 'https://crm.example.com/hooks' }, retryIntervalMs: 0 }),
    ).rejects.toThrow(/^LEAD_WEBHOOK_SECRET is not set: with LEAD_WEBHOOK_URL set/)
  })

  it('without LEAD_WEBHOOK_URL sends nothing, and the scheduled run empties the queue', async () => {
    const quiet = await openLeadBackend({
      dataDir: join(mkdtempSync(join(tmpdir(), 'crm-webhook-off-')), 'data'),
      settings: { ratePerClient: 100_000 },
      retryIntervalMs: 0,
    })
    const served = await serveLeadBackend(quiet)
    // What a run a day ahead could claim: the queue, as the service role sees it.
    const claimable = async (daysAhead: number) => {
      const response = await fetch(`${served.origin}/rest/v1/rpc/claim_webhook_event`, {
        method: 'POST',
        headers: {
          apikey: quiet.secretKey,
          'Content-Type': 'application/json',
        },
        body: JSON.stringify({
          p_now: new Date(Date.now() + daysAhead * 86_400_000).toISOString(),
          p_lease_seconds: 1,
        }),
      })
      return (await response.json()) as unknown[]
    }
    try {
      const response = await fetch(`${served.origin}/rest/v1/leads`, {
        method: 'POST',
        headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...sampleLead, submission_id: crypto.randomUUID() }),
      })
      expect(response.status).toBe(201)
      expect(quiet.handsOffToCrm).toBe(false)
      expect(await claimable(1)).toHaveLength(1)
      const retried = (await quiet.retryDue()) as Record<string, unknown>
      expect(retried).not.toHaveProperty('crm')
      expect(await claimable(2)).toEqual([])
    } finally {
      await served.stop()
      await quiet.close()
    }
  }, 60_000)
})

describe('what a failed hand-off records', () => {
  /** One event, failing or not, whose outcome lands in `errors`. */
  function oneEvent(errors: string[]): WebhookQueue {
    let claimed = false
    return {
      claim: async () =>
        claimed ? undefined : ((claimed = true), { id: 'msg_1', type: 'lead.created', payload: {}, attempts: 1 }),
      finish: async (_event, outcome) => void errors.push(outcome.error ?? ''),
      prune: async () => 0,
    }
  }

  it("reads at most 64 KB of the CRM's answer, however large it is", async () => {
    expect(maxAnswerBytes).toBe(64 * 1024)
    // A CRM stand-in whose answer never ends: read whole, it would never be done.
    for (const status of [500, 200]) {
      let served = 0
      const send = (async () =>
        new Response(
          new ReadableStream<Uint8Array>({
            pull(controller) {
              served += 16 * 1024
              controller.enqueue(new TextEncoder().encode('x'.repeat(16 * 1024)))
            },
          }),
          { status },
        )) as typeof fetch
      const errors: string[] = []
      const values: Record<string, string> = {
        LEAD_WEBHOOK_URL: 'https://crm.example/hooks',
        LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
      }
      const settings = handOffSettingsOf({ get: (name) => values[name] })
      const warned = console.warn
      console.warn = () => undefined
      try {
        await handOffDueEvents(oneEvent(errors), settings, send, { prune: false })
      } finally {
        console.warn = warned
      }
      // The stream may run a chunk or two ahead of the reader.
      expect(served).toBeLessThanOrEqual(maxAnswerBytes + 3 * 16 * 1024)
      expect(errors).toEqual([status === 500 ? 'the CRM answered 500: (an answer larger than 64 KB, not read)' : ''])
    }
  })

  it('names no address beyond its origin: a webhook address often carries a token', async () => {
    const url = 'https://crm.example/hooks/abc123?token=secret-token'
    const errors: string[] = []
    const queue: WebhookQueue = {
      claim: async () => ({ id: 'msg_1', type: 'lead.created', payload: {}, attempts: 1 }),
      finish: async (_event, outcome) => void errors.push(outcome.error ?? ''),
      prune: async () => 0,
    }
    // A failed fetch as Deno words it: the address quoted in the message.
    const send = (async () => {
      throw new TypeError(`error sending request for url (${url}): connection refused`)
    }) as typeof fetch
    const values: Record<string, string> = {
      LEAD_WEBHOOK_URL: url,
      LEAD_WEBHOOK_SECRET: `whsec_${randomBytes(32).toString('base64')}`,
    }
    const settings = handOffSettingsOf({ get: (name) => values[name] })
    const warned = console.warn
    console.warn = () => undefined
    try {
      expect(await handOffDueEvents(queue, settings, send, { prune: false })).toMatchObject({ failed: 1 })
    } finally {
      console.warn = warned
    }
    expect(errors).toEqual([
      'the CRM could not be reached: error sending request for url (https://crm.example): connection refused',
    ])
  })
})
