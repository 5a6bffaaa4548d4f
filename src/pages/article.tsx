import type { ArticleMeta as ArticleMetaEntry } from '../../content/articles.schema'
import { blogCopy } from '../../content/data'
import { tocMinimumSections, type RenderedArticle } from '../features/blog/rendered-article'
import {
  ArticleHeader,
  ArticleMeta,
  BlogCallToAction,
  articleBodyClasses,
  blogBreadcrumbs,
  findImage,
} from '../features/blog/blog-parts'
import { useBlogPostSeo } from '../features/seo/use-blog-post-seo'
import { articlePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

function TableOfContents({ headings }: { headings: RenderedArticle['headings'] }) {
  const sections = headings.filter((heading) => heading.level === 2)
  if (sections.length < tocMinimumSections) return null
  return (
    <nav aria-labelledby="toc-heading" className="mx-auto mt-10 max-w-3xl px-4 sm:px-6">
      <div className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
        <h2 id="toc-heading" className="font-bold text-slate-900">
          {blogCopy.tocHeading}
        </h2>
        <ol className="mt-3 list-decimal space-y-1 pl-6">
          {sections.map((heading) => (
            <li key={heading.id}>
              <a href={`#${heading.id}`} className="tap-target text-brand underline underline-offset-4">
                {heading.text}
              </a>
            </li>
          ))}
        </ol>
      </div>
    </nav>
  )
}

/** /blog/{slug} for the six fixed articles: the Markdown of content/articles/{slug}.md, rendered at build time. */
export function ArticlePage({ meta, article }: { meta: ArticleMetaEntry; article: RenderedArticle }) {
  const entry = requireRouteEntry(articlePath(meta.slug))
  const image = findImage(article.frontmatter.image)
  const breadcrumbs = blogBreadcrumbs(meta.title, entry.path)
  useBlogPostSeo({
    entry,
    headline: article.frontmatter.headline,
    publishedAt: meta.publishedAt,
    author: meta.author,
    image,
    breadcrumbs,
  })
  return (
    <article>
      <ArticleHeader
        breadcrumbs={breadcrumbs}
        headline={article.frontmatter.headline}
        meta={<ArticleMeta publishedAt={meta.publishedAt} author={meta.author} readMinutes={article.readMinutes} />}
        summary={article.frontmatter.summary}
        image={image}
      />
      <TableOfContents headings={article.headings} />
      <div
        className={articleBodyClasses}
        data-testid="article-body"
        dangerouslySetInnerHTML={{ __html: article.html }}
      />
      <BlogCallToAction />
    </article>
  )
}
