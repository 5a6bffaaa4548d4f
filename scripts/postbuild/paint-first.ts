/**
 * Paint first, then load the app. Every page is complete HTML, so on a slow phone the text should not wait while
 * 120 KB of scripts share the connection with it. vite-react-ssg writes the entry script and a modulepreload for
 * each chunk into the head, which start those downloads with the HTML. Here each page gets instead one tiny script
 * (dist/assets/boot-{hash}.js) that imports the entry once the browser has painted the page; the entry then
 * loads the page's chunks as usual. Until then links, the phone number and the page's text work as plain HTML.
 */
import { createHash } from 'node:crypto'
import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/**
 * The boot script: import the app once the browser reports its first paint (the Paint Timing API, in every current
 * browser), or at once where that API is missing. It does not wait on timers, so a page whose clock a test pauses
 * still starts.
 */
export const bootSource = `const app = document.querySelector('script[data-app]')?.getAttribute('data-app')
let started = false
const start = () => {
  if (started || !app) return
  started = true
  import(app)
}
if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
  new PerformanceObserver((_list, observer) => {
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
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
  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'))
  for (const file of htmlFiles) {
    const path = join(outDir, file)
    await writeFile(path, withPaintFirstBoot(await readFile(path, 'utf8'), bootPath))
  }
}
