/** axe-core on one page of every template, at a phone's width and a desktop's, as it stands after hydration. */
import AxeBuilder from '@axe-core/playwright'
import { templatePages } from '../../tools/templates'
import { expect, openHydrated, test } from '../support/fixtures'
import { routeManifest } from '../support/site'

const widths = [375, 1280]

for (const { template, path } of templatePages(routeManifest)) {
  for (const width of widths) {
    test(`${template} (${path}) has no axe violations at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openHydrated(page, path)
      await page.waitForLoadState('networkidle')
      const results = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
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
