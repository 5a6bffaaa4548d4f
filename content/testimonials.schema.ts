import { z } from 'zod'
import { slugSchema } from './shared.schema'

export const testimonialSchema = z.object({
  id: slugSchema,
  /** First name and last initial, e.g. "Linda M." */
  name: z.string().min(3).max(40),
  /** Where the seller lived, e.g. "Live Oak, FL". */
  place: z.string().min(3).max(40),
  /** The seller's situation, e.g. "Inherited home". */
  situation: z.string().min(3).max(40),
  quote: z.string().min(60).max(500),
  /**
   * True only for a review a real customer gave and agreed to publish. A sample is labelled as one on the page, and
   * `npm run check:launch` lists it: publishing invented reviews is unlawful (FTC rule, 16 CFR 465).
   */
  real: z.boolean(),
})
export type Testimonial = z.infer<typeof testimonialSchema>
export const testimonialsSchema = z.array(testimonialSchema).min(2)
