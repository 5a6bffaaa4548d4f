/**
 * What a page downloads is what it shows (issue 20, point 2): a town's, a city's or a guide's page loads that place's
 * text and no other's, and a page that exists loads no not-found view.
 */
import type { Page } from '@playwright/test'
import { notFoundCopy } from '../../content/data'
import { cityGuidePath, cityPagePath, townPagePath } from '../../src/routing/paths'
import { expect, openHydrated, test } from '../support/fixtures'
import { siteContent } from '../support/site'

/** The text of every script the page downloads until the network is idle. */
async function scriptsOf(page: Page, path: string): Promise<{ files: string[]; text: string }> {
  const bodies: Array<Promise<[string, string]>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]))
  })
  await openHydrated(page, path)
  await page.waitForLoadState('networkidle')
  const loaded = await Promise.all(bodies)
  return { files: loaded.map(([file]) => file), text: loaded.map(([, text]) => text).join('\n') }
}

/** A sentence of a text that only its own place's pages show. */
const sentenceOf = (text: string) => text.split('. ')[0]!.slice(0, 60)

const [ocala, other] = ['ocala', 'gainesville'].map((slug) =>
  siteContent.cityProfiles.find((city) => city.slug === slug)!,
)
const otherGuide = siteContent.cityGuides.find((guide) => guide.citySlug === other!.slug)!

for (const { name, path } of [
  { name: "a city's landing page", path: cityPagePath(ocala!.pageSlug) },
  { name: "a city's guide", path: cityGuidePath(ocala!.slug) },
])
  test(`${name} loads that city's text, not another city's, and no not-found view`, async ({ page }) => {
    const { files, text } = await scriptsOf(page, path)
    expect(text).toContain(sentenceOf(ocala!.intro))
    expect(text).not.toContain(sentenceOf(other!.intro))
    expect(text).not.toContain(sentenceOf(otherGuide.sellingThere[0]!))
    expect(files.filter((file) => /\/not-found-/.test(file))).toEqual([])
    // Wherever its code went, the not-found view's words are not in what the page loaded.
    expect(text).not.toContain(notFoundCopy.familyHeadings.city)
    expect(text).not.toContain(notFoundCopy.familyHeadings.cityGuide)
  })

test("a town's page loads that town's facts, not another town's", async ({ page }) => {
  const [town, otherTown] = siteContent.towns
  const { text } = await scriptsOf(page, townPagePath(town!.pageSlug))
  expect(text).toContain(sentenceOf(town!.situations[0]!.text))
  expect(text).not.toContain(sentenceOf(otherTown!.situations[0]!.text))
})
