/**
 * What `npm run leads` prints (server/leads/command.ts reads and decides): the leads as a table with each lead's
 * delivery, or as CSV, and the marketers' report as text or CSV.
 */
import { businessTimeZone } from '../../supabase/functions/_shared/clock'
import type { LeadRows } from './database'
import { cellText, csvLines, isSpam, oneLine, shorten } from '../../src/lib/lead-rows'
import { siteContent } from '../../content/site-content'
import { buildSiteIndex } from '../../src/routing/site-index'
import { buildLeadsReport, placesOf, reportToCsv, reportToText, type ReportPeriod } from '../../src/lib/leads-report'

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

export const plural = (count: number, noun: string) => `${count} ${noun}${count === 1 ? '' : 's'}`

/**
 * The report of the leads (spam among them), as text or CSV, per week or month; `empty` says why there are none,
 * `where` whose they are.
 */
export function printReport(
  rows: Array<Record<string, unknown>>,
  {
    csv,
    period,
    since,
    stored,
    empty,
    where,
  }: {
    csv: boolean
    period: ReportPeriod
    since: string | undefined
    /** Every row read: people are made of them all, so a stage on an older lead counts for a newer one. */
    stored: Array<Record<string, unknown>>
    empty: string
    where: string
  },
): void {
  const report = buildLeadsReport(stored, { places: placesOf(buildSiteIndex(siteContent)), period, since })
  if (csv) {
    process.stdout.write(reportToCsv(report, period))
    if (!rows.length) console.error(empty)
    return
  }
  if (!rows.length) {
    console.log(empty)
    return
  }
  const spam = rows.filter(isSpam).length
  console.log(reportToText(report, period))
  const periods = period === 'week' ? 'weeks start Monday' : 'calendar months'
  console.log(
    `\n${plural(rows.length, 'lead')}${where}, by the ${period} they came in (${periods}, ${businessTimeZone}). ` +
      (spam > 0
        ? `${plural(spam, 'suspected bot')} counted under spam: npm run leads -- --spam lists ${spam === 1 ? 'it' : 'them'}. `
        : '') +
      'A stage counts the leads whose person reached it or a later one; median min is to the first contact. ' +
      'npm run leads -- --report --csv exports the report.',
  )
}
