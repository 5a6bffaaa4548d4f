/**
 * `npm run bench:floor`: what the site's scripts cost a phone. The built site against the same pages with
 * their scripts taken out (the floor no script can beat), Lighthouse's mobile preset on one page of every template,
 * the two builds alternating run by run (each first in turn) in one browser, so the machine's load falls on both alike. Prints the medians
 * side by side with the differences (goal: within 1 point of performance, 30 ms of total blocking time and 30 ms of
 * largest contentful paint) and writes
 * them to reports/floor.md.
 *
 *   npm run bench:floor                    3 runs per template and build
 *   npm run bench:floor -- --runs 5 --only "home,faq"
 */
import { cpSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import type { Result } from 'lighthouse'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { writeCompressedCopies } from '../../builder/post-render/compressed-copies'
import { rewritePages } from '../../builder/post-render/rewrite-pages'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { serveStaticSite } from '../../server/static-site-server'
import { auditTargets, parseRuns } from '../audit/lighthouse-audit'
import { launchBrowser, measureOnce } from '../audit/lighthouse-runner'
import { ensureChromium } from '../ensure-chromium'
import { markdownTable, runMain, writeReport } from '../reports'
import { median, withoutPageScripts } from './side-by-side'

const floorDir = join(projectRoot, 'reports', 'floor-build')
const goals = { points: 1, tbtMs: 30, lcpMs: 30 }

const performanceOf = (result: Result) => Math.round((result.categories.performance?.score ?? 0) * 100)
const tbtOf = (result: Result) => result.audits['total-blocking-time']?.numericValue ?? Number.NaN
const lcpOf = (result: Result) => result.audits['largest-contentful-paint']?.numericValue ?? Number.NaN

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '3' }, only: { type: 'string' } } })
  const runs = parseRuns('runs', values.runs)
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:floor.')
    return 1
  }
  rmSync(floorDir, { recursive: true, force: true })
  cpSync(distDir, floorDir, { recursive: true })
  await rewritePages(floorDir, withoutPageScripts)
  await writeCompressedCopies(floorDir)
  const only = values.only?.split(',').map((name) => name.trim())
  const targets = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env))).filter(
    (target) => !only || only.includes(target.template),
  )
  const site = await serveStaticSite(distDir)
  const floor = await serveStaticSite(floorDir)
  const browser = await launchBrowser(ensureChromium())
  const lines: string[][] = []
  let missed = 0
  try {
    for (const target of targets) {
      const measured = { site: [] as Result[], floor: [] as Result[] }
      // Each build goes first in turn, so neither always follows the other.
      for (let run = 0; run < runs; run++) {
        const order = run % 2 === 0 ? (['site', 'floor'] as const) : (['floor', 'site'] as const)
        for (const build of order)
          measured[build].push(await measureOnce(browser, (build === 'site' ? site : floor).origin, target, 'mobile'))
      }
      const points = median(measured.site.map(performanceOf))
      const floorPoints = median(measured.floor.map(performanceOf))
      const tbt = median(measured.site.map(tbtOf))
      const floorTbt = median(measured.floor.map(tbtOf))
      const lcp = median(measured.site.map(lcpOf))
      const floorLcp = median(measured.floor.map(lcpOf))
      const met = floorPoints - points <= goals.points && tbt - floorTbt <= goals.tbtMs && lcp - floorLcp <= goals.lcpMs
      if (!met) missed++
      lines.push([
        target.template,
        `${points} / ${floorPoints}`,
        `${Math.round(tbt)} / ${Math.round(floorTbt)} ms`,
        `${Math.round(lcp)} / ${Math.round(floorLcp)} ms`,
        met ? 'met' : 'missed',
        target.path,
      ])
      console.log(`${target.template}: ${lines.at(-1)!.slice(1, 5).join(', ')}`)
    }
  } finally {
    await browser.close()
    await site.close()
    await floor.close()
  }
  const text = [
    `Lighthouse mobile, median of ${runs} runs per template and build, alternating: this build / the same pages without their scripts. Goal: within ${goals.points} point, ${goals.tbtMs} ms of blocking and ${goals.lcpMs} ms of largest paint.`,
    '',
    markdownTable(['Template', 'Performance', 'Total blocking time', 'Largest paint', 'Goal', 'Path'], lines),
  ].join('\n')
  console.log(`\n${text}`)
  writeReport('floor.md', text)
  console.log(missed === 0 ? '\nEvery template within the goal.' : `\n${missed} template(s) outside the goal.`)
  return 0
}

runMain(main)
