import { cityPageCopy } from '../../../content/data'
import type { MarketSnapshot } from '../../../content/cities.schema'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'

const copy = cityPageCopy

/** A city's 2025 snapshot as three figures: median price, days on market and the trend (city page and city guide). */
export function MarketFigures({ snapshot }: { snapshot: MarketSnapshot }) {
  const figures = [
    { label: copy.medianPriceLabel, value: formatUsd(snapshot.medianPrice) },
    { label: copy.daysOnMarketLabel, value: fillCopy(copy.daysOnMarketValue, { days: snapshot.daysOnMarket }) },
    { label: copy.trendLabel, value: snapshot.trend },
  ]
  return (
    <dl className="grid gap-4 md:grid-cols-3" data-testid="market-snapshot">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-xl bg-green-50 p-5">
          <dt className="text-sm font-semibold text-slate-600">{figure.label}</dt>
          <dd className="mt-1 text-xl font-bold text-slate-900">{figure.value}</dd>
        </div>
      ))}
    </dl>
  )
}
