/**
 * `npm run bench:budgets`: the byte budgets on one page of every template of the built site, opened in Chromium at
 * 375 px as a visitor would: the gzipped JavaScript downloaded before any interaction (goal: at most 90 KB on content
 * pages; form code only where there is a form) and the gzipped HTML with its inline stylesheet that the first screen
 * needs (goal: 14 KB, one round trip of a new connection). Prints a table with what each page misses by and writes it
 * to reports/budgets.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { siteContent } from '../content/site-content'
import { buildRouteManifest } from '../src/routing/manifest'
import { resolveSiteUrl } from '../src/routing/site-url'
import { chromiumArgs } from '../tests/support/chromium'
import { distDir, isBuildCurrent, projectRoot } from './lib/build-stamp'
import { ensureChromium } from './lib/ensure-chromium'
import { downloadedFiles, firstScreenBytes, gzippedSize } from './lib/page-weight'
import { serveStaticSite } from './lib/static-site-server'
import { templatePages } from './lib/templates'

const goals = { scriptKb: 90, firstScreenKb: 14 }
/** Chunks that are form code: allowed on a page with a form, and nowhere else. */
const formChunks = /\/assets\/(?:contact-form|chat-form|supabase-backend)-/

const kb = (bytes: number) => bytes / 1024
const over = (value: number, goal: number) => (value <= goal ? 'met' : `over by ${(value - goal).toFixed(1)} KB`)

async function main(): Promise<number> {
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:budgets.')
    return 1
  }
  const site = await serveStaticSite(distDir)
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  const lines: string[][] = []
  try {
    for (const { template, path } of templatePages(buildRouteManifest(siteContent, resolveSiteUrl(process.env)))) {
      const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
      const scripts = (await downloadedFiles(page, site.origin + path)).filter((file) => file.type === 'script')
      await page.close()
      const html = await (await fetch(site.origin + path)).text()
      const scriptKb = kb(scripts.reduce((sum, file) => sum + file.gzip, 0))
      const formKb = kb(scripts.filter((file) => formChunks.test(file.path)).reduce((sum, file) => sum + file.gzip, 0))
      const firstScreen = firstScreenBytes(html)
      lines.push([
        template,
        `${scriptKb.toFixed(1)} KB`,
        formKb > 0 ? `${formKb.toFixed(1)} KB` : '-',
        over(scriptKb - formKb, goals.scriptKb),
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
    'of it form code',
    `JS without form code vs ${goals.scriptKb} KB`,
    'Whole HTML',
    'HTML for the first screen',
    `vs ${goals.firstScreenKb} KB`,
    'Path',
  ]
  const format = (line: string[]) => `| ${line.join(' | ')} |`
  const text = [
    'Gzipped (level 9) bytes, Chromium at 375 px, until the network is idle. The HTML includes the inline stylesheet; "first screen" is the document from its start through the end of the first section of <main>.',
    '',
    format(header),
    format(header.map(() => '---')),
    ...lines.map(format),
  ].join('\n')
  console.log(text)
  mkdirSync(join(projectRoot, 'reports'), { recursive: true })
  writeFileSync(join(projectRoot, 'reports', 'budgets.md'), `${text}\n`)
  return 0
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
