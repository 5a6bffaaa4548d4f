import { usePageHeadTags } from '../../lib/head-tags'
import { serializeJsonLd } from './structured-data'

/** Puts a page's structured data into its head (and so into the pre-rendered HTML); one call per page. */
export function useJsonLd(...blocks: object[]): void {
  usePageHeadTags({ jsonLd: blocks.map(serializeJsonLd) })
}
