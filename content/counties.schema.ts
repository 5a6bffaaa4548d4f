import { z } from 'zod'
import { questionAnswerSchema, slugSchema } from './shared.schema'

/** A county we serve. Its towns are the files of content/towns/ that name it. */
export const countySchema = z.strictObject({
  slug: slugSchema,
  /** e.g. "Suwannee County" */
  name: z.string().min(5).max(40),
  /** Its place in lists of counties, 1 first; the footer links the first few. Each county has its own number. */
  order: z.number().int().positive(),
  /** The county page's headline. */
  title: z.string().min(10).max(70),
  /** Two to four sentences about selling a house in this county: the text after its file's front matter. */
  description: z.string().min(200).max(900),
  /** pageSlug of the town the county page features first. */
  featuredTown: slugSchema,
  /** Reasons owners in this county sell to us, written for this county. */
  reasons: z.array(z.string().min(20).max(240)).min(3).max(5),
  /** The county page's four questions. */
  faqs: z.array(questionAnswerSchema).length(4),
})
export type County = z.infer<typeof countySchema>
export const countiesSchema = z.array(countySchema).min(1)
