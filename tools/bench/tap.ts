/**
 * `npm run bench:tap`: tap-to-next-page (decision 0055). From the home page, a second after it has loaded, the
 * header's FAQ link is followed; the figure is the time from that press to the FAQ page's heading painted (Element
 * Timing). Each build is served as a static host serves it, every response held back 150 ms (a phone's round trip),
 * side by side in one run, builds alternating: this build; the same pages with their scripts stripped; those again
 * without the Speculation-Rules header (the browser's own navigation, nothing ahead); this build without its view
 * transition; and with `--compare DIR`, an earlier build.
 *
 * Chromium turns prerendering off under DevTools, which Playwright attaches, so each load is a plain
 * `chromium --headless=new`: the page clicks and reports for itself (a probe script added to each copy, allowed by the
 * CSP as a file of the site), and beacons go to the server. The CPU is not slowed: that needs DevTools too.
 *
 * With `--lcp`, also the largest contentful paint of one page of every template, loaded alone with the same round
 * trips, this build against the stripped pages (and the earlier build).
 *
 *   npm run bench:tap                         5 loads per build
 *   npm run bench:tap -- --runs 3 --compare ../before/dist --lcp
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { brotliCompressSync } from 'node:zlib'
import { parse } from 'node-html-parser'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { writeCompressedCopies } from '../../builder/post-render/compressed-copies'
import { rewritePages } from '../../builder/post-render/rewrite-pages'
import { headerLinks } from '../../builder/post-render/speculation-rules'
import { pageHtmlFile, pagePath } from '../../src/routing/paths'
import { createStaticSiteServer } from '../../server/static-site-server'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { auditTargets, parseRuns } from '../audit/lighthouse-audit'
import { chromiumArgs } from '../chromium'
import { ensureChromium } from '../ensure-chromium'
import { markdownTable, runMain, writeReport } from '../reports'
import { median, withoutPageScripts } from './side-by-side'

const roundTripMs = 150
const inViewMs = 1000
const from = pagePath('home')
const to = pagePath('faq')
const beaconPath = '/__tap-report'
const probePath = '/__tap-probe.js'

/** The probe each copy gets: on `from` it presses the link to `to`; on `to` it reports the heading's paint. */
const probeSource = `const report = (data) => navigator.sendBeacon(${JSON.stringify(beaconPath)}, JSON.stringify(data))
const at = (time) => performance.timeOrigin + time
const params = new URLSearchParams(location.search)
if (params.has('lcp')) {
  // The largest paint of a page loaded alone, once the load event and two seconds have passed.
  let largest = 0
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) largest = entry.renderTime || entry.loadTime || entry.startTime
  }).observe({ type: 'largest-contentful-paint', buffered: true })
  addEventListener('load', () => setTimeout(() => report({ lcp: largest }), 2000))
} else {
  let pressed = Infinity
  // A heading painted after the press: the next page's, in this document when a script swapped it in (an earlier build).
  new PerformanceObserver((list, observer) => {
    const heading = list.getEntries().find((entry) => entry.identifier === 'heading' && at(entry.renderTime || entry.loadTime) > pressed)
    if (!heading || location.pathname !== ${JSON.stringify(to)}) return
    observer.disconnect()
    const navigation = performance.getEntriesByType('navigation')[0]
    report({ shown: at(heading.renderTime || heading.loadTime), prerendered: navigation.activationStart > 0 })
  }).observe({ type: 'element', buffered: true })
  if (location.pathname === ${JSON.stringify(from)}) {
    addEventListener('load', () => setTimeout(() => {
      const link = [...document.querySelectorAll('header a')].find((a) => a.pathname === ${JSON.stringify(to)})
      pressed = at(performance.now())
      report({ pressed })
      link.click()
    }, ${inViewMs}))
  } else pressed = 0
}
`

interface Variant {
  label: string
  dir: string
  rewrite?: (html: string) => string
  headers?: (text: string) => string
}

/** A copy of `variant.dir` with the variant's changes and the probe, compressed as the build compresses. */
async function prepare(variant: Variant, into: string): Promise<void> {
  cpSync(variant.dir, into, { recursive: true })
  writeFileSync(join(into, probePath), probeSource)
  await rewritePages(into, (html) =>
    (variant.rewrite?.(html) ?? html)
      .replace(/<h1(?=[\s>])/, '<h1 elementtiming="heading"')
      .replace('</body>', `<script type="module" async src="${probePath}"></script></body>`),
  )
  if (variant.headers)
    writeFileSync(join(into, '_headers'), variant.headers(readFileSync(join(into, '_headers'), 'utf8')))
  await writeCompressedCopies(into)
}

interface Report {
  pressed?: number
  shown?: number
  prerendered?: boolean
  lcp?: number
}

interface Served {
  origin: string
  server: Server
  /** The next report that has `key`. */
  next(key: keyof Report): Promise<Report>
}

async function serveDelayed(dir: string): Promise<Served> {
  const site = createStaticSiteServer(dir)
  let waiting: { key: keyof Report; done: (report: Report) => void } | undefined
  let pressed: number | undefined
  const server = createServer((request, response) => {
    if (request.url === beaconPath) {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        response.end()
        const report = JSON.parse(body) as Report
        if (report.pressed !== undefined) pressed = report.pressed
        if (waiting && report[waiting.key] !== undefined) waiting.done({ pressed, ...report })
      })
      return
    }
    setTimeout(() => site.handle(request, response), roundTripMs)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    server,
    next: (key) =>
      new Promise((done) => {
        pressed = undefined
        waiting = { key, done }
      }),
  }
}

/** One fresh browser on `path`; the report with `key` the page sent. */
async function measureOnce(chromium: string, served: Served, path: string, key: keyof Report): Promise<Report> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-tap-'))
  const report = served.next(key)
  const browser = spawn(
    chromium,
    [...chromiumArgs, '--headless=new', `--user-data-dir=${profile}`, served.origin + path],
    {
      stdio: 'ignore',
      // Its own process group, so the renderer and helper processes end with it.
      detached: true,
    },
  )
  try {
    const timeout = new Promise<never>((_, reject) =>
      setTimeout(() => reject(new Error(`no report from ${served.origin}${path} within 30 s`)), 30_000).unref(),
    )
    return await Promise.race([report, timeout])
  } finally {
    const exited = new Promise((done) => browser.once('exit', done))
    process.kill(-browser.pid!, 'SIGKILL')
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
}

/** What speculation costs a page view of `from`: the compressed HTML of the header's pages it prefetches at once. */
function prefetchedBytes(): { pages: string[]; bytes: number } {
  const home = parse(readFileSync(join(distDir, pageHtmlFile(from)), 'utf8'))
  const pages = [
    ...new Set(
      home
        .querySelectorAll(headerLinks)
        .map((link) => link.getAttribute('href') ?? '')
        .filter((href) => href.startsWith('/') && href !== from),
    ),
  ]
  const bytes = pages.reduce(
    (sum, path) => sum + brotliCompressSync(readFileSync(join(distDir, pageHtmlFile(path)))).length,
    0,
  )
  return { pages, bytes }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: { runs: { type: 'string', default: '5' }, compare: { type: 'string' }, lcp: { type: 'boolean' } },
  })
  const runs = parseRuns('runs', values.runs)
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:tap.')
    return 1
  }
  const variants: Variant[] = [
    ...(values.compare ? [{ label: `earlier build (${values.compare})`, dir: resolve(values.compare) }] : []),
    { label: 'this build', dir: distDir },
    { label: 'stripped of scripts', dir: distDir, rewrite: withoutPageScripts },
    {
      label: 'stripped, no Speculation-Rules',
      dir: distDir,
      rewrite: withoutPageScripts,
      headers: (text) => text.replace(/^ {2}Speculation-Rules: .*\n/gm, ''),
    },
    {
      label: 'this build, no view transition',
      dir: distDir,
      rewrite: (html) => html.replace(/@view-transition\{[^}]*\}/g, ''),
    },
  ]
  const chromium = ensureChromium()
  const work = join(projectRoot, 'reports', 'tap-builds')
  rmSync(work, { recursive: true, force: true })
  const served: Served[] = []
  try {
    for (const [index, variant] of variants.entries()) {
      const dir = join(work, String(index))
      await prepare(variant, dir)
      served.push(await serveDelayed(dir))
    }
    const results = variants.map(() => ({ ms: [] as number[], prerendered: 0 }))
    for (let run = 0; run < runs; run++) {
      // Each build goes first in turn, so the machine's load falls on all alike.
      for (let step = 0; step < variants.length; step++) {
        const index = (run + step) % variants.length
        const {
          pressed = Number.NaN,
          shown = Number.NaN,
          prerendered,
        } = await measureOnce(chromium, served[index]!, from, 'shown')
        results[index]!.ms.push(shown - pressed)
        if (prerendered) results[index]!.prerendered++
      }
    }
    const { pages, bytes } = prefetchedBytes()
    const table = markdownTable(
      ['Build', `Press to heading painted (median of ${runs})`, 'Range', 'Prerendered'],
      variants.map((variant, index) => {
        const { ms, prerendered } = results[index]!
        return [
          variant.label,
          `${Math.round(median(ms))} ms`,
          `${Math.round(Math.min(...ms))}-${Math.round(Math.max(...ms))} ms`,
          `${prerendered} of ${runs}`,
        ]
      }),
    )
    const sections = [
      `${table}\n\nEach response held back ${roundTripMs} ms; the press ${inViewMs} ms after the home page's load event. A page view of ${from} prefetches ${pages.join(', ')}: ${(bytes / 1024).toFixed(1)} KB of brotli-compressed HTML.`,
    ]
    console.log(sections[0])
    if (values.lcp) {
      // The largest paint of one page of every template, loaded alone, against the stripped pages (and an earlier build).
      const compared = variants.flatMap((variant, index) =>
        variant.label.startsWith('this build,') || variant.headers ? [] : [index],
      )
      const targets = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env))).filter(
        (target) => target.status === 200,
      )
      const rows: string[][] = []
      for (const target of targets) {
        const lcp = new Map<number, number[]>(compared.map((index) => [index, []]))
        for (let run = 0; run < runs; run++)
          for (let step = 0; step < compared.length; step++) {
            const index = compared[(run + step) % compared.length]!
            const { lcp: value = Number.NaN } = await measureOnce(chromium, served[index]!, `${target.path}?lcp`, 'lcp')
            lcp.get(index)!.push(value)
          }
        rows.push([target.template, ...compared.map((index) => `${Math.round(median(lcp.get(index)!))} ms`)])
        console.log(rows.at(-1)!.join(', '))
      }
      sections.push(
        `Largest contentful paint, median of ${runs} loads each, each response held back ${roundTripMs} ms:\n\n${markdownTable(['Template', ...compared.map((index) => variants[index]!.label)], rows)}`,
      )
      console.log(sections.at(-1))
    }
    writeReport('tap.md', sections.join('\n\n'))
    return 0
  } finally {
    for (const { server } of served) {
      server.closeAllConnections()
      server.close()
    }
  }
}

runMain(main)
