import { z } from 'zod'
import { isoDateSchema, slugSchema } from './shared.schema'
import { seoDescriptionSchema, seoTitleSchema } from './pages.schema'

/** A fixed blog article's metadata (its body arrives with the blog). */
export const articleMetaSchema = z.object({
  slug: slugSchema,
  title: seoTitleSchema,
  description: seoDescriptionSchema,
  publishedAt: isoDateSchema,
  author: z.string().min(3).max(60),
})
export type ArticleMeta = z.infer<typeof articleMetaSchema>
export const articleMetasSchema = z.array(articleMetaSchema).length(6)
