/**
 * `npm run bench:startup`: what starting the app costs a phone, page by page. Each template's
 * page is opened in Chromium at 375 px with the CPU slowed 4x (Lighthouse's mobile setting) from the start, and the
 * page reports when its scripts had started (html[data-started]; html[data-hydrated] in builds before decision 0042,
 * for --compare), the long tasks until the network was idle, their
 * blocking time (each task's time over 50 ms, summed, as total blocking time counts it) and the longest. Medians of
 * RUNS loads (5 by default); `-- --compare DIR` measures an earlier build side by side, one load after the other.
 * `-- --only "home,faq"` picks templates.
 */
import { chromium, type Browser } from 'playwright-core'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { chromiumArgs } from '../chromium'
import { ensureChromium } from '../ensure-chromium'
import { templatePages } from '../templates'
import { cpuSlowdown, median, runs, withServedBuilds } from './side-by-side'

interface Startup {
  hydratedMs: number
  blockingMs: number
  longestMs: number
}

/** Runs in the page before its scripts: records long tasks and the moment the app marks the page as its own. */
function recordStartup() {
  const record = { longTasks: [] as number[], hydratedAt: undefined as number | undefined }
  Object.assign(window, { benchStartup: record })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) record.longTasks.push(entry.duration)
  }).observe({ type: 'longtask', buffered: true })
  // The document, not its <html>: the element there before the page is parsed is not the page's.
  new MutationObserver(() => {
    const { dataset } = document.documentElement
    if (dataset.started !== undefined || dataset.hydrated !== undefined) record.hydratedAt ??= performance.now()
  }).observe(document, { attributes: true, subtree: true, attributeFilter: ['data-started', 'data-hydrated'] })
}

async function measureOnce(browser: Browser, url: string): Promise<Startup> {
  const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
  try {
    await page.addInitScript(recordStartup)
    const cdp = await page.context().newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown })
    await page.goto(url)
    await page
      .locator('html[data-started], html[data-hydrated]')
      .first()
      .waitFor({ state: 'attached', timeout: 60_000 })
    await page.waitForLoadState('networkidle')
    const { longTasks, hydratedAt } = await page.evaluate(
      () => (window as unknown as { benchStartup: { longTasks: number[]; hydratedAt?: number } }).benchStartup,
    )
    return {
      hydratedMs: hydratedAt ?? Number.NaN,
      blockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
      longestMs: Math.max(0, ...longTasks),
    }
  } finally {
    await page.close()
  }
}

async function main(): Promise<void> {
  const onlyAt = process.argv.indexOf('--only')
  const only = onlyAt >= 0 ? new Set((process.argv[onlyAt + 1] ?? '').split(',').map((name) => name.trim())) : undefined
  const pages = templatePages(buildRouteManifest(siteContent, resolveSiteUrl(process.env))).filter(
    (page) => !only || only.has(page.template),
  )
  await withServedBuilds(process.argv, async (builds) => {
    const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
    try {
      console.log(
        `Start-up with the CPU slowed ${cpuSlowdown}x, median of ${runs} loads: the app has taken the page over / blocking time of the long tasks / longest task, ms`,
      )
      console.log(`| Template | ${builds.map((build) => build.label).join(' | ')} |`)
      console.log(`| --- | ${builds.map(() => '---').join(' | ')} |`)
      for (const { template, path } of pages) {
        const results: Startup[][] = builds.map(() => [])
        for (let run = 0; run < runs; run++)
          for (const [index, { origin }] of builds.entries())
            results[index]!.push(await measureOnce(browser, `${origin}${path}`))
        const cells = results.map((loads) =>
          (['hydratedMs', 'blockingMs', 'longestMs'] as const)
            .map((key) => String(Math.round(median(loads.map((load) => load[key])))))
            .join(' / '),
        )
        console.log(`| ${template} | ${cells.join(' | ')} |`)
      }
    } finally {
      await browser.close()
    }
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
