/** Replaces a file whole: a reader (another step of npm test, a server) never sees half of it. */
import { renameSync, writeFileSync, type WriteFileOptions } from 'node:fs'

export function writeWhole(path: string, data: string | NodeJS.ArrayBufferView, options?: WriteFileOptions): void {
  // The process id keeps two processes writing the same file from sharing a temporary one.
  const temporary = `${path}.${process.pid}.tmp`
  writeFileSync(temporary, data, options)
  renameSync(temporary, path)
}
