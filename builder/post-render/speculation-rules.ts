/**
 * The next page at once (decisions 0055, 0069, 0083): every page carries the same inline rules that ask the browser to
 * prerender a link to another page of the site when the visitor is likely to follow it ("eager": under the pointer
 * for a moment on a desktop, in view for a moment on a phone since Chrome 143). Nothing is fetched at once: a phone
 * spends its bytes on the links it shows. Inline, not a file the `Speculation-Rules` header names: Chromium's in-view
 * trigger fires once, for the links in view at the first paint, and a file that arrived after it lost those links. The
 * CSP allows this one script by its hash; a browser without the API ignores it.
 */
import { createHash } from 'node:crypto'

/**
 * The rules' JSON: links to the site's pages (`patterns`, the manifest's), never one that downloads or opens
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

const rulesText = (patterns: readonly string[]) => JSON.stringify(speculationRules(patterns))

/** The element each page's head gets. */
export function speculationRulesElement(patterns: readonly string[]): string {
  return `<script type="speculationrules">${rulesText(patterns)}</script>`
}

/** The CSP source that allows exactly that element's text and no other inline script. */
export function speculationRulesHashSource(patterns: readonly string[]): string {
  return `'sha256-${createHash('sha256').update(rulesText(patterns)).digest('base64')}'`
}
