import { useParams } from 'react-router-dom'
import { articleMetas, counties, towns } from '../../content/data'
import { placeHeroImage } from '../../content/pictures'
import type { County } from '../../content/counties.schema'
import { blogCopy, layoutCopy, localPagesCopy, notFoundCopy } from '../../content/data'
import { NotFoundView } from './not-found'
import type { Town } from '../../content/towns.schema'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { HeroPicture } from '../components/ui/hero-picture'
import { ButtonLink } from '../components/ui/button'
import { PhoneLink } from '../components/ui/phone-link'
import { RelatedLinks, type RelatedLink } from '../components/ui/related-links'
import { PageHero, Section, TitledCards } from '../components/ui/section'
import { QuestionList } from '../features/faq/question-list'
import { ContactForm } from '../features/leads/contact-form'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { fillCopy } from '../../content/fill-copy'
import {
  articlePath,
  cityGuidePath,
  countyPagePath,
  staticPagePath,
  townOfferPath,
  townPagePath,
} from '../routing/paths'
import { citySummaries, requireRouteEntry } from '../routing/site-manifest'
import { PlaceChips } from '../components/ui/place-chips'

const { shared, location: copy } = localPagesCopy

const firstSentence = (text: string) => text.match(/^.*?[.!?](?=\s|$)/)?.[0] ?? text

/** Up to three other towns of the county, starting after this one, so each town links onward to different neighbours. */
function otherTownsOf(town: Town): Town[] {
  const countyTowns = towns.filter((item) => item.county === town.county)
  const position = countyTowns.indexOf(town)
  return [...countyTowns.slice(position + 1), ...countyTowns.slice(0, position)].slice(0, 3)
}

function relatedLinksFor(town: Town, county: County): RelatedLink[] {
  return [
    {
      title: fillCopy(copy.countyLinkTitle, { county: county.name }),
      path: countyPagePath(county.slug),
      description: firstSentence(county.description),
    },
    // A town that is also one of the city profiles (Live Oak, Lake City) links the city's guide: the town's page
    // answers "sell my house fast", the guide the market and neighbourhoods (decision 0035).
    ...citySummaries
      .filter((city) => city.slug === town.pageSlug)
      .map((city) => ({
        title: fillCopy(localPagesCopy.city.guideLink, { city: town.city }),
        path: cityGuidePath(city.slug),
        description: fillCopy(blogCopy.guide.cardText, { city: town.city }),
      })),
    ...otherTownsOf(town).map((other) => ({
      title: fillCopy(copy.otherTownLinkTitle, { city: other.city }),
      path: townPagePath(other.pageSlug),
      description: firstSentence(other.description),
    })),
    ...copy.relatedArticles.flatMap((slug) =>
      articleMetas
        .filter((article) => article.slug === slug)
        .map((article) => ({
          title: article.title,
          path: articlePath(article.slug),
          description: article.description,
        })),
    ),
  ]
}

function LocationPage({ town, county }: { town: Town; county: County }) {
  const entry = requireRouteEntry(townPagePath(town.pageSlug))
  const breadcrumbs = [
    { name: shared.homeCrumb, path: staticPagePath('home') },
    { name: county.name, path: countyPagePath(county.slug) },
    { name: fillCopy(shared.placeCrumb, { place: town.city }), path: entry.path },
  ]
  useLocalPageSeo({
    entry,
    area: { kind: 'City', name: town.city, county: county.name },
    breadcrumbs,
    questions: town.faqs,
  })

  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs items={breadcrumbs} />}
        heading={fillCopy(copy.heading, { city: town.city })}
        picture={<HeroPicture image={placeHeroImage('town', town.pageSlug, town.city)} />}
      >
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{town.description}</p>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row">
          <PhoneLink variant="primary" label={layoutCopy.callLabel} />
          <ButtonLink to={townOfferPath(town.pageSlug)} variant="outline">
            {fillCopy(copy.offerLinkLabel, { city: town.city })}
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="property-types" heading={fillCopy(copy.propertyTypesHeading, { city: town.city })}>
        <p className="mb-4 text-slate-700">{fillCopy(copy.propertyTypesIntro, { city: town.city })}</p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {copy.propertyTypes.map((type) => (
            <li key={type} className="rounded-xl p-4 font-semibold text-slate-900 ring-1 ring-slate-200">
              {type}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="benefits" heading={copy.benefitsHeading} tinted>
        <TitledCards items={copy.benefits} columns={4} />
      </Section>
      <Section id="get-offer" heading={fillCopy(copy.formHeading, { city: town.city })} narrow>
        <p className="text-lg text-slate-700">{copy.formText}</p>
        <PhoneLink variant="secondary" className="mt-4" label={layoutCopy.callLabel} />
        <div className="mt-8">
          <ContactForm />
        </div>
      </Section>
      <Section id="nearby" heading={fillCopy(copy.nearbyHeading, { city: town.city })}>
        <PlaceChips names={town.nearbyAreas} prefer="town" plainClassName="bg-green-50" />
      </Section>
      <QuestionList heading={fillCopy(shared.faqHeading, { place: town.city })} questions={town.faqs} />
      <RelatedLinks heading={shared.relatedHeading} links={relatedLinksFor(town, county)} />
    </>
  )
}

/** /locations/{locationSlug}; an unknown town gets the location family's not-found view. */
export function Component() {
  const { locationSlug = '' } = useParams()
  const town = towns.find((item) => item.pageSlug === locationSlug)
  const county = town && counties.find((item) => item.slug === town.county)
  return town && county ? (
    <LocationPage town={town} county={county} />
  ) : (
    <NotFoundView heading={notFoundCopy.familyHeadings.location} />
  )
}
