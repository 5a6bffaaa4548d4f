import { business, countyPageCopy, localPagesSharedCopy } from '../../content/data'
import { placeHeroImage } from '../../content/pictures'
import type { County } from '../../content/counties.schema'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { HeroPicture } from '../components/ui/hero-picture'
import { CallBanner, OfferOrCallActions, PageHero, Section, TitledCards } from '../components/ui/section'
import { QuestionList } from '../features/faq/question-list'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { fillCopy } from '../../content/fill-copy'
import { formatOpeningHours } from '../lib/hours'
import { countyPagePath, pagePath, townPagePath } from '../routing/paths'
import { townSummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'

const shared = localPagesSharedCopy
const copy = countyPageCopy

/** /county/{countySlug} of one of our counties: its own route (src/routes.tsx). */
export function CountyPage({ county }: { county: County }) {
  const entry = requireRouteEntry(countyPagePath(county.slug))
  const countyTowns = townSummaries.filter((town) => town.county === county.slug)
  // The featured town leads the list of areas served.
  const areas = [...countyTowns].sort(
    (a, b) => Number(b.pageSlug === county.featuredTown) - Number(a.pageSlug === county.featuredTown),
  )
  const breadcrumbs = [
    { name: shared.homeCrumb, path: pagePath('home') },
    { name: county.name, path: entry.path },
  ]
  useLocalPageSeo({
    entry,
    area: { kind: 'AdministrativeArea', name: county.name },
    breadcrumbs,
    questions: county.faqs,
  })

  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs items={breadcrumbs} />}
        heading={county.title}
        picture={<HeroPicture image={placeHeroImage('county', county.slug, county.name)} />}
      >
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{county.description}</p>
        <OfferOrCallActions />
      </PageHero>
      <Section id="areas" heading={fillCopy(copy.areasHeading, { county: county.name })}>
        <p className="mb-6 text-slate-700">
          {fillCopy(copy.areasIntro, { county: county.name, count: countyTowns.length })}
        </p>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3" data-testid="areas-served">
          {areas.map((town) => (
            <li key={town.pageSlug}>
              <a
                href={townPagePath(town.pageSlug)}
                className="block rounded-xl p-4 font-semibold text-brand ring-1 ring-slate-200 hover:bg-green-50"
              >
                {town.city}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <Section id="property-types" heading={copy.propertyTypesHeading} tinted>
        <TitledCards items={copy.propertyTypes} />
      </Section>
      <Section id="reasons" heading={fillCopy(copy.reasonsHeading, { county: county.name })}>
        <ul className="list-disc space-y-2 pl-6 text-slate-700">
          {county.reasons.map((reason) => (
            <li key={reason}>{reason}</li>
          ))}
        </ul>
      </Section>
      <CallBanner id="call" heading={copy.callHeading}>
        <p className="mt-3 text-green-50">{fillCopy(copy.callText, { county: county.name })}</p>
        <p className="mt-3 font-semibold">{fillCopy(copy.hoursLabel, { hours: formatOpeningHours(business.hours) })}</p>
      </CallBanner>
      <QuestionList heading={fillCopy(shared.faqHeading, { place: county.name })} questions={county.faqs} />
    </>
  )
}
