import { useHead, useSeoMeta } from '@unhead/react'
import { business } from '../../../content/business'
import { sitemapXmlPath } from '../../routing/paths'
import { robotsDirectives } from './robots'

export interface PageHeadInput {
  title: string
  description: string
  /** Absolute canonical URL; not-found views have none. */
  canonical?: string
  indexable: boolean
  spam?: boolean
  ogType?: 'website' | 'article'
  /** Absolute URL of the picture social cards show; with one, the Twitter card is the large-image kind. */
  image?: { url: string; alt: string; width: number; height: number }
}

/** Writes a page's title, description, canonical, robots and Open Graph tags (into the static HTML during pre-rendering). */
export function usePageHead({
  title,
  description,
  canonical,
  indexable,
  spam,
  ogType = 'website',
  image,
}: PageHeadInput): void {
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
    twitterCard: image ? 'summary_large_image' : 'summary',
    twitterTitle: title,
    twitterDescription: description,
    ...(image
      ? {
          ogImage: { url: image.url, alt: image.alt, width: image.width, height: image.height },
          twitterImage: image.url,
          twitterImageAlt: image.alt,
        }
      : {}),
  })
}
