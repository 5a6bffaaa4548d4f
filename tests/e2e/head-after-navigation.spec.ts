/**
 * A link swaps in the next page's head with its content (decision 0042): after any in-page navigation, and after back
 * and forward, the head holds what that page's own static HTML holds (title, every named meta tag, canonical,
 * JSON-LD), with nothing left of the page before.
 */
import type { Page } from '@playwright/test'
import { pagePath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { routeManifest } from '../support/site'

interface HeadSummary {
  title: string
  meta: string[]
  links: string[]
  jsonLd: unknown[]
}

/** The head of the document in the page, or of `html` parsed the same way, in one comparable form. */
function headSummary(page: Page, html?: string): Promise<HeadSummary> {
  return page.evaluate((source) => {
    const doc = source === undefined ? document : new DOMParser().parseFromString(source, 'text/html')
    const all = (selector: string) => [...doc.head.querySelectorAll(selector)]
    return {
      title: doc.title,
      meta: all('meta[name], meta[property]')
        .map((tag) => `${tag.getAttribute('name') ?? tag.getAttribute('property')}=${tag.getAttribute('content')}`)
        .sort(),
      // Preloads serve the first paint only, so a later page has none of its own.
      links: all('link:not([rel="preload"]):not([rel="modulepreload"])')
        .map((tag) => `${tag.getAttribute('rel')} ${tag.getAttribute('href')}`)
        .sort(),
      jsonLd: all('script[type="application/ld+json"]').map((script) => JSON.parse(script.textContent ?? '')),
    }
  }, html)
}

/** Waits until the head is that of `path`'s own HTML, as the server sends it to a crawler. */
async function expectHeadOf(page: Page, path: string) {
  const response = await page.request.get(path)
  const expected = await headSummary(page, await response.text())
  await expect.poll(() => headSummary(page), { message: `the head after going to ${path}` }).toEqual(expected)
}

const county = routeManifest.find((entry) => entry.kind === 'county')!

test('each page reached by a link has the head of its own HTML, and nothing of the page before', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openStarted(page, '/')
  await expectHeadOf(page, '/')

  // A page with other structured data (FAQPage instead of WebSite and LocalBusiness).
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page).toHaveURL(/\/faq$/)
  await expectHeadOf(page, '/faq')

  await page.locator(`footer a[href="${county.path}"]`).click()
  await expect(page).toHaveURL(new RegExp(`${county.path}$`))
  await expectHeadOf(page, county.path)

  // A page with no structured data, outside the index.
  await page
    .locator(`footer a[href="${pagePath('sitemap')}"]`)
    .first()
    .click()
  await expect(page).toHaveURL(/\/sitemap$/)
  await expectHeadOf(page, pagePath('sitemap'))
  expect((await headSummary(page)).jsonLd).toEqual([])

  await page.goBack()
  await expectHeadOf(page, county.path)
  await page.goBack()
  await expectHeadOf(page, '/faq')
  await page.goForward()
  await expectHeadOf(page, county.path)
})
