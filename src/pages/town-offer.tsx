import { offerCopy } from '../../content/data'
import type { Town } from '../../content/towns.schema'
import { OfferHero, offerBreadcrumbs } from '../features/calculator/offer-page-layout'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { staticPart } from '../lib/deferred-part'
import { townOfferPath } from '../routing/paths'
import { countySummaries, requireRouteEntry, siteUrl } from '../routing/site-manifest'
import type { TownSummary } from '../routing/site-index'

/** Below the calculator (src/features/calculator/town-offer-sections.tsx), as a static part. */
const TownOfferSections = staticPart(
  async () => (await import('../features/calculator/town-offer-sections')).TownOfferSections,
)

/**
 * /offer/{pageSlug} of one of our towns: its own route (src/routes.tsx). The calculator is the app's to run; the rest
 * is a static part, whose data (the town's entry) the page a visit starts on does not load.
 */
export function TownOfferPage({ summary, town }: { summary: TownSummary; town: Town | undefined }) {
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
