/**
 * Paint first, then start the page's scripts. Every page is complete HTML, so on a slow phone the text should not
 * wait while scripts share the connection with it. Each page gets one tiny script (src/boot.ts, as
 * dist/assets/boot-{hash}.js) in place of the app's entry (builder/ssg.ts rewrites the pages); it imports the entry
 * once the browser has painted the page and its priority picture, and the entry loads the page's chunks.
 * Until then links, the phone number and the page's text work as plain HTML.
 */
import { createHash } from 'node:crypto'
import { writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { buildSync } from 'esbuild'
import { projectRoot } from '../stamp'

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

/** Writes the boot script under outDir/assets with a content hash; returns its path on the site. */
export async function writeBootScript(outDir: string): Promise<string> {
  const source = bootSource()
  const bootPath = `/assets/boot-${createHash('sha256').update(source).digest('hex').slice(0, 10)}.js`
  await writeFile(join(outDir, bootPath), source)
  return bootPath
}
