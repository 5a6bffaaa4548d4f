/** What in-page navigation calls at each step, and which links it follows (src/browser/navigation.ts). */
export interface PageHooks {
  /** Before a navigation takes the main content away. */
  leaving(main: HTMLElement): void
  /** Once the next page's main content is in place. */
  arrived(main: HTMLElement): void
  /** Once the next page is shown: its head, focus and scroll are in place. */
  viewed(): void
}

/** A link to a page of this site that opens here: not a file, another site, a new window or a place on this page. */
export function isPageLink(link: HTMLAnchorElement): boolean {
  if (link.hasAttribute('download') || (link.target !== '' && link.target !== '_self')) return false
  if (link.origin !== location.origin || /\.[a-z0-9]+$/i.test(link.pathname)) return false
  return !(link.pathname === location.pathname && link.search === location.search && link.hash !== '')
}
