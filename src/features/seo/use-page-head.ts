import { useHead, useSeoMeta } from '@unhead/react'
import { business } from '../../../content/business'
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

/** Writes a page's title, description, canonical, robots and Open Graph tags (into the static HTML during pre-rendering). */
export function usePageHead({
  title,
  description,
  canonical,
  indexable,
  spam,
  ogType = 'website',
}: PageHeadInput): void {
  useHead({
    title,
    link: canonical ? [{ rel: 'canonical', href: canonical }] : [],
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
    twitterCard: 'summary',
    twitterTitle: title,
    twitterDescription: description,
  })
}
