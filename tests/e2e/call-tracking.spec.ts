/**
 * Call tracking numbers (decision 0043): a visit that arrives from a source content lists sees that
 * source's number in every phone number and tel: link it is shown, for the rest of the visit, while the footer's
 * address block and the JSON-LD keep the main number, as the pre-rendered HTML does.
 */
import type { Page } from '@playwright/test'
import { layoutCopy, leadsCopy } from '../../content/data'
import { lighthouseBudgets } from '../../tools/audit/lighthouse-audit'
import { trackingNumberFor } from '../../src/lib/call-tracking'
import { telHref } from '../../src/lib/phone'
import { pagePath } from '../../src/routing/paths'
import { expect, openStarted, scriptsStarted, test } from '../support/fixtures'
import { fillContactForm, uniqueEmail } from '../support/leads'
import { routeManifest, siteContent } from '../support/site'

const { business } = siteContent
const adClick = '?gclid=test123'
/** The sample content's number for Google Ads, the source a ?gclid= visit comes from. */
const adNumber = trackingNumberFor({ search: adClick, referrer: '' }, business.trackingNumbers)!.phone
const townPage = routeManifest.find((entry) => entry.kind === 'location')!.path
const phonePattern = /\(\d{3}\) \d{3}-\d{4}/g

interface PhoneView {
  /** Every tel: link: where it points, the numbers its text and name show, whether it is on screen. */
  links: Array<{ href: string; numbers: string[]; visible: boolean; inAddressBlock: boolean }>
  /** The numbers in the page's rendered text, outside and inside the footer's address block. */
  textNumbers: string[]
  addressBlockNumbers: string[]
  jsonLd: string[]
}

function phoneView(page: Page): Promise<PhoneView> {
  return page.evaluate((pattern) => {
    const numbers = (text: string | null) => text?.match(new RegExp(pattern, 'g')) ?? []
    const addressBlock = document.querySelector<HTMLElement>('[data-testid="footer-nap"]')!
    const links = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]')].map((link) => ({
      href: link.getAttribute('href')!,
      numbers: [...numbers(link.textContent), ...numbers(link.getAttribute('aria-label'))],
      visible: link.checkVisibility(),
      inAddressBlock: addressBlock.contains(link),
    }))
    return {
      links,
      textNumbers: numbers(document.body.innerText),
      addressBlockNumbers: numbers(addressBlock.innerText),
      jsonLd: [...document.querySelectorAll('script[type="application/ld+json"]')].map((script) => script.textContent!),
    }
  }, phonePattern.source)
}

/** Every number shown is `shown`, apart from the footer's address block and the JSON-LD, which show the main one. */
async function expectNumberShown(page: Page, shown: string, { jsonLd = true } = {}) {
  const view = await phoneView(page)
  const outside = view.links.filter((link) => !link.inAddressBlock)
  // The header's call button and at least one more in the page itself: never a check of nothing.
  expect(outside.filter((link) => link.visible).length).toBeGreaterThanOrEqual(2)
  for (const link of outside) {
    expect(link.href).toBe(telHref(shown))
    for (const number of link.numbers) expect(number).toBe(shown)
  }
  expect(view.links.filter((link) => link.inAddressBlock).map((link) => link.href)).toEqual([telHref(business.phone)])
  expect(view.addressBlockNumbers).toEqual([business.phone])
  // The address block's is the one main number left in the visible text.
  expect(view.textNumbers.filter((number) => number !== shown)).toEqual(
    shown === business.phone ? [] : [business.phone],
  )
  expect(view.textNumbers.filter((number) => number === shown).length).toBeGreaterThanOrEqual(
    shown === business.phone ? 2 : 1,
  )
  expect(view.jsonLd.length > 0).toBe(jsonLd)
  for (const script of view.jsonLd) expect(script).not.toContain(adNumber.slice(-8))
  if (jsonLd) expect(view.jsonLd.join('\n')).toContain(business.phone.slice(-8))
}

/** The phone menu's call link, opened and closed again (phone widths only). */
async function expectMenuNumber(page: Page, shown: string) {
  await page.getByRole('button', { name: layoutCopy.openMenu }).click()
  const call = page.getByRole('dialog').getByRole('link', { name: `${layoutCopy.callLabel} ${shown}` })
  await expect(call).toBeVisible()
  await expect(call).toHaveAttribute('href', telHref(shown))
  await page.keyboard.press('Escape')
  await expect(page.getByRole('dialog')).toBeHidden()
}

for (const width of [375, 1280]) {
  for (const path of ['/', townPage]) {
    test(`a visit from an ad (${path}${adClick}) at ${width} px sees the ad's number everywhere but the address block and the JSON-LD, on the pages it opens and after a reload`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openStarted(page, `${path}${adClick}`)
      await page.waitForLoadState('networkidle')
      await expectNumberShown(page, adNumber)
      if (width < 768) await expectMenuNumber(page, adNumber)

      // The pre-rendered HTML itself keeps the main number.
      const html = await (await page.request.get(`${path}${adClick}`)).text()
      expect(html).toContain(telHref(business.phone))
      expect(html).not.toContain(adNumber)

      // A link followed to a page whose address says nothing of the ad.
      await page
        .locator(`footer a[href="${pagePath('faq')}"]`)
        .first()
        .click()
      await expect(page).toHaveURL(/\/faq$/)
      await scriptsStarted(page)
      await expectNumberShown(page, adNumber)

      await page.reload()
      await scriptsStarted(page)
      await expectNumberShown(page, adNumber)
      if (width < 768) await expectMenuNumber(page, adNumber)
    })
  }
}

test('a plain visit sees only the main number, and a later page with a click id does not change it', async ({
  page,
}) => {
  await openStarted(page, townPage)
  await page.waitForLoadState('networkidle')
  await expectNumberShown(page, business.phone)
  // The source is recognised on the visit's first page only.
  await openStarted(page, `/${adClick}`)
  await expectNumberShown(page, business.phone)
})

test('a visit from an ad keeps no layout shift while the number is swapped', async ({ page }) => {
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 900 })
    await openStarted(page, `${townPage}${adClick}`)
    await page.waitForLoadState('networkidle')
    await expectNumberShown(page, adNumber)
    const shifts = await page.evaluate(() => {
      const observer = new PerformanceObserver(() => undefined)
      observer.observe({ type: 'layout-shift', buffered: true })
      return observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value)
    })
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(lighthouseBudgets.cls)
  }
})

test.describe('inside a form', () => {
  // The endpoints taken down answer 503, which the browser logs.
  test.use({ expectedConsoleErrors: [/status of 503/] })

  test("the form hydrates over the ad's number without a mismatch, and its error shows the ad's number", async ({
    page,
  }) => {
    await page.route('**/rest/v1/leads', (route) => route.fulfill({ status: 503, body: 'down' }))
    await page.route('**/functions/v1/notify-lead', (route) => route.fulfill({ status: 503, body: 'down' }))
    await openStarted(page, `/contact${adClick}`)
    await fillContactForm(page, uniqueEmail('tracking-number'))
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    const alert = page.getByTestId('lead-error')
    await expect(alert).toContainText(leadsCopy.errors.bothFailed)
    await expect(alert.getByRole('link', { name: adNumber })).toHaveAttribute('href', telHref(adNumber))
    await expectNumberShown(page, adNumber, { jsonLd: false })
  })
})

test.describe('with JavaScript off', () => {
  // Only the scripts stop (a launch option, the noscript styles, would take a worker of its own): enough here.
  test.use({ javaScriptEnabled: false })

  test('a visit from an ad sees the main number', async ({ page }) => {
    await page.goto(`${townPage}${adClick}`)
    await expectNumberShown(page, business.phone)
  })
})
