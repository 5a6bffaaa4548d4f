/**
 * The marketers' report (/console#report): the function and the rows of `npm run leads -- --report`
 * (src/lib/leads-report.ts on public.report_leads()), so both give the same numbers. Leads per week or month from a
 * day on, each breakdown a table with where its alerts stand, how many reached each stage and the median time to
 * first contact; what is shown downloads as CSV.
 */
import { useEffect, useMemo, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { consoleCopy } from '../../content/data'
import {
  buildLeadsReport,
  businessDay,
  leadsSince,
  minutesText,
  periodLabel,
  periodStart,
  placesOf,
  reachedStages,
  reportDimensions,
  reportToCsv,
  type ReportPeriod,
  type ReportRow,
} from '../lib/leads-report'
import { siteIndex } from 'virtual:site-index'
import { consoleData, consoleKeys } from './data'
import { field, linkButton, Problem } from './ui'

/** The first day shown unless another is chosen: the start of the period eleven periods before this one. */
function defaultSince(period: ReportPeriod): string {
  const date = new Date(`${periodStart(businessDay(new Date()), period)}T00:00:00Z`)
  if (period === 'week') date.setUTCDate(date.getUTCDate() - 7 * 11)
  else date.setUTCMonth(date.getUTCMonth() - 11)
  return date.toISOString().slice(0, 10)
}

// The towns' names by page, without their text (virtual:site-index, as the site's islands have them).
const places = placesOf(siteIndex)

const alertColumns = [
  ['notified', 'Alerted'],
  ['pending', 'Alert pending'],
  ['failed', 'Alert failed'],
  ['spam', 'Suspected bots'],
] as const

export function Report() {
  const [period, setPeriod] = useState<ReportPeriod>('week')
  const [since, setSince] = useState(() => defaultSince('week'))
  // The rows read (staged leads from before the day among them) and how many leads are from the day on.
  const read = useQuery({
    queryKey: consoleKeys.report(since),
    queryFn: async ({ signal }) => {
      // A day early, as a time: the business's day starts up to five hours after UTC's; leadsSince trims to the day.
      const from = new Date(Date.parse(`${since}T00:00:00Z`) - 24 * 3_600_000).toISOString()
      const rows = await consoleData.reportLeads(from, signal)
      return { since, rows, counted: leadsSince(rows, since).length }
    },
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(since),
  })
  const loaded = read.data
  const problem = read.isError ? 'The report could not be read just now. Reload the page to try again.' : undefined

  const report = useMemo(
    () => (loaded ? buildLeadsReport(loaded.rows, { places, period, since: loaded.since }) : undefined),
    [loaded, period],
  )
  const csvHref = useMemo(
    () => (report ? URL.createObjectURL(new Blob([reportToCsv(report, period)], { type: 'text/csv' })) : undefined),
    [report, period],
  )
  useEffect(() => () => void (csvHref && URL.revokeObjectURL(csvHref)), [csvHref])

  const choosePeriod = (next: ReportPeriod) => {
    setPeriod(next)
    setSince(defaultSince(next))
  }

  return (
    <section aria-labelledby="report-heading" className="flex flex-col gap-3">
      <h2 id="report-heading" className="text-lg font-semibold">
        Report
      </h2>
      <div className="flex flex-wrap items-end gap-3">
        <label className="flex flex-col gap-1 text-sm font-medium">
          Per
          <select
            className={field}
            value={period}
            onChange={(event) => choosePeriod(event.target.value as ReportPeriod)}
          >
            <option value="week">week</option>
            <option value="month">month</option>
          </select>
        </label>
        <label className="flex flex-col gap-1 text-sm font-medium">
          Leads since
          <input
            className={field}
            type="date"
            required
            value={since}
            onChange={(event) => event.target.value && setSince(event.target.value)}
          />
        </label>
        {csvHref && loaded?.since === since && (
          <a className={linkButton} href={csvHref} download={`leads-report-per-${period}-since-${since}.csv`}>
            Download CSV
          </a>
        )}
      </div>
      <Problem text={problem} />
      {!report || loaded?.since !== since ? (
        !problem && <p>Counting the leads…</p>
      ) : loaded.counted === 0 ? (
        <p>No leads since {since}.</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {loaded.counted} leads since {since} (America/New_York), spam included. A stage counts the leads whose
            person reached it or went past it.
          </p>
          {reportDimensions.map((dimension) => (
            <ReportTable
              key={dimension.key}
              heading={dimension.key === 'total' ? `Leads per ${period}` : dimension.heading}
              valueTitle={dimension.key === 'total' ? undefined : dimension.valueTitle}
              lines={report.filter((line) => line.dimension === dimension.key)}
              period={period}
            />
          ))}
        </>
      )}
    </section>
  )
}

function ReportTable({
  heading,
  valueTitle,
  lines,
  period,
}: {
  heading: string
  valueTitle: string | undefined
  lines: ReportRow[]
  period: ReportPeriod
}) {
  const cell = 'border-b border-slate-200 px-2 py-1'
  return (
    <div className="flex flex-col gap-1">
      <h3 className="font-semibold">{heading}</h3>
      {/* Wider than a phone: the table scrolls sideways, and takes the focus so a keyboard can scroll it. */}
      {/* eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex */}
      <div className="overflow-x-auto" role="region" aria-label={heading} tabIndex={0}>
        <table className="min-w-full border-collapse bg-white text-sm">
          <thead>
            <tr className="text-left">
              <th scope="col" className={cell}>
                {period === 'week' ? 'Week' : 'Month'}
              </th>
              {valueTitle && (
                <th scope="col" className={`${cell} first-letter:uppercase`}>
                  {valueTitle}
                </th>
              )}
              <th scope="col" className={cell}>
                Leads
              </th>
              {alertColumns.map(([key, title]) => (
                <th key={key} scope="col" className={cell}>
                  {title}
                </th>
              ))}
              {reachedStages.map((stage) => (
                <th key={stage} scope="col" className={cell}>
                  {consoleCopy.stages[stage]}
                </th>
              ))}
              <th scope="col" className={cell}>
                Median minutes to contact
              </th>
            </tr>
          </thead>
          <tbody>
            {lines.map((line) => (
              <tr key={`${line.periodStart} ${line.value}`}>
                <th scope="row" className={`${cell} text-left font-normal whitespace-nowrap`}>
                  {periodLabel(line.periodStart, period)}
                </th>
                {valueTitle && <td className={cell}>{line.value}</td>}
                <td className={cell}>{line.leads}</td>
                {alertColumns.map(([key]) => (
                  <td key={key} className={cell}>
                    {line[key]}
                  </td>
                ))}
                {reachedStages.map((stage) => (
                  <td key={stage} className={cell}>
                    {line[stage]}
                  </td>
                ))}
                <td className={cell}>{minutesText(line.medianMinutesToContact) || '–'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  )
}
