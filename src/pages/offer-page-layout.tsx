import { localPagesSharedCopy, offerCopy } from '../../content/data'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { PageHero } from '../components/ui/section'
import { pagePath } from '../routing/paths'
import type { RouteEntry } from '../routing/manifest'
import { Island } from '../islands/island'
import { OfferCalculator } from '../features/calculator/offer-calculator'

/** Breadcrumbs of a calculator page: home, the calculator and, on a town's page, the town. */
export function offerBreadcrumbs(entry: RouteEntry, townName?: string) {
  return [
    { name: localPagesSharedCopy.homeCrumb, path: pagePath('home') },
    { name: offerCopy.crumb, path: pagePath('offer') },
    ...(townName ? [{ name: townName, path: entry.path }] : []),
  ]
}

/** The top of /offer and /offer/{town}: breadcrumbs, heading, intro and the calculator. */
export function OfferHero({
  breadcrumbs,
  heading,
  intro,
  town,
}: {
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
  heading: string
  intro: string
  town?: { pageSlug: string; city: string }
}) {
  return (
    <PageHero breadcrumbs={<Breadcrumbs items={breadcrumbs} />} heading={heading}>
      <p className="mt-5 max-w-3xl text-lg text-slate-700">{intro}</p>
      <div className="mt-10 max-w-3xl">
        <Island
          name="calculator"
          component={OfferCalculator}
          props={town ? { town: { pageSlug: town.pageSlug, city: town.city } } : {}}
          trigger="interaction"
        />
      </div>
    </PageHero>
  )
}
