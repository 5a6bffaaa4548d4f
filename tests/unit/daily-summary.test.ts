/**
 * The owner's summary each morning (decision 0064) on the embedded backend: the day's leads and calls sent the next
 * morning at 7:00 Eastern, once, e-mailed through Resend (a stand-in fetch that can fail) and texted to the outbox,
 * retried after a failure without sending again what went. The backend's clock is the test's; the leads are stored
 * today, so the summary tested is tomorrow's.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { businessTimeZone, localDate, localTime } from '../../supabase/functions/_shared/clock'
import {
  composeDailySummary,
  consoleUrlOf,
  summaryDayAt,
  summaryHourOf,
  type SummaryFacts,
} from '../../supabase/functions/_shared/daily-summary'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { chatLead } from '../../supabase/tests/lead-cases'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { callAsStaff, dialedCall, scheduledRetry as retryAsScheduled } from '../support/backend-requests'
import { serveLeadBackend } from '../support/served-lead-backend'

const ownerPhone = '+13525551111'
const staff = 'owner@example.com'

/** The instant a wall-clock time of a day is in the business's time zone (EST or EDT, whichever it is then). */
function eastern(day: string, time: string): Date {
  for (const offset of ['-05:00', '-04:00']) {
    const at = new Date(`${day}T${time}:00${offset}`)
    if (localDate(at, businessTimeZone) === day && localTime(at, businessTimeZone) === time) return at
  }
  throw new Error(`${day} ${time} is not a time in ${businessTimeZone}`)
}

const dayAfter = (day: string) => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date + 1)).toISOString().slice(0, 10)
}

interface SentEmail {
  key: string
  status: number
  body: { to: string[]; subject: string; text: string; html: string }
}

const today = localDate(new Date(), businessTimeZone)
const tomorrow = dayAfter(today)
let clock = new Date()
let summaryEmailFails = false
let summaryEmailDelayMs = 0
const emails: SentEmail[] = []
/** Resend, as a stand-in: records each e-mail and answers 200, or 500 for a summary while told to fail. */
const resend: typeof fetch = async (_input, init) => {
  const key = new Headers(init?.headers).get('idempotency-key') ?? ''
  const summary = key.startsWith('daily-summary-')
  if (summary && summaryEmailDelayMs) await new Promise((resolve) => setTimeout(resolve, summaryEmailDelayMs))
  const status = summaryEmailFails && summary ? 500 : 200
  emails.push({ key, status, body: JSON.parse(String(init?.body)) as SentEmail['body'] })
  return Response.json(status === 200 ? { id: `email_${emails.length}` } : { message: 'try later' }, { status })
}
const summaryEmails = () => emails.filter((email) => email.key.startsWith('daily-summary-'))

let backend: LeadBackend
let origin: string
let stopServer: () => Promise<void>

beforeAll(async () => {
  backend = await openLeadBackend({
    dataDir: join(mkdtempSync(join(tmpdir(), 'daily-summary-')), 'data'),
    // Two alerts a day, so the third lead's and the call's wait: the summary names them.
    settings: { ratePerClient: 100_000, notifyDailyCap: 2 },
    env: {
      RESEND_API_KEY: 're_test',
      RESEND_API_URL: 'https://resend.test/emails',
      LEAD_NOTIFY_TO: 'owner@example.com',
      LEAD_NOTIFY_FROM: 'Website <leads@example.com>',
      LEAD_NOTIFY_SMS_TO: ownerPhone,
      SITE_URL: 'https://leads.example.com/',
      CONSOLE_STAFF_EMAILS: staff,
    },
    send: resend,
    retryIntervalMs: 0,
    now: () => clock,
  })
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend))

  // Today's leads: two forms (one contacted from the console), a chat, a suspected bot, a missed and an answered call.
  const anon = {
    apikey: localPublishableKey,
    Authorization: `Bearer ${localPublishableKey}`,
    'Content-Type': 'application/json',
  }
  const submit = async (lead: Record<string, unknown>, notify = true) => {
    const row = { ...lead, submission_id: crypto.randomUUID() }
    expect(
      (await fetch(`${origin}/rest/v1/leads`, { method: 'POST', headers: anon, body: JSON.stringify(row) })).status,
    ).toBe(201)
    if (notify) {
      const body = JSON.stringify({ ...row, submittedAt: new Date().toISOString() })
      expect((await fetch(`${origin}${notifyLeadPath}`, { method: 'POST', headers: anon, body })).ok).toBe(true)
    }
    return row.submission_id
  }
  const contacted = await submit({ ...sampleLead, name: 'Ada Form' })
  await submit({ ...sampleLead, name: 'Ben Form', email: 'ben@example.com' })
  await submit({ ...chatLead, name: 'Cy Chat', email: 'cy@example.com' })
  await submit({ ...sampleLead, name: 'Dee Bot', honeypot: 'http://spam.example' }, false)
  await call('no-answer', '+13525550177', 'Eve Caller')
  await call('completed', '+13525550188', 'Ann Answered')
  await asStaff('record_lead_event', { p_submission_ids: [contacted], p_kind: 'stage', p_stage: 'contacted' })
  await backend.settled()
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
})

/** A call to the main number: its outcome after ringing the owner. */
const call = (status: string, from: string, callerName: string) =>
  dialedCall(
    { origin, backend },
    {
      CallSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
      From: from,
      To: `+1${siteContent.phone.replace(/\D/g, '')}`,
      DialCallStatus: status,
      CallerName: callerName,
    },
  )

const asStaff = (name: string, args: Record<string, unknown>) => callAsStaff({ origin, backend }, staff, name, args)
const scheduledRetry = () => retryAsScheduled({ origin, backend })

/** The summary texts the outbox holds for the owner's phone. */
const summaryTexts = () =>
  readdirSync(backend.paths.outbox)
    .filter((name) => name.includes('-daily-summary-') && name.endsWith(`owner-sms_${ownerPhone}.json`))
    .map((name) => JSON.parse(readFileSync(join(backend.paths.outbox, name), 'utf8')) as { to: string; sms: string })

describe("the owner's daily summary on the embedded backend", () => {
  it('sends nothing before the hour, nor today about yesterday, before the summaries began', async () => {
    clock = eastern(tomorrow, '06:59')
    expect(await scheduledRetry()).not.toHaveProperty('summary')
    clock = eastern(today, '23:00')
    expect(await scheduledRetry()).not.toHaveProperty('summary')
    expect(summaryEmails()).toEqual([])
    expect(summaryTexts()).toEqual([])
  })

  it('at the hour texts and e-mails it; a failed e-mail is retried a minute later, the text not sent again', async () => {
    summaryEmailFails = true
    clock = eastern(tomorrow, '07:00')
    expect(await scheduledRetry()).toMatchObject({ summary: { day: today, sent: false } })
    expect(summaryEmails().map((email) => email.status)).toEqual([500])
    expect(summaryTexts()).toHaveLength(1)

    summaryEmailFails = false
    clock = new Date(clock.getTime() + 30_000)
    expect(await scheduledRetry()).not.toHaveProperty('summary')
    clock = new Date(clock.getTime() + 31_000)
    expect(await scheduledRetry()).toMatchObject({ summary: { day: today, sent: true } })
    expect(summaryEmails().map((email) => [email.key, email.status])).toEqual([
      [`daily-summary-${today}`, 500],
      [`daily-summary-${today}`, 200],
    ])
    expect(summaryTexts()).toHaveLength(1)
  })

  it("counts the day's leads and calls by kind, lists who is not contacted and which alerts wait", () => {
    const { body } = summaryEmails().at(-1)!
    expect(body.to).toEqual(['owner@example.com'])
    expect(body.subject).toMatch(/: 5 leads and calls, 3 not contacted, 2 alerts not delivered$/)
    const lines = body.text.split('\n')
    for (const line of ['- Forms: 2', '- Chats: 1', '- Missed calls: 1', '- Answered calls: 1'])
      expect(lines).toContain(line)
    expect(lines).toContain('- Suspected bots held for review: 1')
    const notContacted = lines.slice(
      lines.indexOf('Not contacted yet: 3') + 1,
      lines.indexOf('Alerts not delivered: 2'),
    )
    expect(notContacted.map((line) => line.split(',')[0])).toEqual(['- Eve Caller', '- Cy Chat', '- Ben Form', ''])
    expect(notContacted[0]).toMatch(/^- Eve Caller, missed call, \d+ h ago$/)
    const waiting = lines.slice(lines.indexOf('Alerts not delivered: 2') + 1)
    expect(waiting.filter((line) => line.startsWith('- ')).map((line) => line.split(',')[0])).toEqual([
      '- Eve Caller',
      '- Cy Chat',
    ])
    expect(waiting.join('\n')).toContain('held (the daily notification cap was reached)')
    expect(body.text).toContain('Open the console: https://leads.example.com/console')
    expect(body.html).toContain('<a href="https://leads.example.com/console">')

    const [text] = summaryTexts()
    expect(text!.to).toBe(ownerPhone)
    expect(text!.sms).toContain('5 leads and calls, 3 not contacted, 2 alerts not delivered')
    expect(text!.sms).toContain('https://leads.example.com/console')
  })

  it('is sent once a day, even when two runs ask at the same moment', async () => {
    clock = eastern(tomorrow, '09:30')
    await Promise.all([scheduledRetry(), scheduledRetry()])
    expect(summaryEmails()).toHaveLength(2)

    // The e-mail takes a while, so the second run asks while the first is sending.
    summaryEmailDelayMs = 300
    clock = eastern(dayAfter(tomorrow), '07:00')
    const runs = await Promise.all([scheduledRetry(), scheduledRetry()])
    summaryEmailDelayMs = 0
    expect(runs.filter((run) => 'summary' in run)).toHaveLength(1)
    const next = summaryEmails().slice(2)
    expect(next.map((email) => email.key)).toEqual([`daily-summary-${tomorrow}`])
    expect(next[0]!.body.subject).toMatch(/: no leads or calls, 3 not contacted, 2 alerts not delivered$/)
    expect(summaryTexts()).toHaveLength(2)
  })
})

describe('the summary hour and day', () => {
  it.each([
    ['2026-11-28T11:59:00Z', undefined],
    ['2026-11-28T12:00:00Z', '2026-11-27'],
    // The morning after the clocks went back (EST): 7:00 is 12:00 UTC.
    ['2026-11-02T11:30:00Z', undefined],
    ['2026-11-02T12:00:00Z', '2026-11-01'],
    // The morning after they went forward (EDT): 7:00 is 11:00 UTC.
    ['2026-03-09T11:00:00Z', '2026-03-08'],
    ['2026-03-09T10:59:00Z', undefined],
  ])('at %s the summary due is of %s', (at, day) => {
    expect(summaryDayAt(new Date(at), 7)).toBe(day)
  })

  it('takes DAILY_SUMMARY_HOUR from 0 to 23, 7 when unset, and names it when it is not an hour', () => {
    const hourOf = (value?: string) => summaryHourOf({ get: () => value })
    expect(hourOf()).toEqual({ hour: 7 })
    expect(hourOf('18')).toEqual({ hour: 18 })
    for (const bad of ['24', 'seven', '7.5', '-1'])
      expect(hourOf(bad)).toEqual({ problem: expect.stringMatching(/^DAILY_SUMMARY_HOUR '.*' is not an hour: /) })
  })

  it('stops `npm start` with that sentence', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'daily-summary-bad-')), 'data')
    await expect(openLeadBackend({ dataDir, env: { DAILY_SUMMARY_HOUR: '25' }, retryIntervalMs: 0 })).rejects.toThrow(
      /^DAILY_SUMMARY_HOUR '25' is not an hour: set a whole number from 0 to 23/,
    )
  })
})

describe('the summary itself', () => {
  const facts: SummaryFacts = {
    day: '2026-11-27',
    counts: { form: 1, chat: 0, 'missed-call': 0, 'answered-call': 0, 'suspected-bot': 0 },
    not_contacted: [{ name: '<b>Bold</b> & Co', kind: 'form', created_at: '2026-11-27T14:00:00Z' }],
    not_contacted_total: 25,
    undelivered: [],
    undelivered_total: 0,
    crm_waiting: 4,
    crm_error: 'the CRM answered 503',
    previous_summary_error: 'owner-email: The e-mail provider answered 403',
  }
  const { email, sms } = composeDailySummary(facts, {
    businessName: 'Test Home Buyers',
    consoleUrl: 'https://www.example.com/console',
    now: new Date('2026-11-28T12:00:00Z'),
  })

  it('escapes what the seller typed in its HTML', () => {
    expect(email.html).toContain('&lt;b&gt;Bold&lt;/b&gt; &amp; Co')
    expect(email.html).not.toContain('<b>Bold')
  })

  it('says how many more are not listed, what waits for the CRM and that the day before was not sent', () => {
    expect(email.subject).toBe('Test Home Buyers, Friday, November 27: 1 lead or call, 25 not contacted')
    expect(email.text).toContain('- <b>Bold</b> & Co, form, 22 h ago\n- and 24 more')
    expect(email.text).toContain('Waiting for the CRM: 4 events\n- Last answer: the CRM answered 503')
    expect(email.text).toContain(
      "The day before's summary was not sent\n- owner-email: The e-mail provider answered 403",
    )
    expect(email.text).not.toContain('Alerts not delivered')
    expect(sms).toBe(
      'Test Home Buyers, Friday, November 27: 1 lead or call, 25 not contacted. https://www.example.com/console',
    )
  })
})

describe("the summary's console link", () => {
  it('opens the console on the staff origin when CONSOLE_URL is set, else under the site (decision 0084)', () => {
    const website = 'https://www.example.com'
    const settingsOf = (env: Record<string, string>) => ({ get: (name: string) => env[name] })
    expect(consoleUrlOf(settingsOf({ CONSOLE_URL: 'https://staff.example.com/', SITE_URL: website }), website)).toBe(
      'https://staff.example.com/console',
    )
    expect(consoleUrlOf(settingsOf({ SITE_URL: 'https://leads.example.com' }), website)).toBe(
      'https://leads.example.com/console',
    )
    expect(consoleUrlOf(settingsOf({}), website)).toBe('https://www.example.com/console')
  })
})
