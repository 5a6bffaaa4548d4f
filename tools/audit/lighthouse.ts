/**
 * `npm run audit`: Lighthouse CI (lighthouserc.cjs) on one page of every template of the built site, mobile then
 * desktop, with LHCI's own commands: `lhci collect` measures each page 3 times, `lhci assert` checks the budgets on
 * the medians and `lhci upload` writes the HTML reports to reports/lighthouse/<preset>/. Then this prints what LHCI
 * does not: the medians side by side and how far the runs moved (reports/lighthouse/spread.md). Exits 1 when an
 * assertion failed.
 *
 *   npm run audit                                   both presets, 3 runs each (as `npx lhci autorun`)
 *   npm run audit -- --runs 1 --confirm             what npm test runs: one run, then two more of any template that
 *                                                   missed a budget, judged on the median of its 3
 *   options: --preset mobile|desktop, --only "home,faq", --desktop-only "home,contact" (desktop's own --only),
 *            --report FILE (counts, for npm test)
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import type { Result } from 'lighthouse'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { runMain } from '../reports'
import { parsePresets, parseRuns, type AuditTarget } from './lighthouse-audit'
import { lighthouseOrigin, lighthouseTargets } from './lighthouse-ci'
import { summarizeRuns } from './lighthouse-runner'
import { failingAuditLines, formatSpreadTable, formatSummaryTable, type SummaryRow } from './lighthouse-tables'

const lhciDir = join(projectRoot, '.lighthouseci')
const reportsDir = join(projectRoot, 'reports', 'lighthouse')

function options() {
  const { values } = parseArgs({
    options: {
      preset: { type: 'string' },
      runs: { type: 'string' },
      only: { type: 'string' },
      'desktop-only': { type: 'string' },
      report: { type: 'string' },
      confirm: { type: 'boolean', default: false },
    },
  })
  return {
    confirm: values.confirm,
    presets: parsePresets(values.preset),
    runs: values.runs === undefined ? undefined : parseRuns('runs', values.runs),
    only: templateList(values.only),
    desktopOnly: templateList(values['desktop-only']),
    report: values.report,
  }
}

const templateList = (value: string | undefined) => value?.split(',').map((name) => name.trim())

/** The targets a list of template names picks, or an error naming the unknown ones. */
function pick(targets: readonly AuditTarget[], names: readonly string[], option: string): AuditTarget[] {
  const unknown = names.filter((name) => !targets.some((target) => target.template === name))
  if (unknown.length > 0)
    throw new Error(
      `${option} names no template: ${unknown.join(', ')} (templates: ${targets.map((t) => t.template).join(', ')})`,
    )
  return targets.filter((target) => names.includes(target.template))
}

/** LHCI's saved runs of the last `lhci collect`, grouped by template. */
function savedRuns(targets: readonly AuditTarget[], origin: string): Map<AuditTarget, Result[]> {
  const runs = new Map<AuditTarget, Result[]>()
  for (const file of readdirSync(lhciDir).filter((name) => /^lhr-\d+\.json$/.test(name))) {
    const result = JSON.parse(readFileSync(join(lhciDir, file), 'utf8')) as Result
    const target = targets.find((item) => origin + item.path === result.requestedUrl)
    if (target) runs.set(target, [...(runs.get(target) ?? []), result])
  }
  return runs
}

/** The URLs with an assertion that failed at the error level in the last `lhci assert` (warnings do not count). */
function failedUrls(): Set<string> {
  const file = join(lhciDir, 'assertion-results.json')
  if (!existsSync(file)) return new Set()
  const results = JSON.parse(readFileSync(file, 'utf8')) as Array<{ url: string; level: string; passed: boolean }>
  return new Set(results.filter((result) => result.level === 'error' && !result.passed).map((result) => result.url))
}

async function main(): Promise<number> {
  const { presets, runs, only, desktopOnly, report, confirm } = options()
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run audit.')
    return 1
  }
  const all = lighthouseTargets()
  const chosen = only ? pick(all, only, '--only') : all
  const desktopChosen = desktopOnly ? pick(chosen, desktopOnly, '--desktop-only') : chosen
  const started = performance.now()
  const rows: SummaryRow[] = []
  const origin = lighthouseOrigin()
  let passed = 0
  let failed = 0
  for (const preset of presets) {
    const targets = preset === 'desktop' ? desktopChosen : chosen
    const narrowed = targets.length < all.length
    const lhci = (command: string, args: string[]) => {
      console.log(`\n=== Lighthouse CI, ${preset}: npx lhci ${command} ${args.join(' ')}`)
      return spawnSync('npx', ['lhci', command, ...args], {
        cwd: projectRoot,
        stdio: 'inherit',
        env: { ...process.env, LIGHTHOUSE_PRESET: preset },
      }).status
    }
    // Nothing of the other preset's runs may be read as this one's, whatever stops LHCI early.
    if (existsSync(lhciDir))
      for (const file of readdirSync(lhciDir).filter((name) => /^(lhr-.*|assertion-results\.json)$/.test(name)))
        rmSync(join(lhciDir, file))
    const urlsOf = (chosen: readonly AuditTarget[]) => chosen.map((target) => `--url=${origin}${target.path}`)
    // --only, --desktop-only and --runs narrow what is collected, never what is asserted.
    let collected = lhci('collect', [...(narrowed ? urlsOf(targets) : []), ...(runs ? [`--numberOfRuns=${runs}`] : [])])
    let asserted = collected === 0 ? lhci('assert', []) : 1
    const missed = targets.filter((target) => failedUrls().has(origin + target.path))
    if (confirm && collected === 0 && asserted !== 0 && missed.length > 0) {
      // One run that missed a budget may be the machine's minute, not the page: two more, and the median of 3 decides.
      console.log(
        `\n${missed.map((target) => target.template).join(', ')} missed a budget on one run: two more runs each.`,
      )
      collected = lhci('collect', ['--additive', ...urlsOf(missed), '--numberOfRuns=2'])
      asserted = collected === 0 ? lhci('assert', []) : 1
    }
    const uploaded = collected === 0 ? lhci('upload', []) : 1
    const measured = existsSync(lhciDir) ? savedRuns(targets, origin) : new Map<AuditTarget, Result[]>()
    const failing = failedUrls()
    let failedHere = 0
    for (const target of targets) {
      const results = measured.get(target) ?? []
      // LHCI asserts a page by the address it ended on: one that redirected would be asserted on nothing.
      const redirected = results.some((result) => result.finalDisplayedUrl !== result.requestedUrl)
      if (redirected) console.error(`${target.template} (${target.path}) redirected: it was not measured as itself.`)
      if (results.length === 0 || redirected || failing.has(origin + target.path)) failedHere++
      if (results.length > 0) rows.push(summarizeRuns(target, preset, results, origin, distDir).row)
    }
    // LHCI failed for no template (its server did not start, a report could not be written): one failure still.
    if ((collected !== 0 || asserted !== 0 || uploaded !== 0) && failedHere === 0) failedHere = 1
    failed += failedHere
    passed += targets.length - Math.min(failedHere, targets.length)
  }
  mkdirSync(reportsDir, { recursive: true })
  console.log(`\nLighthouse on the built site (medians; HTML reports in reports/lighthouse/<preset>/):\n`)
  console.log(formatSummaryTable(rows))
  const spread = formatSpreadTable(rows)
  writeFileSync(join(reportsDir, 'spread.md'), `${spread}\n`)
  console.log(`\nHow much the figures moved between runs (also in reports/lighthouse/spread.md):\n\n${spread}`)
  const failingAudits = failingAuditLines(rows)
  if (failingAudits.length > 0) console.log(`\nAudits that did not pass:\n  ${failingAudits.join('\n  ')}`)
  console.log(`\nTook ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  if (report) writeFileSync(report, JSON.stringify({ passed, failed }))
  console.log(`${passed} template and preset checks passed, ${failed} failed (lhci assert's output above says which).`)
  return failed === 0 ? 0 : 1
}

runMain(main)
