/**
 * The next page at once (decisions 0055, 0069): every page names, in a `Speculation-Rules` header, one rules file that
 * asks the browser to prerender a link to another page of the site when the visitor is likely to follow it ("eager":
 * under the pointer for a moment on a desktop, in view for a moment on a phone since Chrome 143). Nothing is fetched
 * at once: a phone spends its bytes on the links it shows. A file, not an inline script, so the CSP keeps refusing
 * inline scripts; a browser without the API navigates as usual.
 */
export const speculationRulesPath = '/speculation-rules.json'
export const speculationRulesType = 'application/speculationrules+json'

/** The header's value: a structured-field string naming the rules file. */
export const speculationRulesHeader = `"${speculationRulesPath}"`

/**
 * The rules file's JSON: links to the site's pages (`patterns`, the manifest's), never one that downloads or opens
 * elsewhere, nor one to the page shown (`aria-current`), which Chromium would otherwise prerender again.
 */
export function speculationRules(patterns: readonly string[]) {
  return {
    prerender: [
      {
        source: 'document',
        where: {
          and: [
            { href_matches: [...patterns] },
            {
              not: {
                selector_matches:
                  '[download], [target]:not([target="_self"]), [rel~="external"], [aria-current="page"]',
              },
            },
          ],
        },
        eagerness: 'eager',
      },
    ],
  }
}
