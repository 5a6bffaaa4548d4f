import { z } from 'zod'
import { confirmedSchema, isoDateSchema, slugSchema } from './shared.schema'

/** What a city's blog guide says that no other page does: selling there, written for that city. */
export const cityGuideSchema = z.strictObject({
  /** slug of the city in content/cities/. */
  citySlug: slugSchema,
  /** Paragraphs on what sells there, to whom, and what holds sales up: the text after the front matter. */
  sellingThere: z.array(z.string().min(150).max(700)).min(2).max(4),
  /** Local things to know, each a short titled note, confirmed by the owner or not yet. */
  localNotes: z
    .array(
      z.object({ title: z.string().min(5).max(70), text: z.string().min(80).max(500), confirmed: confirmedSchema }),
    )
    .min(3)
    .max(5),
  publishedAt: isoDateSchema,
  /** May name the business as {shortName}. */
  author: z.string().min(3).max(60),
})
export type CityGuide = z.infer<typeof cityGuideSchema>
export const cityGuidesSchema = z.array(cityGuideSchema).min(1)
