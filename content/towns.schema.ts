import { z } from 'zod'
import { confirmedSchema, questionAnswerSchema, slugSchema, text } from './shared.schema'

/** A town we buy houses in: one entry gives it a location page, an offer page, sitemap lines and a redirect. */
export const townSchema = z.strictObject({
  /** The town's own slug: /locations/{pageSlug} and /offer/{pageSlug}. */
  pageSlug: slugSchema,
  city: z.string().min(2).max(40),
  /**
   * Where the town stands in the home page's grid, 1 first: the towns most homeowners search for lead (the largest
   * first), so the first screenful is where most sellers live. Each town has its own number.
   */
  gridOrder: z.number().int().positive(),
  /** Slug of the county in content/counties/. */
  county: slugSchema,
  keywords: z.array(z.string().min(3).max(60)).min(3).max(8),
  /** Two to four sentences written for this town alone: the text after its file's front matter. */
  description: z.string().min(200).max(900),
  /** Names of nearby towns and communities; a name that is one of our towns or cities links to its page. */
  nearbyAreas: z.array(z.string().min(2).max(40)).min(3).max(8),
  /** The location page's three questions, answered for this town. */
  faqs: z.array(questionAnswerSchema).length(3),
  /**
   * Three situations sellers in this town run into, each a short title and what we do about it: the location page's
   * own facts, each confirmed by the owner or not yet.
   */
  situations: z
    .array(z.strictObject({ title: text(5, 60), text: text(100, 400), confirmed: confirmedSchema }))
    .length(3),
  /** How we work out an offer for a house in this town (what it is priced against, what moves the figure): the offer page's own text. */
  offerContext: text(200, 650),
})
export type Town = z.infer<typeof townSchema>
export const townsSchema = z.array(townSchema).min(1)
