/**
 * `npm run leads`: lists the leads the embedded backend stored, as a table (with each lead's delivery state and
 * attempts) or (`--csv`) as CSV on stdout. Suspected bots (a spam_reason) are kept apart: `--spam` lists them alone.
 * `--report` is the marketers' view instead (src/lib/leads-report.ts, the lead console's report too): leads per week
 * (`--month`: per month) by source, landing page or town and campaign, with their delivery states, the stages they
 * reached and the median time to first contact, spam included. `--since YYYY-MM-DD` keeps the leads from that day on
 * (America/New_York) in every view. While `npm start` holds the data folder it reads through that server with the
 * secret key; otherwise it opens the PGlite folder itself (never two processes on one folder).
 *
 * `--review <MessageSid> opt-out|not-an-opt-out` records the owner's decision on a text that may have meant stop
 * (decision 0053), as public.review_possible_opt_out does on Supabase.
 *
 *   npm run leads [-- --csv] [-- --spam | --report [--month]] [-- --since YYYY-MM-DD] [-- --data-dir <folder>]
 *   npm run leads -- --review <MessageSid> opt-out|not-an-opt-out [-- --by <name>]
 *   (LEADS_DATA_DIR also sets the folder)
 */
import { parseArgs } from 'node:util'
import { pathToFileURL } from 'node:url'
import { leadsTablePath } from '../../src/lib/local-backend'
import { leadRecordSchema } from '#lead-schema'
import { businessTimeZone } from '../../supabase/functions/_shared/clock'
import {
  claimDataDir,
  leadDataDirFromEnv,
  leadDataPaths,
  liveHolder,
  releaseDataDir,
  secretKeyOf,
  type HolderRecord,
} from './data-folder'
import type { PGlite } from '@electric-sql/pglite'
import { openLeadDatabase, readFromFolder, selectAllLeads, selectReportRows, type LeadRows } from './database'
import { isSpam } from '../../src/lib/lead-rows'
import { dayLabel, leadsSince, parseSinceDay } from '../../src/lib/leads-report'
import { leadsToCsv, leadsToTable, plural, printReport } from './command-output'

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

/** A phone call's columns (migration 20261127000000), after those. */
const callColumns = [
  'call_sid',
  'call_to',
  'call_outcome',
  'call_source',
  'recording_url',
  'recording_seconds',
  'text_back_claimed_at',
  'consent_withdrawn_at',
]

/** What migration 20261128000000 adds: the words of an opt-out, the text-back's plan, the confirmation's claim. */
const textRuleColumns = ['consent_withdrawn_words', 'text_back_due_at', 'text_back_note', 'confirmation_claimed_at']

/** The table's columns in its order, when no row can tell them (an empty table read through the server). */
const fallbackColumns = [
  'id',
  'created_at',
  ...Object.keys(leadRecordSchema.shape).filter((column) => !consentAndVisitColumns.includes(column)),
  ...serverColumns,
  ...consentAndVisitColumns,
  ...callColumns,
  ...textRuleColumns,
  // Migration 20261129010000: the first contact, for speed to lead.
  'first_contact_at',
]

/** How long to wait for a process that holds the folder to start answering HTTP (a server still starting). */
const holderWaitMs = 10_000

/** A GET or POST of the running server's REST API with the folder's secret key, its JSON answer parsed. */
async function askServer(holder: HolderRecord, dataDir: string, path: string, body?: unknown): Promise<unknown> {
  const key = secretKeyOf(dataDir)
  const response = await fetch(`${holder.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      apikey: key,
      Accept: 'application/json',
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  }).catch((error: unknown) => {
    throw new Error(
      `The lead server of pid ${holder.pid} at ${holder.url} did not answer (${error instanceof Error ? error.message : error})`,
    )
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`The lead server at ${holder.url} answered ${response.status}: ${text}`)
  return JSON.parse(text)
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Reads through the server that holds the folder (`npm start`), else from the folder itself; a server still
 * starting is waited for. `value` is undefined when the folder has no database yet.
 */
async function readLeadData<T>(
  dataDir: string,
  throughServer: (holder: HolderRecord) => Promise<T>,
  fromFolder: (db: PGlite) => Promise<T>,
): Promise<{ value: T | undefined; via: string }> {
  const deadline = Date.now() + holderWaitMs
  for (;;) {
    const holder = liveHolder(dataDir)
    if (holder?.url) return { value: await throughServer(holder), via: `the server at ${holder.url}` }
    if (!holder) {
      try {
        return { value: await readFromFolder(dataDir, fromFolder), via: 'the database folder' }
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

/** The leads of the folder and how they were read; undefined rows when the folder has no database yet. */
export async function readLeads(dataDir: string): Promise<{ leads: LeadRows | undefined; via: string }> {
  const { value, via } = await readLeadData(
    dataDir,
    async (holder) => {
      const rows = (await askServer(holder, dataDir, `${leadsTablePath}?select=*&order=created_at.asc`)) as Array<
        Record<string, unknown>
      >
      return { columns: rows[0] ? Object.keys(rows[0]) : fallbackColumns, rows }
    },
    selectAllLeads,
  )
  return { leads: value, via }
}

/** Every lead's row of the marketers' report (public.report_leads: its columns and the stages it reached). */
async function readReportRows(dataDir: string): Promise<{ rows: Array<Record<string, unknown>>; via: string }> {
  const { value, via } = await readLeadData(
    dataDir,
    async (holder) =>
      (await askServer(holder, dataDir, '/rest/v1/rpc/report_leads', {})) as Array<Record<string, unknown>>,
    (db) => selectReportRows(db, null),
  )
  return { rows: value ?? [], via }
}

const decisions = ['opt-out', 'not-an-opt-out'] as const

/** What public.review_possible_opt_out answers: whether texts may go now, and a later text still to decide. */
interface Review {
  ok: boolean
  texts_allowed: boolean
  later_message_sid: string | null
}

/**
 * Records the owner's decision on a text that may have meant stop: through the running server, else in the folder.
 * Undefined when no text under review has that MessageSid.
 */
export async function reviewPossibleOptOut(
  dataDir: string,
  messageSid: string,
  decision: (typeof decisions)[number],
  decidedBy: string,
): Promise<Review | undefined> {
  const args = { p_message_sid: messageSid, p_decision: decision, p_decided_by: decidedBy }
  const holder = liveHolder(dataDir)
  let rows: Review[]
  if (holder?.url) {
    const key = secretKeyOf(dataDir)
    const response = await fetch(`${holder.url}/rest/v1/rpc/review_possible_opt_out`, {
      method: 'POST',
      headers: { apikey: key, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    })
    const body = await response.text()
    if (!response.ok) throw new Error(`The lead server at ${holder.url} answered ${response.status}: ${body}`)
    rows = JSON.parse(body) as Review[]
  } else {
    const paths = leadDataPaths(dataDir)
    await claimDataDir(paths.dir)
    try {
      const db = await openLeadDatabase(paths.dir, { migrate: false })
      try {
        rows = (await db.query<Review>('select * from public.review_possible_opt_out($1, $2, $3)', Object.values(args)))
          .rows
      } finally {
        await db.close()
      }
    } finally {
      releaseDataDir(paths.dir)
    }
  }
  return rows[0]?.ok ? rows[0] : undefined
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      review: { type: 'string' },
      by: { type: 'string', default: 'the owner (npm run leads)' },
      csv: { type: 'boolean', default: false },
      spam: { type: 'boolean', default: false },
      report: { type: 'boolean', default: false },
      month: { type: 'boolean', default: false },
      since: { type: 'string' },
      'data-dir': { type: 'string' },
      help: { type: 'boolean' },
    },
  })
  if (values.help) {
    console.log(
      'Usage: npm run leads [-- --csv] [-- --spam | --report [--month]] [-- --since YYYY-MM-DD] [-- --data-dir <folder>]  ' +
        '(or LEADS_DATA_DIR=<folder>)\n' +
        '       npm run leads -- --review <MessageSid> opt-out|not-an-opt-out [--by <name>]',
    )
    return
  }
  if (values.review !== undefined) {
    const decision = positionals[0] as (typeof decisions)[number] | undefined
    if (!/^(SM|MM)[0-9a-fA-F]{32}$/.test(values.review) || !decision || !decisions.includes(decision))
      throw new Error(
        'Say which text and what you decided: npm run leads -- --review <MessageSid> opt-out|not-an-opt-out ' +
          '(the MessageSid is in the e-mail about the text, SM and 32 characters).',
      )
    const dataDir = leadDataPaths(values['data-dir'] ?? leadDataDirFromEnv(process.env)).dir
    const review = await reviewPossibleOptOut(dataDir, values.review, decision, values.by)
    if (!review) throw new Error(`No text under review has the MessageSid ${values.review} in ${dataDir}.`)
    console.log(
      decision === 'opt-out'
        ? review.texts_allowed
          ? `Recorded: ${values.review} was an opt-out, but the number texted START after it: texts may go.`
          : `Recorded: ${values.review} was an opt-out; no automated text goes to that number until it texts START.`
        : review.texts_allowed
          ? `Recorded: ${values.review} was no opt-out; automated texts to that number may go again.`
          : review.later_message_sid
            ? `Recorded. Texts stay paused: a later text, ${review.later_message_sid}, may also mean stop; decide it too.`
            : `Recorded. Texts stay stopped: the number opted out by keyword (STOP) since.`,
    )
    return
  }
  // Refused before the folder is touched.
  const since = values.since === undefined ? undefined : parseSinceDay(values.since)
  if (values.report && values.spam)
    throw new Error('--report counts the suspected bots in its spam column, so it takes no --spam.')
  if (values.month && !values.report) throw new Error('--month is for the report: npm run leads -- --report --month.')
  const dataDir = leadDataPaths(values['data-dir'] ?? leadDataDirFromEnv(process.env)).dir
  const { leads, via } = values.report
    ? await readReportRows(dataDir).then(({ rows, via }) => ({ leads: { columns: [], rows }, via }))
    : await readLeads(dataDir)
  const stored = leads?.rows ?? []
  const all = since ? leadsSince(stored, since) : stored
  const sinceText = since ? ` since ${dayLabel(since)}` : ''
  const noLeads =
    since && stored.length
      ? `No leads${sinceText} (${businessTimeZone}) in ${dataDir}, of ${plural(stored.length, 'stored lead')}.`
      : `No leads stored yet in ${dataDir} (npm start stores the site's form submissions there).`
  if (values.report) {
    printReport(all, {
      csv: values.csv,
      period: values.month ? 'month' : 'week',
      since,
      stored,
      empty: noLeads,
      where: `${sinceText} in ${dataDir} (read from ${via})`,
    })
    return
  }
  const rows = all.filter((row) => isSpam(row) === values.spam)
  const hiddenSpam = values.spam ? 0 : all.length - rows.length
  const empty = values.spam ? `No suspected bots among the leads${sinceText} in ${dataDir}.` : noLeads
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
    `\n${plural(rows.length, values.spam ? 'suspected bot' : 'lead')}${sinceText} in ${dataDir} (read from ${via}); ` +
      'npm run leads -- --csv exports every column.' +
      (hiddenSpam > 0 ? ` ${plural(hiddenSpam, 'suspected bot')} not shown: npm run leads -- --spam.` : ''),
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
