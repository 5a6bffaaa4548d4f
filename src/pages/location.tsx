import { layoutCopy, localPagesSharedCopy, locationPageCopy } from '../../content/data'
import type { County } from '../../content/counties.schema'
import type { Town } from '../../content/towns.schema'
import { PhoneLink } from '../components/ui/phone-link'
import { Section } from '../components/ui/section'
import { DeferredContactForm } from '../features/leads/deferred-contact-form'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { fillCopy } from '../../content/fill-copy'
import { staticPart } from '../lib/deferred-part'
import { countyPagePath, staticPagePath, townPagePath } from '../routing/paths'
import { countySummaries, requireRouteEntry } from '../routing/site-manifest'
import type { TownSummary } from '../routing/site-index'

const shared = localPagesSharedCopy
const copy = locationPageCopy

/** The page's text around the form (src/pages/location-sections.tsx), as static parts. */
const sections = () => import('./location-sections')
const TownIntro = staticPart(async () => (await sections()).TownIntro)
const TownDetails = staticPart(async () => (await sections()).TownDetails)

/**
 * /locations/{pageSlug} of one of our towns: its own route (src/routes.tsx). Only the lead form is the app's to run;
 * the rest is static parts, whose data (the town's and its county's entries) the page a visit starts on does not load.
 */
export function TownLocationPage({
  summary,
  town,
  county,
}: {
  summary: TownSummary
  town: Town | undefined
  county: County | undefined
}) {
  const entry = requireRouteEntry(townPagePath(summary.pageSlug))
  const countyName = countySummaries.find((item) => item.slug === summary.county)?.name ?? ''
  const breadcrumbs = [
    { name: shared.homeCrumb, path: staticPagePath('home') },
    { name: countyName, path: countyPagePath(summary.county) },
    { name: fillCopy(shared.placeCrumb, { place: summary.city }), path: entry.path },
  ]
  useLocalPageSeo({
    entry,
    area: { kind: 'City', name: summary.city, county: countyName },
    breadcrumbs,
    // Read only where the head is written: on a page reached in the app, which has its town's entry.
    questions: town?.faqs ?? [],
  })

  return (
    <>
      <TownIntro town={town} breadcrumbs={breadcrumbs} />
      <Section id="get-offer" heading={fillCopy(copy.formHeading, { city: summary.city })} narrow>
        <p className="text-lg text-slate-700">{copy.formText}</p>
        <PhoneLink variant="secondary" className="mt-4" label={layoutCopy.callLabel} />
        <div className="mt-8">
          <DeferredContactForm />
        </div>
      </Section>
      <TownDetails town={town} county={county} />
    </>
  )
}
