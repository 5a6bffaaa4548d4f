/**
 * axe-core on one page of every template, at a phone's width and a desktop's, as it stands after hydration; at the
 * desktop's, also no layout shift while it loaded. Lighthouse measures the phone's shifts on every template and the
 * desktop's on a sample (decisions 0040, 0041).
 */
import AxeBuilder from '@axe-core/playwright'
import { lighthouseBudgets } from '../../tools/audit/lighthouse-audit'
import { templatePages } from '../../tools/templates'
import { expect, openStarted, test } from '../support/fixtures'
import { routeManifest } from '../support/site'
import { layoutCopy } from '../../content/data'

const widths = [375, 1280]

for (const { template, path } of templatePages(routeManifest)) {
  for (const width of widths) {
    const desktop = width === 1280
    test(`${template} (${path}) has no axe violations at ${width} px${desktop ? ', and no layout shift' : ''}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 900 })
      await openStarted(page, path)
      await page.waitForLoadState('networkidle')
      if (desktop) {
        // Every shift since the page began to load, as Lighthouse counts them (none follows a press here).
        const shifts = await page.evaluate(() => {
          const observer = new PerformanceObserver(() => undefined)
          observer.observe({ type: 'layout-shift', buffered: true })
          return observer.takeRecords().map((entry) => (entry as PerformanceEntry & { value: number }).value)
        })
        expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(lighthouseBudgets.cls)
      }
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        // Every rule runs; only the violations are reported node by node.
        .options({ resultTypes: ['violations'] })
        .analyze()
      const violations = results.violations.map(
        (violation) =>
          `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .slice(0, 3)
            .map((node) => node.target.join(' '))
            .join(', ')}`,
      )
      expect(violations).toEqual([])
      // axe really looked: a page of this site passes dozens of its rules.
      expect(results.passes.length).toBeGreaterThan(20)
    })
  }
}

test('the phone menu, open, has no axe violations', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 })
  await openStarted(page, '/')
  await page.getByRole('button', { name: layoutCopy.openMenu }).click()
  const menu = page.getByRole('dialog', { name: layoutCopy.menuTitle })
  await expect(menu).toBeVisible()
  const results = await new AxeBuilder({ page })
    .include('#site-menu')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze()
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help}`)).toEqual([])
  expect(results.passes.length).toBeGreaterThan(10)
})
