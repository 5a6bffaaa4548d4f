import { usePageHeadTags } from '../../lib/head-tags'
import { pageHeadTags, type PageHeadInput } from './page-head-tags'

/**
 * Writes a page's title, description, canonical, robots, Open Graph and Twitter tags into its pre-rendered HTML,
 * with its share card (decision 0013).
 */
export function usePageHead(input: PageHeadInput): void {
  usePageHeadTags(pageHeadTags(input))
}
