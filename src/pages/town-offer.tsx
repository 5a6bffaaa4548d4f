import { Link } from 'react-router-dom'
import { offerCopy } from '../../content/data'
import type { Town } from '../../content/towns.schema'
import { RelatedLinks } from '../components/ui/related-links'
import { OfferHero, RuleSection, offerBreadcrumbs, ruleSectionId } from '../features/calculator/offer-page-layout'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { Section } from '../components/ui/section'
import { fillCopy } from '../../content/fill-copy'
import { countyPagePath, staticPagePath, townOfferPath, townPagePath } from '../routing/paths'
import { countySummaries, placePagePath, requireRouteEntry, siteUrl, townSummaries } from '../routing/site-manifest'
import { PlaceChips } from '../components/ui/place-chips'

/** /offer/{pageSlug} of one of our towns: its own route, loaded with the town's entry (src/routes.tsx). */
export function TownOfferPage({ town }: { town: Town }) {
  const county = countySummaries.find((item) => item.slug === town.county)
  const countyName = county?.name ?? ''
  const entry = requireRouteEntry(townOfferPath(town.pageSlug))
  const breadcrumbs = offerBreadcrumbs(entry, town.city)
  useRouteHead(entry)
  useJsonLd((ld) => [ld.breadcrumbPathsJsonLd(siteUrl, breadcrumbs)])
  // Nearby places that are towns of ours get their own calculator; a city of ours its landing page.
  const nearbyPath = (name: string) => {
    const nearbyTown = townSummaries.find((item) => item.city === name)
    return nearbyTown ? townOfferPath(nearbyTown.pageSlug) : placePagePath(name, 'city')
  }

  return (
    <>
      <OfferHero
        breadcrumbs={breadcrumbs}
        town={town}
        heading={fillCopy(offerCopy.townHeading, { city: town.city })}
        intro={fillCopy(offerCopy.townIntro, { city: town.city, county: countyName })}
      />
      <Section id="selling-here" heading={fillCopy(offerCopy.town.sellingHeading, { city: town.city })} narrow>
        <p className="text-lg text-slate-700">{town.description}</p>
        <p className="mt-6 text-slate-700">{offerCopy.town.nearbyIntro}</p>
        <PlaceChips
          names={town.nearbyAreas}
          prefer="town"
          pathOf={nearbyPath}
          plainClassName="bg-slate-100"
          className="mt-3"
        />
      </Section>
      <RuleSection town={town}>
        <Link
          to={{ pathname: staticPagePath('offer'), hash: ruleSectionId }}
          className="tap-target font-semibold text-brand underline underline-offset-4"
        >
          {offerCopy.town.ruleLink}
        </Link>
      </RuleSection>
      {county && (
        <RelatedLinks
          heading={offerCopy.townLinks.heading}
          links={[
            {
              title: fillCopy(offerCopy.townLinks.townPage, { city: town.city }),
              path: townPagePath(town.pageSlug),
              description: fillCopy(offerCopy.townLinks.townPageText, { city: town.city }),
            },
            {
              title: county.name,
              path: countyPagePath(county.slug),
              description: fillCopy(offerCopy.townLinks.countyPageText, { county: county.name }),
            },
          ]}
        />
      )}
    </>
  )
}
