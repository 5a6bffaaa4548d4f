import { offerCopy } from '../../content/data'
import { towns } from '../../content/data'
import { expect, openStarted, test } from '../support/fixtures'

test.describe('offer calculator', () => {
  test('keeps the result hidden until the calculate button, then shows $120,000 for the defaults', async ({ page }) => {
    await openStarted(page, '/offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
    await expect(page.getByTestId('offer-amount')).toHaveCount(0)
    await expect(page.getByRole('link', { name: offerCopy.accept })).toHaveCount(0)
    await expect(page.getByText(offerCopy.noScript)).toBeHidden()

    await page.getByRole('button', { name: 'Calculate My Cash Offer' }).click()
    await expect(page.getByTestId('offer-amount')).toHaveText('$120,000')
    await expect(page.getByRole('link', { name: offerCopy.accept })).toBeVisible()
  })

  test.describe('with the explanation unable to load', () => {
    test.use({ expectedConsoleErrors: [/status of 503|Failed to fetch dynamically imported module/] })

    test('the estimate still shows, and the page stays', async ({ page }) => {
      await page.route('**/assets/offer-explained-*.js', (route) => route.fulfill({ status: 503, body: '' }))
      await openStarted(page, '/offer')
      await page.getByRole('button', { name: 'Calculate My Cash Offer' }).click()
      await expect(page.getByTestId('offer-amount')).toHaveText('$120,000')
      await expect(page.getByRole('link', { name: offerCopy.accept })).toBeVisible()
      await expect(page.getByTestId('offer-margin')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
    })
  })

  test('typed amounts clamp to the bounds, round to the step, and say so; unreadable ones change nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openStarted(page, '/offer/live-oak')
    const arvField = page.getByRole('textbox', { name: `${offerCopy.arv.label}, in dollars` })
    const repairsField = page.getByRole('textbox', { name: `${offerCopy.repairs.label}, in dollars` })
    const arv = page.getByRole('slider', { name: offerCopy.arv.label })
    await expect(arvField).toHaveValue('$200,000')

    await arvField.fill('900000')
    await arvField.press('Enter')
    await expect(arv).toHaveValue('500000')
    await expect(arvField).toHaveValue('$500,000')
    await expect(page.getByText('Lowered to $500,000, the highest amount this calculator takes.')).toBeVisible()

    await arvField.fill('$10')
    await arvField.blur()
    await expect(arv).toHaveValue('50000')
    await expect(page.getByText('Raised to $50,000, the lowest amount this calculator takes.')).toBeVisible()

    await repairsField.fill('12,345')
    await repairsField.press('Enter')
    await expect(page.getByRole('slider', { name: offerCopy.repairs.label })).toHaveValue('12000')
    await expect(page.getByText('Rounded to $12,000: amounts here move in steps of $1,000.')).toBeVisible()

    await arvField.fill('250000')
    await arvField.press('Enter')
    await expect(arvField).toHaveAccessibleDescription('')
    await arvField.fill('lots')
    await arvField.press('Enter')
    await expect(arv).toHaveValue('250000')
    await expect(arvField).toHaveValue('$250,000')
    await expect(arvField).toHaveAccessibleDescription('Type a whole dollar amount, such as $200,000.')

    // The estimate follows typed amounts: 0.7 x 250,000 - 12,000.
    await page.getByRole('button', { name: 'Calculate My Live Oak Offer' }).click()
    await expect(page.getByTestId('offer-amount')).toHaveText('$163,000')
  })

  test('after calculating: the estimate warning before the amount, where the other 30% goes, and the net sheet', async ({
    page,
  }) => {
    await openStarted(page, '/offer')
    await expect(page.getByTestId('offer-explained')).toHaveCount(0)
    await page.getByRole('button', { name: 'Calculate My Cash Offer' }).click()
    const result = page.getByTestId('offer-result')
    // The press is done once the calculator's code has arrived (decision 0042).
    await expect(result.getByTestId('offer-amount')).toBeVisible()
    // The note comes before the amount, and the amount before the button.
    const order = await result.evaluate((element) =>
      ['offer-note', 'offer-amount'].map((id) => {
        const node = element.querySelector(`[data-testid="${id}"]`)!
        return [...element.querySelectorAll('*')].indexOf(node)
      }),
    )
    expect(order[0]).toBeLessThan(order[1]!)
    await expect(result.getByTestId('offer-note')).toHaveText(offerCopy.resultNote)

    const margin = page.getByRole('region', { name: 'Where the Other 30% Goes' })
    await expect(margin.getByRole('row')).toHaveCount(offerCopy.explained.margin.items.length + 1)
    await expect(margin.getByRole('row').last()).toHaveText(/30%\s*\$60,000/)
    const sheet = page.getByRole('region', { name: offerCopy.explained.netSheet.heading })
    const keep = sheet.getByRole('row', { name: /What you keep/ })
    await expect(keep.getByRole('cell')).toHaveText(['$120,000', '$168,000'])
    await expect(sheet.getByRole('row', { name: /Agent commission/ }).getByRole('cell')).toHaveText(['$0', '−$12,000'])

    // Both follow the sliders: a house in good shape shows the listing's usual repairs as a range.
    await page.getByRole('slider', { name: offerCopy.repairs.label }).focus()
    await page.keyboard.press('Home')
    await expect(keep.getByRole('cell')).toHaveText(['$140,000', '$173,000 to $183,000'])
  })

  test('states coverage counted from content on the generic page', async ({ page }) => {
    await openStarted(page, '/offer')
    await expect(
      // Live Oak and Lake City are among the 31 towns, so 8 cities beside them (decision 0035).
      page.getByText('We buy houses in 31 towns across 7 North Central Florida counties and in 8 nearby cities'),
    ).toBeVisible()
  })

  test('names the town on /offer/live-oak, and the keyboard moves both sliders and the estimate', async ({ page }) => {
    await openStarted(page, '/offer/live-oak')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('What Could We Pay for Your Live Oak House?')
    await page.getByRole('button', { name: 'Calculate My Live Oak Offer' }).click()
    const amount = page.getByTestId('offer-amount')
    await expect(amount).toHaveText('$120,000')

    const arv = page.getByRole('slider', { name: offerCopy.arv.label })
    const repairs = page.getByRole('slider', { name: offerCopy.repairs.label })
    await expect(arv).toHaveAttribute('aria-valuetext', '$200,000')

    await arv.focus()
    await page.keyboard.press('ArrowRight') // one step: 205,000
    await expect(arv).toHaveValue('205000')
    await expect(amount).toHaveText('$123,500')
    await page.keyboard.press('End') // 500,000
    await expect(arv).toHaveAttribute('aria-valuetext', '$500,000')
    await expect(amount).toHaveText('$330,000')

    await repairs.focus()
    await page.keyboard.press('Home') // 0
    await expect(amount).toHaveText('$350,000')
    await page.keyboard.press('End') // 100,000
    await expect(amount).toHaveText('$250,000')

    await arv.focus()
    await page.keyboard.press('Home') // 50,000: 35,000 - 100,000 is below zero
    await expect(amount).toHaveText('$0')
  })

  test("'ACCEPT CASH OFFER' carries the town and figures to the contact page", async ({ page }) => {
    await openStarted(page, '/offer/live-oak')
    await page.getByRole('button', { name: 'Calculate My Live Oak Offer' }).click()
    await page.getByRole('slider', { name: offerCopy.arv.label }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('link', { name: offerCopy.accept }).click()

    await expect(page).toHaveURL('/contact?arv=205000&repairs=20000&town=live-oak')
    await expect(page.getByTestId('estimate-summary')).toContainText('$123,500')
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      'I would like to accept the estimated cash offer of $123,500 for my house in Live Oak, FL (after-repair value $205,000, repairs about $20,000).',
    )
  })

  test('an unknown town lands on /offer: 302 from the server, and a link to it is followed there too', async ({
    page,
    request,
  }) => {
    const response = await request.get('/offer/nowhere', { maxRedirects: 0 })
    expect(response.status()).toBe(302)
    expect(response.headers().location).toBe('/offer')

    await openStarted(page, '/offer/nowhere')
    await expect(page).toHaveURL('/offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)

    // An old link on a page: the redirect is followed too.
    await openStarted(page, '/offer/live-oak')
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/offer/nowhere', textContent: 'Old link' })
      document.getElementById('main')?.prepend(link)
    })
    await page.getByRole('link', { name: 'Old link' }).click()
    await expect(page).toHaveURL('/offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
  })

  test("a town's calculator page carries the town's own text and links nearby towns' calculators", async ({ page }) => {
    const liveOak = towns.find((town) => town.pageSlug === 'live-oak')!
    await openStarted(page, '/offer/live-oak')
    const section = page.getByRole('region', { name: 'Selling a house in Live Oak' })
    await expect(section).toContainText(liveOak.description)
    const nearbyTowns = liveOak.nearbyAreas.flatMap((name) => towns.filter((town) => town.city === name))
    expect(nearbyTowns.length).toBeGreaterThan(0)
    for (const town of nearbyTowns)
      await expect(section.getByRole('link', { name: town.city })).toHaveAttribute('href', `/offer/${town.pageSlug}`)
    await expect(page.getByRole('link', { name: offerCopy.town.ruleLink })).toHaveAttribute(
      'href',
      '/offer#seventy-percent-rule',
    )
  })

  test("a town's calculator page says how we work out an offer there, in its own words, with the worked example", async ({
    page,
  }) => {
    for (const slug of ['live-oak', 'horseshoe-beach']) {
      const town = towns.find((item) => item.pageSlug === slug)!
      await openStarted(page, `/offer/${slug}`)
      const heading = offerCopy.town.contextHeading.replace('{city}', town.city).replace('{share}', '70%')
      const section = page.getByRole('region', { name: heading })
      await expect(section).toContainText(town.offerContext)
      await expect(section).toContainText('For example, a house worth $200,000 after repairs')
      // The general rule is /offer's; the town's page links to it instead of repeating it.
      await expect(section).not.toContainText(offerCopy.rule.paragraphs[0]!.slice(0, 40))
    }
  })
})
