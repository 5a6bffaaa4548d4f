import { fillCopy } from '../../content/fill-copy'
import { layoutCopy, localPagesCopy } from '../../content/data'
import { formatUsd } from '../../src/lib/format'
import { formatOpeningHours } from '../../src/lib/hours'
import { articlePath, cityGuidePath, cityPagePath, countyPagePath, townPagePath } from '../../src/routing/paths'
import { mainText, mostSimilarPair, nearDuplicateThresholdOf } from '../../tools/audit/similarity-score'
import { expect, openStarted, test } from '../support/fixtures'
import { decodeEntities, jsonLdBlocks } from '../support/html'
import { businessTelLink, routeManifest, sampleTown, siteContent } from '../support/site'

const { towns, counties, cityProfiles, defaultMarketSnapshot, business } = siteContent
const townSlugs = new Set(towns.map((town) => town.pageSlug))
/** The county's next towns in content's order after this one, wrapping round, three at most (decision 0033). */
function nextTownsOf(town: (typeof towns)[number]) {
  const countyTowns = towns.filter((item) => item.county === town.county)
  const position = countyTowns.indexOf(town)
  return [...countyTowns.slice(position + 1), ...countyTowns.slice(0, position)].slice(0, 3)
}
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

  test('a location page has the property types, benefits, a lead form with the call button, nearby areas and its related links', async ({
    page,
  }) => {
    const { location } = localPagesCopy
    const town = sampleTown
    const county = counties.find((item) => item.slug === town.county)!
    const withCity = (template: string) => fillCopy(template, { city: town.city })
    await openStarted(page, townPagePath(town.pageSlug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(withCity(location.heading))
    const types = page.getByRole('region', { name: withCity(location.propertyTypesHeading) }).getByRole('listitem')
    await expect(types).toHaveText(location.propertyTypes)
    await expect(
      page.getByRole('region', { name: location.benefitsHeading }).getByRole('heading', { level: 3 }),
    ).toHaveText(location.benefits.map((benefit) => benefit.title))
    const offer = page.getByRole('region', { name: withCity(location.formHeading) })
    await expect(offer).not.toContainText('temporarily removed')
    await expect(offer.getByTestId('contact-form')).toBeVisible()
    await expect(offer.getByRole('link', { name: business.phone })).toHaveAttribute('href', businessTelLink)
    // A nearby name that is one of our towns or cities links to its page; the others are named only.
    const nearby = page.getByRole('region', { name: withCity(location.nearbyHeading) })
    for (const area of town.nearbyAreas) {
      await expect(nearby).toContainText(area)
      const nearbyTown = towns.find((item) => item.city === area)
      const city = cityProfiles.find((item) => item.cityName === area)
      const path = nearbyTown ? townPagePath(nearbyTown.pageSlug) : city && cityPagePath(city.pageSlug)
      if (path) await expect(nearby.getByRole('link', { name: area, exact: true })).toHaveAttribute('href', path)
      else await expect(nearby.getByRole('link', { name: area, exact: true })).toHaveCount(0)
    }
    const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
    await expect(crumbs.getByRole('link')).toHaveText([localPagesCopy.shared.homeCrumb, county.name])
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(
      fillCopy(localPagesCopy.shared.placeCrumb, { place: town.city }),
    )
    const related = await page
      .getByRole('region', { name: localPagesCopy.shared.relatedHeading })
      .getByRole('link')
      .evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute('href')))
    // The county, the town's city guide where it is also a city profile (decision 0035), the county's next towns,
    // then the articles of the list from the town's place in content.
    const articles = location.relatedArticles
    const articleCount = Math.min(location.relatedArticlesPerPage, articles.length)
    const start = towns.indexOf(town)
    expect(related).toEqual([
      countyPagePath(county.slug),
      ...cityProfiles.filter((city) => city.slug === town.pageSlug).map((city) => cityGuidePath(city.slug)),
      ...nextTownsOf(town).map((other) => townPagePath(other.pageSlug)),
      ...Array.from({ length: articleCount }, (_, offset) =>
        articlePath(articles[(start + offset) % articles.length]!),
      ),
    ])
  })

  test("a location page shows its town's situations, and its county's offices linked only where the office's site is known, and where probate opens", async ({
    page,
  }) => {
    const { location: copy } = localPagesCopy
    // A town with a neighbour in its county, so the page links another town's.
    const town = towns.find((item) => nextTownsOf(item).length > 0)!
    const county = counties.find((item) => item.slug === town.county)!
    await openStarted(page, townPagePath(town.pageSlug))
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
    const [next] = nextTownsOf(town)
    await page
      .getByRole('region', { name: localPagesCopy.shared.relatedHeading })
      .getByRole('link', { name: fillCopy(copy.otherTownLinkTitle, { city: next!.city }) })
      .click()
    await expect(page).toHaveURL(townPagePath(next!.pageSlug))
    await expect(
      page
        .getByRole('region', { name: copy.situationsHeading.replace('{city}', next!.city) })
        .getByRole('heading', { level: 3 }),
    ).toHaveText(next!.situations.map((item) => item.title))
  })

  test('a county page lists its towns, property types, reasons, the call block with the hours and its FAQs', async ({
    page,
  }) => {
    const { county: copy } = localPagesCopy
    const [county] = counties
    await openStarted(page, countyPagePath(county!.slug))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(county!.title)
    const countyTowns = towns.filter((town) => town.county === county!.slug)
    const areas = page.getByTestId('areas-served').getByRole('link')
    await expect(areas).toHaveCount(countyTowns.length)
    await expect(areas.first()).toHaveText(countyTowns[0]!.city)
    await expect(
      page.getByRole('region', { name: copy.propertyTypesHeading }).getByRole('heading', { level: 3 }),
    ).toHaveText(copy.propertyTypes.map((type) => type.title))
    const call = page.getByRole('region', { name: copy.callHeading })
    await expect(call).toContainText(fillCopy(copy.hoursLabel, { hours: formatOpeningHours(business.hours) }))
    await expect(call.getByRole('link')).toHaveAttribute('href', businessTelLink)
    await expect(page.getByRole('link', { name: layoutCopy.seeMoreFaqs })).toHaveAttribute('href', '/faq')
  })

  test('a city page shows its 2025 market snapshot, or the default one where it has none', async ({ page }) => {
    for (const city of cityProfiles.filter((item) => !townSlugs.has(item.slug))) {
      const snapshot = city.marketSnapshot ?? defaultMarketSnapshot
      await openStarted(page, cityPagePath(city.pageSlug))
      const figures = page.getByTestId('market-snapshot')
      await expect(figures, city.slug).toContainText(formatUsd(snapshot.medianPrice))
      await expect(figures, city.slug).toContainText(
        fillCopy(localPagesCopy.city.daysOnMarketValue, { days: snapshot.daysOnMarket }),
      )
      await expect(
        page.getByRole('region', { name: localPagesCopy.city.testimonialsHeading }).locator('figure'),
      ).toHaveCount(2)
    }
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
    const { familyHeadings } = siteContent.notFoundCopy
    for (const [path, message] of [
      [countyPagePath('atlantis-county'), familyHeadings.county],
      [townPagePath('atlantis'), familyHeadings.location],
      [cityPagePath('sell-house-fast-atlantis'), familyHeadings.city],
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
    // Content's cities that are also towns (the manifest's unit test holds the rule for any content).
    const both = cityProfiles.filter((city) => townSlugs.has(city.slug))
    for (const city of both) {
      const response = await request.get(cityPagePath(city.pageSlug), { maxRedirects: 0 })
      expect(response.status()).toBe(301)
      expect(response.headers().location).toBe(townPagePath(city.slug))
    }
    for (const city of both.slice(0, 1)) {
      await openStarted(page, cityGuidePath(city.slug))
      await page.goto(cityPagePath(city.pageSlug))
      await expect(page).toHaveURL(townPagePath(city.slug))
      // An old link on a page: the redirect is followed too.
      await openStarted(page, '/')
      await page.evaluate((href) => {
        const link = Object.assign(document.createElement('a'), { href, textContent: 'Old link' })
        document.getElementById('main')?.prepend(link)
      }, cityPagePath(city.pageSlug))
      await page.getByRole('link', { name: 'Old link' }).click()
      await expect(page).toHaveURL(townPagePath(city.slug))
      await expect(page.getByRole('heading', { level: 1 })).toContainText(city.cityName)
    }
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
