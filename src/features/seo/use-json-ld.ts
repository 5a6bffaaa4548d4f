import { usePageHeadTags } from '../../lib/head-tags'
import { loadHeadCode, loadedHeadCode } from './head-code'

type Builders = ReturnType<typeof loadedHeadCode>

/**
 * Puts a page's structured data into its head (and so into the pre-rendered HTML); one call per page. `build` makes
 * the blocks from the builders, which the browser loads only for a page reached in the app (src/lib/head-tags.ts).
 */
export function useJsonLd(build: (builders: Builders) => object[]): void {
  const tags = (builders: Builders) => ({ jsonLd: build(builders).map(builders.serializeJsonLd) })
  usePageHeadTags(() => (import.meta.env.SSR ? tags(loadedHeadCode()) : loadHeadCode().then(tags)))
}
