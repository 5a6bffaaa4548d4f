/**
 * A blog article as the build renders it from its Markdown (builder/articles.ts): what `import article from
 * 'content/articles/{slug}.md'` gives a page, so no Markdown library reaches the browser.
 */
import type { ArticleFrontmatter } from '../../../content/article-body.schema'

/** Articles with at least this many sections (level-2 headings) get a table of contents. */
export const tocMinimumSections = 4

export interface ArticleHeading {
  level: 2 | 3
  id: string
  text: string
}

export interface RenderedArticle {
  frontmatter: ArticleFrontmatter
  html: string
  headings: ArticleHeading[]
  words: number
  readMinutes: number
}
