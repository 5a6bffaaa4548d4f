import { offerCopy } from '../../content/data'
import type { Town } from '../../content/towns.schema'
import { OfferHero, offerBreadcrumbs } from './offer-page-layout'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { TownOfferSections } from '../features/calculator/town-offer-sections'
import { townOfferPath } from '../routing/paths'
import { countySummaries, siteUrl } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'
import type { TownSummary } from '../routing/site-index'

/** /offer/{pageSlug} of one of our towns: its own route (src/routes.tsx), the calculator an island. */
export function TownOfferPage({ summary, town }: { summary: TownSummary; town: Town }) {
  const countyName = countySummaries.find((item) => item.slug === summary.county)?.name ?? ''
  const entry = requireRouteEntry(townOfferPath(summary.pageSlug))
  const breadcrumbs = offerBreadcrumbs(entry, summary.city)
  useRouteHead(entry)
  useJsonLd((ld) => [ld.breadcrumbPathsJsonLd(siteUrl, breadcrumbs)])

  return (
    <>
      <OfferHero
        breadcrumbs={breadcrumbs}
        town={summary}
        heading={fillCopy(offerCopy.townHeading, { city: summary.city })}
        intro={fillCopy(offerCopy.townIntro, { city: summary.city, county: countyName })}
      />
      <TownOfferSections town={town} />
    </>
  )
}
