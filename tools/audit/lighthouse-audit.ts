/**
 * What `npm run audit` and `npm test` read from Lighthouse reports: the figures of one run, their median over several
 * runs and their spread, and the budgets Lighthouse CI asserts (tools/audit/lighthouse-ci.ts). Pure functions over the parts of
 * a Lighthouse result they use, so they are tested without a browser.
 */
import type { RouteEntry } from '../../src/routing/manifest'
import { templatePages } from '../templates'

export type Preset = 'mobile' | 'desktop'
export const presets: readonly Preset[] = ['mobile', 'desktop']

/** A --runs value: a whole number of at least 1. */
export function parseRuns(option: string, value: string): number {
  const runs = Number(value)
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--${option} must be a whole number of runs, got "${value}"`)
  return runs
}

/** The presets a --preset value chooses: both when it is absent. */
export function parsePresets(value: string | undefined): Preset[] {
  if (value === undefined) return [...presets]
  if (!presets.includes(value as Preset)) throw new Error(`--preset must be mobile or desktop, got "${value}"`)
  return [value as Preset]
}

export const categoryIds = ['performance', 'accessibility', 'best-practices', 'seo'] as const
export type CategoryId = (typeof categoryIds)[number]

/** The parts of a Lighthouse result (LH.Result) read here. */
export interface LighthouseResult {
  runtimeError?: { code: string; message: string }
  categories: Record<string, { score: number | null; auditRefs: Array<{ id: string; weight: number }> } | undefined>
  audits: Record<string, { title: string; score: number | null; numericValue?: number } | undefined>
}

/** A page measured as a template: its address, and whether it is meant to be indexed and to answer 200. */
export interface AuditTarget {
  template: string
  path: string
  indexable: boolean
  status: 200 | 404
}

/** The templates to measure, with whether each is meant to be indexed and to answer 200 (from the route manifest). */
export function auditTargets(manifest: readonly RouteEntry[]): AuditTarget[] {
  return templatePages(manifest).map(({ template, path }) => {
    const entry = manifest.find((item) => item.path === path)
    return { template, path, indexable: entry?.indexable ?? false, status: entry ? 200 : 404 }
  })
}

export interface RunFigures {
  /** Category scores, 0-100; null when Lighthouse could not score the category. */
  scores: Record<CategoryId, number | null>
  /** Milliseconds, as Lighthouse's simulated throttling estimates them. */
  fcp: number
  lcp: number
  tbt: number
  cls: number
  /** Ids of the weighted audits of each category that did not pass. */
  failing: Record<CategoryId, string[]>
  /** Ids of the page-structure audits (lighthouseBudgets.structuralAudits) that did not pass. */
  structural: string[]
  error?: string
}

const metric = (result: LighthouseResult, id: string): number => result.audits[id]?.numericValue ?? Number.NaN

const failed = (result: LighthouseResult, id: string): boolean => {
  const score = result.audits[id]?.score
  return score !== null && score !== undefined && score < 1
}

export function runFigures(result: LighthouseResult): RunFigures {
  const scores = {} as RunFigures['scores']
  const failing = {} as RunFigures['failing']
  for (const id of categoryIds) {
    const category = result.categories[id]
    scores[id] = category?.score == null ? null : Math.round(category.score * 100)
    failing[id] = (category?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && failed(result, ref.id))
      .map((ref) => ref.id)
  }
  return {
    scores,
    fcp: metric(result, 'first-contentful-paint'),
    lcp: metric(result, 'largest-contentful-paint'),
    tbt: metric(result, 'total-blocking-time'),
    cls: metric(result, 'cumulative-layout-shift'),
    failing,
    structural: lighthouseBudgets.structuralAudits.filter((id) => failed(result, id)),
    ...(result.runtimeError ? { error: `${result.runtimeError.code}: ${result.runtimeError.message}` } : {}),
  }
}

/** The median of the finite values (a run that measured nothing gives NaN, which must not move it); NaN if none. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b)
  if (sorted.length === 0) return Number.NaN
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

/** The audits that failed in at least half of the runs. */
function failingInHalf(lists: readonly string[][]): string[] {
  const counts = new Map<string, number>()
  for (const list of lists) for (const audit of list) counts.set(audit, (counts.get(audit) ?? 0) + 1)
  return [...counts].filter(([, count]) => count * 2 >= lists.length).map(([audit]) => audit)
}

/**
 * Several runs of one page as one: each score and metric is its median, and an audit counts as failing when it failed
 * in at least half of the runs. One noisy run on a shared machine moves none of them.
 */
export function medianFigures(runs: readonly RunFigures[]): RunFigures {
  if (runs.length === 0) throw new Error('medianFigures needs at least one run')
  const scores = {} as RunFigures['scores']
  const failing = {} as RunFigures['failing']
  for (const id of categoryIds) {
    const values = runs.map((run) => run.scores[id]).filter((score): score is number => score !== null)
    scores[id] = values.length === runs.length ? median(values) : null
    failing[id] = failingInHalf(runs.map((run) => run.failing[id]))
  }
  const errors = runs.map((run) => run.error).filter(Boolean)
  return {
    scores,
    fcp: median(runs.map((run) => run.fcp)),
    lcp: median(runs.map((run) => run.lcp)),
    tbt: median(runs.map((run) => run.tbt)),
    cls: median(runs.map((run) => run.cls)),
    failing,
    structural: failingInHalf(runs.map((run) => run.structural)),
    ...(errors.length > 0 ? { error: errors.join('; ') } : {}),
  }
}

/**
 * What the test command enforces, on the median of its runs: only what the machine's load cannot move. Total blocking
 * time, a third of the performance score, is this shared machine's own task time slowed four times, and it takes
 * FCP and LCP along: five mobile runs of one build moved performance between 77 and 98 and TBT between 122 and
 * 1,115 ms (BENCHMARKS.md, "How much the figures move"). So the floors sit below that spread and the goals (100, LCP
 * under 1.5 s) are reported by `npm run audit`, not tested. What a real regression changes without fail is gated:
 * a render-blocking request, a lost LCP preload or a lazy LCP picture, a picture without its size, a layout shift,
 * a failing accessibility, best-practice or SEO audit, and a main thread kept busy (a TBT ceiling: 500 ms of script
 * on load adds about 2,000 ms of TBT on the mobile preset, and the performance score alone cannot show it, since TBT
 * can take at most 30 of its points).
 */
export const lighthouseBudgets = {
  /** Lowest median performance score per preset (single runs measured as low as 77 on mobile and 91 on desktop). */
  performance: { mobile: 70, desktop: 80 } satisfies Record<Preset, number>,
  /**
   * Highest median total blocking time on the mobile preset, in milliseconds (single runs measured up to 1,115).
   * The mobile preset's 4x slowdown sets a busy script far apart from noise; desktop (up to 249 ms measured in
   * single runs, 1 run in `npm test`) would not, and a script busy on one preset is busy on both.
   */
  mobileTbtMs: 1500,
  /** Accessibility, best practices and SEO: every weighted audit passes, apart from those a page fails by design. */
  allAuditsPass: ['accessibility', 'best-practices', 'seo'] as const satisfies readonly CategoryId[],
  /**
   * Performance audits that judge the page's structure, not the clock: each fails at once when the page changes for
   * the worse, and none failed in the 120 runs of the spread measurement (BENCHMARKS.md) but the blog index's two in
   * knownStructuralFailures.
   */
  structuralAudits: [
    'render-blocking-resources',
    'render-blocking-insight',
    'lcp-discovery-insight',
    'prioritize-lcp-image',
    'lcp-lazy-loaded',
    'unsized-images',
    'uses-text-compression',
    'redirects',
    'unminified-javascript',
    'unminified-css',
    'modern-image-formats',
    'uses-optimized-images',
    'uses-responsive-images',
    'offscreen-images',
    'no-document-write',
    'font-display',
    'duplicated-javascript',
    'dom-size',
  ] as readonly string[],
  /** Cumulative layout shift, both presets. */
  cls: 0.01,
}

/**
 * The templates `npm test` measures on the desktop preset; mobile measures every one. Desktop never came near its
 * budgets (performance 91-100 against a floor of 80 over 45 runs, BENCHMARKS.md), and what it alone could catch on the
 * other templates has a cheaper check: axe at 1280 px and a layout shift at 1280 px (tests/e2e/accessibility.spec.ts).
 * These are the home page, the heaviest script (contact), a town's hero and form, and the page that once shifted only
 * on desktop (the blog index). `npx lhci autorun` and `npm run audit` still measure every template.
 */
export const desktopSample = ['home', 'location', 'contact', 'blog index'] as const

/**
 * Audits a page fails on purpose: a noindex page (the sitemap page, the not-found view) is not crawlable, and the
 * not-found view answers 404, which Chromium also logs to the console as a failed load. (The browser tests fail on
 * any other console error on every page.)
 */
export function expectedFailures(target: AuditTarget): string[] {
  return [
    ...(target.indexable ? [] : ['is-crawlable']),
    ...(target.status === 404 ? ['http-status-code', 'errors-in-console'] : []),
  ]
}

/**
 * Page-structure audits a template is known to fail, with the reason; each is a finding left open, not noise. The
 * blog index's largest paint on a phone is its first article card's picture, which loads lazily. Loading it eagerly
 * with a preload was tried: the desktop layout shifted 0.005-0.03 on a busy machine, against 0 before, so it was
 * taken back. The finding stays open until the index's first screen is reworked.
 */
export const knownStructuralFailures: Record<string, readonly string[]> = {
  'blog index': ['lcp-lazy-loaded', 'lcp-discovery-insight'],
}

/** Lowest, median and highest value over the runs of one page. */
export interface Range {
  min: number
  median: number
  max: number
}

/** How far performance, total blocking time and LCP moved over repeated runs of one page. */
export interface Spread {
  performance: Range
  tbt: Range
  lcp: Range
}

function rangeOf(values: readonly (number | null)[]): Range {
  const finite = values.filter((value): value is number => value !== null && Number.isFinite(value))
  if (finite.length === 0) return { min: Number.NaN, median: Number.NaN, max: Number.NaN }
  return { min: Math.min(...finite), median: median(finite), max: Math.max(...finite) }
}

export function spreadOf(runs: readonly RunFigures[]): Spread {
  return {
    performance: rangeOf(runs.map((run) => run.scores.performance)),
    tbt: rangeOf(runs.map((run) => run.tbt)),
    lcp: rangeOf(runs.map((run) => run.lcp)),
  }
}
