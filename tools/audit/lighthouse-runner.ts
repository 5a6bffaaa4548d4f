/**
 * Runs Lighthouse 12 against Debian's Chromium: one browser for a whole audit (Lighthouse clears storage between
 * runs), the mobile preset (Lighthouse's default: a mid-range phone on a slow 4G network, simulated) or the desktop
 * preset.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { desktopConfig, type Result } from 'lighthouse'
import { chromiumArgs } from '../chromium'
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js'
import { gzippedSize } from '../page-weight'
import { medianFigures, runFigures, spreadOf, type AuditTarget, type Preset } from './lighthouse-audit'
import { type SummaryRow } from './lighthouse-tables'

export interface Browser {
  port: number
  close(): Promise<void>
}

export async function launchBrowser(chromePath: string): Promise<Browser> {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
    logLevel: 'error',
  })
  return { port: chrome.port, close: async () => chrome.kill() }
}

export async function runLighthouse(
  browser: Browser,
  url: string,
  preset: Preset,
  { ignoreStatusCode = false } = {},
): Promise<Result> {
  const result = await lighthouse(
    url,
    { port: browser.port, logLevel: 'error', output: 'json', ignoreStatusCode },
    preset === 'desktop' ? desktopConfig : undefined,
  )
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  return result.lhr
}

/**
 * Gzipped bytes (level 9, as `npm run bench:size` counts them) of the JavaScript a run downloaded from the site, read
 * from the served folder.
 */
export function scriptBytes(result: Result, origin: string, servedDir: string): number {
  const details = result.audits['network-requests']?.details as {
    items?: Array<{ url: string; resourceType?: string }>
  }
  let total = 0
  for (const item of details?.items ?? []) {
    if (item.resourceType !== 'Script' || !item.url.startsWith(origin)) continue
    const file = join(servedDir, new URL(item.url).pathname)
    if (existsSync(file)) total += gzippedSize(readFileSync(file))
  }
  return total
}

/** One Lighthouse run of a template. */
export async function measureOnce(browser: Browser, origin: string, target: AuditTarget, preset: Preset) {
  const measure = () =>
    runLighthouse(browser, origin + target.path, preset, { ignoreStatusCode: target.status === 404 })
  // Now and then the browser, not the page, fails a run (NO_FCP or NO_NAVSTART while Chromium is busy; a CI run beside
  // other work saw NO_NAVSTART twice in a row on one page): up to two more tries. A page that really never paints
  // fails every time, and the error reaches the budgets.
  let result = await measure()
  for (let retry = 1; retry <= 2 && result.runtimeError; retry++) {
    console.warn(`${target.template} (${preset}): Lighthouse reported ${result.runtimeError.code}; running again`)
    result = await measure()
  }
  return result
}

/** Several runs of one template as one row: the median figures, the spread, and the run closest to the median, for the report files. */
export function summarizeRuns(
  target: AuditTarget,
  preset: Preset,
  results: readonly Result[],
  origin: string,
  servedDir: string,
): { row: SummaryRow; representative: Result } {
  const painted = results.filter((result) => result.audits['first-contentful-paint']?.numericValue !== undefined)
  const representative = painted.length > 1 ? computeMedianRun(painted) : (painted[0] ?? results[0]!)
  const figures = results.map(runFigures)
  return {
    row: {
      target,
      preset,
      runs: results.length,
      figures: medianFigures(figures),
      spread: spreadOf(figures),
      scriptBytes: scriptBytes(representative, origin, servedDir),
    },
    representative,
  }
}

/** One template measured `runs` times in a row. */
export async function measureTarget(
  browser: Browser,
  origin: string,
  servedDir: string,
  target: AuditTarget,
  preset: Preset,
  runs: number,
): Promise<{ row: SummaryRow; representative: Result }> {
  const results: Result[] = []
  for (let run = 0; run < runs; run++) results.push(await measureOnce(browser, origin, target, preset))
  return summarizeRuns(target, preset, results, origin, servedDir)
}
