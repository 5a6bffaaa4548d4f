/**
 * `npm run build` (builder/build-site.ts holds the steps). content's files are read first, on their own, so a broken
 * file stops the build with every problem named by file and field instead of a stack trace from an import.
 */
import { ContentError } from '../content/validate'

try {
  await import('../content/data')
  const { buildSite } = await import('./build-site')
  await buildSite()
} catch (error) {
  console.error(
    error instanceof ContentError ? error.message : error instanceof Error ? (error.stack ?? error.message) : error,
  )
  process.exit(1)
}
