import { describe, expect, it } from 'vitest'
import { siteContent } from '../../content/site-content'
import {
  buildRedirects,
  buildRouteManifest,
  locationDescriptionIndex,
  manifestProblems,
  locationTitleIndex,
  type PageKind,
} from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'

const siteUrl = 'https://homes.example.org'
const manifest = buildRouteManifest(siteContent, siteUrl)
const entry = (path: string) => manifest.find((item) => item.path === path)
const ofKind = (kind: PageKind) => manifest.filter((item) => item.kind === kind)

describe('route manifest', () => {
  it('lists every route family of the spec', () => {
    expect(ofKind('home').map((item) => item.path)).toEqual(['/'])
    expect(
      ofKind('main')
        .map((item) => item.path)
        .sort(),
    ).toEqual(['/about', '/blog', '/contact', '/faq', '/privacy', '/storm-damaged-homes', '/terms'].sort())
    expect(ofKind('offer').map((item) => item.path)).toEqual(['/offer'])
    expect(ofKind('sitemap').map((item) => item.path)).toEqual(['/sitemap'])
    // Live Oak and Lake City are towns too: their town page answers for them (decision 0035).
    expect(ofKind('city').map((item) => item.path)).not.toContain('/sell-house-fast-live-oak')
    expect(ofKind('city')).toHaveLength(8)
    expect(ofKind('county')).toHaveLength(7)
    expect(ofKind('location')).toHaveLength(31)
    expect(ofKind('town-offer')).toHaveLength(31)
    expect(ofKind('article')).toHaveLength(6)
    expect(ofKind('city-guide')).toHaveLength(10)
    expect(manifest).toHaveLength(1 + 7 + 1 + 1 + 8 + 7 + 31 + 31 + 6 + 10)
  })

  it('builds each family address from its content', () => {
    for (const path of [
      '/sell-house-fast-ocala',
      '/county/suwannee-county',
      '/locations/live-oak',
      '/offer/live-oak',
      '/blog/trends-2025',
      '/blog/florida-property-tax-relief-2025',
      '/blog/gainesville',
    ]) {
      expect(entry(path), path).toBeDefined()
    }
  })

  it('gives each kind of page its sitemap priority, from 1.0 for home to 0.75 for a city guide', () => {
    expect(entry('/')?.priority).toBe(1.0)
    expect(entry('/contact')?.priority).toBe(0.9)
    expect(entry('/faq')?.priority).toBe(0.9)
    expect(entry('/offer')?.priority).toBe(0.9)
    expect(entry('/sell-house-fast-ocala')?.priority).toBe(0.85)
    expect(entry('/blog/trends-2025')?.priority).toBe(0.8)
    expect(entry('/county/suwannee-county')?.priority).toBe(0.8)
    expect(entry('/locations/live-oak')?.priority).toBe(0.8)
    expect(entry('/offer/live-oak')?.priority).toBe(0.8)
    expect(entry('/blog/ocala')?.priority).toBe(0.75)
  })

  it('makes every canonical absolute from SITE_URL and keeps /sitemap out of the index', () => {
    for (const item of manifest) expect(item.canonical).toBe(`${siteUrl}${item.path}`)
    expect(manifest.filter((item) => !item.indexable).map((item) => item.path)).toEqual(['/sitemap'])
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
    longTown.towns[0]!.city = 'Live Oak Springs Heights'
    longTown.towns[1]!.city = 'Live Oak Springs Heights'
    const problems = manifestProblems(buildRouteManifest(longTown, siteUrl))
    expect(problems).toContainEqual(expect.stringMatching(/^\/locations\/live-oak: title is 6\d characters, over 60/))
    expect(problems).toContainEqual(
      expect.stringMatching(/^\/offer\/branford: title '.*' is also the title of \/offer\/live-oak/),
    )
    expect(manifestProblems(manifest)).toEqual([])
  })

  it('picks location titles by position and descriptions by name length modulo 4', () => {
    expect(locationTitleIndex(0)).toBe(0)
    expect(locationTitleIndex(5)).toBe(1)
    expect(locationDescriptionIndex('Mayo')).toBe(0)
    expect(locationDescriptionIndex('Perry')).toBe(1)
    expect(locationDescriptionIndex('Live Oak')).toBe(0)
    expect(locationDescriptionIndex('Branford')).toBe(0)
    expect(locationDescriptionIndex('Jasper')).toBe(2)
    expect(entry('/locations/live-oak')?.title).toBe('Sell Your House Fast in Live Oak, FL | Cash Buyers')
    expect(entry('/locations/branford')?.title).toBe('Branford, FL Cash Home Buyers | Sell As-Is, No Fees')
    expect(entry('/locations/perry')?.description).toContain('Need to sell in Perry, Taylor County?')
  })

  it('redirects each old town address permanently to its location page, never onto another page', () => {
    const redirects = buildRedirects(siteContent).filter((redirect) => redirect.status === 301)
    expect(redirects).toHaveLength(33)
    expect(redirects).toContainEqual({ from: '/live-oak', to: '/locations/live-oak', status: 301 })
    for (const redirect of redirects) {
      expect(entry(redirect.from)).toBeUndefined()
      expect(entry(redirect.to)).toBeDefined()
    }
  })

  it('moves the landing page of a city that is also a town to the town page, the one page for that search', () => {
    const moved = buildRedirects(siteContent).filter((redirect) => redirect.from.startsWith('/sell-house-fast-'))
    expect(moved).toEqual([
      { from: '/sell-house-fast-lake-city', to: '/locations/lake-city', status: 301 },
      { from: '/sell-house-fast-live-oak', to: '/locations/live-oak', status: 301 },
    ])
    expect(entry('/blog/live-oak')).toBeDefined()
    expect(entry('/offer/live-oak')).toBeDefined()
  })

  it("sends unknown towns' calculators to the generic calculator, which exists", () => {
    expect(buildRedirects(siteContent)).toContainEqual({ from: '/offer/*', to: '/offer', status: 302 })
    expect(entry('/offer')).toBeDefined()
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
