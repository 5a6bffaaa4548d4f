import { z } from 'zod'
import { isoDateSchema, slugSchema } from './shared.schema'
import { seoDescriptionSchema, seoTitleSchema } from './pages.schema'

/** What the blog index, search and the page's head know of an article: the first fields of its front matter. */
export const articleMetaSchema = z.object({
  slug: slugSchema,
  title: seoTitleSchema,
  description: seoDescriptionSchema,
  publishedAt: isoDateSchema,
  /** May name the business as {shortName}. */
  author: z.string().min(3).max(60),
})
export type ArticleMeta = z.infer<typeof articleMetaSchema>
export const articleMetasSchema = z.array(articleMetaSchema).min(1)
