import { describe, expect, it } from 'vitest'
import { offerCopy } from '../../content/data'
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

describe('the 70% rule', () => {
  it('gives $120,000 for the defaults: ARV 200,000 and repairs 20,000', () => {
    expect(initialOfferInputs).toEqual({ arv: 200_000, repairs: 20_000 })
    expect(estimateCashOffer(initialOfferInputs)).toBe(120_000)
  })

  it('never goes below zero: ARV 50,000 and repairs 100,000 give $0', () => {
    expect(estimateCashOffer({ arv: 50_000, repairs: 100_000 })).toBe(0)
    expect(estimateCashOffer({ arv: 50_000, repairs: 35_000 })).toBe(0)
    expect(estimateCashOffer({ arv: 50_000, repairs: 34_000 })).toBe(1_000)
  })

  it('holds at the top of both sliders', () => {
    expect(estimateCashOffer({ arv: 500_000, repairs: 0 })).toBe(350_000)
    expect(estimateCashOffer({ arv: 500_000, repairs: 100_000 })).toBe(250_000)
  })

  it('rounds to whole dollars, half up, without floating point drift', () => {
    expect(estimateCashOffer({ arv: 50_001, repairs: 0 })).toBe(35_001) // 35,000.7
    expect(estimateCashOffer({ arv: 50_005, repairs: 0 })).toBe(35_004) // 35,003.5
    expect(estimateCashOffer({ arv: 85_000, repairs: 0 })).toBe(59_500) // 59,499.99999999999 in binary
    expect(estimateCashOffer({ arv: 100_000, repairs: 0 }, 0.655)).toBe(65_500)
  })

  it('is an integer for every pair of slider positions', () => {
    for (let arv = offerCopy.arv.min; arv <= offerCopy.arv.max; arv += offerCopy.arv.step) {
      for (const repairs of [offerCopy.repairs.min, 13_000, offerCopy.repairs.max]) {
        const offer = estimateCashOffer({ arv, repairs })
        expect(Number.isInteger(offer)).toBe(true)
        expect(offer).toBe(Math.max(0, (arv * 7) / 10 - repairs))
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
    expect(sliderValue(offerCopy.arv, 200_000)).toBe(200_000)
    expect(sliderValue(offerCopy.arv, '55000')).toBe(55_000)
  })

  it('refuses values off the range, off a step or not numbers', () => {
    for (const raw of [45_000, 505_000, 201_000, '2e5', '-5000', '', null, '200000abc', 1.5])
      expect(sliderValue(offerCopy.arv, raw), String(raw)).toBeUndefined()
  })
})

describe('carrying an accepted estimate to the contact page', () => {
  const towns = new Set(['live-oak'])

  it('reads back what the calculator wrote', () => {
    const search = offerHandoffSearch({ arv: 250_000, repairs: 30_000, townSlug: 'live-oak' })
    expect(search).toBe('?arv=250000&repairs=30000&town=live-oak')
    expect(readOfferHandoff(new URLSearchParams(search), towns)).toEqual({
      arv: 250_000,
      repairs: 30_000,
      townSlug: 'live-oak',
    })
  })

  it('ignores figures the sliders could not give and towns that do not exist', () => {
    expect(readOfferHandoff(new URLSearchParams('?arv=999999999&repairs=0'), towns)).toBeUndefined()
    expect(readOfferHandoff(new URLSearchParams('?arv=200000'), towns)).toBeUndefined()
    expect(readOfferHandoff(new URLSearchParams('?arv=200000&repairs=0&town=<script>'), towns)).toEqual({
      arv: 200_000,
      repairs: 0,
      townSlug: undefined,
    })
  })

  it('starts the message with the offer, the place and both figures', () => {
    expect(acceptedOfferMessage({ arv: 200_000, repairs: 20_000 }, 'Live Oak, FL')).toBe(
      'I would like to accept the estimated cash offer of $120,000 for my house in Live Oak, FL (after-repair value $200,000, repairs about $20,000).',
    )
  })
})

describe('typed amounts', () => {
  const arv = offerCopy.arv // 50,000 to 500,000 in steps of 5,000

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
    expect(typedSliderValue(offerCopy.repairs, '1234')).toEqual({ value: 1_000, adjustment: 'rounded' })
  })

  it('reads nothing that is not a whole dollar amount', () => {
    for (const typed of ['', 'abc', '250k', '-5000', '250000.50', '1e6', '1234567890'])
      expect(typedSliderValue(arv, typed), typed).toBeUndefined()
  })
})

describe('the offer explained', () => {
  it('breaks the other 30% of the value into items that add up to it exactly', () => {
    const items = marginBreakdown(200_000)
    expect(items.reduce((sum, item) => sum + item.amount, 0)).toBe(60_000)
    expect(items.map((item) => item.label)).toContain('Our profit')
  })

  it("sets a cash sale against listing with the spec's constants: 6% commission, repairs of at least $5,000-$15,000", () => {
    // The defaults: the house needs $20,000 of work, more than a listing's usual repairs.
    expect(netSheet({ arv: 200_000, repairs: 20_000 })).toEqual({
      cash: { price: 120_000, commission: 0, repairs: 0, net: 120_000 },
      agent: {
        price: 200_000,
        commission: 12_000,
        repairs: { low: 20_000, high: 20_000 },
        net: { low: 168_000, high: 168_000 },
      },
    })
    // A house in good shape still needs the usual listing repairs: the agent column is a range.
    const goodShape = netSheet({ arv: 300_000, repairs: 0 })
    expect(goodShape.agent.repairs).toEqual({ low: 5_000, high: 15_000 })
    expect(goodShape.agent.net).toEqual({ low: 267_000, high: 277_000 })
    expect(goodShape.cash.net).toBe(210_000)
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
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining('explained.margin.items: the shares add up to 31%, not the 30% the offer leaves out'),
    )
  })
})
