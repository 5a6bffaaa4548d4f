import { z } from 'zod'
import { text, withPlaceholder } from './shared.schema'

const sliderSchema = z
  .object({
    label: text(5, 60),
    help: text(20, 200),
    min: z.number().int().nonnegative(),
    max: z.number().int().positive(),
    step: z.number().int().positive(),
    initial: z.number().int().nonnegative(),
  })
  .superRefine((slider, context) => {
    if (slider.min >= slider.max) context.addIssue({ code: 'custom', message: 'min must be below max' })
    if (slider.initial < slider.min || slider.initial > slider.max)
      context.addIssue({ code: 'custom', path: ['initial'], message: 'must lie between min and max' })
    if ((slider.max - slider.min) % slider.step !== 0 || (slider.initial - slider.min) % slider.step !== 0)
      context.addIssue({ code: 'custom', path: ['step'], message: 'max and initial must be whole steps from min' })
  })
export type SliderSettings = z.infer<typeof sliderSchema>

/** A share of the after-repair value, e.g. 0.06 for 6%. */
const share = z.number().gt(0).lt(1)

/** What a typed amount became, and why; {value} is the amount used, {step} the slider's step, {example} a valid one. */
const typedValueSchema = z.object({
  inputLabel: withPlaceholder(5, 80, 'label'),
  raised: withPlaceholder(10, 120, 'value'),
  lowered: withPlaceholder(10, 120, 'value'),
  rounded: withPlaceholder(10, 120, 'step'),
  unreadable: withPlaceholder(10, 120, 'example'),
})

/**
 * The offer explained (decision 0012): after calculating, where the share of the after-repair value that is not
 * offered goes, and what a seller keeps selling to us against listing with an agent (the spec's constants: about 6%
 * commission, $5,000 to $15,000 of repairs, 30-60 days against 7).
 */
const explainedSchema = z.object({
  margin: z.object({
    /** {margin} is the share not offered, e.g. 30%. */
    heading: withPlaceholder(5, 80, 'margin'),
    intro: text(20, 300),
    items: z
      .array(z.object({ label: text(5, 80), text: text(10, 200), share }))
      .min(3)
      .max(6),
    total: text(3, 40),
  }),
  netSheet: z.object({
    heading: text(5, 80),
    intro: text(20, 300),
    cashColumn: text(3, 40),
    agentColumn: text(3, 40),
    rows: z.object({
      price: text(3, 60),
      commission: withPlaceholder(3, 60, 'share'),
      repairs: text(3, 60),
      net: text(3, 60),
      days: text(3, 60),
    }),
    cashPriceNote: text(5, 80),
    agentPriceNote: text(5, 80),
    cashRepairsNote: text(5, 80),
    /** {min} and {max} are listingRepairs. */
    agentRepairsNote: withPlaceholder(5, 120, 'min'),
    commissionShare: share,
    listingRepairs: z.object({ min: z.number().int().nonnegative(), max: z.number().int().positive() }),
    cashDays: text(3, 60),
    agentDays: text(3, 60),
    note: text(20, 400),
  }),
})

/** Copy and settings of the offer calculator pages (/offer and /offer/{town}). */
export const offerCopySchema = z
  .object({
    /** The share of the after-repair value the offer starts from (the 70% rule). */
    offerShare: z.number().gt(0).lt(1),
    arv: sliderSchema,
    repairs: sliderSchema,
    /** The calculator's name in breadcrumbs. */
    crumb: text(3, 40),
    genericHeading: text(10, 80),
    townHeading: withPlaceholder(10, 80, 'city'),
    /** {towns}, {counties} and {cities} are counts computed from content. */
    genericIntro: withPlaceholder(40, 320, 'towns'),
    townIntro: withPlaceholder(40, 320, 'city'),
    calculateGeneric: text(5, 40),
    calculateTown: withPlaceholder(5, 40, 'city'),
    resultHeading: text(5, 60),
    resultNote: text(20, 240),
    accept: text(3, 40),
    /** The first words of the contact form's message after 'ACCEPT CASH OFFER'; {offer}, {arv}, {repairs}, {place}. */
    acceptedMessage: withPlaceholder(30, 300, 'offer'),
    genericPlace: text(3, 60),
    noScript: text(20, 200),
    rule: z.object({
      heading: text(5, 80),
      paragraphs: z.array(text(40, 500)).min(1).max(4),
      /** The worked example uses the sliders' initial values; {arv}, {share}, {repairs}, {offer}. */
      example: withPlaceholder(30, 300, 'offer'),
    }),
    /** Town pages: the town's own sections, and the link to the full explanation of the rule on /offer. */
    town: z.object({
      sellingHeading: withPlaceholder(5, 60, 'city'),
      /**
       * A town page's rule section, over the town's own offer context (content/towns/{pageSlug}.md, offerContext)
       * and the worked example; {share} is the rule's share, e.g. 70%.
       */
      contextHeading: withPlaceholder(5, 80, 'city'),
      nearbyIntro: text(10, 120),
      ruleLink: text(5, 60),
    }),
    townLinks: z.object({
      heading: text(5, 60),
      townPage: withPlaceholder(5, 60, 'city'),
      townPageText: withPlaceholder(20, 200, 'city'),
      countyPageText: withPlaceholder(20, 200, 'county'),
    }),
    typedValue: typedValueSchema,
    explained: explainedSchema,
  })
  .superRefine((copy, context) => {
    // The breakdown explains exactly the share the offer leaves out, in whole hundredths.
    const explained = copy.explained.margin.items.reduce((sum, item) => sum + Math.round(item.share * 100), 0)
    const margin = Math.round((1 - copy.offerShare) * 100)
    if (explained !== margin)
      context.addIssue({
        code: 'custom',
        path: ['explained', 'margin', 'items'],
        message: `the shares add up to ${explained}%, not the ${margin}% the offer leaves out`,
      })
    const { min, max } = copy.explained.netSheet.listingRepairs
    if (min > max)
      context.addIssue({
        code: 'custom',
        path: ['explained', 'netSheet', 'listingRepairs'],
        message: 'min is above max',
      })
  })
export type OfferCopy = z.infer<typeof offerCopySchema>
