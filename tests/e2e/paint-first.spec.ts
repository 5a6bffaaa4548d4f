/**
 * The page's scripts wait for its first paint and for its priority picture's paint (src/boot.ts): on a slow phone they
 * would share the link and the CPU with the page's largest paint. A picture that never arrives does not keep them away.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { pagePath } from '../../src/routing/paths'
import { templatePages } from '../../tools/templates'
import { expect, scriptsStarted, test } from '../support/fixtures'
import { holdBack } from '../support/hold-back'
import { routeManifest } from '../support/site'
import { watchScripts } from '../support/watch-scripts'

const appEntry = /\/assets\/app-[^/]*\.js$/
const priorityPicture = 'img[fetchpriority=high]'

/** Two template pages whose built HTML has a priority picture: content decides which pages have one. */
async function pagesWithPriorityPicture(request: APIRequestContext): Promise<string[]> {
  const found: string[] = []
  for (const { path } of templatePages(routeManifest)) {
    if (found.length === 2) break
    if (/<img[^>]* fetchpriority="high"/.test(await (await request.get(path)).text())) found.push(path)
  }
  expect(found, 'no template page has a priority picture (content/site/images.yaml, heroImage)').not.toEqual([])
  return found
}

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
  test(`at ${width} px the scripts are fetched only once the priority picture has arrived and been painted`, async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    for (const path of await pagesWithPriorityPicture(request)) {
      const scripts = watchScripts(page)
      const release = await holdBack(page, '**/images/**')
      await page.goto(path, { waitUntil: 'commit' })
      await firstPaintReported(page)
      expect(
        scripts().filter((script) => appEntry.test(script)),
        path,
      ).toEqual([])
      release()
      await scriptsStarted(page)
      const { inView, pictureArrived, picturePainted, appRequested } = await page.evaluate(
        ([selector, entry]) => {
          const resources = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
          const picture = document.querySelector<HTMLImageElement>(selector)!
          // Element Timing's entries are read through an observer only; the buffered ones are there at once.
          const observer = new PerformanceObserver(() => undefined)
          observer.observe({ type: 'element', buffered: true })
          const paint = observer
            .takeRecords()
            .find((record) => (record as PerformanceEntry & { element?: Element }).element === picture) as
            (PerformanceEntry & { renderTime: number }) | undefined
          observer.disconnect()
          const box = picture.getBoundingClientRect()
          return {
            inView: box.bottom > box.top && box.bottom > 0 && box.top < innerHeight,
            pictureArrived: resources.find((resource) => resource.name === picture.currentSrc)!.responseEnd,
            picturePainted: paint?.renderTime,
            appRequested: resources.find((resource) => new RegExp(entry).test(new URL(resource.name).pathname))!
              .startTime,
          }
        },
        [priorityPicture, appEntry.source] as const,
      )
      expect(appRequested, path).toBeGreaterThanOrEqual(pictureArrived)
      // A picture in view is painted and its paint reported, and the scripts come after it; one out of view is not
      // waited for.
      if (inView) {
        expect(picturePainted, `${path}: the priority picture's paint was not reported`).toBeDefined()
        expect(appRequested, path).toBeGreaterThanOrEqual(picturePainted!)
      }
      await page.unrouteAll()
    }
  })

test.describe('a picture that never arrives', () => {
  test.use({ expectedConsoleErrors: [/Failed to load resource/] })

  test('does not keep the scripts from starting', async ({ page }) => {
    await page.route('**/images/**', (route) => route.abort())
    await page.goto(pagePath('home'))
    await scriptsStarted(page)
  })
})
