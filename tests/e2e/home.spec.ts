import { fillCopy } from '../../content/fill-copy'
import { homeCopy, layoutCopy } from '../../content/data'
import { cityLandingPath, townOfferPath, townPagePath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { businessTelLink, siteContent } from '../support/site'

const { towns, counties, business, cityProfiles } = siteContent
const townSlugs = new Set(towns.map((town) => town.pageSlug))
const { locations } = homeCopy
/** How many towns the grid shows before "show more". */
const firstShown = Math.min(locations.initialCount, towns.length)

test.describe('home page', () => {
  test('shows the hero, the call to action to /contact and a tap-to-call number', async ({ page }) => {
    await openStarted(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(homeCopy.hero.headline)
    const cta = page.getByRole('link', { name: layoutCopy.offerCallToAction })
    await expect(cta).toHaveAttribute('href', '/contact')
    await expect(page.locator(`main a[href="${businessTelLink}"]`).first()).toHaveText(business.phone)
  })

  test('explains why to choose us, how it works, and what the chosen sellers say', async ({ page }) => {
    await openStarted(page, '/')
    const why = page.getByRole('region', { name: homeCopy.whyChoose.heading })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText(homeCopy.whyChoose.items.map((item) => item.title))
    for (const item of homeCopy.whyChoose.items) await expect(why).toContainText(item.text)
    await expect(page.getByRole('region', { name: homeCopy.howItWorks.heading }).getByRole('listitem')).toHaveCount(
      homeCopy.howItWorks.steps.length,
    )
    await expect(page.getByRole('region', { name: homeCopy.testimonials.heading }).locator('figure')).toHaveCount(
      homeCopy.testimonials.ids.length,
    )
  })

  test("location grid shows content's first towns, then all of them, then the first again", async ({ page }) => {
    await openStarted(page, '/')
    const grid = page.getByTestId('location-grid')
    const visibleTowns = grid.locator('li:visible')
    await expect(visibleTowns).toHaveCount(firstShown)
    await expect(
      page.getByText(fillCopy(locations.intro, { towns: towns.length, counties: counties.length })),
    ).toBeVisible()
    const byGridOrder = [...towns].sort((a, b) => a.gridOrder - b.gridOrder)
    await expect(visibleTowns.locator('h3')).toHaveText(
      byGridOrder.slice(0, firstShown).map((town) => fillCopy(locations.townHeading, { city: town.city })),
    )

    // A native disclosure: it works before the app starts and without JavaScript.
    const disclosure = grid.locator('details')
    await grid.locator('summary').getByText(locations.showMore).click()
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(visibleTowns).toHaveCount(towns.length)
    await expect(grid.locator('summary').getByText(locations.showMore)).toBeHidden()
    await grid.locator('summary').getByText(locations.showLess).click()
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(visibleTowns).toHaveCount(firstShown)
  })

  test('links every city: its landing page, or the town page of a city that is also a town', async ({ page }) => {
    await openStarted(page, '/')
    const cities = page.getByRole('region', { name: homeCopy.cities.heading }).getByRole('link')
    await expect(cities).toHaveCount(cityProfiles.length)
    // A city that is also one of our towns is answered by the town's page (decision 0035).
    for (const city of cityProfiles)
      await expect(
        page.getByRole('link', { name: fillCopy(homeCopy.cities.linkLabel, { city: city.cityName }), exact: true }),
      ).toHaveAttribute('href', cityLandingPath(city, townSlugs))
  })

  test('each town offers its own page and its own offer calculator, never a redirecting address', async ({ page }) => {
    await openStarted(page, '/')
    const label = (action: string, city: string) => fillCopy(locations.townLinkLabel, { action, city })
    for (const town of towns) {
      await expect(
        page.getByRole('link', { name: label(locations.sellLabel, town.city), includeHidden: true }),
      ).toHaveAttribute('href', townPagePath(town.pageSlug))
      await expect(
        page.getByRole('link', { name: label(locations.offerLabel, town.city), includeHidden: true }),
      ).toHaveAttribute('href', townOfferPath(town.pageSlug))
    }
  })

  test('closes with a request for an offer to /contact and the calculator at /offer', async ({ page }) => {
    await openStarted(page, '/')
    const closing = page.getByRole('region', { name: homeCopy.closing.heading })
    await expect(closing.getByRole('link', { name: homeCopy.closing.requestLabel })).toHaveAttribute('href', '/contact')
    await expect(closing.getByRole('link', { name: homeCopy.closing.calculateLabel })).toHaveAttribute('href', '/offer')
  })

  test('reads fine without JavaScript: the full text and every town link are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Every town in the grid, the footer's towns of its first counties, and each city that is a town (decision 0035).
    const { popularCounties, townsPerCounty } = layoutCopy.footer
    const footerTowns = counties
      .slice(0, popularCounties)
      .reduce(
        (count, county) => count + Math.min(townsPerCounty, towns.filter((town) => town.county === county.slug).length),
        0,
      )
    const citiesThatAreTowns = cityProfiles.filter((city) => townSlugs.has(city.slug)).length
    await expect(page.locator('a[href^="/locations/"]')).toHaveCount(towns.length + footerTowns + citiesThatAreTowns)
    await context.close()
  })
})
