/**
 * The route manifest: the one list of the site's URLs, a pure function of content.
 * Pre-rendering, sitemap.xml, robots.txt, headers, redirects and the /sitemap page all read it.
 */
import { cityPageSlugPrefix } from '../../content/addresses'
import type { SiteContent } from '../../content/validate'
import { fillCopy } from '../../content/fill-copy'
import type { PageKey } from '../../content/pages.schema'
import {
  articlePath,
  cityGuidePath,
  cityPagePath,
  countyPagePath,
  legacyTownPath,
  routePatterns,
  pagePath,
  townOfferPath,
  townPagePath,
} from './paths'

export type PageKind =
  'home' | 'main' | 'offer' | 'sitemap' | 'city' | 'county' | 'location' | 'town-offer' | 'article' | 'city-guide'

/** Sitemap priority of each kind of page (decision 0021). */
export const sitemapPriority: Record<PageKind, number> = {
  home: 1.0,
  main: 0.9,
  offer: 0.9,
  sitemap: 0.5,
  city: 0.85,
  county: 0.8,
  location: 0.8,
  'town-offer': 0.8,
  article: 0.8,
  'city-guide': 0.75,
}

const pageKinds: Record<PageKey, PageKind> = {
  home: 'home',
  offer: 'offer',
  contact: 'main',
  faq: 'main',
  storm: 'main',
  about: 'main',
  blog: 'main',
  privacy: 'main',
  terms: 'main',
  sitemap: 'sitemap',
}

export interface RouteEntry {
  /** Site-relative path without a trailing slash, e.g. /locations/live-oak ("/" for home). */
  path: string
  kind: PageKind
  /** The content entry the page shows: a key of pages.yaml, town, county, city or article slug. */
  key: string
  /** Whether search engines may index it; only indexable pages are in sitemap.xml. */
  indexable: boolean
  priority: number
  /** Absolute canonical URL, from SITE_URL. */
  canonical: string
  title: string
  description: string
}

export interface Redirect {
  /** A path, or a pattern where * stands for the rest of the path. */
  from: string
  to: string
  /** 301 for addresses that moved for good; 302 where a page may yet appear (a town added later). */
  status: 301 | 302
}

export type ManifestContent = Pick<
  SiteContent,
  'sitePages' | 'familyMeta' | 'towns' | 'counties' | 'cityProfiles' | 'articleMetas'
>

/** Joins names as "A, B and C". */
export function listNames(names: readonly string[]): string {
  if (names.length <= 1) return names.join('')
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`
}

/** Which of the four location title templates a town uses: its position in the town list, so neighbours differ. */
export function locationTitleIndex(townIndex: number): number {
  return townIndex % 4
}

/** The slugs of our towns: a city profile with one of them is answered by the town's page (cityLandingPath). */
export const townSlugsOf = (content: Pick<SiteContent, 'towns'>): ReadonlySet<string> =>
  new Set(content.towns.map((town) => town.pageSlug))

/** Which location description template a town uses: the length of its name modulo 4 (decision 0026). */
export function locationDescriptionIndex(cityName: string): number {
  return cityName.length % 4
}

export function buildRouteManifest(content: ManifestContent, siteUrl: string): RouteEntry[] {
  const entries: RouteEntry[] = []
  // An entry's sitemap priority and canonical URL follow from its kind and path.
  const add = (entry: Omit<RouteEntry, 'priority' | 'canonical'>) =>
    entries.push({ ...entry, priority: sitemapPriority[entry.kind], canonical: `${siteUrl}${entry.path}` })
  const meta = content.familyMeta
  const countyName = (slug: string) => content.counties.find((county) => county.slug === slug)?.name ?? slug

  for (const [key, page] of Object.entries(content.sitePages)) {
    add({
      path: page.path,
      kind: pageKinds[key as PageKey],
      key,
      indexable: page.indexable,
      title: page.title,
      description: page.description,
    })
  }
  // A city that is also a town has no landing page of its own: its address moves to the town's (buildRedirects).
  const townSlugs = townSlugsOf(content)
  for (const city of content.cityProfiles.filter((profile) => !townSlugs.has(profile.slug))) {
    const values = { city: city.cityName }
    add({
      path: cityPagePath(city.pageSlug),
      kind: 'city',
      key: city.slug,
      indexable: true,
      title: fillCopy(meta.cityTitle, values),
      description: fillCopy(meta.cityDescription, values),
    })
  }
  for (const county of content.counties) {
    const townNames = content.towns.filter((town) => town.county === county.slug).map((town) => town.city)
    const values = { county: county.name, towns: listNames(townNames) }
    add({
      path: countyPagePath(county.slug),
      kind: 'county',
      key: county.slug,
      indexable: true,
      title: fillCopy(meta.countyTitle, values),
      description: fillCopy(meta.countyDescription, values),
    })
  }
  content.towns.forEach((town, index) => {
    const values = { city: town.city, county: countyName(town.county) }
    add({
      path: townPagePath(town.pageSlug),
      kind: 'location',
      key: town.pageSlug,
      indexable: true,
      title: fillCopy(meta.locationTitles[locationTitleIndex(index)] ?? '', values),
      description: fillCopy(meta.locationDescriptions[locationDescriptionIndex(town.city)] ?? '', values),
    })
  })
  for (const town of content.towns) {
    const values = { city: town.city }
    add({
      path: townOfferPath(town.pageSlug),
      kind: 'town-offer',
      key: town.pageSlug,
      indexable: true,
      title: fillCopy(meta.townOfferTitle, values),
      description: fillCopy(meta.townOfferDescription, values),
    })
  }
  for (const article of content.articleMetas) {
    add({
      path: articlePath(article.slug),
      kind: 'article',
      key: article.slug,
      indexable: true,
      title: article.title,
      description: article.description,
    })
  }
  for (const city of content.cityProfiles) {
    const values = { city: city.cityName }
    add({
      path: cityGuidePath(city.slug),
      kind: 'city-guide',
      key: city.slug,
      indexable: true,
      title: fillCopy(meta.cityGuideTitle, values),
      description: fillCopy(meta.cityGuideDescription, values),
    })
  }
  return entries
}

/**
 * Permanent redirects from the original site's addresses (decision 0025) and from the landing page of a city that is
 * also one of our towns to the town's page (decision 0035), then unknown towns' calculators to the generic one
 * (decision 0025); a static host applies a rule only where no page exists, so real towns' calculators stay.
 */
export function buildRedirects(content: Pick<SiteContent, 'towns' | 'cityProfiles'>): Redirect[] {
  const townSlugs = townSlugsOf(content)
  return [
    ...content.towns.map((town): Redirect => ({
      from: legacyTownPath(town.pageSlug),
      to: townPagePath(town.pageSlug),
      status: 301,
    })),
    ...content.cityProfiles
      .filter((city) => townSlugs.has(city.slug))
      .map((city): Redirect => ({ from: cityPagePath(city.pageSlug), to: townPagePath(city.slug), status: 301 })),
    { from: routePatterns.townOffer.replace(/:[a-zA-Z]+/, '*'), to: pagePath('offer'), status: 302 },
  ]
}

/**
 * Not-found documents: each is rendered at renderPath (an address no content slug can take: slugs have no "_")
 * and written to file. A static host serves the nearest 404.html up the folders of an unknown path; a document
 * for a family at the root (city pages) is served through a 404 rule in _redirects for its pattern.
 */
export interface NotFoundDocument {
  renderPath: string
  file: string
  servedFor?: string
}

export const notFoundDocuments: NotFoundDocument[] = [
  { renderPath: '/_404', file: '404.html' },
  { renderPath: countyPagePath('_404'), file: 'county/404.html' },
  { renderPath: townPagePath('_404'), file: 'locations/404.html' },
  { renderPath: cityGuidePath('_404'), file: 'blog/404.html' },
  {
    renderPath: cityPagePath(`${cityPageSlugPrefix}_404`),
    file: `${cityPageSlugPrefix}404.html`,
    servedFor: cityPagePath(`${cityPageSlugPrefix}*`),
  },
]

/**
 * What the content validation cannot see: titles and descriptions after templates are filled.
 * Each must be unique across the site and fit a search result (title at most 60, description 70-160 characters).
 */
export function manifestProblems(entries: readonly RouteEntry[]): string[] {
  const problems: string[] = []
  const firstWith = new Map<string, string>()
  for (const entry of entries) {
    for (const [field, text] of [
      ['title', entry.title],
      ['description', entry.description],
    ] as const) {
      const previous = firstWith.get(`${field}:${text}`)
      if (previous) problems.push(`${entry.path}: ${field} '${text}' is also the ${field} of ${previous}`)
      else firstWith.set(`${field}:${text}`, entry.path)
      const placeholder = text.match(/\{\w+\}/)
      if (placeholder) problems.push(`${entry.path}: ${field} has an unfilled placeholder ${placeholder[0]}`)
    }
    if (entry.title.length > 60)
      problems.push(
        `${entry.path}: title is ${entry.title.length} characters, over 60: shorten its template or content`,
      )
    if (entry.description.length < 70 || entry.description.length > 160) {
      problems.push(
        `${entry.path}: description is ${entry.description.length} characters, outside 70-160: adjust its template or content`,
      )
    }
  }
  return problems
}

/** Normalises a browser path for lookup: no trailing slash except for the root. */
export function normalizePath(pathname: string): string {
  const trimmed = pathname.replace(/\/+$/, '')
  return trimmed === '' ? '/' : trimmed
}
