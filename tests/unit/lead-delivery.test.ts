/**
 * The server-side guarantees of the embedded backend (docs/decisions/0006), over HTTP as anyone with the public key
 * calls it: a submission is one row and at most one notification; notify-lead stores what the insert did not; limits
 * per client and per day; bots kept but never notified; failed notifications retried until delivered; commits
 * flushed to disk before the answer. Long as a list of cases is: one guarantee per case, each on its own data folder.
 */
import { randomUUID } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import type { LeadGuardSettings } from '../../server/leads/backend-settings'
import { fsyncCount } from '../../server/leads/database'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { leadGuardDefaults } from '#lead-schema'
import { standInSecret } from '../../supabase/functions/notify-lead/test-support/siteverify-stand-in'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { migratedLeadFolder } from '../support/lead-folder'
import { startSiteverifyServer } from '../support/siteverify-server'
import { serveLeadBackend } from '../support/served-lead-backend'

interface Running {
  backend: LeadBackend
  origin: string
  stop(): Promise<void>
}

// Each test opens its own database, a copy of a migrated one (tests/support/lead-folder.ts): a second or more.
vi.setConfig({ testTimeout: 120_000 })

const running: Running[] = []

async function start(
  settings: LeadGuardSettings = {},
  { dataDir, ...options }: { env?: Record<string, string>; send?: typeof fetch; dataDir?: string } = {},
): Promise<Running> {
  const backend = await openLeadBackend({
    dataDir: dataDir ?? (await migratedLeadFolder('lead-delivery-')),
    settings,
    retryIntervalMs: 0,
    ...options,
  })
  const served = await serveLeadBackend(backend)
  const instance = {
    backend,
    origin: served.origin,
    async stop() {
      await served.stop()
      await backend.close()
    },
  }
  running.push(instance)
  return instance
}

afterEach(async () => {
  await Promise.all(running.splice(0).map((instance) => instance.stop()))
})

const anon = {
  apikey: localPublishableKey,
  Authorization: `Bearer ${localPublishableKey}`,
  'Content-Type': 'application/json',
}

const newLead = (overrides: Record<string, unknown> = {}) => ({
  ...sampleLead,
  submission_id: randomUUID(),
  ...overrides,
})

async function insert({ origin }: Running, lead: object) {
  const response = await fetch(`${origin}${leadsTablePath}`, {
    method: 'POST',
    headers: anon,
    body: JSON.stringify(lead),
  })
  return { status: response.status, body: (await response.text()) || undefined }
}

async function notify({ origin }: Running, lead: object) {
  const response = await fetch(`${origin}${notifyLeadPath}`, {
    method: 'POST',
    headers: anon,
    body: JSON.stringify({ ...lead, submittedAt: new Date().toISOString() }),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

async function rows({ origin, backend }: Running): Promise<Array<Record<string, unknown>>> {
  const key = backend.secretKey
  const response = await fetch(`${origin}${leadsTablePath}?select=*`, {
    headers: { apikey: key },
  })
  return (await response.json()) as Array<Record<string, unknown>>
}

/** The outbox files of one submission on one channel: the owner's e-mail (default) or SMS. */
const outboxFor = ({ backend }: Running, submissionId: string, channel: 'owner-email' | 'owner-sms' = 'owner-email') =>
  readdirSync(backend.paths.outbox).filter((name) => name.includes(submissionId) && name.includes(`-${channel}`))

describe('a submission is stored once and notified at most once', () => {
  it('insert, notify, then the same insert and notify again: one row, one e-mail', async () => {
    const site = await start()
    const lead = newLead()
    expect((await insert(site, lead)).status).toBe(201)
    expect(await notify(site, lead)).toEqual({ status: 200, body: { stored: true, notified: true } })
    // The visitor's retry after a lost answer: the same submission id.
    const again = await insert(site, lead)
    expect(again.status).toBe(409)
    expect(JSON.parse(again.body ?? '{}').code).toBe('23505')
    expect(await notify(site, lead)).toEqual({ status: 200, body: { stored: true, notified: true } })
    const stored = (await rows(site)).filter((row) => row.submission_id === lead.submission_id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({
      notify_status: 'sent',
      notify_attempts: 1,
      stored_by: 'insert',
      client_address: '127.0.0.1',
    })
    expect(outboxFor(site, lead.submission_id)).toHaveLength(1)
  })

  it('stores a lead whose insert never arrived, then notifies it once', async () => {
    const site = await start()
    const lead = newLead()
    expect(await notify(site, lead)).toEqual({ status: 200, body: { stored: true, notified: true } })
    expect(await notify(site, lead)).toEqual({ status: 200, body: { stored: true, notified: true } })
    const stored = (await rows(site)).filter((row) => row.submission_id === lead.submission_id)
    expect(stored).toHaveLength(1)
    expect(stored[0]).toMatchObject({ stored_by: 'notify-lead', notify_status: 'sent', name: sampleLead.name })
    expect(outboxFor(site, lead.submission_id)).toHaveLength(1)
  })

  it('sends one e-mail when the same submission is notified by many calls at once', async () => {
    const site = await start()
    const lead = newLead()
    await insert(site, lead)
    const answers = await Promise.all(Array.from({ length: 10 }, () => notify(site, lead)))
    expect(answers.every((answer) => answer.body.stored === true)).toBe(true)
    expect(outboxFor(site, lead.submission_id)).toHaveLength(1)
  })

  it('flushes each stored lead to disk before answering (a real fsync per commit)', async () => {
    const site = await start()
    const before = fsyncCount()
    for (let index = 0; index < 5; index++) expect((await insert(site, newLead())).status).toBe(201)
    expect(fsyncCount() - before).toBeGreaterThanOrEqual(5)
  })
})

describe('abuse is stopped on the server', () => {
  it('refuses a client over its limit on both paths with 429, storing and sending nothing more', async () => {
    const site = await start({ ratePerClient: 2 })
    expect((await insert(site, newLead())).status).toBe(201)
    expect((await insert(site, newLead())).status).toBe(201)
    const third = await insert(site, newLead())
    expect(third.status).toBe(429)
    expect(JSON.parse(third.body ?? '{}').message).toBe(
      'Too many leads from this address: try again in 10 minutes, or call us.',
    )
    const unstored = newLead()
    expect((await notify(site, unstored)).status).toBe(429)
    expect(await rows(site)).toHaveLength(2)
    expect(outboxFor(site, unstored.submission_id)).toHaveLength(0)
  })

  it('forgets a limit raised for one start: at the next start an unset limit is the production default again', async () => {
    const dataDir = await migratedLeadFolder('lead-delivery-')
    const raised = await start({ ratePerClient: 100 }, { dataDir })
    for (let index = 0; index < leadGuardDefaults.ratePerClient; index++)
      expect((await insert(raised, newLead())).status).toBe(201)
    await running.splice(running.indexOf(raised), 1)[0]!.stop()
    const restarted = await start({}, { dataDir })
    expect((await insert(restarted, newLead())).status).toBe(429)
  })

  it('keeps a suspected bot, flagged, and never e-mails it', async () => {
    const site = await start()
    const honeypot = newLead({ honeypot: 'http://spam.example' })
    const tooFast = newLead({ fill_ms: 400 })
    const noFillTime = newLead({ fill_ms: undefined })
    for (const lead of [honeypot, tooFast, noFillTime]) {
      expect((await insert(site, lead)).status).toBe(201)
      // The bot hears what a person held by the daily cap hears.
      expect(await notify(site, lead)).toEqual({ status: 202, body: { stored: true, notified: false } })
      expect(outboxFor(site, lead.submission_id)).toHaveLength(0)
    }
    const reasons = Object.fromEntries((await rows(site)).map((row) => [row.submission_id, row.spam_reason]))
    expect(reasons).toEqual({
      [honeypot.submission_id]: 'the hidden field was filled',
      [tooFast.submission_id]: 'sent 400 ms after the page opened',
      [noFillTime.submission_id]: 'no fill time was sent',
    })
  })

  it("stores a person's fast hand-off (1.5 s, autofill) as a lead, not as spam", async () => {
    const site = await start()
    const lead = newLead({ fill_ms: 1500 })
    expect((await insert(site, lead)).status).toBe(201)
    expect(await notify(site, lead)).toEqual({ status: 200, body: { stored: true, notified: true } })
    expect((await rows(site))[0]).toMatchObject({ spam_reason: null, notify_status: 'sent' })
  })

  it('holds notifications over the daily cap for a later retry, still answering the visitor that the lead is stored', async () => {
    const site = await start({ notifyDailyCap: 1 })
    const first = newLead()
    const second = newLead()
    expect((await notify(site, first)).status).toBe(200)
    expect(await notify(site, second)).toEqual({ status: 202, body: { stored: true, notified: false } })
    expect(outboxFor(site, second.submission_id)).toHaveLength(0)
    const held = (await rows(site)).find((row) => row.submission_id === second.submission_id)
    expect(held).toMatchObject({ notify_status: 'held', notify_error: 'the daily notification cap was reached' })
  })
})

describe('failed notifications are retried until delivered', () => {
  it('leaves the lead failed after a provider error, then the retry sends each e-mail once, with one idempotency key each', async () => {
    const calls: Array<{ idempotencyKey: string | null; body: Promise<string> }> = []
    let providerUp = false
    // A stand-in of Resend's API: 500 while "down", then 200.
    const provider = createServer((request, response) => {
      const body = new Promise<string>((resolve) => {
        const chunks: Buffer[] = []
        request
          .on('data', (chunk: Buffer) => chunks.push(chunk))
          .on('end', () => resolve(Buffer.concat(chunks).toString()))
      })
      calls.push({ idempotencyKey: request.headers['idempotency-key']?.toString() ?? null, body })
      response
        .writeHead(providerUp ? 200 : 500, { 'Content-Type': 'application/json' })
        .end(providerUp ? '{"id":"1"}' : '{}')
    })
    await new Promise<void>((resolve) => provider.listen(0, '127.0.0.1', resolve))
    try {
      const site = await start(
        { retryBaseSeconds: 0 },
        {
          env: {
            RESEND_API_KEY: 're_test',
            LEAD_NOTIFY_TO: 'owner@example.com',
            LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
            RESEND_API_URL: `http://127.0.0.1:${(provider.address() as AddressInfo).port}/emails`,
          },
        },
      )
      expect(site.backend.emailsThroughResend).toBe(true)
      const lead = newLead()
      expect((await insert(site, lead)).status).toBe(201)
      // Stored but not notified: the visitor still hears that the lead was received.
      expect(await notify(site, lead)).toEqual({ status: 202, body: { stored: true, notified: false } })
      const failed = (await rows(site))[0]
      expect(failed).toMatchObject({ notify_status: 'failed', notify_attempts: 1 })
      expect(String(failed?.notify_error)).toMatch(
        /^owner-email: The e-mail provider answered 500.*; homeowner-email: The e-mail provider answered 500/,
      )
      // The SMS (to the outbox here) went out with the first try and is never sent again by the retries.
      expect(failed?.notify_channels).toEqual({ "owner-sms:(owner's phone)": expect.any(String) })

      await site.backend.retryDue()
      expect((await rows(site))[0]).toMatchObject({ notify_status: 'failed', notify_attempts: 2 })
      providerUp = true
      await site.backend.retryDue()
      expect((await rows(site))[0]).toMatchObject({ notify_status: 'sent', notify_attempts: 3, notify_error: null })
      await site.backend.retryDue()
      // Three tries of the owner's e-mail and of the homeowner's confirmation, none after both went out.
      expect(calls).toHaveLength(6)
      const keys = calls.map((call) => call.idempotencyKey)
      expect(keys.filter((key) => key === `lead-${lead.submission_id}`)).toHaveLength(3)
      expect(keys.filter((key) => key === `confirmation-${lead.submission_id}`)).toHaveLength(3)
      const confirmation = JSON.parse(await calls[keys.indexOf(`confirmation-${lead.submission_id}`)]!.body)
      expect(confirmation).toMatchObject({ to: [lead.email], reply_to: 'owner@example.com' })
      expect(confirmation.text).toContain('Within 24 hours')
      expect(outboxFor(site, lead.submission_id)).toHaveLength(0)
      expect(outboxFor(site, lead.submission_id, 'owner-sms')).toHaveLength(1)
    } finally {
      provider.closeAllConnections()
      await new Promise<void>((resolve) => provider.close(() => resolve()))
    }
  })
})

describe('with Cloudflare Turnstile on (TURNSTILE_SECRET_KEY), only leads whose token passed are notified', () => {
  it('notifies a lead whose token passes and flags one whose token is forged', async () => {
    const siteverify = await startSiteverifyServer()
    try {
      const site = await start(
        { retryBaseSeconds: 0 },
        { env: { TURNSTILE_SECRET_KEY: standInSecret, TURNSTILE_VERIFY_URL: siteverify.url } },
      )
      expect(site.backend.checksTurnstile).toBe(true)
      const person = newLead()
      expect((await insert(site, person)).status).toBe(201)
      expect(await notify(site, { ...person, turnstile_token: 'pass-embedded' })).toEqual({
        status: 200,
        body: { stored: true, notified: true },
      })
      expect(siteverify.calls[0]).toMatchObject({ response: 'pass-embedded', remoteip: '127.0.0.1' })

      const bot = newLead()
      expect((await insert(site, bot)).status).toBe(201)
      expect(await notify(site, { ...bot, turnstile_token: 'made-up' })).toEqual({
        status: 202,
        body: { stored: true, notified: false },
      })

      const stored = new Map((await rows(site)).map((row) => [row.submission_id, row]))
      expect(stored.get(person.submission_id)).toMatchObject({ verification: 'passed', notify_status: 'sent' })
      expect(stored.get(bot.submission_id)).toMatchObject({
        verification: 'rejected',
        notify_status: 'skipped',
        spam_reason: 'Turnstile rejected the token: invalid-input-response',
      })
      expect(outboxFor(site, person.submission_id)).toHaveLength(1)
      expect(outboxFor(site, bot.submission_id)).toHaveLength(0)
    } finally {
      await siteverify.close()
    }
  })

  it('checks nothing when the secret is not set', async () => {
    const site = await start()
    expect(site.backend.checksTurnstile).toBe(false)
    const lead = newLead()
    expect(await notify(site, { ...lead, turnstile_token: 'anything' })).toEqual({
      status: 200,
      body: { stored: true, notified: true },
    })
    expect((await rows(site))[0]).toMatchObject({ verification: null, notify_status: 'sent' })
  })
})
