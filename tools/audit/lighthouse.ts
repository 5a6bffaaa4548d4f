/**
 * `npm run audit`: Lighthouse on one page of every template of the built site, served the way `npm start` serves it,
 * with the mobile and desktop presets. Writes each template's HTML and JSON report to reports/lighthouse/ and prints a
 * summary table. With --assert (as `npm test` runs it) it exits 1 when the median of the runs misses a budget
 * (tools/audit/lighthouse-audit.ts).
 *
 *   npm run audit                       one run per template and preset
 *   npm run audit -- --runs 3 --assert  the median of 3 runs, checked against the budgets
 *   options: --desktop-runs N (default: --runs), --preset mobile|desktop, --only "home,faq", --report FILE
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { generateReport, type Result } from 'lighthouse'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { distDir, isBuildCurrent, projectRoot } from '../../build/stamp'
import { ensureChromium } from '../ensure-chromium'
import {
  auditTargets,
  budgetProblems,
  parsePresets,
  parseRuns,
  runFigures,
  type AuditTarget,
  type Preset,
} from './lighthouse-audit'
import {
  failingAuditLines,
  formatSpreadTable,
  formatSummaryTable,
  reportName,
  type SummaryRow,
} from './lighthouse-tables'
import { launchBrowser, measureOnce, summarizeRuns } from './lighthouse-runner'
import { serveStaticSite } from '../../server/static-site-server'
import { runMain } from '../reports'

const reportsDir = join(projectRoot, 'reports', 'lighthouse')

function options() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '1' },
      'desktop-runs': { type: 'string' },
      preset: { type: 'string' },
      only: { type: 'string' },
      assert: { type: 'boolean', default: false },
      report: { type: 'string' },
    },
  })
  const runs = parseRuns('runs', values.runs)
  const runsFor: Record<Preset, number> = {
    mobile: runs,
    desktop: values['desktop-runs'] === undefined ? runs : parseRuns('desktop-runs', values['desktop-runs']),
  }
  const chosenPresets = parsePresets(values.preset)
  const only = values.only?.split(',').map((name) => name.trim())
  return { runsFor, chosenPresets, only, assert: values.assert, report: values.report }
}

async function main(): Promise<number> {
  const { runsFor, chosenPresets, only, assert, report } = options()
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run audit.')
    return 1
  }
  let targets = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env)))
  if (only) {
    const unknown = only.filter((name) => !targets.some((target) => target.template === name))
    if (unknown.length > 0)
      throw new Error(
        `--only names no template: ${unknown.join(', ')} (templates: ${targets.map((t) => t.template).join(', ')})`,
      )
    targets = targets.filter((target) => only.includes(target.template))
  }
  mkdirSync(reportsDir, { recursive: true })
  const started = performance.now()
  const site = await serveStaticSite(distDir)
  const browser = await launchBrowser(ensureChromium())
  const rows: SummaryRow[] = []
  try {
    for (const preset of chosenPresets) {
      // Round by round over every template, so each template's runs are spread over the whole audit and one busy
      // minute on a shared machine lands in one run of each template, not in every run of one.
      const results = new Map<AuditTarget, Result[]>(targets.map((target) => [target, []]))
      for (let round = 1; round <= runsFor[preset]; round++) {
        for (const target of targets) {
          const result = await measureOnce(browser, site.origin, target, preset)
          results.get(target)!.push(result)
          const figures = runFigures(result)
          console.log(
            `${target.template} (${preset}, run ${round}/${runsFor[preset]}): performance ${figures.scores.performance ?? '-'}, TBT ${Math.round(figures.tbt)} ms, LCP ${Math.round(figures.lcp)} ms, CLS ${figures.cls.toFixed(3)}${figures.structural.length > 0 ? `; page-structure audits failing: ${figures.structural.join(', ')}` : ''}`,
          )
        }
      }
      for (const target of targets) {
        const { row, representative } = summarizeRuns(target, preset, results.get(target)!, site.origin, distDir)
        const name = reportName(target, preset)
        writeFileSync(join(reportsDir, `${name}.html`), generateReport(representative, 'html'))
        writeFileSync(join(reportsDir, `${name}.json`), generateReport(representative, 'json'))
        rows.push(row)
      }
    }
  } finally {
    await browser.close()
    await site.close()
  }
  writeFileSync(join(reportsDir, 'summary.json'), JSON.stringify(rows, null, 2))
  console.log(`\nLighthouse 12 on the built site (medians; reports in reports/lighthouse/):\n`)
  console.log(formatSummaryTable(rows))
  if (rows.some((row) => row.runs > 1)) {
    const spread = formatSpreadTable(rows)
    console.log(`\nHow much the figures moved between runs (also in reports/lighthouse/spread.md):\n\n${spread}`)
    writeFileSync(join(reportsDir, 'spread.md'), `${spread}\n`)
  }
  const failing = failingAuditLines(rows)
  if (failing.length > 0) console.log(`\nAudits that did not pass:\n  ${failing.join('\n  ')}`)
  console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  if (!assert) return 0
  const problems = rows.flatMap((row) =>
    budgetProblems(row.target, row.preset, row.figures).map((text) => ({ row, text })),
  )
  if (report) {
    const failedRows = new Set(problems.map((problem) => problem.row))
    writeFileSync(report, JSON.stringify({ passed: rows.length - failedRows.size, failed: failedRows.size }))
  }
  if (problems.length === 0) {
    console.log(`All ${rows.length} template and preset medians are within the budgets.`)
    return 0
  }
  console.error(`\nBudgets missed:\n  ${problems.map((problem) => problem.text).join('\n  ')}`)
  return 1
}

runMain(main)
