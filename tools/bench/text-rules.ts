/**
 * `npm run bench:texts`: each texting and calling rule of decision 0053 tried as an attacker or an unlucky caller
 * would, and what got through: on `npm start`'s embedded backend (Twilio's requests signed by Twilio's library), on
 * the migrations in PGlite as PostgREST would call them, and on the static server. It uses only what the build
 * before the rules had too, so the same file measures both (run it from a checkout of the older commit, with
 * DIST=<a built dist/>, DIST_STAFF=<its dist-staff/>). Prints one line per rule.
 */
import { PGlite } from '@electric-sql/pglite'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import twilio from 'twilio'
import { projectRoot, staffDistDir } from '../../builder/stamp'
import { openLeadBackend } from '../../server/leads/backend'
import { serveStaticSite } from '../../server/static-site-server'
import { localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { serveLeadBackend } from '../../tests/support/served-lead-backend'

const mainNumber = `+1${siteContent.phone.replace(/\D/g, '')}`
const owner = '+13525551111'
const placeholders = ['+266696687', '+7378742833', '+8656696', '+2562533', '+86282452253']
const rows: Array<[rule: string, tried: string, through: string]> = []

/** SMS segments of a text: 160 GSM characters in one, 153 each when split; 70 and 67 outside GSM's alphabet. */
function segments(text: string): number {
  const gsm = /^[ -Z_a-z\n\r@$]*$/.test(text)
  const [single, part] = gsm ? [160, 153] : [70, 67]
  return text.length <= single ? 1 : Math.ceil(text.length / part)
}

const logged: string[] = []
for (const level of ['error', 'warn'] as const) {
  const original = console[level].bind(console)
  console[level] = (...args: unknown[]) => {
    logged.push(args.map(String).join(' '))
    void original
  }
}

/** What a rule is tried on: a fresh embedded backend over HTTP, its clock, its outbox and its leads. */
interface Backend {
  setClock(time: string): void
  call(from: string): Promise<void>
  text(from: string, body: string): Promise<void>
  textsTo(number: string): Message[]
  outbox(): Message[]
  leads(): Promise<Array<Record<string, unknown>>>
  retryDue(): Promise<unknown>
  origin: string
}
type Message = { file: string; from?: string; to?: string; sms?: string; subject?: string; text?: string }

/** Runs `rule` on a backend of its own, so one rule's outcome (a STOP that silences all) never hides another's. */
async function onFreshBackend(rule: (backend: Backend) => Promise<void>): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-texts-'))
  // Noon in Florida, unless a rule sets the hour (a build without a clock ignores it).
  let clock = new Date('2026-11-26T17:00:00Z')
  const backend = await openLeadBackend({
    dataDir: join(folder, 'data'),
    retryIntervalMs: 0,
    env: { LEAD_NOTIFY_SMS_TO: `${owner},${mainNumber}` },
    now: () => clock,
  } as Parameters<typeof openLeadBackend>[0])
  const { origin, stop } = await serveLeadBackend(backend)
  const post = async (path: string, fields: Record<string, string>) => {
    const signature = twilio.getExpectedTwilioSignature(backend.twilioAuthToken, `${origin}${path}`, fields)
    const answer = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
      body: new URLSearchParams(fields),
    })
    await answer.text()
    await backend.settled()
  }
  const sid = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '')}`
  const outbox = (): Message[] =>
    readdirSync(backend.paths.outbox)
      .filter((name) => name.endsWith('.json'))
      .map((file) => ({ file, ...(JSON.parse(readFileSync(join(backend.paths.outbox, file), 'utf8')) as object) }))
  try {
    await rule({
      origin,
      setClock: (time) => (clock = new Date(time)),
      call: (from) =>
        post('/functions/v1/inbound-call?step=dialed', {
          CallSid: sid('CA'),
          From: from,
          To: mainNumber,
          DialCallStatus: 'no-answer',
        }),
      text: (from, body) =>
        post('/functions/v1/inbound-sms', { MessageSid: sid('SM'), From: from, To: mainNumber, Body: body }),
      outbox,
      textsTo: (number) => outbox().filter((message) => message.from && message.to === number),
      async leads() {
        const answer = await fetch(`${origin}/rest/v1/leads?select=*`, {
          headers: { apikey: backend.secretKey },
        })
        return (await answer.json()) as Array<Record<string, unknown>>
      },
      retryDue: () => backend.retryDue(),
    })
  } finally {
    await stop()
    await backend.close()
    rmSync(folder, { recursive: true, force: true })
  }
}

async function backendRules(): Promise<void> {
  await onFreshBackend(async ({ call, text, textsTo }) => {
    await call('+13525559001')
    await text('+13525559001', 'STOP')
    const others = Array.from({ length: 10 }, (_, index) => `+1352555910${index}`)
    for (const number of others) await call(number)
    const textedBack = others.filter((number) => textsTo(number).length > 0).length
    rows.push([
      '0. A STOP concerns its sender only',
      'one STOP, then missed calls from 10 other numbers',
      `${textedBack} of 10 texted back`,
    ])
  })

  await onFreshBackend(async ({ call, outbox, leads, textsTo }) => {
    for (const from of placeholders) for (let index = 0; index < 7; index++) await call(from)
    const stored = (await leads()).length
    const strayTexts = outbox().filter((message) => message.from && message.to !== owner).length
    const linked = outbox().filter(
      (message) => !message.from && placeholders.some((from) => message.sms?.includes(`tel:+1${from.slice(1)}`)),
    ).length
    rows.push([
      '1. Withheld numbers',
      "7 missed calls from each of Twilio's 5 placeholders",
      `${stored} of 35 stored; ${strayTexts} text-backs sent to a stranger; ${linked} alerts with a call-back link`,
    ])
    await call('+18765550100')
    rows.push([
      '1. Withheld numbers',
      'a missed call from a Jamaican +1 number',
      `${textsTo('+18765550100').length} text-backs`,
    ])
  })

  await onFreshBackend(async ({ call, text, textsTo }) => {
    await text('+13525559201', 'please stop texting me')
    await call('+13525559201')
    await text('+13525559202', 'Opt out.')
    await call('+13525559202')
    rows.push([
      '2. Opt-out by any reasonable means',
      '"please stop texting me", then a missed call; "Opt out.", then a missed call',
      `${textsTo('+13525559201').length} and ${textsTo('+13525559202').length} text-backs`,
    ])
  })

  await onFreshBackend(async ({ call, setClock, retryDue, textsTo }) => {
    setClock('2026-11-27T04:00:00Z')
    await call('+13525559301')
    const atNight = textsTo('+13525559301').length
    for (const time of ['2026-11-27T13:00:00Z', '2026-11-27T13:05:00Z']) {
      setClock(time)
      await retryDue()
    }
    rows.push([
      '3. Quiet hours',
      'a missed call at 11 PM Eastern, then the retry at 8:00 and 8:05 AM',
      `${atNight} text at 11 PM, ${textsTo('+13525559301').length} in all`,
    ])
  })

  await onFreshBackend(async ({ text, textsTo }) => {
    const long = `House at 9 Elm St. ${'The roof leaks and the heirs cannot agree on a price. '.repeat(22)}`.slice(
      0,
      1200,
    )
    for (let index = 0; index < 20; index++) await text('+13525559401', `${index} ${long}`)
    const forwards = textsTo(owner).filter((message) => message.sms?.includes('+13525559401'))
    const toOwnNumber = textsTo(mainNumber).filter((message) => message.sms?.includes('+13525559401')).length
    rows.push([
      '4. Forwarded texts',
      "20 texts of 1,200 characters from one sender; the main number also listed as an owner's",
      `${forwards.length} forwards, ${forwards.reduce((sum, message) => sum + segments(message.sms ?? ''), 0)} segments, longest ${Math.max(0, ...forwards.map((message) => message.sms?.length ?? 0))} characters; ${toOwnNumber} to the main number`,
    ])
  })

  await onFreshBackend(async ({ origin, outbox }) => {
    for (let index = 0; index < 5; index++) {
      const answer = await fetch(`${origin}${notifyLeadPath}`, {
        method: 'POST',
        headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          ...sampleLead,
          name: 'http://evil.example/prize Doe',
          email: 'victim@example.com',
          submission_id: crypto.randomUUID(),
          submittedAt: new Date().toISOString(),
        }),
      })
      await answer.text()
    }
    const confirmations = outbox().filter((message) => message.to === 'victim@example.com')
    rows.push([
      '5. No relay',
      '5 notify-lead calls for one address, the name a link',
      `${confirmations.length} confirmations, ${confirmations.filter((message) => message.text?.includes('evil.example')).length} carrying the link`,
    ])
  })
}

/** The migrations in PGlite, requests as PostgREST passes them: forged X-Forwarded-For entries. */
async function clientAddressRules(): Promise<void> {
  const db = new PGlite()
  await db.exec(readFileSync(join(projectRoot, 'supabase', 'tests', 'roles.sql'), 'utf8'))
  const migrations = join(projectRoot, 'supabase', 'migrations')
  for (const name of readdirSync(migrations)
    .filter((file) => file.endsWith('.sql'))
    .sort())
    await db.exec(readFileSync(join(migrations, name), 'utf8'))
  const insert = async (forwardedFor: string) => {
    const lead = { ...sampleLead, submission_id: crypto.randomUUID() }
    const columns = Object.keys(lead)
    try {
      await db.transaction(async (tx) => {
        await tx.query("select set_config('request.headers', $1, true)", [
          JSON.stringify({ 'x-forwarded-for': forwardedFor }),
        ])
        await tx.exec('set local role anon')
        await tx.query(
          `insert into public.leads (${columns.join(', ')}) values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
          Object.values(lead),
        )
      })
      return true
    } catch {
      return false
    }
  }
  let stored = 0
  for (let index = 0; index < 10; index++) if (await insert(`10.0.0.${index}, 203.0.113.50`)) stored++
  rows.push([
    "6. The client's address",
    '10 leads in 10 minutes, each naming another client first in X-Forwarded-For',
    `${stored} stored (limit 5)`,
  ])
  for (let index = 0; index < 5; index++) await insert('tel:+13525559500')
  const { rows: recorded } = await db.query<{ outcome: string }>(
    "select outcome from public.record_call('CA" +
      'f'.repeat(32) +
      "', '+13525559500', $1, 'no-answer', null, null, 'Missed call')",
    [mainNumber],
  )
  rows.push([
    "6. The client's address",
    '5 web leads with X-Forwarded-For "tel:+13525559500", then that number calls',
    `the call: ${recorded[0]?.outcome}`,
  ])
  await db.close()
}

async function serverRules(): Promise<void> {
  // The site, and the staff origin where /admin is (decision 0084).
  const [site, staff] = await Promise.all([
    serveStaticSite(process.env.DIST ?? join(projectRoot, 'dist')),
    serveStaticSite(process.env.DIST_STAFF ?? staffDistDir),
  ])
  const get = (origin: string, path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })
  const open = await get(site.origin, '/%2fevil.example%2f..%2fcontact.html')
  const adminCsp = (await get(staff.origin, '/admin')).headers.get('content-security-policy')
  const through = await get(staff.origin, '/admin/..%2fconsole')
  rows.push([
    '7. The local server',
    'GET /%2fevil.example%2f..%2fcontact.html',
    `${open.status} ${open.headers.get('location') ?? ''}`.trim(),
  ])
  rows.push([
    '7. The local server',
    'GET /admin/..%2fconsole on the staff origin',
    `${through.status}${through.headers.get('content-security-policy') === adminCsp ? ", with /admin's CSP" : ''}`,
  ])
  await Promise.all([site.close(), staff.close()])
}

async function main(): Promise<void> {
  await backendRules()
  await clientAddressRules()
  await serverRules()
  const wholeNumbers = logged.filter((line) => /\+1\d{10}\b/.test(line)).length
  rows.push([
    '7. The local server',
    'log lines written during this run',
    `${logged.length} lines, ${wholeNumbers} with a whole phone number`,
  ])
  for (const [rule, tried, through] of rows) process.stdout.write(`| ${rule} | ${tried} | ${through} |\n`)
}

await main()
