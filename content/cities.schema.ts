import { z } from 'zod'
import { cityPageSlugPrefix } from './addresses'
import { confirmedSchema, questionAnswerSchema, slugSchema } from './shared.schema'

export const marketSnapshotSchema = z.object({
  medianPrice: z.number().int().positive(),
  daysOnMarket: z.number().int().positive(),
  /** A short phrase on where the market is heading. */
  trend: z.string().min(10).max(120),
})
export type MarketSnapshot = z.infer<typeof marketSnapshotSchema>

/** Every city landing page's address starts with this, which also marks unknown city addresses as the city family's. */

/** A city with its own landing page (/{pageSlug}) and blog guide (/blog/{slug}). */
export const cityProfileSchema = z.strictObject({
  /** Used for the blog guide: /blog/{slug}. */
  slug: slugSchema,
  cityName: z.string().min(2).max(40),
  /** The county the city lies in, as text (most city profiles lie outside the seven served counties). */
  countyName: z.string().min(5).max(40),
  /** Its place in lists of cities, 1 first (the first is the lead city). Each city has its own number. */
  order: z.number().int().positive(),
  /** The landing page: /{pageSlug}, e.g. sell-house-fast-ocala. */
  pageSlug: slugSchema.refine((slug) => slug.startsWith(cityPageSlugPrefix), `must start with "${cityPageSlugPrefix}"`),
  nearbyCities: z.array(z.string().min(2).max(40)).min(3).max(8),
  /** The city's own 2025 figures; cities without them show the default snapshot. */
  marketSnapshot: marketSnapshotSchema.optional(),
  /** The landing page's opening paragraph, written for this city: the text after its file's front matter. */
  intro: z.string().min(200).max(900),
  /** Neighbourhood notes for the city guide, each confirmed by the owner or not yet. */
  neighborhoods: z
    .array(z.object({ name: z.string().min(2).max(60), note: z.string().min(40).max(400), confirmed: confirmedSchema }))
    .min(3)
    .max(6),
  /** The landing page's three questions. */
  faqs: z.array(questionAnswerSchema).length(3),
})
export type CityProfile = z.infer<typeof cityProfileSchema>
export const cityProfilesSchema = z.array(cityProfileSchema).min(1)
