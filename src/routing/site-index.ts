/**
 * What islands and the pages' shared parts need of the whole site: the names and slugs of towns, counties and cities
 * (for the footer, the location grid, the estimate's town and links to places by name), without their full text, so
 * an island's chunk stays small. The build computes it from content and serves it as the module virtual:site-index.
 */
import { townSlugsOf, type ManifestContent } from './manifest'
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

export interface SiteIndex {
  towns: TownSummary[]
  counties: CountySummary[]
  cities: CitySummary[]
}

export function buildSiteIndex(content: ManifestContent): SiteIndex {
  const townSlugs = townSlugsOf(content)
  return {
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
