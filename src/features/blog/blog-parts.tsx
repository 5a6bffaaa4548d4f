import type { ReactNode } from 'react'
import { blogCopy, localPagesSharedCopy, siteImages } from '../../../content/data'
import { ButtonLink } from '../../components/ui/button'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { ResponsiveImage, type ImageDescriptor } from '../../components/ui/responsive-image'
import { classNames } from '../../lib/class-names'
import { fillCopy } from '../../../content/fill-copy'
import { formatIsoDate } from '../../lib/format'
import { pagePath } from '../../routing/paths'

/** The picture shown when an article's own picture fails to load. */
export const defaultBlogImage = siteImages.find((image) => image.id === 'blog-default')

export const findImage = (id: string): ImageDescriptor | undefined => siteImages.find((image) => image.id === id)

export const blogBreadcrumbs = (title: string, path: string) => [
  { name: localPagesSharedCopy.homeCrumb, path: pagePath('home') },
  { name: blogCopy.crumb, path: pagePath('blog') },
  { name: title, path },
]

/** Date, author and read time of an article or guide. */
export function ArticleMeta({
  publishedAt,
  author,
  readMinutes,
}: {
  publishedAt: string
  author?: string
  readMinutes: number
}) {
  return (
    <p className="text-sm text-slate-600">
      <time dateTime={publishedAt}>{formatIsoDate(publishedAt)}</time>
      {author && <> · {fillCopy(blogCopy.byline, { author })}</>}
      {' · '}
      {fillCopy(blogCopy.readTime, { minutes: readMinutes })}
    </p>
  )
}

/** The top of an article or guide: breadcrumbs, h1, meta line, standfirst and the picture (preloaded). */
export function ArticleHeader({
  breadcrumbs,
  headline,
  meta,
  summary,
  image,
}: {
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
  headline: string
  meta: ReactNode
  summary: string
  image?: ImageDescriptor
}) {
  return (
    <header className="mx-auto max-w-3xl px-4 pt-6 sm:px-6">
      <Breadcrumbs items={breadcrumbs} />
      <h1 className="mt-6 text-3xl leading-tight font-extrabold text-brand md:text-5xl">{headline}</h1>
      <div className="mt-4">{meta}</div>
      <p className="mt-5 text-lg text-slate-700">{summary}</p>
      {image && (
        <ResponsiveImage
          image={image}
          fallback={defaultBlogImage}
          priority
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-8 aspect-video rounded-2xl"
          imageClassName="h-full w-full object-cover"
        />
      )}
    </header>
  )
}

/** Long-form text: headings, lists, tables and links styled for reading. */
export const articleBodyClasses = classNames(
  'mx-auto max-w-3xl px-4 pb-4 text-lg leading-relaxed text-slate-800 sm:px-6',
  '[&_h2]:mt-12 [&_h2]:scroll-mt-24 [&_h2]:text-2xl [&_h2]:font-bold [&_h2]:text-brand',
  '[&_h3]:mt-8 [&_h3]:scroll-mt-24 [&_h3]:text-xl [&_h3]:font-bold [&_h3]:text-slate-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6 [&_li]:mt-2',
  '[&_a]:font-semibold [&_a]:text-brand [&_a]:underline [&_a]:underline-offset-4 [&_strong]:text-slate-900',
  '[&_table]:mt-6 [&_table]:w-full [&_table]:border-collapse [&_table]:text-base [&_th]:border-b-2 [&_th]:border-slate-300 [&_th]:p-2 [&_th]:text-left [&_td]:border-b [&_td]:border-slate-200 [&_td]:p-2 [&_td]:align-top',
  '[&_blockquote]:mt-4 [&_blockquote]:border-l-4 [&_blockquote]:border-green-200 [&_blockquote]:pl-4',
)

/** The call to action every article and guide ends with. */
export function BlogCallToAction() {
  const { callToAction } = blogCopy
  return (
    <section aria-labelledby="blog-cta-heading" className="mx-auto my-12 max-w-3xl px-4 sm:px-6">
      <div className="rounded-2xl bg-brand p-8 text-white">
        <h2 id="blog-cta-heading" className="text-2xl font-bold">
          {callToAction.heading}
        </h2>
        <p className="mt-3 text-green-50">{callToAction.text}</p>
        <ButtonLink href={pagePath('contact')} variant="light" className="mt-6">
          {callToAction.button}
        </ButtonLink>
      </div>
    </section>
  )
}

/** A card on the blog index: picture, title, date and read time. */
export function BlogCard({
  path,
  title,
  text,
  image,
  publishedAt,
  readMinutes,
  first = false,
}: {
  path: string
  title: string
  text: string
  image?: ImageDescriptor
  publishedAt: string
  readMinutes: number
  /** The page's first card, whose picture is the largest thing on a phone's first screen: loaded at once, not lazily. */
  first?: boolean
}) {
  return (
    <li className="flex flex-col overflow-hidden rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
      {image && (
        <ResponsiveImage
          image={image}
          fallback={defaultBlogImage}
          sizes="(min-width: 1024px) 360px, (min-width: 640px) 50vw, 100vw"
          className="aspect-video"
          imageClassName="h-full w-full object-cover"
          priority={first}
        />
      )}
      <div className="flex flex-1 flex-col p-5">
        <h3 className="text-lg font-bold text-slate-900">
          <a href={path} className="tap-target hover:text-brand hover:underline">
            {title}
          </a>
        </h3>
        <ArticleMeta publishedAt={publishedAt} readMinutes={readMinutes} />
        <p className="mt-3 flex-1 text-slate-700">{text}</p>
      </div>
    </li>
  )
}
