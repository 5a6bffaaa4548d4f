/** The tags of a page's head (src/features/seo/use-page-head.ts), built while pre-rendering. */
import { business } from '../../../content/data'
import type { HeadTags } from '../../lib/head-tags'
import { shareImagePath, shareImageSize, sitemapXmlPath } from '../../routing/paths'
import { siteUrl } from '../../routing/site-manifest'
import { robotsDirectives } from './robots'

export interface PageHeadInput {
  title: string
  description: string
  /** Absolute canonical URL; not-found views have none. */
  canonical?: string
  indexable: boolean
  spam?: boolean
  ogType?: 'website' | 'article'
}

/**
 * The share card of a page: the one the build drew for it (an indexable page), else the home page's. A page outside
 * the index (the sitemap page, a not-found view) is rarely shared, and the card names the business either way.
 */
function shareCard(canonical: string | undefined, indexable: boolean) {
  const path = canonical && indexable ? new URL(canonical).pathname : '/'
  return { url: `${siteUrl}${shareImagePath(path)}`, ...shareImageSize }
}

/** A page's title, description, canonical, robots, Open Graph and Twitter tags, with its share card (decision 0013). */
export function pageHeadTags({
  title,
  description,
  canonical,
  indexable,
  spam,
  ogType = 'website',
}: PageHeadInput): HeadTags {
  const image = shareCard(canonical, indexable)
  const property = (name: string, content: string | undefined) => ({ property: `og:${name}`, content })
  const twitter = (name: string, content: string) => ({ name: `twitter:${name}`, content })
  // A preview (decision 0067) keeps every page out of search engines and offers them no sitemap.
  const preview = Boolean(import.meta.env.SITE_PREVIEW)
  return {
    title,
    link: [
      { rel: 'canonical', href: canonical },
      ...(preview ? [] : [{ rel: 'sitemap', type: 'application/xml', href: sitemapXmlPath }]),
    ],
    meta: [
      { name: 'robots', content: preview ? 'noindex' : robotsDirectives({ indexable, spam }) },
      property('image', image.url),
      property('image:alt', title),
      property('image:width', String(image.width)),
      property('image:height', String(image.height)),
      property('image:type', 'image/jpeg'),
      { name: 'description', content: description },
      property('title', title),
      property('description', description),
      property('type', ogType),
      property('site_name', business.name),
      property('locale', 'en_US'),
      property('url', canonical),
      twitter('card', 'summary_large_image'),
      twitter('title', title),
      twitter('description', description),
      twitter('image', image.url),
      twitter('image:alt', title),
    ],
  }
}
