import { homeLocationsCopy } from '../../../content/data'
import { fillCopy } from '../../../content/fill-copy'
import { townOfferPath, townPagePath } from '../../routing/paths'
import type { TownSummary } from '../../routing/site-index'
import { countySummaries, townSummaries } from '../../routing/site-manifest'

const copy = homeLocationsCopy
const intro = fillCopy(copy.intro, { towns: townSummaries.length, counties: countySummaries.length })
const countyName = new Map(countySummaries.map((county) => [county.slug, county.name]))
const linkLabel = (action: string, city: string) => fillCopy(copy.townLinkLabel, { action, city })
/** In the order content gives (each town's gridOrder): the towns most homeowners search for first. */
const townsInOrder = [...townSummaries].sort((a, b) => a.gridOrder - b.gridOrder)
const firstTowns = townsInOrder.slice(0, copy.initialCount)
const moreTowns = townsInOrder.slice(copy.initialCount)
const gridClass = 'grid gap-4 sm:grid-cols-2 lg:grid-cols-3'

function TownCard({ town }: { town: TownSummary }) {
  return (
    <li className="rounded-xl p-5 shadow-sm ring-1 ring-slate-200">
      <h3 className="text-lg font-bold text-slate-900">{fillCopy(copy.townHeading, { city: town.city })}</h3>
      <p className="mb-4 text-sm text-slate-600">{countyName.get(town.county)}</p>
      <div className="flex flex-wrap gap-2">
        <a
          href={townPagePath(town.pageSlug)}
          className="tap-target rounded-md bg-brand px-3 text-sm font-semibold text-white hover:bg-green-950"
          aria-label={linkLabel(copy.sellLabel, town.city)}
        >
          {copy.sellLabel}
        </a>
        <a
          href={townOfferPath(town.pageSlug)}
          className="tap-target rounded-md border-2 border-brand px-3 text-sm font-semibold text-brand hover:bg-green-50"
          aria-label={linkLabel(copy.offerLabel, town.city)}
        >
          {copy.offerLabel}
        </a>
      </div>
    </li>
  )
}

/**
 * Every town we buy in. All towns are in the HTML (crawlers and readers without JavaScript see every link); the
 * first few show until the visitor asks for more. The rest sit in a native details element, so "Show more" and
 * "Show less" work before the app starts and without JavaScript (decision 0015).
 */
export function LocationGrid() {
  return (
    <section aria-labelledby="locations-heading" className="py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6" data-testid="location-grid">
        <h2 id="locations-heading" className="text-center text-3xl font-bold text-brand">
          {copy.heading}
        </h2>
        <p className="mx-auto mt-3 mb-8 max-w-2xl text-center text-slate-600">{intro}</p>
        <ul className={gridClass}>
          {firstTowns.map((town) => (
            <TownCard key={town.pageSlug} town={town} />
          ))}
        </ul>
        {moreTowns.length > 0 && (
          <details className="group mt-4">
            <summary className="mx-auto mt-4 flex min-h-11 w-fit cursor-pointer list-none items-center rounded-lg border-2 border-brand px-5 py-2 font-semibold text-brand group-open:mb-8 hover:bg-green-50 [&::-webkit-details-marker]:hidden">
              <span className="group-open:hidden">{copy.showMore}</span>
              <span className="hidden group-open:inline">{copy.showLess}</span>
            </summary>
            <ul className={gridClass}>
              {moreTowns.map((town) => (
                <TownCard key={town.pageSlug} town={town} />
              ))}
            </ul>
          </details>
        )}
      </div>
    </section>
  )
}
