import { z } from 'zod'
import { slugSchema, text, withPlaceholder } from './shared.schema'

const titledText = z.object({ title: text(3, 60), text: text(20, 400) })

/** The words around the blog: index, article pages and city guides. */
export const blogCopySchema = z.object({
  crumb: text(3, 30),
  index: z.object({
    heading: text(5, 80),
    intro: text(20, 300),
    articlesHeading: text(5, 60),
    guidesHeading: text(5, 60),
    /** How many city guides get a card; the rest are in the list of all guides. */
    guideCards: z.number().int().min(1).max(12),
    allGuidesHeading: text(5, 60),
  }),
  readTime: withPlaceholder(5, 30, 'minutes'),
  byline: withPlaceholder(5, 60, 'author'),
  tocHeading: text(3, 40),
  readMore: text(3, 30),
  callToAction: z.object({ heading: text(5, 80), text: text(20, 300), button: text(3, 40) }),
  guide: z.object({
    headline: withPlaceholder(10, 90, 'city'),
    summary: withPlaceholder(40, 320, 'city'),
    cardText: withPlaceholder(20, 200, 'city'),
    marketHeading: withPlaceholder(5, 80, 'city'),
    marketNote: text(20, 300),
    sellingHeading: withPlaceholder(5, 80, 'city'),
    localNotesHeading: withPlaceholder(5, 80, 'city'),
    neighborhoodsHeading: withPlaceholder(5, 80, 'city'),
    nearbyHeading: text(5, 80),
    processHeading: withPlaceholder(5, 80, 'city'),
    /** {city} and {county} are filled per guide. */
    processSteps: z.array(titledText).min(3).max(6),
    relatedHeading: text(5, 60),
    /** Articles every guide links to (slugs of content/articles/), before the city's own page. */
    relatedArticles: z.array(slugSchema).min(1).max(4),
    cityPageLink: withPlaceholder(5, 60, 'city'),
    cityPageText: withPlaceholder(20, 200, 'city'),
  }),
})
export type BlogCopy = z.infer<typeof blogCopySchema>
