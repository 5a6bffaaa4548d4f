/**
 * The conversion events of the default build (docs/decisions/0010): generate_lead once per submission,
 * click_to_call, calculator_result, none carrying personal data; and, with no tag id set, no request to anyone else.
 */
import { leadsCopy, offerCopy } from '../../content/data'
import { dataLayerEvents, keepTelLinksInPage } from '../support/analytics'
import { expect, openStarted, scriptsStarted, test } from '../support/fixtures'
import { fillContactForm, storedLeads, uniqueEmail } from '../support/leads'
import { sampleTown, siteContent } from '../support/site'
import { townOfferPath, townPagePath } from '../../src/routing/paths'

const townPage = townPagePath(sampleTown.pageSlug)
const townOffer = townOfferPath(sampleTown.pageSlug)

test.describe('conversion events', () => {
  test('a sent lead pushes one generate_lead without personal data, and a reload pushes none', async ({ page }) => {
    const email = uniqueEmail('events')
    await openStarted(page, townPage)
    await fillContactForm(page, email)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    expect(storedLeads(email)).toHaveLength(1)
    const events = await dataLayerEvents(page, 'generate_lead')
    expect(events).toEqual([
      {
        event: 'generate_lead',
        lead_source: 'contact-form',
        form: 'full',
        page_path: townPage,
        town: sampleTown.pageSlug,
      },
    ])
    expect(JSON.stringify(await dataLayerEvents(page))).not.toMatch(/Test Seller|example\.org|555-0199|Oak Street/)

    await page.reload()
    await scriptsStarted(page)
    expect(await dataLayerEvents(page, 'generate_lead')).toEqual([])
  })

  test('a tap on a tel: link pushes click_to_call, named by where the link is', async ({ page }) => {
    await openStarted(page, townPage)
    await keepTelLinksInPage(page)
    await page.locator('#get-offer').getByRole('link', { name: siteContent.business.phone }).click()
    expect(await dataLayerEvents(page, 'click_to_call')).toEqual([
      { event: 'click_to_call', link_location: 'get-offer', page_path: townPage, town: sampleTown.pageSlug },
    ])
  })

  test('a calculated offer pushes calculator_result, with no amount', async ({ page }) => {
    await openStarted(page, townOffer)
    await page.getByRole('button', { name: offerCopy.calculateTown.replace('{city}', sampleTown.city) }).click()
    await expect(page.getByTestId('offer-amount')).toBeVisible()
    const events = await dataLayerEvents(page, 'calculator_result')
    expect(events).toEqual([{ event: 'calculator_result', page_path: townOffer, town: sampleTown.pageSlug }])
  })

  test('with no tag id set, no page asks anyone else for anything', async ({ page, baseURL }) => {
    const elsewhere: string[] = []
    page.on('request', (request) => {
      if (!request.url().startsWith(new URL(baseURL!).origin) && !request.url().startsWith('data:'))
        elsewhere.push(request.url())
    })
    for (const path of ['/', townPage, townOffer, '/contact']) {
      await openStarted(page, path)
      await page.waitForLoadState('networkidle')
    }
    await fillContactForm(page, uniqueEmail('no-tags'))
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    expect(elsewhere).toEqual([])
  })
})
