/**
 * Where the rest of the value goes and the net sheet against listing with an agent, shown once the visitor has asked
 * for an estimate (offer-explained.tsx): loaded then, not with the calculator.
 */
import { offerExplainedCopy } from '../../../content/data'
import { estimateCashOffer, type OfferInputs } from './offer-formula'

const { margin, netSheet: netSheetSettings } = offerExplainedCopy

/** Where the share of the after-repair value the offer leaves out goes, in dollars for this house. */
export function marginBreakdown(arv: number) {
  return margin.items.map((item) => ({ ...item, amount: Math.round(item.share * arv) }))
}

/**
 * The seller's net selling to us against listing with an agent (the spec's constants): the agent sale at the
 * after-repair value, less about 6% commission and the repairs, which are the visitor's estimate but at least the
 * $5,000-$15,000 a listing typically needs, so the agent column is a range.
 */
export function netSheet(inputs: OfferInputs, settings = netSheetSettings) {
  const offer = estimateCashOffer(inputs)
  const commission = Math.round(inputs.arv * settings.commissionShare)
  const repairs = {
    low: Math.max(inputs.repairs, settings.listingRepairs.min),
    high: Math.max(inputs.repairs, settings.listingRepairs.max),
  }
  return {
    cash: { price: offer, commission: 0, repairs: 0, net: offer },
    agent: {
      price: inputs.arv,
      commission,
      repairs,
      net: { low: inputs.arv - commission - repairs.high, high: inputs.arv - commission - repairs.low },
    },
  }
}
