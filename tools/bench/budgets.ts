/**
 * `npm run bench:budgets`: the byte budgets on one page of every template of the built site, opened in Chromium at
 * 375 px as a visitor would: the gzipped JavaScript downloaded before any interaction (goal: at most 15 KB where no
 * island starts at load, as islands load theirs when reached: decision 0042) and the gzipped HTML with its inline
 * stylesheet that the first screen needs (goal: 14 KB, one round trip of a new connection). Prints a table with what
 * each page misses by and writes it to reports/budgets.md. With --assert (as `npm test` runs it) it exits 1 when a
 * page passes the ceilings below.
 */
import { writeFileSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { chromium } from 'playwright-core'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { chromiumArgs, testChromiumPath } from '../chromium'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { ensureChromium } from '../ensure-chromium'
import { downloadedFiles, firstScreenBudgetKb, firstScreenBytes, gzippedSize } from '../page-weight'
import { serveStaticSite } from '../../server/static-site-server'
import { templatePages } from '../templates'
import { markdownTable, runMain, writeReport } from '../reports'

const goals = { scriptKb: 15, firstScreenKb: firstScreenBudgetKb }
/** What --assert (run by `npm test`) holds the pages to: both goals (decision 0042). */
const ceilings = goals

const kb = (bytes: number) => bytes / 1024
const over = (value: number, goal: number) => (value <= goal ? 'met' : `over by ${(value - goal).toFixed(1)} KB`)

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { assert: { type: 'boolean', default: false }, report: { type: 'string' } } })
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:budgets.')
    return 1
  }
  const site = await serveStaticSite(distDir)
  // Bytes are bytes in either build of Chromium: the lighter headless shell where it is installed (decision 0041).
  ensureChromium()
  const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs })
  const lines: string[][] = []
  const problems: Array<{ template: string; text: string }> = []
  try {
    for (const { template, path } of templatePages(buildRouteManifest(siteContent, resolveSiteUrl(process.env)))) {
      const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
      const scripts = (await downloadedFiles(page, site.origin + path)).filter((file) => file.type === 'script')
      await page.close()
      const html = await (await fetch(site.origin + path)).text()
      const scriptKb = kb(scripts.reduce((sum, file) => sum + file.gzip, 0))
      const firstScreen = firstScreenBytes(html)
      if (scriptKb > ceilings.scriptKb)
        problems.push({
          template,
          text: `${template} (${path}): ${scriptKb.toFixed(1)} KB of JavaScript, over the ${ceilings.scriptKb} KB ceiling`,
        })
      if (firstScreen === undefined || kb(firstScreen) > ceilings.firstScreenKb)
        problems.push({
          template,
          text: `${template} (${path}): the first screen needs ${firstScreen === undefined ? 'an unknown amount (no section in <main>)' : `${kb(firstScreen).toFixed(1)} KB`} of HTML, over ${ceilings.firstScreenKb} KB`,
        })
      lines.push([
        template,
        `${scriptKb.toFixed(1)} KB`,
        over(scriptKb, goals.scriptKb),
        `${kb(gzippedSize(html)).toFixed(1)} KB`,
        firstScreen === undefined ? '-' : `${kb(firstScreen).toFixed(1)} KB`,
        firstScreen === undefined ? '-' : over(kb(firstScreen), goals.firstScreenKb),
        path,
      ])
    }
  } finally {
    await browser.close()
    await site.close()
  }
  const header = [
    'Template',
    'JS before interaction',
    `vs ${goals.scriptKb} KB`,
    'Whole HTML',
    'HTML for the first screen',
    `vs ${goals.firstScreenKb} KB`,
    'Path',
  ]
  const text = [
    'Gzipped (level 9) bytes, Chromium at 375 px, until the network is idle. The HTML includes the inline stylesheet; "first screen" is the document from its start through the end of the first section of the main element (in a blog post, its header).',
    '',
    markdownTable(header, lines),
  ].join('\n')
  console.log(text)
  writeReport('budgets.md', text)
  if (!values.assert) return 0
  if (values.report)
    writeFileSync(
      values.report,
      JSON.stringify({
        passed: lines.length - new Set(problems.map((problem) => problem.template)).size,
        failed: new Set(problems.map((problem) => problem.template)).size,
      }),
    )
  if (problems.length === 0) {
    console.log(
      `All ${lines.length} templates are within ${ceilings.scriptKb} KB of JavaScript and ${ceilings.firstScreenKb} KB of first-screen HTML.`,
    )
    return 0
  }
  console.error(`\nBudgets missed:\n  ${problems.map((problem) => problem.text).join('\n  ')}`)
  return 1
}

runMain(main)
