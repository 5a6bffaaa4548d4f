import { localPagesCopy } from '../../content/data'
import { mainText, mostSimilarPair, nearDuplicateThresholdOf } from '../../tools/audit/similarity-score'
import { expect, openStarted, test } from '../support/fixtures'
import { decodeEntities, jsonLdBlocks } from '../support/html'
import { routeManifest, siteContent } from '../support/site'

const { towns, counties, cityProfiles, defaultMarketSnapshot } = siteContent
interface LocalBusinessBlock {
  areaServed: { name: string }
  address: { addressRegion: string }
  hasMap: string
  url: string
}
interface BreadcrumbBlock {
  itemListElement: Array<{ name: string; item: string }>
}
interface FaqBlock {
  mainEntity: Array<{ name: string }>
}

const localPages = routeManifest.filter((entry) => ['city', 'county', 'location'].includes(entry.kind))

function placeOf(path: string): string {
  const town = towns.find((item) => path === `/locations/${item.pageSlug}`)
  if (town) return town.city
  const county = counties.find((item) => path === `/county/${item.slug}`)
  if (county) return county.name
  const city = cityProfiles.find((item) => path === `/${item.pageSlug}`)
  if (city) return city.cityName
  throw new Error(`${path} is not a local page`)
}

test.describe('city, county and location pages', () => {
  for (const kind of ['city', 'county', 'location'] as const)
    test(`every ${kind} page answers 200 with its heading, breadcrumbs and FAQs, and every breadcrumb and related link answers 200`, async ({
      page,
      request,
    }) => {
      test.setTimeout(120_000)
      const linked = new Set<string>()
      for (const entry of localPages.filter((item) => item.kind === kind)) {
        const response = await page.goto(entry.path)
        expect(response?.status(), entry.path).toBe(200)
        await expect(page.getByRole('heading', { level: 1 }), entry.path).toContainText(
          placeOf(entry.path).replace(/ County$/, ''),
        )
        const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
        await expect(crumbs.locator('[aria-current="page"]'), entry.path).toHaveCount(1)
        await expect(page.getByTestId('questions').locator('h3'), entry.path).toHaveCount(
          entry.kind === 'county' ? 4 : 3,
        )
        const hrefs = await page
          .locator('nav[aria-label="Breadcrumb"] a, #related-heading ~ ul a, [data-testid="areas-served"] a')
          .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''))
        for (const href of hrefs) linked.add(href)
      }
      for (const href of linked) {
        const response = await request.get(href, { maxRedirects: 0 })
        expect(response.status(), href).toBe(200)
      }
    })

  test('a location page has the six property types, four benefits, a lead form with the call button, nearby areas and its related links', async ({
    page,
  }) => {
    const town = towns.find((item) => item.pageSlug === 'live-oak')!
    await openStarted(page, '/locations/live-oak')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sell Your House Fast in Live Oak, FL')
    const types = page.getByRole('region', { name: 'Properties We Buy in Live Oak' }).getByRole('listitem')
    await expect(types).toHaveText(localPagesCopy.location.propertyTypes)
    await expect(
      page.getByRole('region', { name: 'How Selling to Us Works' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Fast closing', 'No fees', 'We buy as-is', 'Simple process'])
    const offer = page.getByRole('region', { name: 'Get Your Cash Offer for Your Live Oak House' })
    await expect(offer).not.toContainText('temporarily removed')
    await expect(offer.getByTestId('contact-form')).toBeVisible()
    await expect(offer.getByRole('link', { name: /\(352\) 555-0142/ })).toHaveAttribute('href', 'tel:+13525550142')
    // A nearby name that is one of our towns or cities links to its page; the others are named only.
    const nearby = page.getByRole('region', { name: /Nearby Areas/ })
    let linked = 0
    for (const area of town.nearbyAreas) {
      await expect(nearby).toContainText(area)
      const nearbyTown = towns.find((item) => item.city === area)
      const city = siteContent.cityProfiles.find((item) => item.cityName === area)
      const path = nearbyTown ? `/locations/${nearbyTown.pageSlug}` : city && `/${city.pageSlug}`
      if (path) {
        linked++
        await expect(nearby.getByRole('link', { name: area, exact: true })).toHaveAttribute('href', path)
      } else await expect(nearby.getByRole('link', { name: area, exact: true })).toHaveCount(0)
    }
    expect(linked).toBeGreaterThan(0)
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText(['Home', 'Suwannee County'])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Live Oak Cash Home Buyers')
    const related = await page
      .getByRole('region', { name: 'Related Pages' })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    expect(related).toEqual([
      '/county/suwannee-county',
      // Live Oak is also a city profile: its guide (decision 0035).
      '/blog/live-oak',
      '/locations/branford',
      '/locations/wellborn',
      // The county's next towns in content's order (grid place within the county, decision 0033).
      '/locations/mcalpin',
      '/blog/trends-2025',
      '/blog/cash-offer-vs-agent-sale',
    ])
  })

  test("a location page shows its town's situations, and its county's offices linked only where the office's site is known, and where probate opens", async ({
    page,
  }) => {
    const { location: copy } = localPagesCopy
    const town = towns.find((item) => item.pageSlug === 'cross-city')!
    const county = counties.find((item) => item.slug === town.county)!
    // Dixie County's property appraiser has no confirmed site yet; its clerk and tax collector have one.
    expect(county.offices.filter((office) => office.url).length).toBeGreaterThan(0)
    expect(county.offices.filter((office) => !office.url).length).toBeGreaterThan(0)
    await openStarted(page, '/locations/cross-city')
    const situations = page.getByRole('region', { name: copy.situationsHeading.replace('{city}', town.city) })
    await expect(situations.getByRole('heading', { level: 3 })).toHaveText(town.situations.map((item) => item.title))
    for (const situation of town.situations) await expect(situations).toContainText(situation.text)
    const records = page.getByRole('region', { name: copy.officesHeading.replace('{city}', town.city) })
    await expect(records.getByRole('heading', { level: 3 })).toHaveText([
      ...county.offices.map((office) => office.name),
      copy.probateHeading,
    ])
    for (const office of county.offices) {
      await expect(records).toContainText(office.use)
      const link = records.getByRole('link', { name: office.name, exact: true })
      if (office.url) {
        await expect(link).toHaveAttribute('href', office.url)
        await expect(link).toHaveAttribute('rel', 'noopener')
        await expect(link).not.toHaveAttribute('target', /.*/)
      } else await expect(link).toHaveCount(0)
    }
    await expect(records).toContainText(county.probateNote)
    // Another town's page, reached inside the app, loads that town's own facts.
    const next = towns.find((item) => item.pageSlug === 'old-town')!
    await page
      .getByRole('region', { name: 'Related Pages' })
      .getByRole('link', { name: `Sell Your House Fast in ${next.city}` })
      .click()
    await expect(page).toHaveURL('/locations/old-town')
    await expect(
      page
        .getByRole('region', { name: copy.situationsHeading.replace('{city}', next.city) })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(next.situations.map((item) => item.title))
  })

  test('a county page lists its towns, property types, reasons, the Call Us Today block and 4 FAQs', async ({
    page,
  }) => {
    const county = counties.find((item) => item.slug === 'taylor-county')!
    await openStarted(page, '/county/taylor-county')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(county.title)
    const areas = page.getByTestId('areas-served').getByRole('link')
    await expect(areas).toHaveCount(towns.filter((town) => town.county === 'taylor-county').length)
    await expect(areas.first()).toHaveText('Perry')
    await expect(
      page.getByRole('region', { name: 'Property Types We Buy' }).getByRole('heading', { level: 3 }),
    ).toHaveText(['Single-family homes', 'Mobile homes', 'Land'])
    const call = page.getByRole('region', { name: 'Call Us Today' })
    await expect(call).toContainText('Monday-Sunday 8:00 AM-8:00 PM')
    await expect(call.getByRole('link')).toHaveAttribute('href', 'tel:+13525550142')
    await expect(page.getByRole('link', { name: 'See more FAQs' })).toHaveAttribute('href', '/faq')
  })

  test('a city page shows its 2025 market snapshot, or the default one where it has none', async ({ page }) => {
    await openStarted(page, '/sell-house-fast-ocala')
    await expect(page.getByTestId('market-snapshot')).toContainText('$269,000')
    await expect(page.getByTestId('market-snapshot')).toContainText('29 days')
    await openStarted(page, '/sell-house-fast-gainesville')
    await expect(page.getByTestId('market-snapshot')).toContainText('$290,000')
    await openStarted(page, '/sell-house-fast-williston')
    await expect(page.getByTestId('market-snapshot')).toContainText(
      `$${defaultMarketSnapshot.medianPrice.toLocaleString('en-US')}`,
    )
    await expect(page.getByTestId('market-snapshot')).toContainText(`${defaultMarketSnapshot.daysOnMarket} days`)
    await expect(page.getByRole('region', { name: 'Sellers We Have Helped' }).locator('figure')).toHaveCount(2)
  })

  test("every JSON-LD block parses, names the page's place and matches the visible breadcrumbs and questions", async ({
    request,
  }) => {
    for (const entry of localPages) {
      const html = await (await request.get(entry.path)).text()
      const blocks = jsonLdBlocks(html)
      expect(
        blocks.map((block) => block['@type']),
        entry.path,
      ).toEqual(['LocalBusiness', 'BreadcrumbList', 'FAQPage'])
      const [business, breadcrumbs, faq] = blocks as unknown as [LocalBusinessBlock, BreadcrumbBlock, FaqBlock]
      expect(business.areaServed.name, entry.path).toContain(placeOf(entry.path))
      expect(business.address.addressRegion).toBe('FL')
      expect(business.hasMap, entry.path).toContain(encodeURIComponent(placeOf(entry.path)))
      expect(business.url).toBe(entry.canonical)
      const visibleCrumbs = [...html.matchAll(/<nav aria-label="Breadcrumb"[\s\S]*?<\/nav>/g)][0]?.[0] ?? ''
      const visibleNames = [...visibleCrumbs.matchAll(/>([^<>]+)<\/(?:a|span)>/g)].map((match) =>
        decodeEntities(match[1] ?? ''),
      )
      expect(
        breadcrumbs.itemListElement.map((item) => item.name),
        entry.path,
      ).toEqual(visibleNames.filter((name) => name !== '›'))
      expect(breadcrumbs.itemListElement.at(-1)?.item).toBe(entry.canonical)
      const questionsBlock = html.slice(html.indexOf('data-testid="questions"'))
      const visibleQuestions = [...questionsBlock.matchAll(/<h3[^>]*>([^<]*)<\/h3>/g)].map((match) =>
        decodeEntities(match[1] ?? ''),
      )
      expect(
        faq.mainEntity.map((question) => question.name),
        entry.path,
      ).toEqual(visibleQuestions.slice(0, faq.mainEntity.length))
    }
  })

  test('unknown slugs of each family answer 404 with their own message and noindex', async ({ page }) => {
    for (const [path, message] of [
      ['/county/atlantis-county', 'County not found'],
      ['/locations/atlantis', 'Location not found'],
      ['/sell-house-fast-atlantis', 'City not found'],
    ]) {
      const response = await page.goto(path!)
      expect(response?.status(), path).toBe(404)
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveText(message!)
      await expect(page.locator('meta[name="robots"]'), path).toHaveAttribute('content', 'noindex, follow')
    }
  })

  test('a city that is also a town answers at the town page: 301 from the server, and a link to it is followed there too', async ({
    page,
    request,
  }) => {
    for (const slug of ['live-oak', 'lake-city']) {
      const response = await request.get(`/sell-house-fast-${slug}`, { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(`/locations/${slug}`)
    }
    await openStarted(page, '/blog/lake-city')
    await page.goto('/sell-house-fast-lake-city')
    await expect(page).toHaveURL('/locations/lake-city')
    // An old link on a page: the redirect is followed too.
    await openStarted(page, '/')
    await page.evaluate(() => {
      const link = Object.assign(document.createElement('a'), {
        href: '/sell-house-fast-live-oak',
        textContent: 'Old link',
      })
      document.getElementById('main')?.prepend(link)
    })
    await page.getByRole('link', { name: 'Old link' }).click()
    await expect(page).toHaveURL('/locations/live-oak')
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Live Oak')
  })

  test('no two pages of a family are near-duplicates', async ({ request }) => {
    for (const kind of ['city', 'county', 'location'] as const) {
      const texts = new Map<string, string>()
      for (const entry of localPages.filter((item) => item.kind === kind)) {
        texts.set(entry.path, mainText(await (await request.get(entry.path)).text()))
      }
      const pair = mostSimilarPair(texts)
      console.log(`${kind}: highest similarity ${pair.similarity.toFixed(3)} (${pair.a} ~ ${pair.b})`)
      expect(pair.similarity, `${pair.a} ~ ${pair.b}`).toBeLessThan(nearDuplicateThresholdOf(kind))
    }
  })
})
