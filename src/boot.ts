/**
 * The boot script of every page (builder/post-render/paint-first.ts builds it into dist/assets/boot-{hash}.js). Until
 * the page's scripts have started, it holds a press inside an island (held-press.ts), which start-islands.ts does again
 * once they have (a native post would lose what was typed, and a click would be lost), and shows the islands' notices
 * should the scripts not load. It imports the page's scripts once the browser reports its first paint (the Paint Timing
 * API) and the page's priority picture has been painted (Element Timing; where the browser lacks it, has arrived) or
 * has failed, so that on a slow phone they share neither the link nor the CPU with the page's text and largest picture;
 * a press held meanwhile starts them at once, and a picture that hangs or is never painted holds them back 3 s at most.
 * A page on screen whose load event comes first still waits for the paint; a hidden page starts at the load event (a
 * tab opened in the background paints only when shown); a browser without the API starts at once. It needs no timer to
 * start, so a page whose clock a test pauses still starts. A failed import is logged.
 */
import { heldClickControl, isInIsland } from './islands/held-press'

const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
const held: Event[] = []
const hold = (event: Event) => {
  if (!isInIsland(event.target)) return
  if (event.type === 'click' && !heldClickControl(event.target)) return
  event.preventDefault()
  held.push(event)
  // The visitor is acting: the scripts start now, whatever the picture is doing.
  start()
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
/** Whether the picture has a box on screen now: one below the fold or not displayed is not painted yet. */
const inView = (picture: Element) => {
  const { top, bottom, left, right } = picture.getBoundingClientRect()
  return bottom > top && bottom > 0 && right > 0 && top < innerHeight && left < innerWidth
}
const entryTypes = PerformanceObserver.supportedEntryTypes ?? []
if (entryTypes.includes('paint')) {
  // The picture the page fetches first, its likely largest paint: on a slow phone the scripts would share its link,
  // and their work the frame that shows it.
  const picture = document.querySelector<HTMLImageElement>('img[fetchpriority=high]')
  let painted = false
  let pictured = !picture
  const startOnceShown = () => painted && pictured && start()
  new PerformanceObserver((_list, observer) => {
    observer.disconnect()
    painted = true
    startOnceShown()
  }).observe({ type: 'paint', buffered: true })
  const shown = () => {
    pictured = true
    startOnceShown()
  }
  if (picture) {
    // A picture is painted a frame or more after it arrives. Where the browser reports that paint (Element Timing,
    // the picture's `elementtiming` attribute), the scripts wait for it, so that the largest paint comes before them.
    const timed = entryTypes.includes('element') && picture.hasAttribute('elementtiming')
    if (timed)
      new PerformanceObserver((list, observer) => {
        if (!list.getEntries().some((entry) => (entry as PerformanceEntry & { element?: Element }).element === picture))
          return
        observer.disconnect()
        shown()
      }).observe({ type: 'element', buffered: true })
    // A picture that failed, or that is out of view or not displayed, is not painted now: no reason to wait.
    const arrived = () => (!timed || !picture.naturalWidth || !inView(picture)) && shown()
    if (picture.complete) arrived()
    else {
      picture.addEventListener('load', arrived, { once: true })
      picture.addEventListener('error', arrived, { once: true })
    }
    // A picture that hangs (a stalled connection) or is never painted holds the scripts back for 3 s at most.
    setTimeout(shown, 3000)
  }
  addEventListener('load', () => document.visibilityState === 'hidden' && start(), { once: true })
} else start()
