/**
 * `npm run leads` (server/leads/command.ts) run as a child process: straight from the folder, and through a running
 * server. Long as a list of cases is: one view or option of the command per case.
 */
import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeAll, describe, expect, it } from 'vitest'
import { siteContent } from '../../content/site-content'
import { openLeadBackend, type LeadBackend } from '../../server/leads/backend'
import { readFromFolder } from '../../server/leads/database'
import { leadsTablePath, localPublishableKey } from '../../src/lib/local-backend'
import { townPagePath } from '../../src/routing/paths'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { runScript } from '../support/node-script'
import { serveLeadBackend } from '../support/served-lead-backend'

/** Runs server/leads/command.ts; the shell's LEADS_DATA_DIR is left out unless `env` sets it. */
const leadsCommand = (args: string[], env: Record<string, string> = {}) =>
  runScript('server/leads/command.ts', args, env, ['LEADS_DATA_DIR'])

/** RFC 4180 records: quoted cells may hold commas, doubled quotes and line breaks; records end with CRLF. */
function parseCsv(text: string): string[][] {
  const records: string[][] = []
  let record: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index++) {
    const character = text[index]
    if (quoted) {
      if (character !== '"') cell += character
      else if (text[index + 1] === '"') {
        cell += '"'
        index++
      } else quoted = false
    } else if (character === '"') quoted = true
    else if (character === ',') {
      record.push(cell)
      cell = ''
    } else if (character === '\r' && text[index + 1] === '\n') {
      record.push(cell)
      records.push(record)
      record = []
      cell = ''
      index++
    } else cell += character
  }
  expect(cell).toBe('')
  return records
}

/** A line of the report's table: its start, then these counts, right-aligned, ending the line. */
const counts = (start: RegExp, values: string) =>
  new RegExp(
    `${start.source}.* +${values
      .split(' ')
      .map((value) => value.replace(/[-+]/g, '\\$&'))
      .join(' +')}$`,
    'm',
  )

const reportCsvHeader = [
  'week_start',
  'dimension',
  'value',
  'leads',
  'notified',
  'pending',
  'failed',
  'spam',
  'contacted',
  'appointment',
  'offer_made',
  'under_contract',
  'closed',
  'dead',
  'median_minutes_to_first_contact',
]

const plainLead = sampleLead
/** The town page the chat lead was sent from, which the report names by its town: the shortest, so the table shows it whole. */
const [town] = [...siteContent.towns].sort((a, b) => a.pageSlug.length - b.pageSlug.length)
const townPath = townPagePath(town!.pageSlug)
const trickyLead = {
  name: '=HYPERLINK("http://evil.example","Click")',
  email: 'sam@example.com',
  phone: '+1 (352) 555-0199',
  address: 'Not provided',
  condition: '',
  timeline: '',
  message: `@SUM(1+1) "quoted", with commas,\nand a second line. ${'Long story. '.repeat(10)}`,
  source: 'chat-widget',
  page_path: townPath,
  utm_source: '-2+3',
  fill_ms: 6000,
}
const allColumns = [
  'id',
  'created_at',
  'name',
  'email',
  'phone',
  'address',
  'condition',
  'timeline',
  'message',
  'source',
  'page_path',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'submission_id',
  'fill_ms',
  'honeypot',
  'client_address',
  'spam_reason',
  'stored_by',
  'notify_status',
  'notify_attempts',
  'notify_next_at',
  'notify_claimed_at',
  'notified_at',
  'notify_error',
  'verification',
  'verification_detail',
  'notify_channels',
  'consent_given',
  'consent_text',
  'consent_version',
  'consent_at',
  'landing_page',
  'referrer',
  'call_sid',
  'call_to',
  'call_outcome',
  'call_source',
  'recording_url',
  'recording_seconds',
  'text_back_claimed_at',
  'consent_withdrawn_at',
  'consent_withdrawn_words',
  'text_back_due_at',
  'text_back_note',
  'confirmation_claimed_at',
  'first_contact_at',
]

const serve = (backend: LeadBackend) => serveLeadBackend(backend, { announce: true })

async function insert(origin: string, lead: object) {
  const response = await fetch(`${origin}${leadsTablePath}`, {
    method: 'POST',
    headers: { apikey: localPublishableKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(lead),
  })
  expect(response.status).toBe(201)
}

function checkCsv(stdout: string) {
  expect(stdout.endsWith('\r\n')).toBe(true)
  const [header, ...rows] = parseCsv(stdout)
  expect(header).toEqual(allColumns)
  expect(rows).toHaveLength(2)
  const byColumn = rows.map((row) => Object.fromEntries(allColumns.map((column, index) => [column, row[index]])))
  expect(byColumn[0]).toMatchObject({ ...plainLead, fill_ms: String(plainLead.fill_ms), utm_source: '' })
  const tricky = byColumn[1]
  // Cells a spreadsheet would run as formulas start with a single quote; the rest is the stored text.
  expect(tricky?.name).toBe(`'${trickyLead.name}`)
  expect(tricky?.message).toBe(`'${trickyLead.message.trim()}`)
  expect(tricky?.phone).toBe(`'${trickyLead.phone}`)
  expect(tricky?.utm_source).toBe(`'${trickyLead.utm_source}`)
  expect(tricky?.address).toBe('Not provided')
  expect(tricky?.id).toMatch(/^[0-9a-f-]{36}$/)
  expect(Number.isNaN(Date.parse(tricky?.created_at ?? ''))).toBe(false)
}

function checkTable(stdout: string) {
  const lines = stdout.split('\n')
  expect(lines[0]).toMatch(/^created_at \(UTC\)\s+name\s+email\s+phone\s+source\s+page\s+message\s+delivery$/)
  expect(stdout).toContain('Jane Doe')
  expect(stdout).toContain(townPath)
  expect(stdout).toContain('chat-widget')
  // The long message is shortened and its line break flattened, so each lead stays on one line.
  const trickyLine = lines.find((line) => line.includes('sam@example.com')) ?? ''
  expect(trickyLine).toContain('@SUM(1+1) "quoted", with commas, and a')
  expect(trickyLine).toMatch(/and a.*…/)
  expect(stdout).toMatch(/2 leads in /)
  // Not yet notified: nothing called notify-lead for them.
  expect(lines.find((line) => line.includes('Jane Doe'))).toMatch(/pending$/)
  // The bot's lead is kept but listed apart.
  expect(stdout).not.toContain('Spam Bot')
  expect(stdout).toContain('1 suspected bot not shown: npm run leads -- --spam.')
}

const botLead = { ...sampleLead, name: 'Spam Bot', email: 'bot@example.com', honeypot: 'http://spam.example' }

describe('npm run leads', () => {
  let dataDir: string

  beforeAll(async () => {
    dataDir = join(mkdtempSync(join(tmpdir(), 'leads-cli-')), 'data')
    const backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 } })
    const { origin, stop } = await serve(backend)
    await insert(origin, plainLead)
    await insert(origin, trickyLead)
    await insert(origin, botLead)
    await stop()
    await backend.close()
    // The owner made the first seller an offer (as the console records it, on that person's newest lead).
    await readFromFolder(dataDir, (db) =>
      db.transaction(async (tx) => {
        await tx.exec('set local role service_role')
        await tx.query(
          `insert into public.lead_events (submission_id, by_email, kind, stage)
           select submission_id, 'owner@example.com', 'stage', 'offer-made' from public.leads where name = $1`,
          [plainLead.name],
        )
      }),
    )
  }, 60_000)

  it('lists the leads straight from the folder when no server holds it, and lets the folder go', async () => {
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir])
    expect(code).toBe(0)
    checkTable(stdout)
    expect(stdout).toContain('read from the database folder')
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false)
  }, 60_000)

  it('exports every column as RFC 4180 CSV, formula-safe, with LEADS_DATA_DIR naming the folder', async () => {
    const { code, stdout } = await leadsCommand(['--csv'], { LEADS_DATA_DIR: dataDir })
    expect(code).toBe(0)
    checkCsv(stdout)
  }, 60_000)

  it('lists the suspected bots alone with --spam, with the reason', async () => {
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir, '--spam'])
    expect(code).toBe(0)
    const botLine = stdout.split('\n').find((line) => line.includes('Spam Bot')) ?? ''
    expect(botLine).toMatch(/spam: the hidden field was filled$/)
    expect(stdout).not.toContain('Jane Doe')
    expect(stdout).toMatch(/1 suspected bot in /)
  }, 60_000)

  it('reports leads per week by source, landing page or town and campaign, the bot counted under spam', async () => {
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir, '--report'])
    expect(code).toBe(0)
    const lines = stdout.split('\n')
    for (const heading of ['Leads per week', 'By source', 'By landing page or town', 'By UTM campaign'])
      expect(lines).toContain(heading)
    // leads, notified, pending, failed, spam: nothing called notify-lead, and the bot is counted, not hidden. Then
    // contacted, appointment, offer-made (the plain lead's person, whose phone the bot used too), under-contract,
    // closed, dead, and no first contact stamped.
    expect(stdout).toMatch(counts(/^week of Mon \w{3} \d{1,2}, \d{4}/, '3 0 2 0 1 2 2 2 0 0 0 -'))
    expect(stdout).toMatch(counts(/ contact-form/, '2 0 1 0 1 2 2 2 0 0 0 -'))
    expect(stdout).toMatch(counts(/ chat-widget/, '1 0 1 0 0 0 0 0 0 0 0 -'))
    expect(stdout).toMatch(counts(/ \/contact/, '2 0 1 0 1 2 2 2 0 0 0 -'))
    expect(stdout).toMatch(
      counts(new RegExp(` ${town!.city.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`), '1 0 1 0 0 0 0 0 0 0 0 -'),
    )
    expect(stdout).toMatch(counts(/ \(none\)/, '3 0 2 0 1 2 2 2 0 0 0 -'))
    expect(stdout).toContain('3 leads in ')
    expect(stdout).toContain('1 suspected bot counted under spam: npm run leads -- --spam lists it.')
  }, 60_000)

  it('reports per month with --month, which only the report takes', async () => {
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir, '--report', '--month'])
    expect(code).toBe(0)
    expect(stdout.split('\n')).toContain('Leads per month')
    expect(stdout).toMatch(counts(/^[A-Z][a-z]+ \d{4}/, '3 0 2 0 1 2 2 2 0 0 0 -'))
    expect(stdout).toContain('by the month they came in (calendar months, America/New_York)')
    const listing = await leadsCommand(['--data-dir', dataDir, '--month'])
    expect(listing).toMatchObject({
      code: 1,
      stderr: '--month is for the report: npm run leads -- --report --month.\n',
    })
  }, 60_000)

  it('exports the report as CSV: one row per week, breakdown and value with every count', async () => {
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir, '--report', '--csv'])
    expect(code).toBe(0)
    const [header, ...rows] = parseCsv(stdout)
    expect(header).toEqual(reportCsvHeader)
    const [offered, untouched] = [
      ['2', '2', '2', '0', '0', '0', ''],
      ['0', '0', '0', '0', '0', '0', ''],
    ]
    expect(rows.map((row) => row.slice(1))).toEqual([
      ['total', 'all leads', '3', '0', '2', '0', '1', ...offered],
      ['source', 'contact-form', '2', '0', '1', '0', '1', ...offered],
      ['source', 'chat-widget', '1', '0', '1', '0', '0', ...untouched],
      ['marketing_source', '(none) (form)', '2', '0', '1', '0', '1', ...offered],
      // A utm_source anyone can write, kept formula-safe.
      ['marketing_source', "'-2+3 (form)", '1', '0', '1', '0', '0', ...untouched],
      ['town_or_page', '/contact', '2', '0', '1', '0', '1', ...offered],
      ['town_or_page', town!.city, '1', '0', '1', '0', '0', ...untouched],
      ['utm_campaign', '(none)', '3', '0', '2', '0', '1', ...offered],
    ])
    expect(rows.map((row) => row[0])).toEqual(Array(rows.length).fill(rows[0]?.[0]))
    expect(rows[0]?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}$/)
  }, 60_000)

  it('keeps the leads from the --since day on in every view, and says so when there are none', async () => {
    const listing = await leadsCommand(['--data-dir', dataDir, '--since', '2000-01-01'])
    expect(listing.code).toBe(0)
    expect(listing.stdout).toContain('Jane Doe')
    expect(listing.stdout).toContain(`2 leads since Sat Jan 1, 2000 in ${dataDir}`)
    const none = `No leads since Tue Jan 1, 2999 (America/New_York) in ${dataDir}, of 3 stored leads.`
    for (const view of [[], ['--report']]) {
      const table = await leadsCommand(['--data-dir', dataDir, '--since', '2999-01-01', ...view])
      expect(table).toEqual({ code: 0, stdout: `${none}\n`, stderr: '' })
    }
    const csv = await leadsCommand(['--data-dir', dataDir, '--since', '2999-01-01', '--csv'])
    expect(parseCsv(csv.stdout)).toEqual([allColumns])
    expect(csv.stderr).toBe(`${none}\n`)
    const reportCsv = await leadsCommand(['--data-dir', dataDir, '--since', '2999-01-01', '--report', '--csv'])
    expect(parseCsv(reportCsv.stdout)).toEqual([reportCsvHeader])
  }, 60_000)

  it('refuses a --since that is not a day in one sentence, exit code 1 and no stack trace', async () => {
    const { code, stdout, stderr } = await leadsCommand(['--data-dir', dataDir, '--report', '--since', '2026-02-30'])
    expect({ code, stdout, stderr }).toEqual({
      code: 1,
      stdout: '',
      stderr: '--since wants a day as YYYY-MM-DD, such as 2026-11-23, not "2026-02-30".\n',
    })
    const both = await leadsCommand(['--data-dir', dataDir, '--report', '--spam'])
    expect(both.code).toBe(1)
    expect(both.stderr).toBe('--report counts the suspected bots in its spam column, so it takes no --spam.\n')
  }, 60_000)

  it('opens the folder when server.json names a live pid that another process now has (a restart reused it)', async () => {
    // This test process is alive, but it never held the folder: the start time recorded is another boot's.
    writeFileSync(
      join(dataDir, 'server.json'),
      JSON.stringify({
        pid: process.pid,
        port: 1,
        url: 'http://127.0.0.1:1',
        secretKeyFile: 'x',
        since: '',
        processStart: 'an-earlier-boot/12345',
      }),
    )
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir])
    expect(code).toBe(0)
    expect(stdout).toContain('read from the database folder')
  }, 60_000)

  it('opens the folder itself when server.json was left by a process that has ended', async () => {
    writeFileSync(
      join(dataDir, 'server.json'),
      JSON.stringify({ pid: 2 ** 22 + 12345, port: 1, url: 'http://127.0.0.1:1', secretKeyFile: 'x', since: '' }),
    )
    const { code, stdout } = await leadsCommand(['--data-dir', dataDir])
    expect(code).toBe(0)
    expect(stdout).toContain('read from the database folder')
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false)
  }, 60_000)

  it('reads through the running server (never opening its folder) in both formats and for the report', async () => {
    const backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 } })
    const { origin, stop } = await serve(backend)
    try {
      const table = await leadsCommand(['--data-dir', dataDir])
      expect(table.code).toBe(0)
      checkTable(table.stdout)
      expect(table.stdout).toContain(`read from the server at ${origin}`)
      const csv = await leadsCommand(['--data-dir', dataDir, '--csv'])
      expect(csv.code).toBe(0)
      checkCsv(csv.stdout)
      // The server's JSON gives created_at as text: the report reads it the same.
      const report = await leadsCommand(['--data-dir', dataDir, '--report', '--since', '2000-01-01'])
      expect(report.code).toBe(0)
      expect(report.stdout).toMatch(counts(/^week of /, '3 0 2 0 1 2 2 2 0 0 0 -'))
      expect(report.stdout).toContain(`read from the server at ${origin}`)
      // The server still holds its folder and keeps taking leads.
      expect(existsSync(join(dataDir, 'server.json'))).toBe(true)
      await insert(origin, { ...plainLead, name: 'After The Listing' })
    } finally {
      await stop()
      await backend.close()
    }
  }, 60_000)

  it('says so when there are no leads, in both formats', async () => {
    const empty = join(mkdtempSync(join(tmpdir(), 'leads-cli-empty-')), 'data')
    const table = await leadsCommand(['--data-dir', empty])
    expect(table.code).toBe(0)
    expect(table.stdout).toContain(`No leads stored yet in ${empty}`)
    const csv = await leadsCommand(['--data-dir', empty, '--csv'])
    expect(csv.code).toBe(0)
    expect(parseCsv(csv.stdout)).toEqual([allColumns])
    expect(csv.stderr).toContain('No leads stored yet')
  }, 60_000)
})

describe('the delivery column', () => {
  it('says why a lead waits: unverified when Turnstile got no token, spam before anything else', async () => {
    const { deliveryText } = await import('../../server/leads/command-output')
    expect(
      deliveryText({ notify_status: 'pending', verification: 'missing', verification_detail: 'no token was sent' }),
    ).toBe('unverified (Turnstile): no token was sent')
    expect(deliveryText({ notify_status: 'sent', notify_attempts: 1, verification: 'missing' })).toBe('sent')
    expect(deliveryText({ notify_status: 'skipped', spam_reason: 'Turnstile rejected the token: x' })).toBe(
      'spam: Turnstile rejected the token: x',
    )
    expect(deliveryText({ notify_status: 'failed', notify_attempts: 2, notify_error: 'provider down' })).toBe(
      'failed 2x: provider down',
    )
  })
})
