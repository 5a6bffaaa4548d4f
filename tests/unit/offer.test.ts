import { describe, expect, it } from 'vitest'
import { offerCopy, offerExplainedCopy } from '../../content/data'
import { fillCopy } from '../../content/fill-copy'
import { siteContent } from '../../content/site-content'
import { validateContent } from '../../content/validate'
import {
  estimateCashOffer,
  initialOfferInputs,
  sliderValue,
  typedSliderValue,
} from '../../src/features/calculator/offer-formula'
import { marginBreakdown, netSheet } from '../../src/features/calculator/offer-net-sheet'
import { acceptedOfferMessage, offerHandoffSearch, readOfferHandoff } from '../../src/features/calculator/offer-handoff'
import { formatIsoDate, formatUsd } from '../../src/lib/format'

/** The spec's calculator, as a fixture: 70% of the after-repair value, sliders of 50,000-500,000 and 0-100,000. */
const share = 0.7
const arvSlider = { ...offerCopy.arv, min: 50_000, max: 500_000, step: 5_000, initial: 200_000 }
const repairsSlider = { ...offerCopy.repairs, min: 0, max: 100_000, step: 1_000, initial: 20_000 }

describe('the 70% rule', () => {
  it("starts from content's initial slider values", () => {
    expect(initialOfferInputs).toEqual({ arv: offerCopy.arv.initial, repairs: offerCopy.repairs.initial })
    expect(estimateCashOffer({ arv: 200_000, repairs: 20_000 }, share)).toBe(120_000)
  })

  it('never goes below zero: ARV 50,000 and repairs 100,000 give $0', () => {
    expect(estimateCashOffer({ arv: 50_000, repairs: 100_000 }, share)).toBe(0)
    expect(estimateCashOffer({ arv: 50_000, repairs: 35_000 }, share)).toBe(0)
    expect(estimateCashOffer({ arv: 50_000, repairs: 34_000 }, share)).toBe(1_000)
  })

  it('holds at the top of both sliders', () => {
    expect(estimateCashOffer({ arv: 500_000, repairs: 0 }, share)).toBe(350_000)
    expect(estimateCashOffer({ arv: 500_000, repairs: 100_000 }, share)).toBe(250_000)
  })

  it('rounds to whole dollars, half up, without floating point drift', () => {
    expect(estimateCashOffer({ arv: 50_001, repairs: 0 }, share)).toBe(35_001) // 35,000.7
    expect(estimateCashOffer({ arv: 50_005, repairs: 0 }, share)).toBe(35_004) // 35,003.5
    expect(estimateCashOffer({ arv: 85_000, repairs: 0 }, share)).toBe(59_500) // 59,499.99999999999 in binary
    expect(estimateCashOffer({ arv: 100_000, repairs: 0 }, 0.655)).toBe(65_500)
  })

  it("is a whole dollar amount, within half a dollar of the rule, for every pair of content's slider positions", () => {
    const { arv: arvSettings, repairs: repairsSettings, offerShare } = offerCopy
    for (let arv = arvSettings.min; arv <= arvSettings.max; arv += arvSettings.step) {
      for (const repairs of [repairsSettings.min, repairsSettings.initial, repairsSettings.max]) {
        const offer = estimateCashOffer({ arv, repairs })
        expect(Number.isInteger(offer)).toBe(true)
        expect(Math.abs(offer - Math.max(0, arv * offerShare - repairs))).toBeLessThanOrEqual(0.5)
      }
    }
  })
})

describe('money and date formatting', () => {
  it('shows whole US dollars with thousands separators', () => {
    expect(formatUsd(120_000)).toBe('$120,000')
    expect(formatUsd(0)).toBe('$0')
    expect(formatUsd(1_234_567.5)).toBe('$1,234,568')
  })

  it("writes the policies' date as the spec does", () => {
    expect(formatIsoDate('2025-05-13')).toBe('May 13, 2025')
  })
})

describe('slider values', () => {
  it('accepts values on a step within the range, as numbers or address text', () => {
    expect(sliderValue(arvSlider, 200_000)).toBe(200_000)
    expect(sliderValue(arvSlider, '55000')).toBe(55_000)
  })

  it('refuses values off the range, off a step or not numbers', () => {
    for (const raw of [45_000, 505_000, 201_000, '2e5', '-5000', '', null, '200000abc', 1.5])
      expect(sliderValue(arvSlider, raw), String(raw)).toBeUndefined()
  })
})

describe('carrying an accepted estimate to the contact page', () => {
  const towns = new Set(['live-oak'])
  // Figures content's sliders can give: one step above their starting values.
  const arv = offerCopy.arv.initial + offerCopy.arv.step
  const repairs = offerCopy.repairs.initial + offerCopy.repairs.step

  it('reads back what the calculator wrote', () => {
    const search = offerHandoffSearch({ arv, repairs, townSlug: 'live-oak' })
    expect(search).toBe(`?arv=${arv}&repairs=${repairs}&town=live-oak`)
    expect(readOfferHandoff(new URLSearchParams(search), towns)).toEqual({ arv, repairs, townSlug: 'live-oak' })
  })

  it('ignores figures the sliders could not give and towns that do not exist', () => {
    const tooHigh = offerCopy.arv.max + offerCopy.arv.step
    expect(readOfferHandoff(new URLSearchParams(`?arv=${tooHigh}&repairs=${repairs}`), towns)).toBeUndefined()
    expect(readOfferHandoff(new URLSearchParams(`?arv=${arv}`), towns)).toBeUndefined()
    expect(readOfferHandoff(new URLSearchParams(`?arv=${arv}&repairs=${repairs}&town=<script>`), towns)).toEqual({
      arv,
      repairs,
      townSlug: undefined,
    })
  })

  it('starts the message with the offer, the place and both figures', () => {
    expect(acceptedOfferMessage({ arv, repairs }, 'Live Oak, FL')).toBe(
      fillCopy(offerCopy.acceptedMessage, {
        offer: formatUsd(estimateCashOffer({ arv, repairs })),
        place: 'Live Oak, FL',
        arv: formatUsd(arv),
        repairs: formatUsd(repairs),
      }),
    )
  })
})

describe('typed amounts', () => {
  const arv = arvSlider

  it('takes whole dollars written as people write them', () => {
    expect(typedSliderValue(arv, '250000')).toEqual({ value: 250_000 })
    expect(typedSliderValue(arv, '$250,000')).toEqual({ value: 250_000 })
    expect(typedSliderValue(arv, ' 250 000 ')).toEqual({ value: 250_000 })
  })

  it('clamps to the bounds and says which way', () => {
    expect(typedSliderValue(arv, '900000')).toEqual({ value: 500_000, adjustment: 'lowered' })
    expect(typedSliderValue(arv, '0')).toEqual({ value: 50_000, adjustment: 'raised' })
    expect(typedSliderValue(arv, '999999999')).toEqual({ value: 500_000, adjustment: 'lowered' })
  })

  it('rounds to the nearest step, never past the top', () => {
    expect(typedSliderValue(arv, '252499')).toEqual({ value: 250_000, adjustment: 'rounded' })
    expect(typedSliderValue(arv, '252500')).toEqual({ value: 255_000, adjustment: 'rounded' })
    expect(typedSliderValue(repairsSlider, '1234')).toEqual({ value: 1_000, adjustment: 'rounded' })
  })

  it('reads nothing that is not a whole dollar amount', () => {
    for (const typed of ['', 'abc', '250k', '-5000', '250000.50', '1e6', '1234567890'])
      expect(typedSliderValue(arv, typed), typed).toBeUndefined()
  })
})

describe('the offer explained', () => {
  it('breaks the share of the value the offer leaves out into items that add up to it exactly', () => {
    const items = marginBreakdown(200_000)
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(Math.round(200_000 * (1 - offerCopy.offerShare)))
    expect(items.map((item) => item.label)).toEqual(offerExplainedCopy.margin.items.map((item) => item.label))
  })

  it("sets a cash sale against listing with the spec's constants: 6% commission, repairs of at least $5,000-$15,000", () => {
    const spec = { ...offerExplainedCopy.netSheet, commissionShare: 0.06, listingRepairs: { min: 5_000, max: 15_000 } }
    // The house needs $20,000 of work, more than a listing's usual repairs.
    const cash = estimateCashOffer({ arv: 200_000, repairs: 20_000 })
    expect(netSheet({ arv: 200_000, repairs: 20_000 }, spec)).toEqual({
      cash: { price: cash, commission: 0, repairs: 0, net: cash },
      agent: {
        price: 200_000,
        commission: 12_000,
        repairs: { low: 20_000, high: 20_000 },
        net: { low: 168_000, high: 168_000 },
      },
    })
    // A house in good shape still needs the usual listing repairs: the agent column is a range.
    const goodShape = netSheet({ arv: 300_000, repairs: 0 }, spec)
    expect(goodShape.agent.repairs).toEqual({ low: 5_000, high: 15_000 })
    expect(goodShape.agent.net).toEqual({ low: 267_000, high: 277_000 })
    expect(goodShape.cash.net).toBe(estimateCashOffer({ arv: 300_000, repairs: 0 }))
  })

  it('refuses a breakdown that does not add up to the share the offer leaves out', () => {
    const items = structuredClone(siteContent.offerCopy.explained.margin.items)
    items[0]!.share += 0.01
    const broken = {
      ...siteContent,
      offerCopy: {
        ...siteContent.offerCopy,
        explained: { ...siteContent.offerCopy.explained, margin: { ...siteContent.offerCopy.explained.margin, items } },
      },
    }
    const explained = items.reduce((sum, item) => sum + Math.round(item.share * 100), 0)
    const leftOut = Math.round((1 - siteContent.offerCopy.offerShare) * 100)
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining(
        `explained.margin.items: the shares add up to ${explained}%, not the ${leftOut}% the offer leaves out`,
      ),
    )
  })
})
