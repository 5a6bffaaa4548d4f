/**
 * Paint first, then start the page's scripts. Every page is complete HTML, so on a slow phone the text should not
 * wait while scripts share the connection with it. vite-react-ssg writes the entry script and a modulepreload for
 * each chunk into the head, which start those downloads with the HTML. Here each page gets instead one tiny script
 * (dist/assets/boot-{hash}.js) that imports the entry once the browser has painted the page; the entry then
 * loads the page's chunks as usual. Until then links, the phone number and the page's text work as plain HTML.
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { rewritePages } from './rewrite-pages'

/**
 * The boot script: until the page's scripts have started, it holds a press inside an island (a form's submit, a
 * button's click), which src/islands/start-islands.ts does again once they have (a native post would lose what was
 * typed, and a click would be lost), and shows the islands'
 * notices should the scripts not load. Then it imports the page's scripts once the browser reports its first paint (the Paint Timing API), or at the load
 * event if that comes first in a hidden page (a tab opened in the background paints only when shown), or at once
 * where the API is missing. A page on screen whose load event comes before its paint (a small page from a fast server)
 * still waits for the paint, so the scripts never come before the page's text. It waits on no timer, so a page
 * whose clock a test pauses still starts. A failed import is logged.
 */
export const bootSource = `const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
const held = []
const hold = (event) => {
  if (!event.target.closest?.('[data-island]')) return
  if (event.type === 'click') {
    const control = event.target.closest('button, a[download]')
    if (!control || (control.type === 'submit' && control.form)) return
  }
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
  import(app).catch((error) => {
    console.error('The page could not start its scripts:', error)
    for (const notice of document.querySelectorAll('[data-island-failed]')) notice.hidden = false
  })
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  addEventListener('load', () => document.visibilityState === 'hidden' && start(), { once: true })
} else start()
`

const entryScript = /<script type="module"[^>]*\ssrc="(\/assets\/[^"]+\.js)"[^>]*><\/script>/
const modulePreloads = /<link rel="modulepreload"[^>]*>/g

/** The page with its entry script replaced by the boot script and its module preloads taken out. */
export function withPaintFirstBoot(html: string, bootPath: string): string {
  const entry = html.match(entryScript)
  if (!entry) throw new Error('The page has no module entry script to start after the first paint')
  return html
    .replace(modulePreloads, '')
    .replace(entry[0], `<script type="module" src="${bootPath}" data-app="${entry[1]}"></script>`)
}

/** Writes the boot script under a content hash and rewrites every HTML file under outDir to use it. */
export async function bootAfterFirstPaint(outDir: string): Promise<void> {
  const hash = createHash('sha256').update(bootSource).digest('hex').slice(0, 10)
  const bootPath = `/assets/boot-${hash}.js`
  await writeFile(join(outDir, bootPath), bootSource)
  await rewritePages(outDir, (html) => withPaintFirstBoot(html, bootPath))
}
