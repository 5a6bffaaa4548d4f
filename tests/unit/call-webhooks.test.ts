/**
 * Twilio's webhooks on the embedded backend of `npm start` (decisions 0044, 0053), each request signed by Twilio's
 * own Node library as Twilio signs it, over HTTP, with no Twilio account: the alerts, text-backs and forwards are
 * written to the outbox. The backend's clock (texting hours, queued texts) is the test's.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import twilio from 'twilio'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { reviewPossibleOptOut } from '../../server/leads/command'
import { spokenMs } from '../../supabase/functions/_shared/calls'
import { segmentLength } from '../../supabase/functions/_shared/inbound-texts'
import { e164 } from '../../supabase/functions/_shared/notification'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { xml } from '../../supabase/functions/_shared/twilio-webhook'
import { withheldCallers } from '../../supabase/tests/withheld-numbers'
import { localPublishableKey } from '../../src/lib/local-backend'
import { serveLeadBackend } from '../support/served-lead-backend'

const mainNumber = `+1${siteContent.phone.replace(/\D/g, '')}`
const owner = '+13525551111'
// Noon in Florida (EST): every number's texting hours.
let clock = new Date('2026-11-26T17:00:00Z')

let backend: LeadBackend
let stopServer: () => Promise<void>
let origin: string

beforeAll(async () => {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'call-webhooks-')), 'data')
  backend = await openLeadBackend({
    dataDir,
    businessName: 'Test Home Buyers',
    retryIntervalMs: 0,
    // The business's own main number listed as an owner's, as a slip in the settings would: nothing goes to it.
    env: { LEAD_NOTIFY_SMS_TO: `${owner},${mainNumber}` },
    now: () => clock,
  })
  // Announced, as `npm start` does, so `npm run leads -- --review` reaches it.
  ;({ origin, stop: stopServer } = await serveLeadBackend(backend, { announce: true }))
}, 60_000)

afterAll(async () => {
  await stopServer()
  await backend.close()
})

const callSid = () => `CA${crypto.randomUUID().replace(/-/g, '')}`
const messageSid = () => `SM${crypto.randomUUID().replace(/-/g, '')}`

/** Posts Twilio's form, signed by Twilio's library for the address it is sent to (or with `signature`). */
async function post(path: string, fields: Record<string, string>, signature?: string | null) {
  const signed =
    signature === undefined
      ? twilio.getExpectedTwilioSignature(backend.twilioAuthToken, `${origin}${path}`, fields)
      : signature
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      ...(signed === null ? {} : { 'X-Twilio-Signature': signed }),
    },
    body: new URLSearchParams(fields),
  })
  const body = await response.text()
  await backend.settled()
  return { status: response.status, body }
}

const missedCall = (from: string, to = mainNumber) =>
  post('/functions/v1/inbound-call?step=dialed', {
    CallSid: callSid(),
    From: from,
    To: to,
    DialCallStatus: 'no-answer',
  })
async function text(from: string, body: string, to = mainNumber) {
  const sid = messageSid()
  return { sid, ...(await post('/functions/v1/inbound-sms', { MessageSid: sid, From: from, To: to, Body: body })) }
}

async function callLeads(): Promise<Array<Record<string, unknown>>> {
  const response = await fetch(`${origin}/rest/v1/leads?select=*`, {
    headers: { apikey: backend.secretKey },
  })
  const leads = (await response.json()) as Array<Record<string, unknown>>
  return leads.filter((lead) => lead.source === 'phone-call')
}

type OutboxMessage = { file: string; to?: string; from?: string; sms?: string; subject?: string; text?: string }

/** Everything in the outbox: alerts, confirmations, texts ({ from, to, sms }) and e-mails to the owner. */
const outbox = (): OutboxMessage[] =>
  readdirSync(backend.paths.outbox)
    .filter((name) => name.endsWith('.json'))
    .map((file) => ({ file, ...(JSON.parse(readFileSync(join(backend.paths.outbox, file), 'utf8')) as object) }))

/** The automated texts and forwards sent to `number` (the owner's alerts carry no `from`). */
const textsTo = (number: string) => outbox().filter((message) => message.from && message.to === number)
/** The owner's alerts by SMS that mention `text`. */
const ownerAlertsAbout = (text: string) =>
  outbox().filter((message) => message.file.includes('owner-sms') && message.sms?.includes(text))

describe('call webhooks on the embedded backend', () => {
  it('refuses an unsigned or wrongly signed call and stores nothing', async () => {
    const fields = { CallSid: callSid(), From: '+13525550101', To: mainNumber, DialCallStatus: 'no-answer' }
    expect((await post('/functions/v1/inbound-call?step=dialed', fields, null)).status).toBe(403)
    expect((await post('/functions/v1/inbound-call?step=dialed', fields, 'd3Jvbmc=')).status).toBe(403)
    expect((await callLeads()).filter((lead) => lead.phone === '+13525550101')).toEqual([])
  })

  it('a call with no forwarding number hears the text-back notice, then the greeting; it is texted once it has', async () => {
    const caller = '+13525550102'
    const { status, body } = await post('/functions/v1/inbound-call', {
      CallSid: callSid(),
      From: caller,
      To: mainNumber,
    })
    expect(status).toBe(200)
    const { textBackNotice, missedGreeting } = siteContent.calls
    expect(body).toContain(`<Say>${xml(textBackNotice)}</Say><Say>${xml(missedGreeting)}</Say><Record `)
    expect(body).not.toContain('<Dial')
    // The answer has only begun to play: the text-back waits until the notice has been spoken.
    expect(textsTo(caller)).toEqual([])
    expect(ownerAlertsAbout(caller)[0]?.sms).toContain('Text-back: going out within a minute')
    const called = clock
    clock = new Date(called.getTime() + spokenMs(textBackNotice) - 1000)
    await backend.retryDue()
    expect(textsTo(caller)).toEqual([])
    clock = new Date(called.getTime() + spokenMs(textBackNotice))
    await backend.retryDue()
    expect(textsTo(caller)).toEqual([expect.objectContaining({ sms: siteContent.calls.textBack })])
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
    const files = outbox().filter((message) => message.file.includes(String(leads[0]!.submission_id)))
    expect(files.filter((message) => message.file.includes('owner-email'))).toHaveLength(1)
    expect(ownerAlertsAbout(caller).map((alert) => alert.to)).toEqual([owner])
    expect(ownerAlertsAbout(caller)[0]?.sms).toContain('Text-back: going out now')
    expect(textsTo(caller)).toEqual([expect.objectContaining({ from: mainNumber, sms: siteContent.calls.textBack })])
  })

  it.each(withheldCallers)(
    'a call from a withheld number (%s) is one lead alerted as withheld, texted to nobody, in no shared bucket',
    async (_, from) => {
      const before = await callLeads()
      const textsBefore = outbox().filter((message) => message.from).length
      // Seven in a row: over the per-client limit of 5, had they shared a bucket.
      for (let call = 0; call < 7; call++) await missedCall(from)
      const added = (await callLeads()).filter((lead) => !before.some((old) => old.id === lead.id))
      expect(added).toHaveLength(7)
      for (const lead of added) {
        expect(lead.phone).toBe('Number withheld')
        expect(lead.client_address).toBe(`call:${String(lead.call_sid)}`)
        expect(lead.text_back_note).toBe('the number was withheld')
        const [alert] = outbox().filter(
          (message) => message.file.includes(String(lead.submission_id)) && message.file.includes('owner-sms'),
        )
        expect(alert?.sms).toContain('The number was withheld')
        expect(alert?.sms).not.toMatch(/tel:|Call back/)
      }
      expect(outbox().filter((message) => message.from)).toHaveLength(textsBefore)
    },
  )

  it('a caller from a Caribbean +1 number is alerted with a link to call back, and gets no text-back', async () => {
    const caller = '+18765550100'
    await missedCall(caller)
    const [alert] = ownerAlertsAbout(caller)
    expect(alert?.sms).toContain(`Call back: tel:${caller}`)
    expect(alert?.sms).toContain('Text-back: none: the number is outside the US and Canada')
    expect(textsTo(caller)).toEqual([])
  })

  it("one number's STOP leaves another number's text-back, HELP answer and alerts untouched", async () => {
    const stopper = '+13525550104'
    const stranger = '+13525550105'
    await missedCall(stopper)
    expect(textsTo(stopper)).toHaveLength(1)
    const stop = await text(stopper, 'STOP')
    // Twilio's own reply is the one confirmation: the webhook adds none.
    expect(stop.body).not.toContain('<Message>')
    const [withdrawn] = (await callLeads()).filter((lead) => lead.phone === stopper)
    expect(withdrawn).toEqual(expect.objectContaining({ consent_withdrawn_words: 'STOP' }))

    await missedCall(stranger)
    expect(textsTo(stranger)).toEqual([expect.objectContaining({ sms: siteContent.calls.textBack })])
    expect((await text(stranger, 'Help')).body).toContain(`<Message>${siteContent.calls.helpReply}</Message>`)
    expect(ownerAlertsAbout(stranger)).toHaveLength(1)

    clock = new Date(clock.getTime() + 25 * 60 * 60 * 1000)
    await missedCall(stopper, e164(siteContent.trackingNumbers[0]?.phone ?? '') ?? mainNumber)
    expect(textsTo(stopper)).toHaveLength(1)
    expect(ownerAlertsAbout(stopper).at(-1)?.sms).toContain('Text-back: none: the number opted out of texts')
  })

  it('a sentence that may ask to stop pauses automated texts at once, until the owner decides it did not', async () => {
    const seller = '+13525550106'
    const { body, sid } = await text(seller, 'Trying to stop the foreclosure, please call')
    expect(body).not.toContain('<Message>')
    const [forward] = textsTo(owner).filter((message) => message.sms?.includes(seller))
    expect(forward?.sms).toBe(
      'Maybe an opt-out, auto texts paused. From +13525550106: Trying to stop the foreclosure, please call',
    )
    const email = outbox().find((message) => message.subject === `Possible opt-out from ${seller}`)
    expect(email?.text).toContain(`npm run leads -- --review ${sid} not-an-opt-out`)
    await missedCall(seller)
    expect(textsTo(seller)).toEqual([])
    expect(ownerAlertsAbout(seller).at(-1)?.sms).toContain(
      'Text-back: none: texts are paused until you review its message',
    )

    expect(await reviewPossibleOptOut(backend.paths.dir, sid, 'not-an-opt-out', 'Test owner')).toEqual({
      ok: true,
      texts_allowed: true,
      later_message_sid: null,
    })
    await missedCall(seller)
    expect(textsTo(seller)).toEqual([expect.objectContaining({ sms: siteContent.calls.textBack })])
  })

  it('a missed call at 11 PM in Florida is texted back once, when texting hours open, and the alert says when', async () => {
    const caller = '+13525550107'
    clock = new Date('2026-11-27T04:00:00Z')
    await missedCall(caller)
    expect(textsTo(caller)).toEqual([])
    // Texting opens at content's textingHours.opens, Eastern Standard Time (UTC-5), the next morning.
    const [hour = 0, minute = 0] = siteContent.textingHours.opens.split(':').map(Number)
    const opening = `${hour % 12 || 12}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`
    expect(ownerAlertsAbout(caller)[0]?.sms).toContain(`Text-back: at Fri, Nov 27, 2026, ${opening} EST`)
    const morning = (minutes: number) => new Date(Date.UTC(2026, 10, 27, hour + 5, minute + minutes))
    clock = morning(-1)
    await backend.retryDue()
    expect(textsTo(caller)).toEqual([])
    for (const minutes of [0, 1, 120]) {
      clock = morning(minutes)
      await backend.retryDue()
    }
    expect(textsTo(caller)).toEqual([expect.objectContaining({ sms: siteContent.calls.textBack })])
  })

  it("20 long texts from one sender reach the owner's phone 3 times, one segment each, never a business number", async () => {
    const sender = '+13525550108'
    const long = `My house at 12 Oak St needs a roof. ${'The kitchen flooded last spring and the insurer will not pay. '.repeat(15)}`
    for (let index = 0; index < 20; index++) await text(sender, `${index}: ${long}`)
    const forwards = textsTo(owner).filter((message) => message.sms?.includes(sender))
    expect(forwards).toHaveLength(3)
    for (const forward of forwards) {
      expect(forward.sms!.length).toBeLessThanOrEqual(segmentLength)
      expect(forward.sms).toMatch(/^[ -Z_a-z]+$/)
      expect(forward.sms).toMatch(/\(all of it e-mailed\)$/)
    }
    expect(outbox().filter((message) => message.subject === `Text from ${sender}`)).toHaveLength(3)
    expect(textsTo(mainNumber)).toEqual([])
  })

  it('a text from one of our own numbers is stored, never forwarded', async () => {
    const before = textsTo(owner).length
    await text(mainNumber, 'Forwarded to ourselves?')
    expect(textsTo(owner)).toHaveLength(before)
  })

  it('a forged X-Forwarded-For gets no bucket of its own: the sixth form lead in 10 minutes is refused', async () => {
    const statuses: number[] = []
    for (let index = 0; index < 6; index++) {
      const response = await fetch(`${origin}/rest/v1/leads`, {
        method: 'POST',
        headers: {
          apikey: localPublishableKey,
          'Content-Type': 'application/json',
          Prefer: 'return=minimal',
          'X-Forwarded-For': `198.51.100.${index}`,
        },
        body: JSON.stringify({ ...sampleLead, submission_id: crypto.randomUUID() }),
      })
      statuses.push(response.status)
      await response.body?.cancel()
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429])
  })
})
