/**
 * The calculator's estimate as the contact page shows it (offer-handoff.ts): loaded only when the contact page's
 * address carries a query, so the page a visit starts on does not download the calculator's words and formula.
 */
import { business, offerCopy } from '../../../content/data'
import { formatUsd } from '../../lib/format'
import { townSummaries } from '../../routing/site-manifest'
import { estimateCashOffer } from './offer-formula'
import { acceptedOfferMessage, readOfferHandoff, type OfferHandoff } from './offer-handoff'

export interface ContactEstimate {
  /** The recomputed offer, e.g. "$140,000". */
  offer: string
  /** The first words of the form's message. */
  message: string
}

const townSlugs = new Set(townSummaries.map((town) => town.pageSlug))

/** "Live Oak, FL" for a town's estimate, the region for the generic calculator's. */
function estimatePlace(estimate: OfferHandoff): string {
  const town = estimate.townSlug ? townSummaries.find((item) => item.pageSlug === estimate.townSlug) : undefined
  return town ? `${town.city}, ${business.address.state}` : offerCopy.genericPlace
}

/** The estimate the address hands over, or undefined when it carries none (or figures no slider could give). */
export function contactEstimate(search: URLSearchParams): ContactEstimate | undefined {
  const estimate = readOfferHandoff(search, townSlugs)
  if (!estimate) return undefined
  return {
    offer: formatUsd(estimateCashOffer(estimate)),
    message: acceptedOfferMessage(estimate, estimatePlace(estimate)),
  }
}
