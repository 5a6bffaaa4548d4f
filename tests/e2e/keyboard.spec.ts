/** A visitor who uses only the keyboard: every control of the header, menu, FAQ, calculator and lead form is reachable and works. */
import type { Locator, Page } from '@playwright/test'
import { faqEntries, layoutCopy, leadsCopy, offerCopy } from '../../content/data'
import { estimateCashOffer } from '../../src/features/calculator/offer-formula'
import { formatUsd } from '../../src/lib/format'
import { faqQuestion, isExpanded } from '../support/disclosure'
import { expect, openStarted, test } from '../support/fixtures'

/** Presses Tab until the target has focus; fails if it takes more than `limit` presses. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<number> {
  for (let presses = 1; presses <= limit; presses++) {
    await page.keyboard.press('Tab')
    if (await target.evaluate((element) => element === document.activeElement)) return presses
  }
  throw new Error(`${String(target)} was not reached with ${limit} presses of Tab`)
}

test.describe('keyboard only', () => {
  test('the skip link comes first and moves focus to the main content', async ({ page }) => {
    await openStarted(page, '/')
    await page.keyboard.press('Tab')
    const skip = page.getByRole('link', { name: layoutCopy.skipLink })
    await expect(skip).toBeFocused()
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page.locator('main')).toBeFocused()
  })

  test('on a desktop the header links are reached in order and Enter follows one', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openStarted(page, '/')
    const nav = page.getByRole('navigation', { name: 'Main' })
    await tabTo(page, nav.getByRole('link', { name: 'FAQ', exact: true }))
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/faq$/)
  })

  test('on a phone the menu opens with Enter, keeps focus inside, and a link in it is followed with Enter', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openStarted(page, '/')
    const trigger = page.getByRole('button', { name: layoutCopy.openMenu })
    await tabTo(page, trigger)
    await page.keyboard.press('Enter')
    const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
    await expect(menu).toBeVisible()
    await tabTo(page, menu.getByRole('link', { name: 'Blog', exact: true }), 15)
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/blog$/)
    await expect(menu).toBeHidden()
  })

  test('FAQ answers open and close with Enter and Space', async ({ page }) => {
    await openStarted(page, '/faq')
    const { question } = faqEntries[0]!
    await tabTo(page, faqQuestion(page, question))
    await page.keyboard.press('Enter')
    await expect.poll(() => isExpanded(page, question)).toBe(true)
    await page.keyboard.press('Space')
    await expect.poll(() => isExpanded(page, question)).toBe(false)
  })

  test('the calculator is worked with Tab, arrow keys and Enter', async ({ page }) => {
    await openStarted(page, '/offer')
    const [arv, repairs] = await page.getByRole('slider').all()
    // One step up and one step down from where content starts them, within their bounds.
    const { arv: arvSettings, repairs: repairsSettings } = offerCopy
    const arvValue = Math.min(arvSettings.initial + arvSettings.step, arvSettings.max)
    const repairsValue = Math.max(repairsSettings.initial - repairsSettings.step, repairsSettings.min)
    await tabTo(page, arv!)
    await page.keyboard.press('ArrowRight')
    await expect(arv!).toHaveAttribute('aria-valuetext', formatUsd(arvValue))
    // The repairs amount can be typed: its field comes before its slider.
    await page.keyboard.press('Tab')
    await expect(page.getByRole('textbox', { name: `${offerCopy.repairs.label}, in dollars` })).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(repairs!).toBeFocused()
    await page.keyboard.press('ArrowLeft')
    await expect(repairs!).toHaveAttribute('aria-valuetext', formatUsd(repairsValue))
    await tabTo(page, page.getByRole('button', { name: offerCopy.calculateGeneric }), 5)
    await page.keyboard.press('Enter')
    await expect(
      page.getByText(formatUsd(estimateCashOffer({ arv: arvValue, repairs: repairsValue }))).first(),
    ).toBeVisible()
    await tabTo(page, page.getByRole('link', { name: offerCopy.accept }), 5)
  })

  test('the contact form is filled with the keyboard alone and sent with Enter', async ({ page }) => {
    await openStarted(page, '/contact')
    const form = page.getByTestId('contact-form')
    const { fields } = leadsCopy
    await tabTo(page, form.getByLabel(fields.name.label, { exact: true }))
    await page.keyboard.type('Kay Board')
    for (const value of ['kay@example.com', '(352) 555-0100', '12 Oak St, Live Oak, FL', 'Needs a roof', 'ASAP']) {
      await page.keyboard.press('Tab')
      await page.keyboard.type(value)
    }
    await page.keyboard.press('Tab')
    await expect(form.getByLabel(fields.message.label, { exact: true })).toBeFocused()
    await page.keyboard.type('Typed without a mouse, start to finish.')
    await tabTo(page, form.getByRole('button', { name: leadsCopy.submit }), 5)
    // The form drops sends made within 3 s of the visit's start (a bot check); a person typing takes longer than this test.
    await page.waitForTimeout(3_100)
    await page.keyboard.press('Enter')
    const confirmation = page.getByTestId('lead-confirmation')
    await expect(confirmation).toBeFocused({ timeout: 15_000 })
    await expect(confirmation.getByRole('heading', { name: leadsCopy.confirmation.heading })).toBeVisible()
  })
})
