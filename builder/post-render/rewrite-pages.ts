import { readFile, readdir, writeFile } from 'node:fs/promises'
import { join } from 'node:path'

/** Rewrites every HTML file under outDir with `transform`, which receives the page and its file name. */
export async function rewritePages(outDir: string, transform: (html: string, file: string) => string): Promise<void> {
  const htmlFiles = (await readdir(outDir, { recursive: true })).filter((file) => file.endsWith('.html'))
  for (const file of htmlFiles) {
    const path = join(outDir, file)
    await writeFile(path, transform(await readFile(path, 'utf8'), file))
  }
}
