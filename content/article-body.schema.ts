import { z } from 'zod'
import { articleMetaSchema } from './articles.schema'
import { slugSchema } from './shared.schema'

/**
 * The front matter of an article's Markdown file (content/articles/{slug}.md): its listing and search metadata, and
 * what only the article page shows.
 */
export const articleFrontmatterSchema = z.strictObject({
  ...articleMetaSchema.shape,
  /** The page's h1 (the search title may be shorter). */
  headline: z.string().min(10).max(110),
  /** The standfirst under the headline. */
  summary: z.string().min(60).max(320),
  /** Picture id from content/site/images.yaml shown at the top and in social cards. */
  image: slugSchema,
})
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>
