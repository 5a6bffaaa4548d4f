import { useHead, useSeoMeta } from '@unhead/react'
import { business } from '../../../content/data'
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

/**
 * Writes a page's title, description, canonical, robots, Open Graph and Twitter tags, with its share card (issue 17),
 * into the static HTML during pre-rendering.
 */
export function usePageHead({
  title,
  description,
  canonical,
  indexable,
  spam,
  ogType = 'website',
}: PageHeadInput): void {
  const image = shareCard(canonical, indexable)
  useHead({
    title,
    link: [
      ...(canonical ? [{ rel: 'canonical' as const, href: canonical }] : []),
      { rel: 'sitemap' as const, type: 'application/xml', href: sitemapXmlPath },
    ],
    meta: [{ name: 'robots', content: robotsDirectives({ indexable, spam }) }],
  })
  useSeoMeta({
    description,
    ogTitle: title,
    ogDescription: description,
    ogType,
    ogSiteName: business.name,
    ogLocale: 'en_US',
    ...(canonical ? { ogUrl: canonical } : {}),
    twitterCard: 'summary_large_image',
    twitterTitle: title,
    twitterDescription: description,
    ogImage: { url: image.url, alt: title, width: image.width, height: image.height, type: 'image/jpeg' },
    twitterImage: image.url,
    twitterImageAlt: title,
  })
}
