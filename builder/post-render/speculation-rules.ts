/**
 * The next page at once (decision 0055): every page names, in a `Speculation-Rules` header, one rules file that asks
 * the browser to prerender a link to another page of the site when the visitor is likely to follow it ("eager": under
 * the pointer for a moment on a desktop, in view for a moment on a phone since Chrome 143), and to prefetch the few
 * pages the header links to as soon as a page is shown (their HTML only, about 12 KB each compressed). A file, not an
 * inline script, so the CSP keeps refusing inline scripts; a browser without the API navigates as usual.
 */
export const speculationRulesPath = '/speculation-rules.json'
export const speculationRulesType = 'application/speculationrules+json'
/** Where the links of every page's header are: followed most, prefetched at once. */
export const headerLinks = '#site-header a'

/** The header's value: a structured-field string naming the rules file. */
export const speculationRulesHeader = `"${speculationRulesPath}"`

/** Links to the site's pages (`patterns`, the manifest's), never one that downloads or opens elsewhere. */
const pageLinks = (patterns: readonly string[]) => [
  { href_matches: [...patterns] },
  { not: { selector_matches: '[download], [target]:not([target="_self"]), [rel~="external"]' } },
]

/** The rules file's JSON for the pages matching `patterns` (builder/post-render/headers.ts, pagePatterns). */
export function speculationRules(patterns: readonly string[]) {
  return {
    prerender: [{ source: 'document', where: { and: pageLinks(patterns) }, eagerness: 'eager' }],
    prefetch: [
      {
        source: 'document',
        where: { and: [...pageLinks(patterns), { selector_matches: headerLinks }] },
        eagerness: 'immediate',
      },
    ],
  }
}
