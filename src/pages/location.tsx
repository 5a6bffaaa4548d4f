import {
  layoutCopy,
  localPagesSharedCopy,
  locationPageCopy,
  articleMetas,
  cityGuideCopy,
  cityPageCopy,
} from '../../content/data'
import type { County, CountyOffice } from '../../content/counties.schema'
import type { Town } from '../../content/towns.schema'
import { PhoneLink } from '../components/ui/phone-link'
import { Section, PageHero, TitledCards } from '../components/ui/section'
import { ContactForm } from '../features/leads/contact-form'
import { Island } from '../islands/island'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { fillCopy } from '../../content/fill-copy'
import { countyPagePath, pagePath, townPagePath, articlePath, cityGuidePath, townOfferPath } from '../routing/paths'
import { countySummaries, citySummaries, townSummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'
import type { TownSummary } from '../routing/site-index'
import { placeHeroImage } from '../../content/pictures'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { HeroPicture } from '../components/ui/hero-picture'
import { ButtonLink } from '../components/ui/button'
import { RelatedLinks, type RelatedLink } from '../components/ui/related-links'
import { PlaceChips } from '../components/ui/place-chips'
import { QuestionList } from '../features/faq/question-list'

/** Up to three other towns of the county, starting after this one, so each town links onward to different neighbours. */
function otherTownsOf(town: Town): TownSummary[] {
  const countyTowns = townSummaries.filter((item) => item.county === town.county)
  const position = countyTowns.findIndex((item) => item.pageSlug === town.pageSlug)
  return [...countyTowns.slice(position + 1), ...countyTowns.slice(0, position)].slice(0, 3)
}

/**
 * The articles a town's page links: relatedArticlesPerPage of the list in a row, starting one further along for each
 * town, so neighbouring towns share at most one and every article is linked.
 */
function articlesFor(town: Town): string[] {
  const list = copy.relatedArticles
  const count = Math.min(copy.relatedArticlesPerPage, list.length)
  const start = townSummaries.findIndex((item) => item.pageSlug === town.pageSlug)
  return Array.from({ length: count }, (_, offset) => list[(start + offset) % list.length]!)
}

function relatedLinksFor(town: Town, county: County): RelatedLink[] {
  return [
    {
      title: fillCopy(copy.countyLinkTitle, { county: county.name }),
      path: countyPagePath(county.slug),
      description: fillCopy(copy.countyLinkText, { county: county.name }),
    },
    // A town that is also one of the city profiles (Live Oak, Lake City) links the city's guide: the town's page
    // answers "sell my house fast", the guide the market and neighbourhoods (decision 0035).
    ...citySummaries
      .filter((city) => city.slug === town.pageSlug)
      .map((city) => ({
        title: fillCopy(cityPageCopy.guideLink, { city: town.city }),
        path: cityGuidePath(city.slug),
        description: fillCopy(cityGuideCopy.cardText, { city: town.city }),
      })),
    ...otherTownsOf(town).map((other) => ({
      title: fillCopy(copy.otherTownLinkTitle, { city: other.city }),
      path: townPagePath(other.pageSlug),
      description: fillCopy(copy.otherTownLinkText, { city: other.city }),
    })),
    ...articlesFor(town).flatMap((slug) =>
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

/** An office's name, linked to its own site once the site is confirmed (content/counties/{slug}.md, offices). */
function OfficeName({ office }: { office: CountyOffice }) {
  return office.url ? (
    <a href={office.url} rel="noopener" className="tap-target text-brand underline underline-offset-4">
      {office.name}
    </a>
  ) : (
    office.name
  )
}

/** The county's property appraiser, clerk and tax collector, what a seller uses each for, and where probate opens. */
function CountyOffices({ county }: { county: County }) {
  return (
    <>
      <ul className="grid gap-4 lg:grid-cols-3">
        {county.offices.map((office) => (
          <li key={office.role} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-900">
              <OfficeName office={office} />
            </h3>
            <p className="mt-2 text-slate-600">{office.use}</p>
          </li>
        ))}
      </ul>
      <h3 className="mt-8 text-xl font-bold text-slate-900">{copy.probateHeading}</h3>
      <p className="mt-2 max-w-3xl text-slate-700">{county.probateNote}</p>
    </>
  )
}

/** The top of a town's page: breadcrumbs, heading, picture, the town's description, the phone and its calculator; then what we buy there, the situations sellers meet and how selling to us works. */
function TownIntro({ town, breadcrumbs }: { town: Town; breadcrumbs: ReadonlyArray<{ name: string; path: string }> }) {
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
          <ButtonLink href={townOfferPath(town.pageSlug)} variant="outline">
            {fillCopy(copy.offerLinkLabel, { city: town.city })}
          </ButtonLink>
        </div>
      </PageHero>
      <Section id="property-types" heading={fillCopy(copy.propertyTypesHeading, { city: town.city })}>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {copy.propertyTypes.map((type) => (
            <li key={type} className="rounded-xl p-4 font-semibold text-slate-900 ring-1 ring-slate-200">
              {type}
            </li>
          ))}
        </ul>
      </Section>
      <Section id="situations" heading={fillCopy(copy.situationsHeading, { city: town.city })} tinted>
        <TitledCards items={town.situations} />
      </Section>
      <Section id="benefits" heading={copy.benefitsHeading}>
        <TitledCards items={copy.benefits} columns={4} />
      </Section>
    </>
  )
}

/** Below the form: the county's offices, nearby places, the town's questions and related pages. */
function TownDetails({ town, county }: { town: Town; county: County }) {
  return (
    <>
      <Section id="records" heading={fillCopy(copy.officesHeading, { city: town.city })} tinted>
        <CountyOffices county={county} />
      </Section>
      <Section id="nearby" heading={fillCopy(copy.nearbyHeading, { city: town.city })}>
        <PlaceChips names={town.nearbyAreas} prefer="town" plainClassName="bg-green-50" />
      </Section>
      <QuestionList heading={fillCopy(shared.faqHeading, { place: town.city })} questions={town.faqs} />
      <RelatedLinks heading={shared.relatedHeading} links={relatedLinksFor(town, county)} />
    </>
  )
}

const shared = localPagesSharedCopy
const copy = locationPageCopy

/** /locations/{pageSlug} of one of our towns: its own route (src/routes.tsx), the lead form an island. */
export function TownLocationPage({ summary, town, county }: { summary: TownSummary; town: Town; county: County }) {
  const entry = requireRouteEntry(townPagePath(summary.pageSlug))
  const countyName = countySummaries.find((item) => item.slug === summary.county)?.name ?? ''
  const breadcrumbs = [
    { name: shared.homeCrumb, path: pagePath('home') },
    { name: countyName, path: countyPagePath(summary.county) },
    { name: fillCopy(shared.placeCrumb, { place: summary.city }), path: entry.path },
  ]
  useLocalPageSeo({
    entry,
    area: { kind: 'City', name: summary.city, county: countyName },
    breadcrumbs,
    questions: town.faqs,
  })

  return (
    <>
      <TownIntro town={town} breadcrumbs={breadcrumbs} />
      <Section id="get-offer" heading={fillCopy(copy.formHeading, { city: summary.city })} narrow>
        <p className="text-lg text-slate-700">{copy.formText}</p>
        <PhoneLink variant="secondary" className="mt-4" label={layoutCopy.callLabel} />
        <div className="mt-8">
          <Island name="lead-form" component={ContactForm} props={{}} trigger="interaction" />
        </div>
      </Section>
      <TownDetails town={town} county={county} />
    </>
  )
}
