/**
 * What a page downloads is what it shows (issue 20, point 2): a town's, a city's or a guide's page loads that place's
 * text and no other's (a city's and a guide's only when reached in the app: where a visit starts they are kept as
 * pre-rendered), and a page that exists loads no not-found view.
 */
import type { Page, Response } from '@playwright/test'
import { notFoundCopy } from '../../content/data'
import { cityGuidePath, cityPagePath, countyPagePath, staticPagePath, townPagePath } from '../../src/routing/paths'
import { expect, openHydrated, test } from '../support/fixtures'
import { routeManifest, siteContent } from '../support/site'

/**
 * The scripts downloaded while `act` runs and until the network is idle, with their text. The listener comes off
 * before the texts are awaited, so no later response starts a read that outlives the test.
 */
async function scriptsDuring(page: Page, act: () => Promise<void>): Promise<{ files: string[]; text: string }> {
  const bodies: Array<Promise<[string, string]>> = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]))
  }
  page.on('response', collect)
  try {
    await act()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', collect)
    // Every read has ended before this returns or throws, so none outlives a test that failed here.
    await Promise.allSettled(bodies)
  }
  const loaded = await Promise.all(bodies)
  return { files: loaded.map(([file]) => file), text: loaded.map(([, text]) => text).join('\n') }
}

/** The text of every script the page downloads until the network is idle. */
const scriptsOf = (page: Page, path: string) => scriptsDuring(page, () => openHydrated(page, path))

/** A sentence of a text that only its own place's pages show. */
const sentenceOf = (text: string) => text.split('. ')[0]!.slice(0, 60)

const [ocala, other] = ['ocala', 'gainesville'].map((slug) =>
  siteContent.cityProfiles.find((city) => city.slug === slug)!,
)
const otherGuide = siteContent.cityGuides.find((guide) => guide.citySlug === other!.slug)!

/** The text of every script the page downloads when the app goes to `path`, until the network is idle. */
const scriptsGoingTo = (page: Page, path: string, heading: string) =>
  scriptsDuring(page, async () => {
    await page.evaluate((to) => {
      history.pushState(null, '', to)
      dispatchEvent(new PopStateEvent('popstate'))
    }, path)
    await expect(page.getByRole('heading', { level: 1 })).toContainText(heading)
  })

/** Opens the home page, then goes to `path` in the app: the scripts that took. */
async function scriptsReachingInTheApp(page: Page, path: string, heading: string) {
  await openHydrated(page, staticPagePath('home'))
  return scriptsGoingTo(page, path, heading)
}

for (const { name, path } of [
  { name: "a city's landing page", path: cityPagePath(ocala!.pageSlug) },
  { name: "a city's guide", path: cityGuidePath(ocala!.slug) },
])
  test(`${name} loads no city's text where a visit starts, and that city's alone when reached in the app`, async ({
    page,
  }) => {
    // Where a visit starts, the page is kept as pre-rendered (decision 0039): none of its text is downloaded.
    const first = await scriptsOf(page, path)
    expect(first.text.includes(sentenceOf(ocala!.intro)), `loaded: ${sentenceOf(ocala!.intro)}`).toBe(false)
    const { files, text } = await scriptsReachingInTheApp(page, path, ocala!.cityName)
    expect(text.includes(sentenceOf(ocala!.intro)), `not loaded: ${sentenceOf(ocala!.intro)}`).toBe(true)
    expect(text.includes(sentenceOf(other!.intro)), `loaded: ${sentenceOf(other!.intro)}`).toBe(false)
    expect(
      text.includes(sentenceOf(otherGuide.sellingThere[0]!)),
      `loaded: ${sentenceOf(otherGuide.sellingThere[0]!)}`,
    ).toBe(false)
    expect(files.filter((file) => /\/not-found-/.test(file))).toEqual([])
    // Wherever its code went, the not-found view's words are not in what the page loaded.
    expect(text.includes(notFoundCopy.familyHeadings.city), `loaded: ${notFoundCopy.familyHeadings.city}`).toBe(false)
    expect(
      text.includes(notFoundCopy.familyHeadings.cityGuide),
      `loaded: ${notFoundCopy.familyHeadings.cityGuide}`,
    ).toBe(false)
  })

/** Expects `text` to hold each of `wanted` and none of `unwanted`, naming the one that is not so. */
function expectTexts(text: string, wanted: string[], unwanted: string[]) {
  for (const sentence of wanted) expect(text.includes(sentence), `not loaded: ${sentence}`).toBe(true)
  for (const sentence of unwanted) expect(text.includes(sentence), `loaded: ${sentence}`).toBe(false)
}

const countyOf = (slug: string) => siteContent.counties.find((county) => county.slug === slug)!

test("a town's page loads none of its facts where a visit starts, and reached in the app its own and its county's alone", async ({
  page,
}) => {
  const [town, otherTown] = siteContent.towns
  const otherCounty = siteContent.counties.find((county) => county.slug !== town!.county)!
  const own = [sentenceOf(town!.situations[0]!.text), countyOf(town!.county).offices[0]!.name]
  const first = await scriptsOf(page, townPagePath(town!.pageSlug))
  expectTexts(first.text, [], [...own, notFoundCopy.familyHeadings.location])
  const { text } = await scriptsReachingInTheApp(page, townPagePath(town!.pageSlug), town!.city)
  expectTexts(text, own, [
    sentenceOf(otherTown!.situations[0]!.text),
    sentenceOf(otherCounty.description),
    notFoundCopy.familyHeadings.location,
  ])
})

test("a county's page loads none of its text where a visit starts, and reached in the app its own alone", async ({
  page,
}) => {
  const [county, otherCounty] = siteContent.counties
  const town = siteContent.towns.find((item) => item.county === county!.slug)!
  const first = await scriptsOf(page, countyPagePath(county!.slug))
  expectTexts(first.text, [], [sentenceOf(county!.description), notFoundCopy.familyHeadings.county])
  const { text } = await scriptsReachingInTheApp(page, countyPagePath(county!.slug), county!.name)
  expectTexts(
    text,
    [sentenceOf(county!.description), town.city],
    [sentenceOf(otherCounty!.description), sentenceOf(town.description), notFoundCopy.familyHeadings.county],
  )
})

test("the blog index loads no city's profile or guide, only what its cards show", async ({ page }) => {
  const { text } = await scriptsOf(page, staticPagePath('blog'))
  expectTexts(text, [], [sentenceOf(ocala!.intro), sentenceOf(otherGuide.sellingThere[0]!), sentenceOf(other!.intro)])
})

test.describe("other pages' titles", () => {
  const faq = routeManifest.find((entry) => entry.path === '/faq')!
  const home = routeManifest.find((entry) => entry.path === '/')!
  const description = (page: Page) => page.locator('meta[name="description"]').getAttribute('content')

  test('are not loaded with the first page, which keeps its own title and description from its HTML', async ({
    page,
  }) => {
    const { files, text } = await scriptsOf(page, '/')
    expect(files.filter((file) => file.includes('route-heads'))).toEqual([])
    // A town page's title and description are made by the manifest, so only the titles' module holds them.
    const town = routeManifest.find((entry) => entry.kind === 'location')!
    expect(text.includes(town.description), `${town.path}'s description in the home page's scripts`).toBe(false)
    await expect(page).toHaveTitle(home.title)
    expect(await description(page)).toBe(home.description)
  })

  test('load with the first page visited in the app, which then gets its own title and description', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 900 })
    await openHydrated(page, '/')
    const loaded = page.waitForResponse((response) => response.url().includes('route-heads'))
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
    await loaded
    await expect(page).toHaveURL(/\/faq$/)
    await expect(page).toHaveTitle(faq.title)
    await expect.poll(() => description(page)).toBe(faq.description)
    await page.goBack()
    await expect(page).toHaveTitle(home.title)
    await expect.poll(() => description(page)).toBe(home.description)
  })

  test("load too when the next page is shown by the first page's own route (one county to another)", async ({
    page,
  }) => {
    const counties = routeManifest.filter((entry) => entry.kind === 'county')
    await openHydrated(page, counties[0]!.path)
    const link = page.locator(`footer a[href^="/county/"]:not([href="${counties[0]!.path}"])`).first()
    const href = await link.getAttribute('href')
    const next = counties.find((entry) => entry.path === href)!
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${next.path}$`))
    await expect(page).toHaveTitle(next.title)
    await expect.poll(() => description(page)).toBe(next.description)
  })
})
