import { z } from 'zod'
import { slugSchema, text } from './shared.schema'

const titledText = z.object({ title: text(3, 60), text: text(20, 300) })

/** Copy of /storm-damaged-homes. */
export const stormCopySchema = z.object({
  hero: z.object({ badge: text(3, 40), heading: text(10, 90), text: text(40, 400) }),
  helpsWith: z.object({ heading: text(5, 80), intro: text(20, 300), items: z.array(titledText).min(4).max(8) }),
  process: z.object({ heading: text(5, 80), steps: z.array(titledText).length(3) }),
  testimonials: z.object({ heading: text(5, 80), ids: z.array(slugSchema).min(1).max(4) }),
  photos: z.object({ heading: text(5, 80), intro: text(20, 300), imageIds: z.array(slugSchema).min(2).max(6) }),
  reasons: z.object({ heading: text(5, 80), items: z.array(titledText).min(3).max(8) }),
  callToAction: z.object({ heading: text(5, 80), text: text(20, 300), button: text(3, 40) }),
  faqHeading: text(5, 80),
})
export type StormCopy = z.infer<typeof stormCopySchema>
