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

/** Copy and settings of the offer calculator pages (/offer and /offer/{town}). */
export const offerCopySchema = z.object({
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
  /** Town pages: the town's own section, and the link to the full explanation of the rule on /offer. */
  town: z.object({
    sellingHeading: withPlaceholder(5, 60, 'city'),
    nearbyIntro: text(10, 120),
    ruleLink: text(5, 60),
  }),
  townLinks: z.object({
    heading: text(5, 60),
    townPage: withPlaceholder(5, 60, 'city'),
    townPageText: withPlaceholder(20, 200, 'city'),
    countyPageText: withPlaceholder(20, 200, 'county'),
  }),
})
export type OfferCopy = z.infer<typeof offerCopySchema>
