import { usePageHeadTags } from '../../lib/head-tags'
import { loadHeadCode, loadedHeadCode } from './head-code'
import type { PageHeadInput } from './page-head-tags'

/**
 * Writes a page's title, description, canonical, robots, Open Graph and Twitter tags, with its share card (issue 17),
 * into the static HTML during pre-rendering, and over the last page's after a navigation in the browser, with the
 * code that builds them loaded then (src/lib/head-tags.ts). `evenOnFirstPage`: see usePageHeadTags.
 */
export function usePageHead(input: PageHeadInput, options?: { evenOnFirstPage?: boolean }): void {
  usePageHeadTags(
    () =>
      import.meta.env.SSR
        ? loadedHeadCode().pageHeadTags(input)
        : loadHeadCode().then((code) => code.pageHeadTags(input)),
    options,
  )
}
