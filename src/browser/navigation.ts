/**
 * Where in-page navigation starts (decision 0042). swup (src/browser/page-swap.ts, about 11 KB gzipped) is loaded on
 * the visitor's first intent to follow a link to one of the site's pages (pointing at it, touching or focusing it), so
 * a visit that only reads never downloads it; a press that comes before it has loaded is followed once it has, and
 * should it not load, the link opens the normal way.
 */
import type Swup from 'swup'
import { isPageLink, type PageHooks } from './page-links'

const linkOf = (target: EventTarget | null) => {
  const link = target instanceof Element ? target.closest('a[href]') : null
  return link instanceof HTMLAnchorElement && isPageLink(link) ? link : undefined
}

export function startNavigation(hooks: PageHooks): void {
  let swup: Swup | undefined
  let loading: Promise<Swup> | undefined
  const load = () => (loading ??= import('./page-swap').then(({ startPageSwap }) => (swup = startPageSwap(hooks))))
  const intent = (event: Event) => {
    if (!swup && linkOf(event.target)) load().catch(() => undefined)
  }
  for (const type of ['pointerover', 'touchstart', 'focusin'] as const)
    document.addEventListener(type, intent, { capture: true, passive: true })
  document.addEventListener('click', (event) => {
    const link = linkOf(event.target)
    if (swup || !link || event.defaultPrevented || event.button !== 0) return
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
    event.preventDefault()
    load().then(
      (loaded) => void loaded.navigate(link.href, {}, { el: link }),
      () => location.assign(link.href),
    )
  })
}
