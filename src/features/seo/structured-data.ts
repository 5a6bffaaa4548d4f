/** JSON-LD builders, typed with schema-dts so a misspelt property fails the type check. */
import type { BlogPosting, BreadcrumbList, FAQPage, LocalBusiness, Place, WebSite, WithContext } from 'schema-dts'
import { business } from '../../../content/data'
import type { QuestionAnswer } from '../../../content/shared.schema'

const everyDay = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const

/** A Google Maps search for a place, e.g. "Live Oak, FL". */
export function mapSearchUrl(place: string): string {
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(place)}`
}

/** E.164-style telephone for structured data: +1-352-555-0142. */
function structuredPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '')
  return `+1-${digits.slice(0, 3)}-${digits.slice(3, 6)}-${digits.slice(6)}`
}

export interface ServedArea {
  kind: 'City' | 'AdministrativeArea'
  /** e.g. "Live Oak" or "Suwannee County" */
  name: string
  /** The county a city lies in, e.g. "Suwannee County". */
  county?: string
}

function servedPlace(area: ServedArea): Place {
  return area.kind === 'City'
    ? {
        '@type': 'City',
        name: `${area.name}, ${business.address.state}`,
        ...(area.county
          ? { containedInPlace: { '@type': 'AdministrativeArea', name: `${area.county}, ${business.address.state}` } }
          : {}),
      }
    : { '@type': 'AdministrativeArea', name: `${area.name}, ${business.address.state}` }
}

const isAreaList = (area: ServedArea | readonly ServedArea[]): area is readonly ServedArea[] => Array.isArray(area)

/** The business for a page about one place, or (home page) for every area it serves. */
export function localBusinessJsonLd({
  siteUrl,
  pageUrl,
  area,
}: {
  siteUrl: string
  pageUrl: string
  area: ServedArea | readonly ServedArea[]
}): WithContext<LocalBusiness> {
  const areaServed = isAreaList(area) ? area.map(servedPlace) : servedPlace(area)
  // One place: a map of it; the whole service area: a map of the business's own town.
  const mapPlace = isAreaList(area) ? business.address.city : area.name
  return {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    '@id': `${siteUrl}/#business`,
    name: business.name,
    description: business.description,
    url: pageUrl,
    telephone: structuredPhone(business.phone),
    email: business.email,
    address: {
      '@type': 'PostalAddress',
      streetAddress: business.address.street,
      addressLocality: business.address.city,
      addressRegion: business.address.state,
      postalCode: business.address.zip,
      addressCountry: business.address.country,
    },
    areaServed,
    hasMap: mapSearchUrl(`${mapPlace}, ${business.address.state}`),
    openingHoursSpecification: {
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: [...everyDay],
      opens: business.hours.opens,
      closes: business.hours.closes,
    },
    sameAs: business.socialProfiles.map((profile) => profile.url),
  }
}

/** The site itself, for the home page: its name and address, so search results can show the site name. */
export function webSiteJsonLd(siteUrl: string): WithContext<WebSite> {
  return {
    '@context': 'https://schema.org',
    '@type': 'WebSite',
    '@id': `${siteUrl}/#website`,
    name: business.name,
    url: `${siteUrl}/`,
    publisher: { '@id': `${siteUrl}/#business` },
  }
}

export function breadcrumbJsonLd(items: ReadonlyArray<{ name: string; url: string }>): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.name,
      item: item.url,
    })),
  }
}

/** A page's breadcrumbs, given as site paths. */
export function breadcrumbPathsJsonLd(
  siteUrl: string,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
): WithContext<BreadcrumbList> {
  return breadcrumbJsonLd(crumbs.map((crumb) => ({ name: crumb.name, url: `${siteUrl}${crumb.path}` })))
}

export function faqPageJsonLd(questions: readonly QuestionAnswer[]): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: questions.map((entry) => ({
      '@type': 'Question',
      name: entry.question,
      acceptedAnswer: { '@type': 'Answer', text: entry.answer },
    })),
  }
}

/** A blog article or city guide: what it is, when it was published, by whom, with its picture. */
export function blogPostingJsonLd({
  siteUrl,
  pageUrl,
  headline,
  description,
  datePublished,
  author,
  imageUrl,
}: {
  siteUrl: string
  pageUrl: string
  headline: string
  description: string
  datePublished: string
  author: string
  imageUrl: string
}): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline,
    description,
    datePublished,
    dateModified: datePublished,
    author: { '@type': 'Organization', name: author, url: siteUrl },
    publisher: { '@type': 'Organization', name: business.name, url: siteUrl },
    image: imageUrl,
    mainEntityOfPage: pageUrl,
    url: pageUrl,
    inLanguage: 'en-US',
  }
}

/** JSON for a <script type="application/ld+json">: "<" is escaped so no text can close the script element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}
