/**
 * `npm run bench:spa`: what pre-rendering buys. Builds the same app as a client-rendered single-page app (plain
 * `vite build`: one index.html with an empty root, served for every address, as the site we replace was) and runs
 * the same Lighthouse runs on one page of every template of both builds, one after the other, in one process. Prints
 * the figures side by side with SPA / SSG ratios and writes them to reports/spa-vs-ssg.md.
 *
 *   npm run bench:spa                      one run per template, build and preset
 *   npm run bench:spa -- --runs 3          the median of 3
 *   options: --preset mobile|desktop
 */
import { writeCompressedCopies } from '../../builder/post-render/compressed-copies'
import { spawnSync } from 'node:child_process'
import { cpSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { siteContent } from '../../content/site-content'
import { countWords } from '../../src/lib/words'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { ensureChromium } from '../ensure-chromium'
import { auditTargets, parsePresets, parseRuns, presets } from '../audit/lighthouse-audit'
import { formatComparisonTable, medianRatios, type ComparisonRow } from '../audit/lighthouse-tables'
import { launchBrowser, measureTarget } from '../audit/lighthouse-runner'
import { mainText } from '../audit/similarity-score'
import { serveStaticSite } from '../../server/static-site-server'
import { runMain, writeReport } from '../reports'

const spaDir = join(projectRoot, 'reports', 'spa-build')

/** The client-rendered build: Vite's own build of the same entry, with the pictures and headers of the real build. */
function buildSpa(): void {
  rmSync(spaDir, { recursive: true, force: true })
  const vite = join(projectRoot, 'node_modules', 'vite', 'bin', 'vite.js')
  const result = spawnSync(process.execPath, [vite, 'build', '--outDir', spaDir, '--logLevel', 'warn'], {
    cwd: projectRoot,
    stdio: 'inherit',
  })
  if (result.status !== 0) throw new Error('The client-rendered build failed; run npx vite build to see why.')
  cpSync(join(distDir, 'images'), join(spaDir, 'images'), { recursive: true })
  cpSync(join(distDir, '_headers'), join(spaDir, '_headers'))
  // Every address gets the one page; the app decides what to show, with status 200.
  writeFileSync(join(spaDir, '_redirects'), '/* /index.html 200\n')
}

async function wordsInHtml(url: string): Promise<number> {
  return countWords(mainText(await (await fetch(url)).text()))
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { runs: { type: 'string', default: '1' }, preset: { type: 'string' } } })
  const runs = parseRuns('runs', values.runs)
  const chosenPresets = parsePresets(values.preset)
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:spa.')
    return 1
  }
  const started = performance.now()
  buildSpa()
  // Served compressed like dist/: the local server sends only the copies a build made.
  await writeCompressedCopies(spaDir)
  const targets = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env)))
  const ssgSite = await serveStaticSite(distDir)
  const spaSite = await serveStaticSite(spaDir)
  const browser = await launchBrowser(ensureChromium())
  const rows: ComparisonRow[] = []
  try {
    for (const preset of chosenPresets) {
      for (const target of targets) {
        const ssg = await measureTarget(browser, ssgSite.origin, distDir, target, preset, runs)
        // The client-rendered site answers 200 at every address, the unknown one included.
        const spaTarget = { ...target, status: 200 as const }
        const spa = await measureTarget(browser, spaSite.origin, spaDir, spaTarget, preset, runs)
        rows.push({
          target,
          preset,
          ssg: ssg.row.figures,
          spa: spa.row.figures,
          ssgWords: await wordsInHtml(ssgSite.origin + target.path),
          spaWords: await wordsInHtml(spaSite.origin + target.path),
        })
        console.log(
          `${target.template} (${preset}): LCP ${Math.round(ssg.row.figures.lcp)} ms pre-rendered, ${Math.round(spa.row.figures.lcp)} ms client-rendered`,
        )
      }
    }
  } finally {
    await browser.close()
    await ssgSite.close()
    await spaSite.close()
  }
  const table = formatComparisonTable(rows)
  const summary = presets
    .filter((preset) => rows.some((row) => row.preset === preset))
    .map((preset) => {
      const { fcp, lcp } = medianRatios(rows, preset)
      return `${preset}: the client-rendered build paints first content ${fcp.toFixed(2)}x and the largest content ${lcp.toFixed(2)}x as late as the pre-rendered one (medians over the templates).`
    })
  const text = [
    `Pre-rendered (SSG, dist/) against client-rendered (SPA, plain vite build), Lighthouse 12, ${runs} run(s) each, medians; ratio = SPA / SSG.`,
    '',
    table,
    '',
    ...summary,
  ].join('\n')
  console.log(`\n${text}\nTook ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  writeReport('spa-vs-ssg.md', text)
  return 0
}

runMain(main)
