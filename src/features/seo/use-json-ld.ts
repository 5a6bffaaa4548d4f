import { usePageHeadTags } from '../../lib/head-tags'
import * as builders from './structured-data'

type Builders = typeof builders

/** Puts a page's structured data into its head (and so into its pre-rendered HTML); one call per page. */
export function useJsonLd(build: (builders: Builders) => object[]): void {
  usePageHeadTags({ jsonLd: build(builders).map(builders.serializeJsonLd) })
}
