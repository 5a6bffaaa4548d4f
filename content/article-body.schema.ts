import { z } from 'zod'
import { slugSchema } from './shared.schema'

/**
 * The frontmatter of an article's Markdown file (content/articles/{slug}.md). Listing and search metadata (title,
 * description, date, author) live in content/articles.ts; the file holds what only the article page shows.
 */
export const articleFrontmatterSchema = z.strictObject({
  /** Must equal the file name and an entry of content/articles.ts. */
  slug: slugSchema,
  /** The page's h1 (the search title may be shorter). */
  headline: z.string().min(10).max(110),
  /** The standfirst under the headline. */
  summary: z.string().min(60).max(320),
  /** Picture id from content/images.ts shown at the top and in social cards. */
  image: slugSchema,
})
export type ArticleFrontmatter = z.infer<typeof articleFrontmatterSchema>
