/** Addresses of every page family, built from the patterns the router uses, so a link can never drift from a route. */
import { sitePages } from '../../content/data'
import type { PageKey } from '../../content/pages.schema'

export const routePatterns = {
  city: '/:pageSlug',
  county: '/county/:countySlug',
  location: '/locations/:locationSlug',
  townOffer: `${sitePages.offer.path}/:locationSlug`,
  blogPost: `${sitePages.blog.path}/:blogSlug`,
} as const

function fill(pattern: string, value: string): string {
  return pattern.replace(/:[a-zA-Z]+/, encodeURIComponent(value))
}

/** Where a town's own pages start: its location page and its calculator (src/lib/data-layer.ts, townOf). */
export const townPathPrefixes = [routePatterns.location, routePatterns.townOffer].map(
  (pattern) => pattern.split(':')[0],
)

export const pagePath = (key: PageKey): string => sitePages[key].path
export const cityPagePath = (pageSlug: string): string => fill(routePatterns.city, pageSlug)
export const countyPagePath = (countySlug: string): string => fill(routePatterns.county, countySlug)
export const townPagePath = (townSlug: string): string => fill(routePatterns.location, townSlug)

/**
 * Where "sell my house fast in {city}" is answered for a city profile: its landing page, or, for a city that is also
 * one of our towns (Live Oak, Lake City), the town's page, so the two never compete (decision 0035).
 */
export const cityLandingPath = (city: { slug: string; pageSlug: string }, townSlugs: ReadonlySet<string>): string =>
  townSlugs.has(city.slug) ? townPagePath(city.slug) : cityPagePath(city.pageSlug)
export const townOfferPath = (townSlug: string): string => fill(routePatterns.townOffer, townSlug)
export const articlePath = (articleSlug: string): string => fill(routePatterns.blogPost, articleSlug)
export const cityGuidePath = (citySlug: string): string => fill(routePatterns.blogPost, citySlug)
/** The original site's town addresses (/live-oak), which now redirect to townPagePath. */
export const legacyTownPath = (townSlug: string): string => fill(routePatterns.city, townSlug)

/** Router paths are relative to the root layout. */
export const relativePattern = (pattern: string): string => pattern.replace(/^\//, '')

/** A page's share card, drawn by the build (builder/images/share-images.ts): /share/home.jpg, /share/locations--live-oak.jpg. */
export const shareImagePath = (path: string): string =>
  `/share/${path === '/' ? 'home' : path.replace(/^\//, '').replaceAll('/', '--')}.jpg`
export const shareImageSize = { width: 1200, height: 630 } as const

/** The XML sitemap the build writes (builder/post-render/sitemap.ts) and robots.txt and every page head name. */
export const sitemapXmlPath = '/sitemap.xml'
/** The content manager (builder/cms/admin.ts): a file of the build, not a page of the site. */
export const adminPath = '/admin'
/** The lead console (builder/console.ts, decision 0060): a file of the build with its own app, not a page of the site. */
export const consolePath = '/console'

/**
 * The file a page is written to in dist/: flat files (offer.html beside offer/live-oak.html), because Cloudflare Pages
 * and Netlify answer /offer with a redirect to /offer/ when the page is offer/index.html, and canonical addresses
 * carry no trailing slash.
 */
export const pageHtmlFile = (path: string): string => (path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`)
