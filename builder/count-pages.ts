import { readdirSync } from 'node:fs'
import { join } from 'node:path'

/** Every HTML file under a folder: the pre-rendered pages and 404 documents. */
export function htmlFilesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name))
}
