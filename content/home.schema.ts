import { z } from 'zod'
import { slugSchema, text } from './shared.schema'

const titledText = z.object({ title: text(3, 60), text: text(20, 300) })

/** Copy of the home page. {towns} and {counties} are replaced with counts computed from content. */
export const homeCopySchema = z.object({
  hero: z.object({
    headline: text(10, 90),
    subheading: text(20, 240),
    phonePrompt: text(3, 60),
    /** id of the picture in content/site/images.yaml shown beside the headline. */
    image: slugSchema,
  }),
  whyChoose: z.object({ heading: text(5, 60), items: z.array(titledText).length(4) }),
  howItWorks: z.object({ heading: text(5, 60), steps: z.array(titledText).length(3) }),
  testimonials: z.object({ heading: text(5, 60), ids: z.array(slugSchema).length(2) }),
  /** The city landing pages, linked from home: {city} is the city's name. */
  cities: z.object({
    heading: text(5, 80),
    intro: text(20, 300),
    linkLabel: text(6, 60).includes('{city}', { message: 'must contain {city}' }),
  }),
  locations: z.object({
    heading: text(5, 80),
    intro: text(20, 300),
    initialCount: z.number().int().positive(),
    showMore: text(3, 40),
    showLess: text(3, 40),
    sellLabel: text(3, 40),
    offerLabel: text(3, 40),
    /** A town card's heading; {city} is the town. */
    townHeading: text(6, 40).includes('{city}', { message: 'must contain {city}' }),
    /** The accessible name of a town card's links; {action} is the link text, {city} the town. */
    townLinkLabel: text(10, 60).includes('{action}', { message: 'must contain {action}' }),
  }),
  closing: z.object({
    heading: text(5, 80),
    text: text(20, 300),
    requestLabel: text(3, 40),
    calculateLabel: text(3, 40),
  }),
})
export type HomeCopy = z.infer<typeof homeCopySchema>
