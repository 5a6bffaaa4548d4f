/**
 * A town's calculator page below the calculator (src/pages/town-offer.tsx): selling there, how we work out an offer
 * there and related pages.
 */
import { offerCopy } from '../../../content/data'
import type { Town } from '../../../content/towns.schema'
import { PlaceChips } from '../../components/ui/place-chips'
import { RelatedLinks } from '../../components/ui/related-links'
import { Section } from '../../components/ui/section'
import { fillCopy } from '../../../content/fill-copy'
import { countyPagePath, pagePath, townOfferPath, townPagePath } from '../../routing/paths'
import { countySummaries, placePagePath, townSummaries } from '../../routing/site-manifest'
import { RuleSection, ruleSectionId } from './rule-section'

/** Nearby places that are towns of ours get their own calculator; a city of ours its landing page. */
function nearbyPath(name: string) {
  const nearbyTown = townSummaries.find((item) => item.city === name)
  return nearbyTown ? townOfferPath(nearbyTown.pageSlug) : placePagePath(name, 'city')
}

export function TownOfferSections({ town }: { town: Town }) {
  const county = countySummaries.find((item) => item.slug === town.county)
  return (
    <>
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
        <a
          href={`${pagePath('offer')}#${ruleSectionId}`}
          className="tap-target font-semibold text-brand underline underline-offset-4"
        >
          {offerCopy.town.ruleLink}
        </a>
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
