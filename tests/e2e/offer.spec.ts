import { fillCopy } from '../../content/fill-copy'
import { offerCopy, offerExplainedCopy } from '../../content/data'
import { estimateCashOffer } from '../../src/features/calculator/offer-formula'
import { marginBreakdown, netSheet } from '../../src/features/calculator/offer-net-sheet'
import { formatUsd } from '../../src/lib/format'
import { townOfferPath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { sampleTown, siteContent } from '../support/site'

const { towns, counties, cityProfiles } = siteContent
const { arv: arvSettings, repairs: repairsSettings, typedValue } = offerCopy
/** The sliders' starting values and the estimate they give, as content sets them. */
const initial = { arv: arvSettings.initial, repairs: repairsSettings.initial }
const offerFor = (arv: number, repairs: number) => formatUsd(estimateCashOffer({ arv, repairs }))
const percent = (share: number) => `${Math.round(share * 100)}%`
const townOffer = townOfferPath(sampleTown.pageSlug)
const calculateTown = offerCopy.calculateTown.replace('{city}', sampleTown.city)

test.describe('offer calculator', () => {
  test("keeps the result hidden until the calculate button, then shows the sliders' starting estimate", async ({
    page,
  }) => {
    await openStarted(page, '/offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
    await expect(page.getByTestId('offer-amount')).toHaveCount(0)
    await expect(page.getByRole('link', { name: offerCopy.accept })).toHaveCount(0)
    await expect(page.getByText(offerCopy.noScript)).toBeHidden()

    await page.getByRole('button', { name: offerCopy.calculateGeneric }).click()
    await expect(page.getByTestId('offer-amount')).toHaveText(offerFor(initial.arv, initial.repairs))
    await expect(page.getByRole('link', { name: offerCopy.accept })).toBeVisible()
  })

  test.describe('with the explanation unable to load', () => {
    test.use({ expectedConsoleErrors: [/status of 503|Failed to fetch dynamically imported module/] })

    test('the estimate still shows, and the page stays', async ({ page }) => {
      await page.route('**/assets/offer-explained-*.js', (route) => route.fulfill({ status: 503, body: '' }))
      await openStarted(page, '/offer')
      await page.getByRole('button', { name: offerCopy.calculateGeneric }).click()
      await expect(page.getByTestId('offer-amount')).toHaveText(offerFor(initial.arv, initial.repairs))
      await expect(page.getByRole('link', { name: offerCopy.accept })).toBeVisible()
      await expect(page.getByTestId('offer-margin')).toHaveCount(0)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
    })
  })

  test('typed amounts clamp to the bounds, round to the step, and say so; unreadable ones change nothing', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 })
    await openStarted(page, townOffer)
    const arvField = page.getByRole('textbox', { name: fillCopy(typedValue.inputLabel, { label: arvSettings.label }) })
    const repairsField = page.getByRole('textbox', {
      name: fillCopy(typedValue.inputLabel, { label: repairsSettings.label }),
    })
    const arv = page.getByRole('slider', { name: arvSettings.label })
    await expect(arvField).toHaveValue(formatUsd(initial.arv))

    await arvField.fill(String(arvSettings.max * 2))
    await arvField.press('Enter')
    await expect(arv).toHaveValue(String(arvSettings.max))
    await expect(arvField).toHaveValue(formatUsd(arvSettings.max))
    await expect(page.getByText(fillCopy(typedValue.lowered, { value: formatUsd(arvSettings.max) }))).toBeVisible()

    await arvField.fill('$0')
    await arvField.blur()
    await expect(arv).toHaveValue(String(arvSettings.min))
    await expect(page.getByText(fillCopy(typedValue.raised, { value: formatUsd(arvSettings.min) }))).toBeVisible()

    // A third of a step past a whole step rounds down to it.
    const wholeStep = repairsSettings.min + repairsSettings.step * 2
    await repairsField.fill(String(wholeStep + Math.floor(repairsSettings.step / 3)))
    await repairsField.press('Enter')
    await expect(page.getByRole('slider', { name: repairsSettings.label })).toHaveValue(String(wholeStep))
    await expect(
      page.getByText(
        fillCopy(typedValue.rounded, { value: formatUsd(wholeStep), step: formatUsd(repairsSettings.step) }),
      ),
    ).toBeVisible()

    const typedArv = arvSettings.min + arvSettings.step
    await arvField.fill(String(typedArv))
    await arvField.press('Enter')
    await expect(arvField).toHaveAccessibleDescription('')
    await arvField.fill('lots')
    await arvField.press('Enter')
    await expect(arv).toHaveValue(String(typedArv))
    await expect(arvField).toHaveValue(formatUsd(typedArv))
    await expect(arvField).toHaveAccessibleDescription(
      fillCopy(typedValue.unreadable, { example: formatUsd(arvSettings.initial) }),
    )

    // The estimate follows typed amounts.
    await page.getByRole('button', { name: calculateTown }).click()
    await expect(page.getByTestId('offer-amount')).toHaveText(offerFor(typedArv, wholeStep))
  })

  test('after calculating: the estimate warning before the amount, where the rest goes, and the net sheet', async ({
    page,
  }) => {
    await openStarted(page, '/offer')
    await expect(page.getByTestId('offer-explained')).toHaveCount(0)
    await page.getByRole('button', { name: offerCopy.calculateGeneric }).click()
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

    const { margin, netSheet: sheet } = offerExplainedCopy
    const rest = percent(1 - offerCopy.offerShare)
    const marginRegion = page.getByRole('region', { name: fillCopy(margin.heading, { margin: rest }) })
    await expect(marginRegion.getByRole('row')).toHaveCount(margin.items.length + 1)
    const restAmount = marginBreakdown(initial.arv).reduce((sum, item) => sum + item.amount, 0)
    await expect(marginRegion.getByRole('row').last()).toContainText(formatUsd(restAmount))
    const sheetRegion = page.getByRole('region', { name: sheet.heading })
    const keep = sheetRegion.getByRole('row', { name: sheet.rows.net })
    const range = ({ low, high }: { low: number; high: number }) =>
      low === high ? formatUsd(low) : `${formatUsd(low)} to ${formatUsd(high)}`
    const atStart = netSheet(initial)
    await expect(keep.getByRole('cell')).toHaveText([formatUsd(atStart.cash.net), range(atStart.agent.net)])
    await expect(
      sheetRegion
        .getByRole('row', { name: fillCopy(sheet.rows.commission, { share: percent(sheet.commissionShare) }) })
        .getByRole('cell'),
    ).toHaveText([formatUsd(0), `−${formatUsd(atStart.agent.commission)}`])

    // Both follow the sliders: a house in good shape shows the listing's usual repairs as a range.
    await page.getByRole('slider', { name: repairsSettings.label }).focus()
    await page.keyboard.press('Home')
    const noRepairs = netSheet({ arv: initial.arv, repairs: repairsSettings.min })
    await expect(keep.getByRole('cell')).toHaveText([formatUsd(noRepairs.cash.net), range(noRepairs.agent.net)])
  })

  test('states coverage counted from content on the generic page', async ({ page }) => {
    await openStarted(page, '/offer')
    // A city that is also one of our towns is counted once, among the towns (decision 0035).
    const cities = cityProfiles.filter((city) => !towns.some((town) => town.pageSlug === city.slug))
    await expect(
      page.getByText(
        fillCopy(offerCopy.genericIntro, {
          towns: towns.length,
          counties: counties.length,
          cities: cities.length,
        }).split(', as-is')[0]!,
      ),
    ).toBeVisible()
  })

  test('names the town on its calculator, and the keyboard moves both sliders and the estimate', async ({ page }) => {
    await openStarted(page, townOffer)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      offerCopy.townHeading.replace('{city}', sampleTown.city),
    )
    await page.getByRole('button', { name: calculateTown }).click()
    const amount = page.getByTestId('offer-amount')
    await expect(amount).toHaveText(offerFor(initial.arv, initial.repairs))

    const arv = page.getByRole('slider', { name: arvSettings.label })
    const repairs = page.getByRole('slider', { name: repairsSettings.label })
    await expect(arv).toHaveAttribute('aria-valuetext', formatUsd(initial.arv))

    await arv.focus()
    await page.keyboard.press('ArrowRight')
    await expect(arv).toHaveValue(String(initial.arv + arvSettings.step))
    await expect(amount).toHaveText(offerFor(initial.arv + arvSettings.step, initial.repairs))
    await page.keyboard.press('End')
    await expect(arv).toHaveAttribute('aria-valuetext', formatUsd(arvSettings.max))
    await expect(amount).toHaveText(offerFor(arvSettings.max, initial.repairs))

    await repairs.focus()
    await page.keyboard.press('Home')
    await expect(amount).toHaveText(offerFor(arvSettings.max, repairsSettings.min))
    await page.keyboard.press('End')
    await expect(amount).toHaveText(offerFor(arvSettings.max, repairsSettings.max))

    await arv.focus()
    await page.keyboard.press('Home')
    await expect(amount).toHaveText(offerFor(arvSettings.min, repairsSettings.max))
  })

  test("'ACCEPT CASH OFFER' carries the town and figures to the contact page", async ({ page }) => {
    await openStarted(page, townOffer)
    await page.getByRole('button', { name: calculateTown }).click()
    await page.getByRole('slider', { name: arvSettings.label }).focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('link', { name: offerCopy.accept }).click()

    const arv = initial.arv + arvSettings.step
    await expect(page).toHaveURL(`/contact?arv=${arv}&repairs=${initial.repairs}&town=${sampleTown.pageSlug}`)
    await expect(page.getByTestId('estimate-summary')).toContainText(offerFor(arv, initial.repairs))
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(
      fillCopy(offerCopy.acceptedMessage, {
        offer: offerFor(arv, initial.repairs),
        place: `${sampleTown.city}, FL`,
        arv: formatUsd(arv),
        repairs: formatUsd(initial.repairs),
      }),
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
    await openStarted(page, townOffer)
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), { href: '/offer/nowhere', textContent: 'Old link' })
      document.getElementById('main')?.prepend(link)
    })
    await page.getByRole('link', { name: 'Old link' }).click()
    await expect(page).toHaveURL('/offer')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(offerCopy.genericHeading)
  })

  test("a town's calculator page carries the town's own text and links nearby towns' calculators", async ({ page }) => {
    // A town that names one of our towns among its nearby areas.
    const town =
      towns.find((item) => item.nearbyAreas.some((name) => towns.some((other) => other.city === name))) ?? towns[0]!
    await openStarted(page, townOfferPath(town.pageSlug))
    const section = page.getByRole('region', { name: offerCopy.town.sellingHeading.replace('{city}', town.city) })
    await expect(section).toContainText(town.description)
    const nearbyTowns = town.nearbyAreas.flatMap((name) => towns.filter((other) => other.city === name))
    for (const other of nearbyTowns)
      await expect(section.getByRole('link', { name: other.city })).toHaveAttribute(
        'href',
        townOfferPath(other.pageSlug),
      )
    await expect(page.getByRole('link', { name: offerCopy.town.ruleLink })).toHaveAttribute(
      'href',
      '/offer#seventy-percent-rule',
    )
  })

  test("a town's calculator page says how we work out an offer there, in its own words, with the worked example", async ({
    page,
  }) => {
    for (const town of [towns[0]!, towns.at(-1)!]) {
      await openStarted(page, townOfferPath(town.pageSlug))
      const share = percent(offerCopy.offerShare)
      const heading = fillCopy(offerCopy.town.contextHeading, { city: town.city, share })
      const section = page.getByRole('region', { name: heading })
      await expect(section).toContainText(town.offerContext)
      await expect(section).toContainText(offerCopy.rule.example.split('{arv}')[0]!)
      await expect(section).toContainText(formatUsd(initial.arv))
      // The general rule is /offer's; the town's page links to it instead of repeating it.
      await expect(section).not.toContainText(offerCopy.rule.paragraphs[0]!.slice(0, 40))
    }
  })
})
