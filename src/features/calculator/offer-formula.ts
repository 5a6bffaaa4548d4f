/** The 70% rule: what we can pay for a house, from its after-repair value and its repair costs. */
import { offerCopy } from '../../../content/data'
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

/** Why a typed amount was changed before use: below the range, above it, or between two steps. */
export type TypedAdjustment = 'raised' | 'lowered' | 'rounded'

/**
 * A typed amount as a value the slider can hold: whole dollars ("$250,000", "250000"), clamped to the range and
 * rounded to the nearest step, with why it changed; undefined when it is not a whole dollar amount.
 */
export function typedSliderValue(
  settings: SliderSettings,
  typed: string,
): { value: number; adjustment?: TypedAdjustment } | undefined {
  const digits = typed.replace(/[\s$,]/g, '')
  if (!/^\d{1,9}$/.test(digits)) return undefined
  const amount = Number(digits)
  if (amount < settings.min) return { value: settings.min, adjustment: 'raised' }
  if (amount > settings.max) return { value: settings.max, adjustment: 'lowered' }
  const value = Math.min(
    settings.max,
    settings.min + Math.round((amount - settings.min) / settings.step) * settings.step,
  )
  return value === amount ? { value } : { value, adjustment: 'rounded' }
}
