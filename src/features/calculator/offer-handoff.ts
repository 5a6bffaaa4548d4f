/**
 * 'ACCEPT CASH OFFER' carries the calculator's figures to the contact page in the address
 * (/contact?arv=200000&repairs=20000&town=live-oak), so the message can start pre-filled after a reload too.
 * The contact page recomputes the offer from the figures; nothing in the address is shown unchecked.
 */
import { offerCopy } from '../../../content/data'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import { handoffParams } from './handoff-params'
import { estimateCashOffer, sliderValue, type OfferInputs } from './offer-formula'

export interface OfferHandoff extends OfferInputs {
  /** Slug of the town the calculator was opened for, if any. */
  townSlug?: string
}

export function offerHandoffSearch({ arv, repairs, townSlug }: OfferHandoff): string {
  const params = new URLSearchParams({ [handoffParams.arv]: String(arv), [handoffParams.repairs]: String(repairs) })
  if (townSlug) params.set(handoffParams.town, townSlug)
  return `?${params.toString()}`
}

/** The figures from the address, or undefined when they are missing or not values the sliders could give. */
export function readOfferHandoff(
  search: URLSearchParams,
  knownTownSlugs: ReadonlySet<string>,
): OfferHandoff | undefined {
  const arv = sliderValue(offerCopy.arv, search.get(handoffParams.arv))
  const repairs = sliderValue(offerCopy.repairs, search.get(handoffParams.repairs))
  if (arv === undefined || repairs === undefined) return undefined
  const town = search.get(handoffParams.town)
  return { arv, repairs, townSlug: town && knownTownSlugs.has(town) ? town : undefined }
}

/** The first words of the contact form's message for an accepted estimate. */
export function acceptedOfferMessage(handoff: OfferInputs, place: string): string {
  return fillCopy(offerCopy.acceptedMessage, {
    offer: formatUsd(estimateCashOffer(handoff)),
    arv: formatUsd(handoff.arv),
    repairs: formatUsd(handoff.repairs),
    place,
  })
}
