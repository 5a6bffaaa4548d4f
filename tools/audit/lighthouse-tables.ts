/**
 * The tables `npm run audit` prints from Lighthouse figures: the summary per template and preset, the spread over
 * repeated runs and the failing audits. tools/audit/lighthouse-audit.ts computes the figures.
 */
import { markdownTable } from '../reports'
import {
  lighthouseBudgets,
  type AuditTarget,
  type Preset,
  type Range,
  type RunFigures,
  type Spread,
} from './lighthouse-audit'

export interface SummaryRow {
  target: AuditTarget
  preset: Preset
  runs: number
  figures: RunFigures
  spread: Spread
  /** Gzipped JavaScript the page downloaded during the run, in bytes. */
  scriptBytes: number
}

const cell = (value: number | null) => (value === null ? '-' : String(value))
const seconds = (ms: number) => (Number.isFinite(ms) ? `${(ms / 1000).toFixed(2)} s` : '-')

/** The terminal table: one line per template and preset. */
export function formatSummaryTable(rows: readonly SummaryRow[]): string {
  const header = [
    'Template',
    'Preset',
    'Runs',
    'Perf',
    'A11y',
    'BP',
    'SEO',
    'FCP',
    'LCP',
    'TBT',
    'CLS',
    'JS gz',
    'Path',
  ]
  const lines = rows.map((row) => [
    row.target.template,
    row.preset,
    String(row.runs),
    cell(row.figures.scores.performance),
    cell(row.figures.scores.accessibility),
    cell(row.figures.scores['best-practices']),
    cell(row.figures.scores.seo),
    seconds(row.figures.fcp),
    seconds(row.figures.lcp),
    Number.isFinite(row.figures.tbt) ? `${Math.round(row.figures.tbt)} ms` : '-',
    Number.isFinite(row.figures.cls) ? row.figures.cls.toFixed(3) : '-',
    `${(row.scriptBytes / 1024).toFixed(1)} KB`,
    row.target.path,
  ])
  const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
  const format = (line: string[]) =>
    line
      .map((value, column) =>
        column <= 1 || column === line.length - 1 ? value.padEnd(widths[column]!) : value.padStart(widths[column]!),
      )
      .join('  ')
      .trimEnd()
  return [format(header), ...lines.map(format)].join('\n')
}

/** The spread table (Markdown, as BENCHMARKS.md holds it): min / median / max of each template's runs. */
export function formatSpreadTable(rows: readonly SummaryRow[]): string {
  const range = (value: Range, format: (n: number) => string) =>
    [value.min, value.median, value.max].map((n) => (Number.isFinite(n) ? format(n) : '-')).join(' / ')
  const lines = rows.map((row) => [
    row.target.template,
    row.preset,
    String(row.runs),
    range(row.spread.performance, (n) => String(n)),
    range(row.spread.tbt, (n) => String(Math.round(n))),
    range(row.spread.lcp, (n) => (n / 1000).toFixed(2)),
  ])
  return markdownTable(
    [
      'Template',
      'Preset',
      'Runs',
      'Performance min / median / max',
      'TBT ms min / median / max',
      'LCP s min / median / max',
    ],
    lines,
  )
}

/** Accessibility, best-practice, SEO and page-structure audits that failed on a page, for the lines under the table (the table shows the performance metrics). */
export function failingAuditLines(rows: readonly SummaryRow[]): string[] {
  return rows.flatMap((row) => {
    const failing = [
      ...lighthouseBudgets.allAuditsPass.flatMap((category) => row.figures.failing[category]),
      ...row.figures.structural,
    ]
    return failing.length > 0 ? [`${row.target.template} (${row.preset}): ${[...new Set(failing)].join(', ')}`] : []
  })
}
