import { expect, test } from '../support/fixtures'
import { readHead } from '../support/html'
import { townPagePath } from '../../src/routing/paths'
import { redirects, routeManifest, sampleTown, siteContent } from '../support/site'

test.describe('every manifest URL', () => {
  test('answers 200 with its own title, description, canonical, robots and Open Graph in the raw HTML', async ({
    request,
  }) => {
    for (const entry of routeManifest) {
      const response = await request.get(entry.path, { maxRedirects: 0 })
      expect(response.status(), entry.path).toBe(200)
      const html = await response.text()
      const head = readHead(html)
      expect(head.titles, entry.path).toEqual([entry.title])
      expect(head.meta('description'), entry.path).toEqual([entry.description])
      expect(head.links('canonical'), entry.path).toEqual([entry.canonical])
      expect(head.meta('og:url'), entry.path).toEqual([entry.canonical])
      expect(head.meta('og:title'), entry.path).toEqual([entry.title])
      expect(head.meta('og:description'), entry.path).toEqual([entry.description])
      expect(head.links('sitemap'), entry.path).toEqual(['/sitemap.xml'])
      const robots = head.meta('robots')
      expect(robots, entry.path).toHaveLength(1)
      expect(robots[0], entry.path).toMatch(entry.indexable ? /^index, follow/ : /^noindex/)
      // The page's text is in the HTML before any script runs, and no inline script needs the CSP relaxed: the
      // speculation rules are allowed by their hash (navigation.spec.ts).
      expect(html, entry.path).toMatch(/<h1[^>]*>[^<]+<\/h1>/)
      expect(html, entry.path).not.toMatch(
        /<script(?![^>]*\s(?:src=|type="application\/ld\+json"|type="speculationrules"))[^>]*>/,
      )
    }
  })

  // The fixtures fail these tests on any console error or CSP violation, on any of the pages. Every page, in groups
  // of about a dozen that the workers share.
  const groupSize = 13
  for (let first = 0; first < routeManifest.length; first += groupSize) {
    const group = routeManifest.slice(first, first + groupSize)
    test(`pages ${first + 1}-${first + group.length} open in Chromium with one h1, hydrate without errors or CSP violations and keep their titles`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      for (const entry of group) {
        await page.goto(entry.path)
        await expect(page.locator('h1'), entry.path).toHaveCount(1)
        await expect(page, entry.path).toHaveTitle(entry.title)
        await page.waitForLoadState('networkidle')
        await expect(page, entry.path).toHaveTitle(entry.title)
        await expect(page.locator('link[rel="canonical"]'), entry.path).toHaveAttribute('href', entry.canonical)
      }
    })
  }

  test('old town addresses and the landing pages of cities that are towns redirect permanently to the town page, keeping the query', async ({
    request,
  }) => {
    const oldTownAddresses = redirects.filter((redirect) => redirect.status === 301)
    // Each town's old /{townSlug} address and the landing page of each city that is also a town (decision 0035).
    const { towns, cityProfiles } = siteContent
    const citiesThatAreTowns = cityProfiles.filter((city) => towns.some((town) => town.pageSlug === city.slug))
    expect(oldTownAddresses).toHaveLength(towns.length + citiesThatAreTowns.length)
    for (const redirect of oldTownAddresses) {
      const response = await request.get(`${redirect.from}?utm_source=flyer`, { maxRedirects: 0 })
      expect(response.status(), redirect.from).toBe(301)
      expect(response.headers().location, redirect.from).toBe(`${redirect.to}?utm_source=flyer`)
    }
  })

  test('an address with a trailing slash redirects to the one without', async ({ request }) => {
    const path = townPagePath(sampleTown.pageSlug)
    const response = await request.get(`${path}/`, { maxRedirects: 0 })
    expect(response.status()).toBe(301)
    expect(response.headers().location).toBe(path)
  })
})

test.describe('not-found page', () => {
  test('an unknown path answers 404 with the not-found text and noindex', async ({ page, request }) => {
    const response = await request.get('/this/page/does-not-exist')
    expect(response.status()).toBe(404)
    const html = await response.text()
    expect(html).toContain('<meta name="robots" content="noindex, follow">')
    expect(html).not.toContain('rel="canonical"')

    const visit = await page.goto('/this/page/does-not-exist')
    expect(visit?.status()).toBe(404)
    const { notFoundCopy } = siteContent
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(notFoundCopy.heading)
    await expect(page.getByText(notFoundCopy.message)).toBeVisible()
    await expect(page.getByRole('link', { name: notFoundCopy.homeLabel })).toHaveAttribute('href', '/')
    await expect(page.getByRole('link', { name: notFoundCopy.contactLabel })).toHaveAttribute('href', '/contact')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow')
  })

  test("a one-segment unknown path is a 404 too, not someone else's page", async ({ request }) => {
    const response = await request.get('/sell-house-fast-atlantis')
    expect(response.status()).toBe(404)
    expect(await response.text()).toContain(siteContent.notFoundCopy.heading)
  })

  test('a spam-keyword path gets noarchive, nosnippet and noimageindex as a header, and the page says noindex', async ({
    page,
  }) => {
    const visit = await page.goto('/cheap-casino-bonus')
    expect(visit?.status()).toBe(404)
    expect(visit?.headers()['x-robots-tag']).toBe('noindex, nofollow, noarchive, nosnippet, noimageindex')
    // Every unknown address shares the not-found document (decision 0042): the header carries what is the path's own.
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /^noindex/)
  })
})
