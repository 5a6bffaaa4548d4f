/**
 * Phones first (decision 0011): every template at phone widths from 320 px and at a desktop's, as a visitor first
 * sees it after hydration. No page scrolls sideways, the header's call button stays on one line inside the header,
 * nothing floats over a call to action at first view, and every control a thumb aims at is at least 44 by 44 px
 * (links inside a sentence excepted, as WCAG 2.5.5 excepts them).
 */
import type { Page } from '@playwright/test'
import { templatePages } from '../../tools/templates'
import { expect, openStarted, test } from '../support/fixtures'
import { routeManifest } from '../support/site'
import { sitemapPageCopy } from '../../content/data'
import { pagePath } from '../../src/routing/paths'

const widths = [320, 360, 390, 414, 430, 1280]
const minimumTarget = 44

interface LayoutReport {
  scrollWidth: number
  viewportWidth: number
  header: {
    height: number
    call: { top: number; bottom: number; left: number; right: number; height: number }
    /** The site's name beside the mark: its text's box and whether its link clips it. */
    name: { top: number; bottom: number; right: number; clipped: boolean }
  }
  covered: string[]
  smallTargets: string[]
}

/** Measures the page as it stands, in the browser (so it has no access to anything outside this function). */
function measureLayout(minimum: number): LayoutReport {
  const describe = (element: Element) =>
    `<${element.tagName.toLowerCase()}> "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`
  const isShown = (element: Element) => {
    const box = element.getBoundingClientRect()
    const style = getComputedStyle(element)
    // Visually hidden (the skip link until focused) or kept from people (the honeypot field).
    return (
      box.width > 1 &&
      box.height > 1 &&
      style.visibility !== 'hidden' &&
      style.clipPath === 'none' &&
      element.closest('[aria-hidden="true"]') === null
    )
  }
  const targets = [...document.querySelectorAll('a[href], button, input, select, textarea, summary')].filter(isShown)

  // A link inside a sentence is excepted: its parent holds more text than the link.
  const inSentence = (element: Element) =>
    getComputedStyle(element).display === 'inline' &&
    (element.parentElement?.textContent ?? '').trim().length > (element.textContent ?? '').trim().length
  // A checkbox is aimed at through its label too: the target is the box and its label together.
  const targetBox = (element: Element) => {
    const boxes = [element, ...(element instanceof HTMLInputElement ? [...(element.labels ?? [])] : [])].map((item) =>
      item.getBoundingClientRect(),
    )
    const left = Math.min(...boxes.map((box) => box.left))
    const top = Math.min(...boxes.map((box) => box.top))
    const width = Math.max(...boxes.map((box) => box.right)) - left
    const height = Math.max(...boxes.map((box) => box.bottom)) - top
    return { width, height }
  }
  const smallTargets = targets
    .filter((element) => !inSentence(element))
    .filter((element) => {
      const box = targetBox(element)
      return box.width < minimum - 0.5 || box.height < minimum - 0.5
    })
    .map((element) => {
      const box = targetBox(element)
      return `${describe(element)} ${Math.round(box.width)}x${Math.round(box.height)}`
    })

  // What the visitor can tap at first view, each hit-tested at the centre of its first line: whatever answers there
  // must be the control itself (or, for a checkbox, its label).
  const hitAt = (element: Element) => {
    const box = element.getClientRects()[0] ?? element.getBoundingClientRect()
    const y = box.top + box.height / 2
    return y > 0 && y < window.innerHeight ? document.elementFromPoint(box.left + box.width / 2, y) : element
  }
  const covered = targets
    .map((element) => ({ element, hit: hitAt(element) }))
    .filter(({ element, hit }) => hit !== null && !element.contains(hit) && !(hit instanceof HTMLLabelElement))
    .map(({ element, hit }) => `${describe(element)} under ${describe(hit!)}`)

  const header = document.querySelector('header')!
  const call = header.querySelector('a[href^="tel:"]')!.getBoundingClientRect()
  // The home link holds the mark and the name; the name is its last element.
  const homeLink = header.querySelector('a[href="/"]')!
  const nameText = homeLink.querySelector('span > span:last-child') ?? homeLink
  const range = document.createRange()
  range.selectNodeContents(nameText)
  const name = range.getBoundingClientRect()
  return {
    scrollWidth: document.documentElement.scrollWidth,
    viewportWidth: window.innerWidth,
    header: {
      height: header.getBoundingClientRect().height,
      call: { top: call.top, bottom: call.bottom, left: call.left, right: call.right, height: call.height },
      name: {
        top: name.top,
        bottom: name.bottom,
        right: name.right,
        clipped: homeLink.scrollWidth > homeLink.clientWidth || homeLink.scrollHeight > homeLink.clientHeight,
      },
    },
    covered,
    smallTargets,
  }
}

async function expectLayoutFits(page: Page) {
  const report = await page.evaluate(measureLayout, minimumTarget)
  expect(report.scrollWidth, 'the page scrolls sideways').toBeLessThanOrEqual(report.viewportWidth)
  const { call } = report.header
  // One line: the button's minimum height (44 px), not two lines of text.
  expect(call.height, "the header's call button wraps").toBeLessThanOrEqual(minimumTarget + 1)
  expect(call.top).toBeGreaterThanOrEqual(0)
  expect(call.bottom).toBeLessThanOrEqual(report.header.height)
  expect(call.left).toBeGreaterThanOrEqual(0)
  expect(call.right).toBeLessThanOrEqual(report.viewportWidth)
  // The whole site name shows, inside the header and clear of the call button.
  const { name } = report.header
  expect(name.top, "the site's name leaves the header").toBeGreaterThanOrEqual(0)
  expect(name.bottom, "the site's name leaves the header").toBeLessThanOrEqual(report.header.height)
  expect(name.right, "the call button covers the site's name").toBeLessThanOrEqual(call.left)
  expect(name.clipped, "the site's name is cut off").toBe(false)
  expect(report.covered, 'controls covered at first view').toEqual([])
  expect(report.smallTargets, 'tap targets under 44 x 44 px').toEqual([])
}

for (const { template, path } of templatePages(routeManifest)) {
  test(`${template} (${path}) fits phones from 320 px and a desktop`, async ({ page }) => {
    for (const width of widths) {
      await test.step(`${width} px`, async () => {
        await page.setViewportSize({ width, height: 740 })
        await openStarted(page, path)
        await expectLayoutFits(page)
      })
    }
  })
}

test('a toast stands below the header, never over its call button, at 320 px', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 740 })
  await openStarted(page, pagePath('sitemap'))
  await page.getByRole('button', { name: sitemapPageCopy.xml.copy, exact: true }).click()
  const toast = page.locator('[data-sonner-toast]').first()
  await expect(toast).toBeVisible()
  const headerBox = (await page.locator('header').boundingBox())!
  // The toast slides in from above: where it comes to rest is what counts.
  await expect.poll(async () => (await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
  await page.waitForTimeout(500)
  expect((await toast.boundingBox())!.y).toBeGreaterThanOrEqual(headerBox.y + headerBox.height)
  await expectLayoutFits(page)
})
