/**
 * Build-time rendering of the blog articles (content/articles/{slug}.md): frontmatter checked with zod, Markdown
 * rendered by markdown-it (raw HTML off), {placeholders} filled from content, headings given ids for the table of
 * contents, internal links checked against the route manifest, and the read time computed from the words.
 */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import MarkdownIt from 'markdown-it'
import { articleFrontmatterSchema } from '../content/article-body.schema'
import { readFrontMatter } from '../content/load'
import type { SiteContent } from '../content/validate'
import { formatUsd } from '../src/lib/format'
import { countWords, readMinutes } from '../src/lib/words'
import type { ArticleHeading, RenderedArticle } from '../src/features/blog/rendered-article'
import { projectRoot } from './stamp'

export type { ArticleHeading, RenderedArticle } from '../src/features/blog/rendered-article'

export { countWords, readMinutes } from '../src/lib/words'

export class ArticleError extends Error {
  override name = 'ArticleError'
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: true })

function headingId(text: string, taken: Set<string>): string {
  const base =
    text
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^\p{L}\p{N}]+/gu, '-')
      .replace(/^-+|-+$/g, '') || 'section'
  let id = base
  for (let suffix = 2; taken.has(id); suffix += 1) id = `${base}-${suffix}`
  taken.add(id)
  return id
}

/**
 * Renders one article file. `file` names it in errors; `placeholders` fills {name} in the body; `knownPaths` are the
 * site's pages, the only internal links allowed.
 */
export function renderArticle({
  file,
  source,
  placeholders,
  knownPaths,
}: {
  file: string
  source: string
  placeholders: Record<string, string>
  knownPaths: ReadonlySet<string>
}): RenderedArticle {
  const read = readFrontMatter(file, source)
  if ('problem' in read) throw new ArticleError(read.problem)
  const parsed = articleFrontmatterSchema.safeParse(read.data)
  if (!parsed.success)
    throw new ArticleError(
      `${file}: frontmatter: ${parsed.error.issues.map((issue) => `${issue.path.join('.') || 'frontmatter'}: ${issue.message}`).join('; ')}`,
    )

  const body = read.body.replace(/\{([a-zA-Z]+(?::[a-z0-9-]+)?)\}/g, (placeholder, name: string) => {
    const value = placeholders[name]
    if (value === undefined)
      throw new ArticleError(
        `${file}: unknown placeholder ${placeholder} (known: ${Object.keys(placeholders).join(', ')})`,
      )
    return value
  })

  const tokens = markdown.parse(body, {})
  const headings: ArticleHeading[] = []
  const ids = new Set<string>()
  let lastLevel = 1
  tokens.forEach((token, index) => {
    if (token.type === 'heading_open') {
      const level = Number(token.tag.slice(1))
      if (level === 1) throw new ArticleError(`${file}: the headline is the page's h1; start sections at ##`)
      if (level > lastLevel + 1)
        throw new ArticleError(`${file}: heading level ${level} skips a level after ${lastLevel}`)
      if (level > 3) throw new ArticleError(`${file}: use ## and ### only (found ${'#'.repeat(level)})`)
      lastLevel = level
      const text = tokens[index + 1]?.content ?? ''
      const id = headingId(text, ids)
      token.attrSet('id', id)
      headings.push({ level: level as 2 | 3, id, text })
    }
    if (token.type === 'inline') {
      for (const child of token.children ?? []) {
        if (child.type !== 'link_open') continue
        const href = child.attrGet('href') ?? ''
        if (!href.startsWith('/') || href.startsWith('//'))
          throw new ArticleError(`${file}: link '${href}' leaves the site; link only to the site's own pages`)
        const path = href.split('#')[0] ?? href
        if (!knownPaths.has(path)) throw new ArticleError(`${file}: link '${href}' is not a page of the site`)
      }
      // A paragraph that is one link is a call to action a thumb aims at: a 44 px target (decision 0011).
      const [open, text, close] = token.children ?? []
      if (
        token.children?.length === 3 &&
        open?.type === 'link_open' &&
        text?.type === 'text' &&
        close?.type === 'link_close'
      )
        open.attrSet('class', 'tap-target')
    }
  })

  const html = markdown.renderer.render(tokens, markdown.options, {})
  const words = countWords(tokens.map((token) => (token.type === 'inline' ? token.content : '')).join(' '))
  return { frontmatter: parsed.data, html, headings, words, readMinutes: readMinutes(words) }
}

/** What an article may write as {name}: the business's name and phone, and the cities' 2025 market figures. */
export function articlePlaceholders(content: Pick<SiteContent, 'business' | 'cityProfiles' | 'defaultMarketSnapshot'>) {
  const figures: Record<string, string> = {
    businessName: content.business.name,
    phone: content.business.phone,
    'median:default': formatUsd(content.defaultMarketSnapshot.medianPrice),
    'days:default': String(content.defaultMarketSnapshot.daysOnMarket),
  }
  for (const city of content.cityProfiles) {
    if (!city.marketSnapshot) continue
    figures[`median:${city.slug}`] = formatUsd(city.marketSnapshot.medianPrice)
    figures[`days:${city.slug}`] = String(city.marketSnapshot.daysOnMarket)
  }
  return figures
}

export const articlesDir = join(projectRoot, 'content', 'articles')

/**
 * Renders every article file (content/load.ts has read their front matter into articleMetas, each file named by its
 * slug) and checks its picture exists. Throws ArticleError naming the file.
 */
export function renderAllArticles(content: SiteContent, knownPaths: ReadonlySet<string>): Map<string, RenderedArticle> {
  const placeholders = articlePlaceholders(content)
  const imageIds = new Set(content.siteImages.map((image) => image.id))
  const rendered = new Map<string, RenderedArticle>()
  for (const meta of content.articleMetas) {
    const file = `content/articles/${meta.slug}.md`
    const path = join(articlesDir, `${meta.slug}.md`)
    if (!existsSync(path)) throw new ArticleError(`${file}: missing; was it deleted while the build ran?`)
    const article = renderArticle({ file, source: readFileSync(path, 'utf8'), placeholders, knownPaths })
    if (article.frontmatter.slug !== meta.slug)
      throw new ArticleError(`${file}: frontmatter slug '${article.frontmatter.slug}' must be '${meta.slug}'`)
    if (!imageIds.has(article.frontmatter.image))
      throw new ArticleError(`${file}: image '${article.frontmatter.image}' is not in content/site/images.yaml`)
    rendered.set(meta.slug, article)
  }
  return rendered
}
