/**
 * The window between the first paint and the app's start, which lasts about a second on a mid-range phone:
 * the page's boot script is held back, so the app has not started, and what a visitor does then must work with the
 * browser's own elements (decision 0037). Once the script is let through, the app takes over what was set meanwhile.
 */
import type { Page } from '@playwright/test'
import { faqEntries, layoutCopy, offerCopy } from '../../content/data'
import { faqQuestion, isExpanded, openAnswers } from '../support/disclosure'
import { openBeforeScripts } from '../support/hold-back'
import { pageScrolls } from '../support/page-scrolls'
import { expect, test } from '../support/fixtures'
import { sampleTown, siteContent } from '../support/site'
import { estimateCashOffer } from '../../src/features/calculator/offer-formula'
import { formatUsd } from '../../src/lib/format'
import { townOfferPath } from '../../src/routing/paths'

const notStarted = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.hasAttribute('data-started'))).toBe(false)

test('FAQ answers open one at a time and close before the app starts, and stay as they were after', async ({
  page,
}) => {
  const app = await openBeforeScripts(page, '/faq')
  const [first, second] = faqEntries
  await faqQuestion(page, first!.question).click()
  await expect.poll(() => isExpanded(page, first!.question)).toBe(true)
  await faqQuestion(page, second!.question).focus()
  await page.keyboard.press('Enter')
  await expect.poll(() => isExpanded(page, first!.question)).toBe(false)
  await expect.poll(() => isExpanded(page, second!.question)).toBe(true)
  await notStarted(page)
  await app.start()
  await expect(openAnswers(page)).toHaveCount(1)
  await expect.poll(() => isExpanded(page, second!.question)).toBe(true)
  await page.keyboard.press('Space')
  await expect(openAnswers(page)).toHaveCount(0)
})

test('"Show more locations" opens and closes the grid before the app starts', async ({ page }) => {
  await openBeforeScripts(page, '/')
  const grid = page.getByTestId('location-grid')
  await expect(grid.locator('li:visible')).toHaveCount(
    Math.min(siteContent.homeCopy.locations.initialCount, siteContent.towns.length),
  )
  await grid.locator('summary').click()
  await expect(grid.locator('li:visible')).toHaveCount(siteContent.towns.length)
  await grid.locator('summary').click()
  await expect(grid.locator('li:visible')).toHaveCount(
    Math.min(siteContent.homeCopy.locations.initialCount, siteContent.towns.length),
  )
  await notStarted(page)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 740 } })

  test('the menu opens before the app starts, and once it has started says so on its button', async ({ page }) => {
    const app = await openBeforeScripts(page, '/')
    const trigger = page.getByRole('button', { name: layoutCopy.openMenu })
    await trigger.click()
    const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
    await expect(menu).toBeVisible()
    await notStarted(page)
    await app.start()
    // Opened before the app started: the button says so now, and Escape gives focus back to it.
    await expect(page.locator(`button[aria-label="${layoutCopy.openMenu}"]`)).toHaveAttribute('aria-expanded', 'true')
    // The page behind stays still, now by the script's lock, and scrolls again once the menu closes.
    expect(await pageScrolls(page)).toBe(false)
    await page.keyboard.press('Escape')
    await expect(menu).toBeHidden()
    await expect.poll(() => pageScrolls(page)).toBe(true)
    await expect(trigger).toHaveAttribute('aria-expanded', 'false')
    await expect(trigger).toBeFocused()
  })
})

test('the calculator moves and takes a typed amount before the app starts; the app then calculates with them, a half-typed amount left as typed', async ({
  page,
}) => {
  // One step up from the initial value, and repairs typed as a whole number of steps: content's sliders, whatever they are.
  const { arv: arvSlider, repairs: repairsSlider } = offerCopy
  const arvValue = arvSlider.initial + arvSlider.step
  const repairsValue = Math.min(repairsSlider.min + 30 * repairsSlider.step, repairsSlider.max)
  const app = await openBeforeScripts(page, townOfferPath(sampleTown.pageSlug))
  const arv = page.getByRole('slider', { name: arvSlider.label })
  await arv.focus()
  await page.keyboard.press('ArrowRight')
  await expect(arv).toHaveValue(String(arvValue))
  const repairsField = page.getByRole('textbox', { name: `${repairsSlider.label}, in dollars` })
  await repairsField.fill(String(repairsValue))
  await notStarted(page)
  await app.start()
  // Still in the field as the app starts: what was typed stays as typed, and is used when the field is left.
  await expect(repairsField).toBeFocused()
  await expect(repairsField).toHaveValue(String(repairsValue))
  await page.keyboard.press('Tab')
  const repairs = page.getByRole('slider', { name: repairsSlider.label })
  await expect(repairs).toHaveValue(String(repairsValue))
  await expect(repairs).toHaveAttribute('aria-valuetext', formatUsd(repairsValue))
  await expect(arv).toHaveAttribute('aria-valuetext', formatUsd(arvValue))
  await page.getByRole('button', { name: offerCopy.calculateTown.replace('{city}', sampleTown.city) }).click()
  await expect(page.getByTestId('offer-amount')).toHaveText(
    formatUsd(estimateCashOffer({ arv: arvValue, repairs: repairsValue })),
  )
})
