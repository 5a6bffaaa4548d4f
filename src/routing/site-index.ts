/**
 * What pages and islands need of the whole site: the route manifest (without titles and descriptions, route-heads.ts)
 * and the names and slugs of towns, counties and cities
 * (for the footer, the location grid and links to places by name), without the towns', counties' and cities' full text, which only
 * their own pages load. The build computes it from content and serves it as the module virtual:site-index.
 */
import { townSlugsOf, type ManifestContent, type RouteEntry } from './manifest'
import { cityLandingPath } from './paths'

export interface TownSummary {
  pageSlug: string
  city: string
  county: string
  gridOrder: number
}

export interface CitySummary {
  /** Its guide's slug (/blog/{slug}). */
  slug: string
  pageSlug: string
  name: string
  /** Its landing page, or its town's page for a city that is also a town (cityLandingPath). */
  path: string
}

export interface CountySummary {
  slug: string
  name: string
}

/**
 * A manifest entry without its title and description, which every page need not load (route-heads.ts), nor its
 * priority and canonical, which follow from the rest (withPriorityAndCanonical).
 */
export type RouteSkeleton = Omit<RouteEntry, 'title' | 'description' | 'priority' | 'canonical'>

export interface SiteIndex {
  siteUrl: string
  routeManifest: RouteSkeleton[]
  towns: TownSummary[]
  counties: CountySummary[]
  cities: CitySummary[]
}

/** From content and the build's manifest (buildRouteManifest of the same content and siteUrl). */
export function buildSiteIndex(content: ManifestContent, routeManifest: RouteEntry[], siteUrl: string): SiteIndex {
  const townSlugs = townSlugsOf(content)
  return {
    siteUrl,
    routeManifest: routeManifest.map(({ path, kind, key, indexable }) => ({ path, kind, key, indexable })),
    towns: content.towns.map(({ pageSlug, city, county, gridOrder }) => ({ pageSlug, city, county, gridOrder })),
    counties: content.counties.map(({ slug, name }) => ({ slug, name })),
    cities: content.cityProfiles.map((city) => ({
      slug: city.slug,
      pageSlug: city.pageSlug,
      name: city.cityName,
      path: cityLandingPath(city, townSlugs),
    })),
  }
}
