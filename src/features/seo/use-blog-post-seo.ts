import type { ImageDescriptor } from '../../components/ui/responsive-image'
import { imageFileUrl } from '../../lib/image-variants'
import type { RouteEntry } from '../../routing/manifest'
import { shareImagePath } from '../../routing/paths'
import { siteUrl } from '../../routing/site-manifest'
import { useJsonLd } from './use-json-ld'
import { usePageHead } from './use-page-head'

/** The largest JPEG of a picture, as an absolute URL for social cards and structured data. */
export const socialImage = (image: ImageDescriptor) => ({
  url: `${siteUrl}${imageFileUrl(image.id, image.width, 'jpg')}`,
  alt: image.alt,
  width: image.width,
  height: image.height,
})

/** The head of an article or city guide: its manifest entry (and share card), BlogPosting with its picture, BreadcrumbList. */
export function useBlogPostSeo({
  entry,
  headline,
  publishedAt,
  author,
  image,
  breadcrumbs,
}: {
  entry: RouteEntry
  headline: string
  publishedAt: string
  author: string
  image?: ImageDescriptor
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
}): void {
  usePageHead({
    title: entry.title,
    description: entry.description,
    canonical: entry.canonical,
    indexable: entry.indexable,
    ogType: 'article',
  })
  useJsonLd((ld) => [
    ld.blogPostingJsonLd({
      siteUrl,
      pageUrl: entry.canonical,
      headline,
      description: entry.description,
      datePublished: publishedAt,
      author,
      imageUrl: image ? socialImage(image).url : `${siteUrl}${shareImagePath(entry.path)}`,
    }),
    ld.breadcrumbPathsJsonLd(siteUrl, breadcrumbs),
  ])
}
