/**
 * In-page navigation with swup (decision 0042): a link to another page of the site fetches that page's pre-rendered
 * HTML and swaps the main content and the head (title, description, canonical, robots, Open Graph, JSON-LD), keeping
 * the header, the chat and any toast. Loaded on the visitor's first intent to follow a link (src/browser/navigation.ts).
 * A fetch that fails, or a page without the main content, is opened the normal way by swup itself.
 */
import SwupHeadPlugin from '@swup/head-plugin'
import SwupPreloadPlugin from '@swup/preload-plugin'
import Swup from 'swup'
import { isPageLink, type PageHooks } from './page-links'

const main = () => document.getElementById('main')

export function startPageSwap(hooks: PageHooks): Swup {
  const swup = new Swup({
    containers: ['#main'],
    animationSelector: false,
    ignoreVisit: (_url, { el } = {}) =>
      el instanceof HTMLAnchorElement && (!isPageLink(el) || el.closest('[data-no-swup]') !== null),
    plugins: [new SwupHeadPlugin({ persistAssets: true }), new SwupPreloadPlugin()],
  })
  // Each page of the history keeps where it was scrolled to; back and forward go there again.
  history.scrollRestoration = 'manual'
  // The browser keeps the setting with the entry: a reload, or a return from another site, restores as usual.
  addEventListener('pagehide', () => (history.scrollRestoration = 'auto'))
  addEventListener('pageshow', () => (history.scrollRestoration = 'manual'))
  const scrolled = new Map<number, number>()
  const entry = () => (history.state as { index?: number } | null)?.index ?? 1
  // The entry being left: on back and forward, history has already moved on when the visit starts.
  let shown = entry()
  swup.hooks.on('visit:start', () => void scrolled.set(shown, window.scrollY))
  swup.hooks.before('content:replace', () => {
    const leaving = main()
    if (leaving) hooks.leaving(leaving)
  })
  swup.hooks.on('content:replace', () => {
    const arrived = main()
    if (arrived) hooks.arrived(arrived)
  })
  swup.hooks.replace('content:scroll', (visit, args, scroll) => {
    const y = visit.history.popstate ? scrolled.get(entry()) : undefined
    if (y === undefined) return scroll?.(visit, args) ?? false
    window.scrollTo(0, y)
    return true
  })
  swup.hooks.on('page:view', () => {
    shown = entry()
    hooks.viewed()
  })
  return swup
}
