import { homeCopy } from '../../content/data'
import { expect, openStarted, test } from '../support/fixtures'
import { siteContent } from '../support/site'

const { towns, counties, business } = siteContent

test.describe('home page', () => {
  test('shows the hero, the call to action to /contact and a tap-to-call number', async ({ page }) => {
    await openStarted(page, '/')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Sell Your Florida Home Fast — Cash Buyers You Can Trust',
    )
    const cta = page.getByRole('link', { name: 'Get My Free Cash Offer' })
    await expect(cta).toHaveAttribute('href', '/contact')
    await expect(page.locator('main a[href="tel:+13525550142"]').first()).toHaveText(business.phone)
  })

  test('explains why to choose us, how it works, and what two sellers say', async ({ page }) => {
    await openStarted(page, '/')
    const why = page.getByRole('region', { name: 'Why Choose NCF Home Buyers' })
    await expect(why.getByRole('heading', { level: 3 })).toHaveText([
      'No Fees',
      'Sell As-Is',
      'Fast Closings',
      'Local Buyers',
    ])
    await expect(why).toContainText('Get paid in as little as 7 days')
    await expect(page.getByRole('region', { name: 'How It Works' }).getByRole('listitem')).toHaveCount(3)
    await expect(page.getByRole('region', { name: 'What Sellers Say' }).locator('figure')).toHaveCount(2)
  })

  test("location grid shows content's first 10 of 31 towns, then all of them, then 10 again", async ({ page }) => {
    await openStarted(page, '/')
    const grid = page.getByTestId('location-grid')
    const visibleTowns = grid.locator('li:visible')
    await expect(visibleTowns).toHaveCount(10)
    await expect(page.getByText(`We buy houses in ${towns.length} towns across ${counties.length}`)).toBeVisible()
    const byGridOrder = [...towns].sort((a, b) => a.gridOrder - b.gridOrder)
    await expect(visibleTowns.locator('h3')).toHaveText(byGridOrder.slice(0, 10).map((town) => `${town.city}, FL`))

    // A native disclosure: it works before the app starts and without JavaScript.
    const disclosure = grid.locator('details')
    await grid.locator('summary').getByText(homeCopy.locations.showMore).click()
    await expect(disclosure).toHaveAttribute('open', '')
    await expect(visibleTowns).toHaveCount(31)
    await expect(grid.locator('summary').getByText(homeCopy.locations.showMore)).toBeHidden()
    await grid.locator('summary').getByText(homeCopy.locations.showLess).click()
    await expect(disclosure).not.toHaveAttribute('open')
    await expect(visibleTowns).toHaveCount(10)
  })

  test('links the 10 cities, the biggest markets among them: their landing page, or their town page', async ({
    page,
  }) => {
    await openStarted(page, '/')
    const cities = page.getByRole('region', { name: homeCopy.cities.heading }).getByRole('link')
    await expect(cities).toHaveCount(siteContent.cityProfiles.length)
    // Live Oak and Lake City are towns too, answered by their town page (decision 0035).
    const townPages = new Set(['live-oak', 'lake-city'])
    for (const city of siteContent.cityProfiles)
      await expect(page.getByRole('link', { name: `We Buy Houses in ${city.cityName}`, exact: true })).toHaveAttribute(
        'href',
        townPages.has(city.slug) ? `/locations/${city.slug}` : `/${city.pageSlug}`,
      )
  })

  test('each town offers its own page and its own offer calculator, never a redirecting address', async ({ page }) => {
    await openStarted(page, '/')
    for (const town of towns) {
      await expect(
        page.getByRole('link', { name: `Sell My House Fast in ${town.city}`, includeHidden: true }),
      ).toHaveAttribute('href', `/locations/${town.pageSlug}`)
      await expect(
        page.getByRole('link', { name: `Get Cash Offer in ${town.city}`, includeHidden: true }),
      ).toHaveAttribute('href', `/offer/${town.pageSlug}`)
    }
  })

  test('closes with Request Your Offer to /contact and Calculate Your Offer to /offer', async ({ page }) => {
    await openStarted(page, '/')
    const closing = page.getByRole('region', { name: homeCopy.closing.heading })
    await expect(closing.getByRole('link', { name: 'Request Your Offer' })).toHaveAttribute('href', '/contact')
    await expect(closing.getByRole('link', { name: 'Calculate Your Offer' })).toHaveAttribute('href', '/offer')
  })

  test('reads fine without JavaScript: the full text and every town link are in the HTML', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    // Every town in the grid, the footer's towns, and Live Oak and Lake City in the city list (decision 0035).
    await expect(page.locator('a[href^="/locations/"]')).toHaveCount(towns.length + 6 + 2)
    await context.close()
  })
})
