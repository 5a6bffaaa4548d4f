/**
 * The marketers' report, one function for both places that show it: `npm run leads -- --report` (server/leads/
 * command.ts) and the lead console's report (src/console/report.tsx), so the two give the same numbers for the same
 * leads. Leads per week or month, broken down by source, by landing page or town and by UTM campaign, each with where
 * its notifications stand, how many reached each stage and the median time to first contact. Pure: stored rows in,
 * terminal text or CSV out. Days, weeks and months are the business's (America/New_York); a week starts on Monday.
 */
import { business } from '../../content/data'
import { leadStages } from '../../content/lead-stages'
import { businessTimeZone } from '../../supabase/functions/_shared/clock'
import { groupByPerson, medianMinutesToContact } from './people'
import { trackingNumberFor } from './call-tracking'
import { cellText, csvLines, isSpam, oneLine, shorten } from './lead-rows'
import { cityPagePath, townOfferPath, townPagePath } from '../routing/paths'
import type { SiteIndex } from '../routing/site-index'

type LeadRow = Record<string, unknown>

/** Where a lead's notification stands, in the report's words. */
export type DeliveryState = 'notified' | 'pending' | 'failed' | 'spam'
const deliveryStates: DeliveryState[] = ['notified', 'pending', 'failed', 'spam']

/**
 * spam: a suspected bot (never notified); notified: sent; pending: waiting to go out (pending, sending, held over the
 * daily cap, or unverified: Turnstile on and no token came); failed: the last attempt failed and is retried. The order
 * is deliveryText's in server/leads/command-output.ts. A status outside these (an answered call's not-needed, or skipped
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
  // The zone's offsets are whole hours, so each hour of UTC falls on one day there: formatting once per hour keeps a
  // report of 100,000 leads from formatting 100,000 dates.
  const hour = Math.floor(time.getTime() / 3_600_000)
  let day = dayOfHour.get(hour)
  if (day === undefined) {
    const parts = Object.fromEntries(businessDayFormat.formatToParts(time).map((part) => [part.type, part.value]))
    day = `${parts.year}-${parts.month}-${parts.day}`
    dayOfHour.set(hour, day)
  }
  return day
}
const dayOfHour = new Map<number, string>()

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

/** Each town page's path and the town or city it is about. */
export type Places = ReadonlyMap<string, string>

/**
 * Every town page with its town's name: the location page, the offer page, and a city landing page, which names the
 * town of the same slug, or the city itself where it has no town page (Ocala). From the site's index of places
 * (src/routing/site-index.ts), which the console's bundle carries without the towns' text.
 */
export function placesOf({ towns, cities }: Pick<SiteIndex, 'towns' | 'cities'>): Places {
  return new Map([
    ...towns.flatMap((town): Array<[string, string]> => [
      [townPagePath(town.pageSlug), town.city],
      [townOfferPath(town.pageSlug), town.city],
    ]),
    ...cities.map((city): [string, string] => [
      cityPagePath(city.pageSlug),
      towns.find((town) => town.pageSlug === city.slug)?.city ?? city.name,
    ]),
  ])
}

/** The visit's first page (else the page the lead was sent from): its town's name on a town page, else the path. */
export function townOrPage(row: LeadRow, places: Places): string {
  const path = cellText(row.landing_page) || cellText(row.page_path)
  const withoutTrailingSlash = path.length > 1 ? path.replace(/\/+$/, '') : path
  return places.get(withoutTrailingSlash) ?? path
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
  const referrer = cellText(row.referrer)
  // The rules parse URLs; a report of many leads has few distinct visits' sources, each worked out once.
  const key = `${utmSource}\u0000${referrer}`
  let source = sourceOfVisit.get(key)
  if (source === undefined) {
    const visit = { search: utmSource ? `?${new URLSearchParams({ utm_source: utmSource })}` : '', referrer }
    source = `${trackingNumberFor(visit, business.trackingNumbers)?.source ?? (utmSource || noCampaign)} (form)`
    sourceOfVisit.set(key, source)
  }
  return source
}
const sourceOfVisit = new Map<string, string>()

/** A report counts its leads per week (from Monday) or per calendar month. */
export type ReportPeriod = 'week' | 'month'
export const reportPeriods: readonly ReportPeriod[] = ['week', 'month']

/** The first day (YYYY-MM-DD) of the week or month a day falls in. */
export const periodStart = (day: string, period: ReportPeriod): string =>
  period === 'week' ? weekStart(day) : `${day.slice(0, 7)}-01`

const monthLabelFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', month: 'long', year: 'numeric' })

/** A period by its first day: "week of Mon Nov 23, 2026" or "November 2026". */
export const periodLabel = (start: string, period: ReportPeriod): string =>
  period === 'week' ? weekLabel(start) : monthLabelFormat.format(new Date(`${start}T00:00:00Z`))

/** The report's breakdowns in its order; `total` is each period's total. */
export const reportDimensions = [
  { key: 'total', heading: 'All leads', valueTitle: '', value: () => 'all leads' },
  { key: 'source', heading: 'By source', valueTitle: 'source', value: (row: LeadRow) => cellText(row.source) },
  {
    key: 'marketing_source',
    heading: 'By marketing source, calls beside forms',
    valueTitle: 'tracking number or utm_source',
    value: marketingSource,
  },
  {
    key: 'town_or_page',
    heading: 'By landing page or town',
    valueTitle: 'landing page or town',
    value: (row: LeadRow, places: Places) => townOrPage(row, places),
  },
  {
    key: 'utm_campaign',
    heading: 'By UTM campaign',
    valueTitle: 'utm_campaign',
    value: (row: LeadRow) => cellText(row.utm_campaign) || noCampaign,
  },
] as const

export type ReportDimension = (typeof reportDimensions)[number]['key']

/**
 * The stages a lead can reach, in the order a sale goes, and `dead`. A lead reached a stage when its person (their
 * leads grouped by phone or e-mail, as the console shows them) was ever moved to it or past it; `contacted` also
 * counts a first contact without a stage (a call or a text logged). `new` is where every lead starts, so not counted.
 */
export const reachedStages = leadStages.filter((stage) => stage !== 'new')
export type ReachedStage = (typeof reachedStages)[number]
const saleStages = reachedStages.filter((stage) => stage !== 'dead')

/** One line of the report: a period, a breakdown and one of its values, with its leads and what became of them. */
export interface ReportRow extends Record<DeliveryState, number>, Record<ReachedStage, number> {
  /** The period's first day, YYYY-MM-DD. */
  periodStart: string
  dimension: ReportDimension
  value: string
  leads: number
  /** The median minutes from a lead to its first contact, among its leads contacted; null with none. */
  medianMinutesToContact: number | null
}

const timeText = (value: unknown): string | null =>
  value === null || value === undefined ? null : value instanceof Date ? value.toISOString() : cellText(value)

/** The stages each lead reached, through its person: by submission_id. A row's `stages` are those recorded for it. */
function stagesReached(rows: readonly LeadRow[]): Map<string, Set<ReachedStage>> {
  const recorded = new Map<string, Set<string>>(
    rows.map((row) => [
      cellText(row.submission_id),
      new Set(Array.isArray(row.stages) ? row.stages.map(cellText) : []),
    ]),
  )
  const people = groupByPerson(
    rows.map((row) => ({
      id: cellText(row.id),
      submission_id: cellText(row.submission_id),
      created_at: timeText(row.created_at),
      name: cellText(row.name),
      email: cellText(row.email),
      phone: cellText(row.phone),
    })),
  )
  const reached = new Map<string, Set<ReachedStage>>()
  for (const person of people) {
    const stages = new Set(person.leads.flatMap((lead) => [...(recorded.get(lead.submission_id ?? '') ?? [])]))
    // Moved to a later stage of the sale means it went through the earlier ones.
    const furthest = Math.max(-1, ...saleStages.map((stage, index) => (stages.has(stage) ? index : -1)))
    const own = new Set<ReachedStage>(saleStages.slice(0, furthest + 1))
    if (stages.has('dead')) own.add('dead')
    for (const lead of person.leads) reached.set(lead.submission_id ?? '', own)
  }
  return reached
}

/**
 * The report's lines: by period (oldest first), then breakdown, then value (most leads first). Suspected bots count
 * too, under spam. Rows are public.report_leads()'s: a lead's columns and the stages recorded for it. With `since`
 * (YYYY-MM-DD), only the leads from that day on count, but people are made of every row, so a stage recorded on an
 * older lead of the same person still counts for their newer one.
 */
export function buildLeadsReport(
  rows: LeadRow[],
  { places, period = 'week', since }: { places: Places; period?: ReportPeriod; since?: string },
): ReportRow[] {
  const reached = stagesReached(rows)
  const lines = new Map<
    string,
    { line: ReportRow; contacts: Array<{ created_at: string; first_contact_at: string }> }
  >()
  for (const row of since ? leadsSince(rows, since) : rows) {
    const start = periodStart(businessDay(row.created_at), period)
    const state = deliveryState(row)
    const firstContact = timeText(row.first_contact_at)
    const stages = [...(reached.get(cellText(row.submission_id)) ?? [])]
    if (firstContact && !stages.includes('contacted')) stages.push('contacted')
    const contact = firstContact && { created_at: timeText(row.created_at)!, first_contact_at: firstContact }
    for (const dimension of reportDimensions) {
      const value = dimension.value(row, places)
      const key = `${start}\u0000${dimension.key}\u0000${value}`
      const entry = lines.get(key) ?? {
        line: {
          periodStart: start,
          dimension: dimension.key,
          value,
          leads: 0,
          notified: 0,
          pending: 0,
          failed: 0,
          spam: 0,
          ...(Object.fromEntries(reachedStages.map((stage) => [stage, 0])) as Record<ReachedStage, number>),
          medianMinutesToContact: null,
        },
        contacts: [],
      }
      entry.line.leads++
      if (state) entry.line[state]++
      for (const stage of stages) entry.line[stage]++
      if (contact) entry.contacts.push(contact)
      lines.set(key, entry)
    }
  }
  const dimensionOrder = (line: ReportRow) =>
    reportDimensions.findIndex((dimension) => dimension.key === line.dimension)
  return [...lines.values()]
    .map(({ line, contacts }) => ({ ...line, medianMinutesToContact: medianMinutesToContact(contacts) ?? null }))
    .sort(
      (a, b) =>
        a.periodStart.localeCompare(b.periodStart) ||
        dimensionOrder(a) - dimensionOrder(b) ||
        b.leads - a.leads ||
        (a.value < b.value ? -1 : a.value > b.value ? 1 : 0),
    )
}

/** The counts of a line, in the report's column order. */
export const reportCounts = ['leads', ...deliveryStates, ...reachedStages] as const

/** Minutes as the report shows them: one decimal, or empty for no contact. */
export const minutesText = (minutes: number | null): string => (minutes === null ? '' : minutes.toFixed(1))

/** Every line of the report as CSV, one row per period, breakdown and value, formula-safe like the leads' CSV. */
export function reportToCsv(report: ReportRow[], period: ReportPeriod): string {
  return csvLines([
    [
      `${period}_start`,
      'dimension',
      'value',
      ...reportCounts.map((count) => count.replace('-', '_')),
      'median_minutes_to_first_contact',
    ],
    ...report.map((line) => [
      line.periodStart,
      line.dimension,
      line.value,
      ...reportCounts.map((count) => line[count]),
      minutesText(line.medianMinutesToContact),
    ]),
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

/** The report for a terminal: a heading and an aligned table per breakdown, each period named once. */
export function reportToText(report: ReportRow[], period: ReportPeriod): string {
  const titles = [...reportCounts, 'median min']
  const cells = (line: ReportRow) => [
    ...reportCounts.map((count) => String(line[count])),
    minutesText(line.medianMinutesToContact) || '-',
  ]
  const numeric = titles.map(() => true)
  const sections = reportDimensions.map((dimension) => {
    const lines = report.filter((line) => line.dimension === dimension.key)
    const table =
      dimension.key === 'total'
        ? alignedTable(
            [period, ...titles],
            lines.map((line) => [periodLabel(line.periodStart, period), ...cells(line)]),
            [false, ...numeric],
          )
        : alignedTable(
            [period, dimension.valueTitle, ...titles],
            lines.map((line, index) => [
              line.periodStart === lines[index - 1]?.periodStart ? '' : periodLabel(line.periodStart, period),
              shorten(oneLine(line.value), valueWidth),
              ...cells(line),
            ]),
            [false, false, ...numeric],
          )
    return [dimension.key === 'total' ? `Leads per ${period}` : dimension.heading, '', ...table].join('\n')
  })
  return sections.join('\n\n')
}
