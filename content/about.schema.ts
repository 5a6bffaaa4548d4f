import { z } from 'zod'
import { text, withPlaceholder } from './shared.schema'

const titledText = z.object({ title: text(3, 60), text: text(20, 320) })

/**
 * Copy of /about: who buys, how an offer is made, the pledges, and the business's identity. {business}, {founded},
 * {city} and {counties} are filled from content/site/business.yaml and the county list.
 */
export const aboutCopySchema = z.object({
  hero: z.object({ badge: text(3, 40), heading: text(10, 90), text: withPlaceholder(40, 400, 'business') }),
  whoBuys: z.object({ heading: text(5, 80), paragraphs: z.array(text(40, 600)).min(2).max(4) }),
  howOffers: z.object({ heading: text(5, 80), intro: text(20, 300), steps: z.array(titledText).min(3).max(5) }),
  pledges: z.object({ heading: text(5, 80), intro: text(20, 300), items: z.array(titledText).min(5).max(8) }),
  identity: z.object({
    heading: text(5, 80),
    intro: text(20, 300),
    labels: z.object({
      name: text(2, 40),
      legalEntity: text(2, 40),
      address: text(2, 40),
      phone: text(2, 40),
      email: text(2, 40),
      hours: text(2, 40),
      founded: text(2, 40),
    }),
  }),
  callToAction: z.object({ heading: text(5, 80), text: text(20, 300), button: text(3, 40) }),
})
export type AboutCopy = z.infer<typeof aboutCopySchema>
