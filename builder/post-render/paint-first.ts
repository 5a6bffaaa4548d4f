/**
 * Paint first, then start the page's scripts. Every page is complete HTML, so on a slow phone the text should not
 * wait while scripts share the connection with it. vite-react-ssg writes the entry script and a modulepreload for
 * each chunk into the head, which start those downloads with the HTML. Here each page gets instead one tiny script
 * (src/boot.ts, as dist/assets/boot-{hash}.js) that imports the entry once the browser has painted the page; the entry then
 * loads the page's chunks as usual. Until then links, the phone number and the page's text work as plain HTML.
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { projectRoot } from '../stamp'
import { rewritePages } from './rewrite-pages'

/** The boot script (src/boot.ts), bundled with the press rule it shares with the islands; built once per process. */
let built: string | undefined
export function bootSource(): string {
  built ??= buildSync({
    entryPoints: [join(projectRoot, 'src', 'boot.ts')],
    bundle: true,
    write: false,
    format: 'esm',
    target: 'es2022',
    minifyWhitespace: true,
    minifySyntax: true,
    logLevel: 'error',
  }).outputFiles[0]!.text
  return built
}

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
  const source = bootSource()
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 10)
  const bootPath = `/assets/boot-${hash}.js`
  await writeFile(join(outDir, bootPath), source)
  await rewritePages(outDir, (html) => withPaintFirstBoot(html, bootPath))
}
