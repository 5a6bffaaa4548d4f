/**
 * The pre-rendered HTML of each part kept as pre-rendered (src/lib/deferred-part.tsx, PreRendered) on the page a
 * visit starts on, read before the app hydrates it. React leaves that HTML in place when it hydrates; but should
 * hydration fail (a browser's translation or an extension changed the page before the app started), React renders
 * the page from scratch and sets each kept part's HTML itself, so each part must hold its own to give back. The parts
 * render in document order in every pass from the root, the first and the one from scratch alike, so the n-th kept
 * part to render takes the n-th outermost part in the document.
 */
const marker = 'data-pre-rendered'

/** The attribute that marks a part's element, while pre-rendering and in the browser. */
export const preRenderedMarker = { [marker]: '' }

let parts: string[] = []
let next = 0

/** Reads every outermost kept part's HTML, before the app hydrates the page. */
export function readPreRenderedParts(): void {
  parts = [...document.querySelectorAll(`[${marker}]:not([${marker}] [${marker}])`)].map((part) => part.innerHTML)
}

/** A pass that renders the app from its root starts again with the first part. */
export function restartPreRenderedParts(): void {
  next = 0
}

/** The next kept part's HTML, in the order the parts render. */
export function nextPreRenderedPart(): string {
  return parts[next++] ?? ''
}
