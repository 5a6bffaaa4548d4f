/**
 * The owner's view (`npm run leads -- --report`): leads per week, broken down by source, by landing page or town and
 * by UTM campaign, each with where its notifications stand. Pure: stored rows in, terminal text or CSV out. Days and
 * weeks are the business's (America/New_York), and a week starts on Monday.
 */
import { business, cityProfiles, towns } from '../../content/data'
import { trackingNumberFor } from '../../src/lib/call-tracking'
import { cityPagePath, townOfferPath, townPagePath } from '../../src/routing/paths'
import { businessTimeZone } from '../../supabase/functions/_shared/clock'
import { cellText, csvLines, isSpam, oneLine, shorten } from './rows'

type LeadRow = Record<string, unknown>

/** Where a lead's notification stands, in the report's words. */
export type DeliveryState = 'notified' | 'pending' | 'failed' | 'spam'
const deliveryStates: DeliveryState[] = ['notified', 'pending', 'failed', 'spam']

/**
 * spam: a suspected bot (never notified); notified: sent; pending: waiting to go out (pending, sending, held over the
 * daily cap, or unverified: Turnstile on and no token came); failed: the last attempt failed and is retried. The order
 * is deliveryText's in server/leads/command.ts. A status outside these (an answered call's not-needed, or skipped
 * without a spam reason, which the database never writes) has no state: the lead still counts among the leads.
 */
export function deliveryState(row: LeadRow): DeliveryState | undefined {
  if (isSpam(row)) return 'spam'
  if (row.notify_status === 'sent') return 'notified'
  if (row.verification === 'missing') return 'pending'
  if (row.notify_status === 'failed') return 'failed'
  if (row.notify_status === 'pending' || row.notify_status === 'sending' || row.notify_status === 'held')
    return 'pending'
  return undefined
}

const businessDayFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: businessTimeZone,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
})

/** The day (YYYY-MM-DD) a moment falls on in the business's time zone; created_at is a Date or, read over HTTP, text. */
export function businessDay(createdAt: unknown): string {
  const time = createdAt instanceof Date ? createdAt : new Date(cellText(createdAt))
  if (Number.isNaN(time.getTime())) throw new Error(`A lead's created_at is not a time: "${cellText(createdAt)}".`)
  const parts = Object.fromEntries(businessDayFormat.formatToParts(time).map((part) => [part.type, part.value]))
  return `${parts.year}-${parts.month}-${parts.day}`
}

/** The Monday (YYYY-MM-DD) that starts the week of a day. Calendar arithmetic on the date alone, so DST cannot shift it. */
export function weekStart(day: string): string {
  const date = new Date(`${day}T00:00:00Z`)
  const daysSinceMonday = (date.getUTCDay() + 6) % 7
  date.setUTCDate(date.getUTCDate() - daysSinceMonday)
  return date.toISOString().slice(0, 10)
}

const dayLabelFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: 'UTC',
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  year: 'numeric',
})

/** A day (YYYY-MM-DD) as a person reads it: "Mon Nov 23, 2026". */
export const dayLabel = (day: string): string => dayLabelFormat.format(new Date(`${day}T00:00:00Z`)).replace(',', '')

/** A week by its Monday: "week of Mon Nov 23, 2026". */
export const weekLabel = (monday: string): string => `week of ${dayLabel(monday)}`

/** The value of --since as a day (YYYY-MM-DD); anything else, impossible dates included, is refused in one sentence. */
export function parseSinceDay(text: string): string {
  const date = new Date(`${text}T00:00:00Z`)
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(text)
  if (!valid) throw new Error(`--since wants a day as YYYY-MM-DD, such as 2026-11-23, not "${oneLine(text)}".`)
  return text
}

/** The leads created on or after a day (YYYY-MM-DD) began in the business's time zone. */
export function leadsSince(rows: LeadRow[], day: string): LeadRow[] {
  return rows.filter((row) => businessDay(row.created_at) >= day)
}

/**
 * Every town page with its town's name from content: the location page, the offer page, and a city landing page
 * (content/cities/), which names the town of the same slug, or the city itself where it has no town page (Ocala).
 */
const placeByPath = new Map<string, string>([
  ...towns.flatMap((town): Array<[string, string]> => [
    [townPagePath(town.pageSlug), town.city],
    [townOfferPath(town.pageSlug), town.city],
  ]),
  ...cityProfiles.map((city): [string, string] => [
    cityPagePath(city.pageSlug),
    towns.find((town) => town.pageSlug === city.slug)?.city ?? city.cityName,
  ]),
])

/** The visit's first page (else the page the lead was sent from): its town's name on a town page, else the path. */
export function townOrPage(row: LeadRow): string {
  const path = cellText(row.landing_page) || cellText(row.page_path)
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path
  return placeByPath.get(withoutTrailingSlash) ?? path
}

/** A lead without a UTM campaign, in the campaign breakdown. */
export const noCampaign = '(none)'

/**
 * Where a lead's visitor or caller came from, calls beside forms: a call by its tracking number's source (the main
 * number has none); a form by the source the same visit would have seen a number of (its utm_source or referrer,
 * by the rules of src/lib/call-tracking.ts), else its utm_source. A form does not keep the visit's click id, so a
 * visit recognised by gclid alone counts under its utm_source.
 */
export function marketingSource(row: LeadRow): string {
  if (row.source === 'phone-call') return `${cellText(row.call_source) || 'main number'} (call)`
  const utmSource = cellText(row.utm_source)
  const visit = {
    search: utmSource ? `?${new URLSearchParams({ utm_source: utmSource })}` : '',
    referrer: cellText(row.referrer),
  }
  return `${trackingNumberFor(visit, business.trackingNumbers)?.source ?? (utmSource || noCampaign)} (form)`
}

/** The report's breakdowns in its order; `week` is each week's total. */
const dimensions = [
  { key: 'week', heading: 'Leads per week', valueTitle: '', value: () => 'all leads' },
  { key: 'source', heading: 'By source', valueTitle: 'source', value: (row: LeadRow) => cellText(row.source) },
  {
    key: 'marketing_source',
    heading: 'By marketing source, calls beside forms',
    valueTitle: 'tracking number or utm_source',
    value: marketingSource,
  },
  { key: 'town_or_page', heading: 'By landing page or town', valueTitle: 'landing page or town', value: townOrPage },
  {
    key: 'utm_campaign',
    heading: 'By UTM campaign',
    valueTitle: 'utm_campaign',
    value: (row: LeadRow) => cellText(row.utm_campaign) || noCampaign,
  },
] as const

export type ReportDimension = (typeof dimensions)[number]['key']

/** One line of the report: a week, a breakdown and one of its values, with its leads and their delivery states. */
export interface ReportRow extends Record<DeliveryState, number> {
  /** The week's Monday, YYYY-MM-DD. */
  weekStart: string
  dimension: ReportDimension
  value: string
  leads: number
}

/** The report's lines: by week (oldest first), then breakdown, then value (most leads first). Spam counts too. */
export function buildLeadsReport(rows: LeadRow[]): ReportRow[] {
  const lines = new Map<string, ReportRow>()
  for (const row of rows) {
    const week = weekStart(businessDay(row.created_at))
    const state = deliveryState(row)
    for (const dimension of dimensions) {
      const value = dimension.value(row)
      const key = JSON.stringify([week, dimension.key, value])
      const line = lines.get(key) ?? {
        weekStart: week,
        dimension: dimension.key,
        value,
        leads: 0,
        notified: 0,
        pending: 0,
        failed: 0,
        spam: 0,
      }
      line.leads++
      if (state) line[state]++
      lines.set(key, line)
    }
  }
  const dimensionOrder = (line: ReportRow) => dimensions.findIndex((dimension) => dimension.key === line.dimension)
  return [...lines.values()].sort(
    (a, b) =>
      a.weekStart.localeCompare(b.weekStart) ||
      dimensionOrder(a) - dimensionOrder(b) ||
      b.leads - a.leads ||
      (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
  )
}

const countColumns = ['leads', ...deliveryStates] as const

/** Every line of the report as CSV, one row per week, breakdown and value, formula-safe like the leads' CSV. */
export function reportToCsv(report: ReportRow[]): string {
  return csvLines([
    ['week_start', 'dimension', 'value', ...countColumns],
    ...report.map((line) => [line.weekStart, line.dimension, line.value, ...countColumns.map((count) => line[count])]),
  ])
}

/** Longest value the terminal shows before shortening it (a campaign may have 200 characters). */
const valueWidth = 40

/** An aligned table: text columns padded on the right, number columns on the left. */
function alignedTable(titles: string[], lines: string[][], numeric: boolean[]): string[] {
  const length = (cell: string) => [...cell].length
  const widths = titles.map((title, index) =>
    Math.max(length(title), ...lines.map((line) => length(line[index] ?? ''))),
  )
  const format = (line: string[]) =>
    line
      .map((cell, index) => {
        const padding = ' '.repeat(Math.max(0, (widths[index] ?? 0) - length(cell)))
        return numeric[index] ? padding + cell : cell + padding
      })
      .join('  ')
      .trimEnd()
  return [format(titles), format(widths.map((width) => '-'.repeat(width))), ...lines.map(format)]
}

/** The report for a terminal: a heading and an aligned table per breakdown, each week named once. */
export function reportToText(report: ReportRow[]): string {
  const counts = (line: Record<(typeof countColumns)[number], number>) =>
    countColumns.map((count) => String(line[count]))
  const countsNumeric = countColumns.map(() => true)
  const sections = dimensions.map((dimension) => {
    const lines = report.filter((line) => line.dimension === dimension.key)
    const table =
      dimension.key === 'week'
        ? alignedTable(
            ['week', ...countColumns],
            [
              ...lines.map((line) => [weekLabel(line.weekStart), ...counts(line)]),
              ['all weeks', ...countColumns.map((count) => String(lines.reduce((sum, line) => sum + line[count], 0)))],
            ],
            [false, ...countsNumeric],
          )
        : alignedTable(
            ['week', dimension.valueTitle, ...countColumns],
            lines.map((line, index) => [
              line.weekStart === lines[index - 1]?.weekStart ? '' : weekLabel(line.weekStart),
              shorten(oneLine(line.value), valueWidth),
              ...counts(line),
            ]),
            [false, false, ...countsNumeric],
          )
    return [dimension.heading, '', ...table].join('\n')
  })
  return sections.join('\n\n')
}
