import { offerCopy, offerExplainedCopy } from '../../../content/data'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import type { OfferInputs } from './offer-formula'
import { marginBreakdown, netSheet } from './offer-net-sheet'

const { margin, netSheet: sheet } = offerExplainedCopy
const percent = (share: number) => `${Math.round(share * 100)}%`
const shares = { share: percent(offerCopy.offerShare), margin: percent(1 - offerCopy.offerShare) }
const range = ({ low, high }: { low: number; high: number }) =>
  low === high ? formatUsd(low) : `${formatUsd(low)} to ${formatUsd(high)}`
const minus = (text: string) => `−${text}`

/** Where the rest of the after-repair value goes, item by item, for this house (decision 0012). */
function MarginBreakdown({ arv }: { arv: number }) {
  const items = marginBreakdown(arv)
  const total = items.reduce((sum, item) => sum + item.amount, 0)
  return (
    <section aria-labelledby="margin-heading" className="mt-10" data-testid="offer-margin">
      <h2 id="margin-heading" className="text-2xl font-bold text-brand">
        {fillCopy(margin.heading, shares)}
      </h2>
      <p className="mt-2 text-slate-700">{fillCopy(margin.intro, shares)}</p>
      <table className="mt-4 w-full text-left text-sm sm:text-base">
        <tbody>
          {items.map((item) => (
            <tr key={item.label} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-3 pr-3 font-normal">
                <span className="block font-semibold text-slate-900">{item.label}</span>
                <span className="block text-slate-600">{item.text}</span>
              </th>
              <td className="py-3 pr-3 text-right text-slate-600 tabular-nums">{percent(item.share)}</td>
              <td className="py-3 text-right font-semibold text-slate-900 tabular-nums">{formatUsd(item.amount)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-3 pr-3 font-bold text-slate-900">
              {margin.total}
            </th>
            <td className="py-3 pr-3 text-right font-bold text-slate-900 tabular-nums">{shares.margin}</td>
            <td className="py-3 text-right font-bold text-slate-900 tabular-nums">{formatUsd(total)}</td>
          </tr>
        </tfoot>
      </table>
    </section>
  )
}

/** The seller's net selling to us against listing with an agent, side by side (decision 0012). */
function NetSheet({ inputs }: { inputs: OfferInputs }) {
  const { cash, agent } = netSheet(inputs)
  const listingRepairs = { min: formatUsd(sheet.listingRepairs.min), max: formatUsd(sheet.listingRepairs.max) }
  const rows = [
    {
      label: sheet.rows.price,
      cash: formatUsd(cash.price),
      cashNote: sheet.cashPriceNote,
      agent: formatUsd(agent.price),
      agentNote: sheet.agentPriceNote,
    },
    {
      label: fillCopy(sheet.rows.commission, { share: percent(sheet.commissionShare) }),
      cash: formatUsd(0),
      agent: minus(formatUsd(agent.commission)),
    },
    {
      label: sheet.rows.repairs,
      cash: formatUsd(0),
      cashNote: sheet.cashRepairsNote,
      agent: minus(range(agent.repairs)),
      agentNote: fillCopy(sheet.agentRepairsNote, listingRepairs),
    },
    { label: sheet.rows.net, cash: formatUsd(cash.net), agent: range(agent.net), strong: true },
    { label: sheet.rows.days, cash: sheet.cashDays, agent: sheet.agentDays },
  ]
  return (
    <section aria-labelledby="net-sheet-heading" className="mt-10" data-testid="offer-net-sheet">
      <h2 id="net-sheet-heading" className="text-2xl font-bold text-brand">
        {sheet.heading}
      </h2>
      <p className="mt-2 text-slate-700">{sheet.intro}</p>
      <table className="mt-4 w-full table-fixed text-left text-sm sm:text-base">
        <thead>
          <tr className="border-b-2 border-slate-300">
            <td className="w-1/3" />
            <th scope="col" className="py-2 pr-2 font-bold text-brand">
              {sheet.cashColumn}
            </th>
            <th scope="col" className="py-2 font-bold text-slate-900">
              {sheet.agentColumn}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={row.strong ? 'bg-green-50 font-bold' : 'border-b border-slate-200'}>
              <th scope="row" className="py-3 pr-2 align-top font-semibold text-slate-900">
                {row.label}
              </th>
              <td className="py-3 pr-2 align-top tabular-nums">
                {row.cash}
                {row.cashNote && <span className="block text-xs font-normal text-slate-600">{row.cashNote}</span>}
              </td>
              <td className="py-3 align-top tabular-nums">
                {row.agent}
                {row.agentNote && <span className="block text-xs font-normal text-slate-600">{row.agentNote}</span>}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-4 text-sm text-slate-600">{sheet.note}</p>
    </section>
  )
}

/** After calculating: where the other 30% goes, and the net sheet against listing. */
export function OfferExplained({ inputs }: { inputs: OfferInputs }) {
  return (
    <div data-testid="offer-explained">
      <MarginBreakdown arv={inputs.arv} />
      <NetSheet inputs={inputs} />
    </div>
  )
}
