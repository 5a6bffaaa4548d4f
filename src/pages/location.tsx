import { layoutCopy, localPagesSharedCopy, locationPageCopy } from '../../content/data'
import type { County } from '../../content/counties.schema'
import type { Town } from '../../content/towns.schema'
import { PhoneLink } from '../components/ui/phone-link'
import { Section } from '../components/ui/section'
import { ContactForm } from '../features/leads/contact-form'
import { Island } from '../islands/island'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { fillCopy } from '../../content/fill-copy'
import { TownDetails, TownIntro } from './location-sections'
import { countyPagePath, pagePath, townPagePath } from '../routing/paths'
import { countySummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'
import type { TownSummary } from '../routing/site-index'

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
