import { z } from 'zod'
import { slugSchema, text } from './shared.schema'

/** Copy of the contact page. */
export const contactCopySchema = z.object({
  heroHeading: text(5, 60),
  heroSubtitle: text(5, 80),
  /** Image id from content/site/images.yaml behind the hero. */
  heroImage: slugSchema,
  heading: text(5, 60),
  text: text(20, 200),
  /** Above the form when the visitor arrives from the calculator's 'ACCEPT CASH OFFER'. */
  estimateHeading: text(5, 60),
  estimateText: text(20, 240).includes('{offer}', { message: 'must contain {offer}' }),
})
export type ContactCopy = z.infer<typeof contactCopySchema>
