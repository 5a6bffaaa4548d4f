import { describe, expect, it } from 'vitest'
import { cityPageSlugPrefix } from '../../content/addresses'
import { fillCopy } from '../../content/fill-copy'
import { siteContent } from '../../content/site-content'
import {
  buildRedirects,
  buildRouteManifest,
  locationDescriptionIndex,
  manifestProblems,
  locationTitleIndex,
  sitemapPriority,
  type PageKind,
} from '../../src/routing/manifest'
import {
  articlePath,
  cityGuidePath,
  cityPagePath,
  countyPagePath,
  legacyTownPath,
  townOfferPath,
  townPagePath,
} from '../../src/routing/paths'
import { resolveSiteUrl } from '../../src/routing/site-url'

const siteUrl = 'https://homes.example.org'
const manifest = buildRouteManifest(siteContent, siteUrl)
const entry = (path: string) => manifest.find((item) => item.path === path)
const ofKind = (kind: PageKind) => manifest.filter((item) => item.kind === kind)
const { towns, counties, cityProfiles, articleMetas, sitePages } = siteContent
const townSlugs = new Set(towns.map((town) => town.pageSlug))
/** City profiles answered by their own landing page: those that are not also one of our towns (decision 0035). */
const landingCities = cityProfiles.filter((city) => !townSlugs.has(city.slug))

/** The content with one more city profile, named and addressed like the first town, as a marketer might add it. */
function withCityThatIsATown() {
  const content = structuredClone(siteContent)
  const town = content.towns[0]!
  content.cityProfiles.push({
    ...structuredClone(content.cityProfiles[0]!),
    slug: town.pageSlug,
    cityName: town.city,
    pageSlug: `${cityPageSlugPrefix}${town.pageSlug}`,
    order: Math.max(...content.cityProfiles.map((city) => city.order)) + 1,
  })
  return { content, town }
}

describe('route manifest', () => {
  it('lists every route family of the spec, one page per entry of content', () => {
    const { home, offer, sitemap, ...mainPages } = sitePages
    expect(ofKind('home').map((item) => item.path)).toEqual([home.path])
    expect(
      ofKind('main')
        .map((item) => item.path)
        .sort(),
    ).toEqual(
      Object.values(mainPages)
        .map((page) => page.path)
        .sort(),
    )
    expect(ofKind('offer').map((item) => item.path)).toEqual([offer.path])
    expect(ofKind('sitemap').map((item) => item.path)).toEqual([sitemap.path])
    expect(ofKind('city')).toHaveLength(landingCities.length)
    expect(ofKind('county')).toHaveLength(counties.length)
    expect(ofKind('location')).toHaveLength(towns.length)
    expect(ofKind('town-offer')).toHaveLength(towns.length)
    expect(ofKind('article')).toHaveLength(articleMetas.length)
    expect(ofKind('city-guide')).toHaveLength(cityProfiles.length)
    expect(manifest).toHaveLength(
      Object.keys(sitePages).length +
        landingCities.length +
        counties.length +
        2 * towns.length +
        articleMetas.length +
        cityProfiles.length,
    )
  })

  it('builds each family address from its content', () => {
    for (const path of [
      ...landingCities.map((city) => cityPagePath(city.pageSlug)),
      ...counties.map((county) => countyPagePath(county.slug)),
      ...towns.flatMap((town) => [townPagePath(town.pageSlug), townOfferPath(town.pageSlug)]),
      ...articleMetas.map((article) => articlePath(article.slug)),
      ...cityProfiles.map((city) => cityGuidePath(city.slug)),
    ]) {
      expect(entry(path), path).toBeDefined()
    }
  })

  it('gives each kind of page its sitemap priority, from 1.0 for home to 0.75 for a city guide', () => {
    expect(sitemapPriority).toMatchObject({
      home: 1.0,
      main: 0.9,
      offer: 0.9,
      city: 0.85,
      article: 0.8,
      county: 0.8,
      location: 0.8,
      'town-offer': 0.8,
      'city-guide': 0.75,
    })
    for (const item of manifest) expect(item.priority, item.path).toBe(sitemapPriority[item.kind])
  })

  it('makes every canonical absolute from SITE_URL and keeps /sitemap out of the index', () => {
    for (const item of manifest) expect(item.canonical).toBe(`${siteUrl}${item.path}`)
    expect(manifest.filter((item) => !item.indexable).map((item) => item.path)).toEqual([sitePages.sitemap.path])
  })

  it('has unique addresses without trailing slashes', () => {
    const paths = manifest.map((item) => item.path)
    expect(new Set(paths).size).toBe(paths.length)
    for (const path of paths) expect(path === '/' || !path.endsWith('/')).toBe(true)
  })

  it('gives every page a unique title of at most 60 characters and a unique description of 70-160', () => {
    const titles = manifest.map((item) => item.title)
    const descriptions = manifest.map((item) => item.description)
    expect(new Set(titles).size).toBe(titles.length)
    expect(new Set(descriptions).size).toBe(descriptions.length)
    for (const item of manifest) {
      expect(item.title.length, item.title).toBeLessThanOrEqual(60)
      expect(item.description.length, item.description).toBeGreaterThanOrEqual(70)
      expect(item.description.length, item.description).toBeLessThanOrEqual(160)
      expect(item.title + item.description).not.toMatch(/\{\w+\}/)
    }
  })

  it('reports, for the build, a filled-in title that is too long or shared', () => {
    const longTown = structuredClone(siteContent)
    // The longest name the schema allows: 40 characters.
    longTown.towns[0]!.city = 'Live Oak Springs Heights on Suwannee Bay'
    longTown.towns[1]!.city = longTown.towns[0]!.city
    const [first, second] = longTown.towns
    const problems = manifestProblems(buildRouteManifest(longTown, siteUrl))
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${townPagePath(first!.pageSlug)}: title is \\d+ characters, over 60`)),
    )
    expect(problems).toContainEqual(
      expect.stringContaining(
        `${townOfferPath(second!.pageSlug)}: title '${fillCopy(siteContent.familyMeta.townOfferTitle, { city: first!.city })}' is also the title of ${townOfferPath(first!.pageSlug)}`,
      ),
    )
    expect(manifestProblems(manifest)).toEqual([])
  })

  it('picks location titles by position and descriptions by name length modulo 4', () => {
    expect(locationTitleIndex(0)).toBe(0)
    expect(locationTitleIndex(5)).toBe(1)
    expect(locationDescriptionIndex('Mayo')).toBe(0)
    expect(locationDescriptionIndex('Perry')).toBe(1)
    expect(locationDescriptionIndex('Jasper')).toBe(2)
    const { locationTitles, locationDescriptions } = siteContent.familyMeta
    towns.forEach((town, index) => {
      const county = counties.find((item) => item.slug === town.county)!.name
      const location = entry(townPagePath(town.pageSlug))
      expect(location?.title).toBe(fillCopy(locationTitles[index % 4]!, { city: town.city, county }))
      expect(location?.description).toBe(
        fillCopy(locationDescriptions[town.city.length % 4]!, { city: town.city, county }),
      )
    })
  })

  it('redirects each old town address permanently to its location page, never onto another page', () => {
    const redirects = buildRedirects(siteContent).filter((redirect) => redirect.status === 301)
    expect(redirects).toHaveLength(towns.length + cityProfiles.length - landingCities.length)
    for (const town of towns)
      expect(redirects).toContainEqual({
        from: legacyTownPath(town.pageSlug),
        to: townPagePath(town.pageSlug),
        status: 301,
      })
    for (const redirect of redirects) {
      expect(entry(redirect.from)).toBeUndefined()
      expect(entry(redirect.to)).toBeDefined()
    }
  })

  it('moves the landing page of a city that is also a town to the town page, the one page for that search', () => {
    const { content, town } = withCityThatIsATown()
    const cityPage = cityPagePath(`${cityPageSlugPrefix}${town.pageSlug}`)
    const moved = buildRedirects(content).filter((redirect) => redirect.from.startsWith(`/${cityPageSlugPrefix}`))
    expect(moved).toContainEqual({ from: cityPage, to: townPagePath(town.pageSlug), status: 301 })
    const pages = buildRouteManifest(content, siteUrl).map((item) => item.path)
    expect(pages).not.toContain(cityPage)
    expect(pages).toContain(cityGuidePath(town.pageSlug))
    expect(pages).toContain(townOfferPath(town.pageSlug))
    expect(
      buildRedirects(siteContent).filter((redirect) => redirect.from.startsWith(`/${cityPageSlugPrefix}`)),
    ).toEqual(
      cityProfiles
        .filter((city) => townSlugs.has(city.slug))
        .map((city) => ({ from: cityPagePath(city.pageSlug), to: townPagePath(city.slug), status: 301 })),
    )
  })

  it("sends unknown towns' calculators to the generic calculator, which exists", () => {
    expect(buildRedirects(siteContent)).toContainEqual({
      from: `${sitePages.offer.path}/*`,
      to: sitePages.offer.path,
      status: 302,
    })
    expect(entry(sitePages.offer.path)).toBeDefined()
  })
})

describe('SITE_URL', () => {
  it('defaults to the business website and accepts an origin', () => {
    expect(resolveSiteUrl({})).toBe(siteContent.business.website)
    expect(resolveSiteUrl({ SITE_URL: 'https://staging.example.org/' })).toBe('https://staging.example.org')
  })

  it('refuses what is not an origin, saying what to set', () => {
    expect(() => resolveSiteUrl({ SITE_URL: 'example.org' })).toThrow(/is not a URL: set it to the site's origin/)
    expect(() => resolveSiteUrl({ SITE_URL: 'ftp://example.org' })).toThrow(/must start with https:\/\//)
    expect(() => resolveSiteUrl({ SITE_URL: 'https://example.org/site' })).toThrow(/must be an origin only/)
  })
})
