/**
 * `npm run bench:tap`: tap-to-next-page on a phone (decisions 0055, 0069). The home page is opened at 390 x 844; a
 * second after its load, the first link to another page in view in its main content (the hero's call to action) is
 * pressed, as a thumb does with no hover before it. The figures run from that press to the next page's heading:
 * painted (Element Timing's paintTime, the rendering update that drew it) and on screen (presentationTime, which on
 * this machine waits for software raster). Each build is served as a static host serves it, every response held back
 * 150 ms (a phone's round trip), side by side in one run, builds alternating: this build; the same pages with their
 * scripts stripped; those again without the Speculation-Rules header (the browser's own navigation, nothing ahead);
 * this build without its view transition; and with `--compare DIR`, an earlier build whose links are the browser's own
 * navigations (the probe reports the heading of the page it lands on, not one swapped into the same document).
 *
 * Chromium turns prerendering off under DevTools, which Playwright attaches, so each load is a plain
 * `chromium --headless=new`: the page presses and reports for itself (a probe script added to each copy, allowed by
 * the CSP as a file of the site), and beacons go to the server. Desktop Chromium triggers `eager` rules on hover only;
 * Chrome on Android (143 and later) on a link in view for a moment. That trigger is in every Chromium build behind
 * two features, switched on here (`androidEagerTrigger`). The CPU is not slowed: that needs DevTools too.
 *
 * With `--lcp`, also the largest contentful paint of one page of every template, loaded alone with the same round
 * trips (in one Chromium, a fresh context per load), this build against the stripped pages (and the earlier build);
 * `--lcp-runs N` loads each (default: as many as `--runs`). `--slow-link` loads them as a phone on a slow link
 * instead (390 x 844, 1.6 Mbps down through DevTools, which the largest paint allows; the CPU at full speed: DevTools'
 * 4x slowdown spread two medians of the same pages by up to 140 ms here), with the stripped pages measured twice to
 * show the spread of the machine itself (decision 0073).
 * `--lcp-only` skips the presses; `--templates home,contact` measures those templates' paints only.
 *
 *   npm run bench:tap                         5 loads per build
 *   npm run bench:tap -- --runs 3 --compare ../before/dist --lcp
 *   npm run bench:tap -- --runs 9 --lcp --lcp-runs 5
 *   npm run bench:tap -- --lcp-only --slow-link --lcp-runs 9
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium as playwright } from 'playwright-core'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { writeCompressedCopies } from '../../builder/post-render/compressed-copies'
import { rewritePages } from '../../builder/post-render/rewrite-pages'
import { pagePath } from '../../src/routing/paths'
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
/** A phone's slow link, as Lighthouse's mobile preset has it: 1.6 Mbps down, 750 kbps up. */
const slowLink = { bytesPerSecond: 1_600_000 / 8, bytesUpPerSecond: 750_000 / 8 }
const inViewMs = 1000
const lcpGoalMs = 30
const from = pagePath('home')
const phoneViewport = { width: 390, height: 844 }
const phoneWindow = `--window-size=${phoneViewport.width},${phoneViewport.height}`
/**
 * Chrome on Android's `eager` trigger (a link in the viewport for 100 ms), which desktop builds carry switched off;
 * the navigation predictor must look at every link, not a sample of them, for it to see the one in view.
 */
const androidEagerTrigger =
  '--enable-features=NavigationPredictor:random_anchor_sampling_period/1,PreloadingEagerViewportHeuristics'
const beaconPath = '/__tap-report'
const probePath = '/__tap-probe.js'

/**
 * The probe each copy gets: on `from` it presses the first link to another page in view in the main content; on the
 * next page it reports the heading's paint.
 */
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
} else if (location.pathname === ${JSON.stringify(from)}) {
  addEventListener('load', () => setTimeout(() => {
    const link = [...document.querySelectorAll('main a[href^="/"]')].find((a) => {
      const box = a.getBoundingClientRect()
      return a.pathname !== location.pathname && box.width > 0 && box.top >= 0 && box.bottom <= innerHeight
    })
    report({ pressed: at(performance.now()), to: link.pathname })
    link.click()
  }, ${inViewMs}))
} else {
  new PerformanceObserver((list, observer) => {
    const heading = list.getEntries().find((entry) => entry.identifier === 'heading')
    if (!heading) return
    observer.disconnect()
    const shown = at(heading.renderTime || heading.loadTime)
    const navigation = performance.getEntriesByType('navigation')[0]
    report({ painted: heading.paintTime ? at(heading.paintTime) : shown, shown, prerendered: navigation.activationStart > 0 })
  }).observe({ type: 'element', buffered: true })
}
`

interface Variant {
  label: string
  dir: string
  rewrite?: (html: string) => string
  headers?: (text: string) => string
  /** Pressed only: the largest paint compares the earlier build, this build and the stripped pages. */
  tapsOnly?: boolean
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
  to?: string
  painted?: number
  shown?: number
  prerendered?: boolean
  lcp?: number
  /** Bytes the server sent to requests the browser made ahead (`Sec-Purpose: prefetch`, with or without prerender). */
  ahead?: number
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
  let press: Pick<Report, 'pressed' | 'to'> = {}
  let ahead = 0
  const server = createServer((request, response) => {
    if (String(request.headers['sec-purpose'] ?? '').startsWith('prefetch'))
      response.on('finish', () => (ahead += Number(response.getHeader('Content-Length') ?? 0)))
    if (request.url === beaconPath) {
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        response.end()
        const report = JSON.parse(body) as Report
        if (report.pressed !== undefined) press = { pressed: report.pressed, to: report.to }
        if (waiting && report[waiting.key] !== undefined) waiting.done({ ...press, ...report, ahead })
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
        press = {}
        ahead = 0
        waiting = { key, done }
      }),
  }
}

/** The report, or an error naming the page that sent none within 30 s. */
function within30s(report: Promise<Report>, url: string): Promise<Report> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no report from ${url} within 30 s`)), 30_000).unref(),
  )
  return Promise.race([report, timeout])
}

/** One fresh browser on `path`, with `args` added; the report with `key` the page sent. */
async function measureOnce(
  chromium: string,
  served: Served,
  path: string,
  key: keyof Report,
  args: string[] = [],
): Promise<Report> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-tap-'))
  const report = served.next(key)
  const browser = spawn(
    chromium,
    [...chromiumArgs, ...args, '--headless=new', `--user-data-dir=${profile}`, served.origin + path],
    {
      stdio: 'ignore',
      // Its own process group, so the renderer and helper processes end with it.
      detached: true,
    },
  )
  try {
    return await within30s(report, served.origin + path)
  } finally {
    const exited = new Promise((done) => browser.once('exit', done))
    process.kill(-browser.pid!, 'SIGKILL')
    await exited
    rmSync(profile, { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
  }
}

/** Presses to the next page, `runs` per build, builds alternating; the table of their figures. */
async function taps(chromium: string, variants: Variant[], served: Served[], runs: number): Promise<string> {
  /** Each build's loads, in the order measured. */
  const loads = variants.map(() => [] as Array<{ painted: number; shown: number; ahead: number; prerendered: boolean }>)
  const pressedLinks = new Set<string>()
  for (let run = 0; run < runs; run++) {
    // Each build goes first in turn, so the machine's load falls on all alike.
    for (let step = 0; step < variants.length; step++) {
      const index = (run + step) % variants.length
      const {
        pressed = Number.NaN,
        to = '?',
        painted = Number.NaN,
        shown = Number.NaN,
        prerendered,
        ahead = 0,
      } = await measureOnce(chromium, served[index]!, from, 'shown', [phoneWindow, androidEagerTrigger])
      pressedLinks.add(to)
      loads[index]!.push({ painted: painted - pressed, shown: shown - pressed, ahead, prerendered: !!prerendered })
    }
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`
  const range = (values: number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms`
  const table = markdownTable(
    [
      'Build',
      `Press to heading painted (median of ${runs})`,
      'Range',
      'Painted, prerendered loads only',
      'Press to heading on screen',
      'Prerendered',
      'Fetched ahead (median)',
    ],
    variants.map((variant, index) => {
      const painted = loads[index]!.map((load) => load.painted)
      // The loads the browser had prerendered: the build's own speed, apart from whether the trigger fired in time.
      const prerendered = loads[index]!.filter((load) => load.prerendered).map((load) => load.painted)
      return [
        variant.label,
        ms(painted),
        range(painted),
        prerendered.length ? ms(prerendered) : '-',
        ms(loads[index]!.map((load) => load.shown)),
        `${prerendered.length} of ${runs}`,
        `${(median(loads[index]!.map((load) => load.ahead)) / 1024).toFixed(1)} KB`,
      ]
    }),
  )
  return `${table}\n\nChromium at ${phoneViewport.width} x ${phoneViewport.height} with Android's \`eager\` trigger; each response held back ${roundTripMs} ms; the press on ${[...pressedLinks].join(', ')} (the first link in view in ${from}'s main content), ${inViewMs} ms after the load event. "Fetched ahead" is what the server sent to the browser's speculative requests in that view, compressed as served.`
}

/**
 * The largest paint of one page of every target, loaded alone (`?lcp`), this build against the stripped pages (and an
 * earlier build), alternating. On a slow link the stripped pages are measured twice, as two columns: the difference
 * between their medians is what the machine alone puts between identical pages.
 */
async function largestPaints(
  chromium: string,
  variants: Variant[],
  served: Served[],
  targets: Array<{ template: string; path: string }>,
  runs: number,
  onSlowLink: boolean,
): Promise<string> {
  // The earlier build (with --compare), this build and the stripped pages, in that order.
  const shown = variants.flatMap((variant, at) => (variant.tapsOnly ? [] : [at]))
  // On a slow link the stripped pages get a second column, measured as the others are and shown as a difference only.
  const compared = onSlowLink ? [...shown, shown.at(-1)!] : shown
  const rows: string[][] = []
  // One browser, a fresh context per load: no prerendering is involved, and a browser started per load added
  // 100 ms of spread to the medians (the start-up shares the two cores with the page).
  const browser = await playwright.launch({ executablePath: chromium, args: chromiumArgs })
  try {
    for (const target of targets) {
      const lcp = compared.map(() => [] as number[])
      for (let run = 0; run < runs; run++)
        for (let step = 0; step < compared.length; step++) {
          const column = (run + step) % compared.length
          const site = served[compared[column]!]!
          const context = await browser.newContext(onSlowLink ? { viewport: phoneViewport, isMobile: true } : {})
          const page = await context.newPage()
          if (onSlowLink) {
            const devtools = await context.newCDPSession(page)
            await devtools.send('Network.enable')
            await devtools.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: 0,
              downloadThroughput: slowLink.bytesPerSecond,
              uploadThroughput: slowLink.bytesUpPerSecond,
            })
          }
          const url = `${site.origin}${target.path}?lcp`
          const report = site.next('lcp')
          await page.goto(url)
          lcp[column]!.push((await within30s(report, url)).lcp ?? Number.NaN)
          await context.close()
        }
      const medians = lcp.map((values) => Math.round(median(values)))
      const signed = (value: number) => `${value > 0 ? '+' : ''}${value} ms`
      const stripped = medians[shown.length - 1]!
      const difference = medians[shown.length - 2]! - stripped
      rows.push([
        target.template,
        ...medians.slice(0, shown.length).map((value) => `${value} ms`),
        signed(difference),
        ...(onSlowLink ? [signed(medians[shown.length]! - stripped)] : []),
        difference <= lcpGoalMs ? 'met' : 'missed',
      ])
      console.log(rows.at(-1)!.join(', '))
    }
  } finally {
    await browser.close()
  }
  const conditions = onSlowLink
    ? ` on a phone's slow link (${phoneViewport.width} x ${phoneViewport.height}, ${(slowLink.bytesPerSecond * 8) / 1e6} Mbps down), `
    : ', '
  return `Largest contentful paint${conditions}median of ${runs} loads each, each response held back ${roundTripMs} ms; goal: this build within ${lcpGoalMs} ms of the stripped pages${onSlowLink ? '. "Stripped against itself" is a second column of the same stripped pages against the first: what the machine alone puts between two medians' : ''}:\n\n${markdownTable(['Template', ...shown.map((at) => variants[at]!.label), 'This build against stripped', ...(onSlowLink ? ['Stripped against itself'] : []), 'Goal'], rows)}`
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      compare: { type: 'string' },
      lcp: { type: 'boolean' },
      'lcp-runs': { type: 'string' },
      'slow-link': { type: 'boolean' },
      'lcp-only': { type: 'boolean' },
      templates: { type: 'string' },
    },
  })
  const runs = parseRuns('runs', values.runs)
  const lcpRuns = parseRuns('lcp-runs', values['lcp-runs'] ?? values.runs)
  const templates = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env))).filter(
    (target) => target.status === 200,
  )
  const only = values.templates?.split(',')
  const unknown = only?.filter((name) => !templates.some((target) => target.template === name)) ?? []
  if (unknown.length) {
    console.error(
      `--templates: no template is called ${unknown.join(', ')}; they are ${templates.map((target) => target.template).join(', ')}.`,
    )
    return 1
  }
  const targets = only ? templates.filter((target) => only.includes(target.template)) : templates
  if (values['lcp-only'] && !values.lcp && !values['slow-link']) {
    console.error('--lcp-only measures the largest paint only: add --lcp or --slow-link.')
    return 1
  }
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:tap.')
    return 1
  }
  const builds: Variant[] = [
    ...(values.compare ? [{ label: `earlier build (${values.compare})`, dir: resolve(values.compare) }] : []),
    { label: 'this build', dir: distDir },
    { label: 'stripped of scripts', dir: distDir, rewrite: withoutPageScripts },
    {
      label: 'stripped, no Speculation-Rules',
      dir: distDir,
      rewrite: withoutPageScripts,
      headers: (text) => text.replace(/^ {2}Speculation-Rules: .*\n/gm, ''),
      tapsOnly: true,
    },
    {
      label: 'this build, no view transition',
      dir: distDir,
      rewrite: (html) => html.replace(/@view-transition\{[^}]*\}/g, ''),
      tapsOnly: true,
    },
  ]
  const variants = builds.filter((variant) => !(values['lcp-only'] && variant.tapsOnly))
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
    const sections: string[] = []
    if (!values['lcp-only']) {
      sections.push(await taps(chromium, variants, served, runs))
      console.log(sections.at(-1))
    }
    if (values.lcp || values['slow-link']) {
      sections.push(await largestPaints(chromium, variants, served, targets, lcpRuns, !!values['slow-link']))
      console.log(sections.at(-1))
    }
    writeReport(values['lcp-only'] ? 'largest-paint.md' : 'tap.md', sections.join('\n\n'))
    return 0
  } finally {
    for (const { server } of served) {
      server.closeAllConnections()
      server.close()
    }
  }
}

runMain(main)
