import { offerCopy } from '../../content/data'
import { OfferHero, offerBreadcrumbs } from './offer-page-layout'
import { RuleSection } from '../features/calculator/rule-section'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { pagePath } from '../routing/paths'
import { countySummaries, siteUrl, townSummaries } from '../routing/site-manifest'
import { requireRouteEntry, routeManifest } from '../routing/route-entry'

/** /offer: the generic calculator and the whole explanation of the 70% rule. */
export function Component() {
  const entry = requireRouteEntry(pagePath('offer'))
  const breadcrumbs = offerBreadcrumbs(entry)
  useRouteHead(entry)
  useJsonLd((ld) => [ld.breadcrumbPathsJsonLd(siteUrl, breadcrumbs)])
  return (
    <>
      <OfferHero
        breadcrumbs={breadcrumbs}
        heading={offerCopy.genericHeading}
        intro={fillCopy(offerCopy.genericIntro, {
          towns: townSummaries.length,
          counties: countySummaries.length,
          cities: routeManifest.filter((item) => item.kind === 'city').length,
        })}
      />
      <RuleSection />
    </>
  )
}
