/** The project's own source files under a folder (TypeScript and JavaScript modules), without node_modules, dist or dot folders. */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'

const outside = /(^|\/)(node_modules|dist|\.[^/]+)(\/|$)/

export function projectSources(folder: string): string[] {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.(ts|tsx|mts|mjs|cjs)$/.test(path) && !path.endsWith('.d.ts') && !outside.test(path))
    .map((path) => join(folder, path))
}
