import { z } from 'zod'
import { seoDescriptionSchema, seoTitleSchema } from './pages.schema'

export const notFoundCopySchema = z.object({
  heading: z.string().min(3),
  message: z.string().min(10),
  homeLabel: z.string().min(3),
  contactLabel: z.string().min(3),
  title: seoTitleSchema,
  description: seoDescriptionSchema,
  /** Headings of the page families' not-found views. */
  familyHeadings: z.object({
    city: z.string().min(3),
    county: z.string().min(3),
    location: z.string().min(3),
    cityGuide: z.string().min(3),
  }),
  /** Paths containing any of these get extra no-index directives: they are spam links pointed at the site. */
  spamKeywords: z.array(z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits or hyphens')).min(1),
})
export type NotFoundCopy = z.infer<typeof notFoundCopySchema>
