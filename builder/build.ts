/**
 * `npm run build` (builder/build-site.ts holds the steps). content's files are read first, on their own, so a broken
 * file stops the build with every problem named by file and field instead of a stack trace from an import.
 */
import { ContentError } from '../content/validate'
import { SettingError } from '../src/routing/setting-error'
import { BuildStopped } from './build-stopped'
import { DecapBundleError } from './cms/decap-bundle'

/** The errors whose message is the whole story: what went wrong and what to do. */
const explained = [ContentError, SettingError, DecapBundleError, BuildStopped]

try {
  await import('../content/data')
  const { buildSite } = await import('./build-site')
  await buildSite()
} catch (error) {
  const plain = explained.some((kind) => error instanceof kind)
  console.error(plain ? (error as Error).message : error instanceof Error ? (error.stack ?? error.message) : error)
  process.exit(1)
}
