/**
 * The page's scripts wait for its first paint and for its priority picture (src/boot.ts): on a slow phone they would
 * share the link and the CPU with the page's largest paint. A picture that never arrives does not keep them away.
 */
import type { Page } from '@playwright/test'
import { pagePath } from '../../src/routing/paths'
import { expect, test } from '../support/fixtures'
import { holdBack } from '../support/hold-back'
import { watchScripts } from '../support/watch-scripts'

const appEntry = /\/assets\/app-[^/]*\.js$/
const priorityPicture = 'img[fetchpriority=high]'
const started = (page: Page) => page.locator('html[data-started]').waitFor({ state: 'attached' })

/** Resolves once the browser has reported the first paint to an observer registered after the boot script's. */
const firstPaintReported = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((done) =>
        new PerformanceObserver((_list, observer) => {
          observer.disconnect()
          done()
        }).observe({ type: 'paint', buffered: true }),
      ),
  )

for (const width of [390, 1280])
  for (const path of [pagePath('home'), pagePath('contact')])
    test(`${path} at ${width} px: the scripts are fetched only once the priority picture has arrived`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 })
      const scripts = watchScripts(page)
      const release = await holdBack(page, '**/images/**')
      await page.goto(path, { waitUntil: 'commit' })
      await expect(page.locator(priorityPicture)).toHaveCount(1)
      await firstPaintReported(page)
      expect(scripts().filter((script) => appEntry.test(script))).toEqual([])
      release()
      await started(page)
      const { pictureArrived, appRequested } = await page.evaluate(
        ([selector, entry]) => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          const picture = document.querySelector<HTMLImageElement>(selector)!.currentSrc
          return {
            pictureArrived: resources.find((resource) => resource.name === picture)!.responseEnd,
            appRequested: resources.find((resource) => new RegExp(entry).test(new URL(resource.name).pathname))!
              .startTime,
          }
        },
        [priorityPicture, appEntry.source] as const,
      )
      expect(appRequested).toBeGreaterThanOrEqual(pictureArrived)
    })

test.describe('a picture that never arrives', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] })

  test('does not keep the scripts from starting', async ({ page }) => {
    await page.route('**/images/**', (route) => route.abort())
    await page.goto(pagePath('home'))
    await started(page)
  })
})
