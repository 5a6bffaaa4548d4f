import type { RouteEntry } from '../../routing/manifest'
import { usePageHead } from './use-page-head'

/** The head of a page listed in the route manifest: everything comes from its entry. */
export function useRouteHead(entry: RouteEntry, ogType: 'website' | 'article' = 'website'): void {
  usePageHead({
    title: entry.title,
    description: entry.description,
    canonical: entry.canonical,
    indexable: entry.indexable,
    ogType,
  })
}
