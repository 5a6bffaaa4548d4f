/**
 * A plain `chromium --headless=new`, with no DevTools attached (Chromium turns prerendering off under DevTools, which
 * Playwright attaches), on a copy of a build that carries a probe: a script of the site, so the CSP allows it, that
 * presses and reports for itself through beacons to the server. `npm run bench:tap` times the press to the next page
 * with it; tests/e2e/prerender.spec.ts checks that a prerendered page starts its scripts only once shown.
 *
 * On `from` (the home page) the probe presses, a second after the load, the first link to another page in view in the
 * main content, as a thumb does with no hover before it. On the next page it reports the heading's paint, and once the
 * page's scripts have started, whether the page was still prerendered. With `?lcp` it reports the page's largest
 * paint instead.
 */
import { spawn } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { writeCompressedCopies } from '../../builder/post-render/compressed-copies'
import { rewritePages } from '../../builder/post-render/rewrite-pages'
import { pagePath } from '../../src/routing/paths'
import { createStaticSiteServer } from '../../server/static-site-server'
import { chromiumArgs } from '../chromium'

/** Every response is held back this long: a phone's round trip. */
export const roundTripMs = 150
/**
 * How long after the load the probe presses: the link has been in view that long. An `inview` parameter in the page's
 * address changes it (the browser test gives a busy machine longer).
 */
export const inViewMs = 1000
/** The page the probe presses on. */
export const from = pagePath('home')
export const phoneViewport = { width: 390, height: 844 }
export const phoneWindow = `--window-size=${phoneViewport.width},${phoneViewport.height}`
/**
 * Chrome on Android's `eager` trigger (a link in the viewport for 100 ms), which desktop builds carry switched off;
 * the navigation predictor must look at every link, not a sample of them, for it to see the one in view.
 */
export const androidEagerTrigger =
  '--enable-features=NavigationPredictor:random_anchor_sampling_period/1,PreloadingEagerViewportHeuristics'
const beaconPath = '/__tap-report'
const probePath = '/__tap-probe.js'

/**
 * The probe each copy gets: on `from` it presses the first link to another page in view in the main content; on the
 * next page it reports the heading's paint, and once the page's scripts have started, whether it was still
 * prerendered.
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
  }, Number(params.get('inview') ?? ${inViewMs})))
} else {
  new PerformanceObserver((list, observer) => {
    const heading = list.getEntries().find((entry) => entry.identifier === 'heading')
    if (!heading) return
    observer.disconnect()
    const shown = at(heading.renderTime || heading.loadTime)
    const navigation = performance.getEntriesByType('navigation')[0]
    report({ painted: heading.paintTime ? at(heading.paintTime) : shown, shown, prerendered: navigation.activationStart > 0 })
  }).observe({ type: 'element', buffered: true })
  // Once the page's scripts have started (the visit's attribution, its number and the tags that count the page):
  // whether the page was still prerendered then, before the visitor went to it.
  new MutationObserver((_records, observer) => {
    if (!document.documentElement.hasAttribute('data-started')) return
    observer.disconnect()
    const prerendering = !!document.prerendering
    const prerendered = prerendering || performance.getEntriesByType('navigation')[0].activationStart > 0
    report({ started: true, startedWhilePrerendered: prerendering, prerendered })
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['data-started'] })
}
`

export interface Variant {
  label: string
  dir: string
  rewrite?: (html: string) => string
  headers?: (text: string) => string
  /** Pressed only: the largest paint compares the earlier build, this build and the stripped pages. */
  tapsOnly?: boolean
}

/** A copy of `variant.dir` with the variant's changes and the probe, compressed as the build compresses. */
export async function prepare(variant: Variant, into: string): Promise<void> {
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

export interface Report {
  pressed?: number
  to?: string
  painted?: number
  shown?: number
  prerendered?: boolean
  lcp?: number
  /** The next page's scripts have started; whether it was still prerendered then. */
  started?: boolean
  startedWhilePrerendered?: boolean
  /** Bytes the server sent to requests the browser made ahead (`Sec-Purpose: prefetch`, with or without prerender). */
  ahead?: number
}

export interface Served {
  origin: string
  /** The next report that has `key`. */
  next(key: keyof Report): Promise<Report>
  /** Stops serving, its open connections too. */
  close(): void
}

export async function serveDelayed(dir: string): Promise<Served> {
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
    close: () => {
      server.closeAllConnections()
      server.close()
    },
    next: (key) =>
      new Promise((done) => {
        press = {}
        ahead = 0
        waiting = { key, done }
      }),
  }
}

/** The report, or an error naming the page that sent none within 30 s. */
export function within30s(report: Promise<Report>, url: string): Promise<Report> {
  const timeout = new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`no report from ${url} within 30 s`)), 30_000).unref(),
  )
  return Promise.race([report, timeout])
}

/** One fresh browser on `path`, with `args` added; the report with `key` the page sent. */
export async function measureOnce(
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
