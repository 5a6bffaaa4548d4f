/**
 * `npm run leads`: lists the leads the embedded backend stored, as a table (with each lead's delivery state and
 * attempts) or (`--csv`) as CSV on stdout. Suspected bots (a spam_reason) are kept apart: `--spam` lists them alone.
 * While `npm start` holds the data folder it reads through that server with the service role key; otherwise it
 * opens the PGlite folder itself (never two processes on one folder).
 *
 *   npm run leads [-- --csv] [-- --spam] [-- --data-dir <folder>]     (LEADS_DATA_DIR also sets the folder)
 */
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { leadsTablePath } from '../src/features/leads/local-backend'
import { leadRecordSchema } from '../supabase/functions/_shared/lead-schema'
import {
  leadDataDirFromEnv,
  leadDataPaths,
  liveHolder,
  readLeadsFromFolder,
  serviceRoleKeyOf,
  type HolderRecord,
  type LeadRows,
} from './lib/lead-backend'
import { cellText, csvLines, isSpam, oneLine, shorten } from './lib/lead-rows'

/** What the database adds to the columns the site sends (supabase/migrations): who sent it, and its delivery. */
const serverColumns = [
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
]

/** The consent and the visit (migration 20261126000000), the table's last columns. */
const consentAndVisitColumns = [
  'consent_given',
  'consent_text',
  'consent_version',
  'consent_at',
  'landing_page',
  'referrer',
]

/** The table's columns in its order, when no row can tell them (an empty table read through the server). */
const fallbackColumns = [
  'id',
  'created_at',
  ...Object.keys(leadRecordSchema.shape).filter((column) => !consentAndVisitColumns.includes(column)),
  ...serverColumns,
  ...consentAndVisitColumns,
]

/** How long to wait for a process that holds the folder to start answering HTTP (a server still starting). */
const holderWaitMs = 10_000

export function leadsToCsv({ columns, rows }: LeadRows): string {
  return csvLines([columns, ...rows.map((row) => columns.map((column) => row[column]))])
}

const tableColumns: Array<{ title: string; width: number; value: (row: Record<string, unknown>) => string }> = [
  {
    title: 'created_at (UTC)',
    width: 16,
    value: (row) => cellText(row.created_at).replace('T', ' ').slice(0, 16),
  },
  { title: 'name', width: 24, value: (row) => cellText(row.name) },
  { title: 'email', width: 30, value: (row) => cellText(row.email) },
  { title: 'phone', width: 18, value: (row) => cellText(row.phone) },
  { title: 'source', width: 12, value: (row) => cellText(row.source) },
  { title: 'page', width: 24, value: (row) => cellText(row.page_path) },
  { title: 'message', width: 40, value: (row) => cellText(row.message) },
  { title: 'delivery', width: 34, value: deliveryText },
]

/**
 * The lead's notification: "sent", "failed 2x: <error>", "pending", "held: <why>", "spam: <why>", or (Cloudflare
 * Turnstile on, no token came) "unverified: <why>".
 */
export function deliveryText(row: Record<string, unknown>): string {
  if (isSpam(row)) return `spam: ${cellText(row.spam_reason)}`
  const status = cellText(row.notify_status)
  if (row.verification === 'missing' && status !== 'sent')
    return `unverified (Turnstile): ${cellText(row.verification_detail)}`
  const attempts = Number(row.notify_attempts ?? 0)
  const tries = attempts > 1 ? ` ${attempts}x` : ''
  const error = row.notify_error ? `: ${cellText(row.notify_error)}` : ''
  return status === 'sent' ? `sent${tries}` : `${status}${tries}${error}`
}

export function leadsToTable(rows: Array<Record<string, unknown>>): string {
  const cells = rows.map((row) => tableColumns.map((column) => shorten(oneLine(column.value(row)), column.width)))
  const widths = tableColumns.map((column, index) =>
    Math.max(column.title.length, ...cells.map((line) => [...(line[index] ?? '')].length)),
  )
  const format = (line: string[]) =>
    line
      .map((cell, index) => cell + ' '.repeat(Math.max(0, (widths[index] ?? 0) - [...cell].length)))
      .join('  ')
      .trimEnd()
  return [
    format(tableColumns.map((column) => column.title)),
    format(widths.map((width) => '-'.repeat(width))),
    ...cells.map(format),
  ].join('\n')
}

async function readThroughServer(holder: HolderRecord, dataDir: string): Promise<LeadRows> {
  const key = serviceRoleKeyOf(dataDir)
  const response = await fetch(`${holder.url}${leadsTablePath}?select=*&order=created_at.asc`, {
    headers: { apikey: key, Authorization: `Bearer ${key}`, Accept: 'application/json' },
  }).catch((error: unknown) => {
    throw new Error(
      `The lead server of pid ${holder.pid} at ${holder.url} did not answer (${error instanceof Error ? error.message : error})`,
    )
  })
  const body = await response.text()
  if (!response.ok) throw new Error(`The lead server at ${holder.url} answered ${response.status}: ${body}`)
  const rows = JSON.parse(body) as Array<Record<string, unknown>>
  return { columns: rows[0] ? Object.keys(rows[0]) : fallbackColumns, rows }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The leads of the folder and how they were read; undefined rows when the folder has no database yet. */
export async function readLeads(dataDir: string): Promise<{ leads: LeadRows | undefined; via: string }> {
  const deadline = Date.now() + holderWaitMs
  for (;;) {
    const holder = liveHolder(dataDir)
    if (holder?.url) return { leads: await readThroughServer(holder, dataDir), via: `the server at ${holder.url}` }
    if (!holder) {
      try {
        return { leads: await readLeadsFromFolder(dataDir), via: 'the database folder' }
      } catch (error) {
        // A server that started between the check and the claim: go round and read through it.
        if (!(error instanceof Error && error.name === 'DataDirHeldError')) throw error
      }
    }
    if (Date.now() > deadline)
      throw new Error(
        `Another process (pid ${holder?.pid ?? 'unknown'}) holds the lead database at ${dataDir} and does not ` +
          'serve it over HTTP: wait for it to finish, or stop it',
      )
    await sleep(200)
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      csv: { type: 'boolean', default: false },
      spam: { type: 'boolean', default: false },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log('Usage: npm run leads [-- --csv] [-- --spam] [-- --data-dir <folder>]  (or LEADS_DATA_DIR=<folder>)')
    return
  }
  const dataDir = leadDataPaths(values['data-dir'] ?? leadDataDirFromEnv(process.env)).dir
  const { leads, via } = await readLeads(dataDir)
  const all = leads?.rows ?? []
  const rows = all.filter((row) => isSpam(row) === values.spam)
  const hiddenSpam = values.spam ? 0 : all.length - rows.length
  const empty = values.spam
    ? `No suspected bots among the leads in ${dataDir}.`
    : `No leads stored yet in ${dataDir} (npm start stores the site's form submissions there).`
  if (values.csv) {
    process.stdout.write(leadsToCsv({ columns: leads?.columns ?? fallbackColumns, rows }))
    if (!rows.length) console.error(empty)
    return
  }
  if (!rows.length) {
    console.log(empty)
    return
  }
  console.log(leadsToTable(rows))
  console.log(
    `\n${rows.length} ${values.spam ? 'suspected bot' : 'lead'}${rows.length === 1 ? '' : 's'} in ${dataDir} (read from ${via}); ` +
      'npm run leads -- --csv exports every column.' +
      (hiddenSpam > 0
        ? ` ${hiddenSpam} suspected bot${hiddenSpam === 1 ? '' : 's'} not shown: npm run leads -- --spam.`
        : ''),
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
