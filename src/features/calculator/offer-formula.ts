/** The 70% rule (SPEC section 9): what we can pay for a house, from its after-repair value and its repair costs. */
import { offerCopy } from '../../../content/offer'
import type { SliderSettings } from '../../../content/offer.schema'

export interface OfferInputs {
  /** After-repair value in US dollars. */
  arv: number
  /** Estimated repair costs in US dollars. */
  repairs: number
}

/** max(0, share x ARV - repairs), rounded to whole dollars. */
export function estimateCashOffer({ arv, repairs }: OfferInputs, share: number = offerCopy.offerShare): number {
  // Round the product to cents first: in binary floating point 0.7 x 85,000 is 59,499.99999999999.
  const offer = Math.round(Math.round(share * arv * 100) / 100 - repairs)
  return Math.max(0, offer)
}

export const initialOfferInputs: OfferInputs = { arv: offerCopy.arv.initial, repairs: offerCopy.repairs.initial }

/** A value a slider can hold: within its range, on one of its steps; anything else gives undefined. */
export function sliderValue(settings: SliderSettings, raw: unknown): number | undefined {
  const value = typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : raw
  if (typeof value !== 'number' || !Number.isInteger(value)) return undefined
  if (value < settings.min || value > settings.max || (value - settings.min) % settings.step !== 0) return undefined
  return value
}
