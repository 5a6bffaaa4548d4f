/**
 * The boot script of every page (builder/post-render/paint-first.ts builds it into dist/assets/boot-{hash}.js). Until
 * the page's scripts have started, it holds a press inside an island (held-press.ts), which start-islands.ts does again
 * once they have (a native post would lose what was typed, and a click would be lost), and shows the islands' notices
 * should the scripts not load. It imports the page's scripts once the browser reports its first paint (the Paint
 * Timing API), or at the load event if that comes first in a hidden page (a tab opened in the background paints only
 * when shown), or at once where the API is missing. A page on screen whose load event comes before its paint still
 * waits for the paint, so the scripts never come before the page's text. It waits on no timer, so a page whose clock
 * a test pauses still starts. A failed import is logged.
 */
import { heldClickControl, isInIsland } from './islands/held-press'

const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
const held: Event[] = []
const hold = (event: Event) => {
  if (!isInIsland(event.target)) return
  if (event.type === 'click' && !heldClickControl(event.target)) return
  event.preventDefault()
  held.push(event)
}
addEventListener('submit', hold, true)
addEventListener('click', hold, true)
window.heldPresses = {
  held,
  stop: () => {
    removeEventListener('submit', hold, true)
    removeEventListener('click', hold, true)
  },
}
let started = false
const start = () => {
  if (started || !app) return
  started = true
  import(app).catch((error: unknown) => {
    console.error('The page could not start its scripts:', error)
    for (const notice of document.querySelectorAll<HTMLElement>('[data-island-failed]')) notice.hidden = false
  })
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('load', () => document.visibilityState === 'hidden' && start(), { once: true })
} else start()
