import { usePageHeadTags } from '../../lib/head-tags'
import { pageHeadTags, type PageHeadInput } from './page-head-tags'

/**
 * Writes a page's title, description, canonical, robots, Open Graph and Twitter tags, with its share card (issue 17),
 * into its pre-rendered HTML.
 */
export function usePageHead(input: PageHeadInput): void {
  usePageHeadTags(pageHeadTags(input))
}
