/**
 * `npm run check:similarity`: for each page family of the built site, the two pages whose main text is most alike
 * (Jaccard similarity of 5-word shingles). Exits non-zero when a pair reaches its family's near-duplicate threshold
 * (0.35 for town pages and town offer pages, 0.5 for the others).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest, type PageKind } from '../../src/routing/manifest'
import { pageHtmlFile } from '../../src/routing/paths'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { mainText, mostSimilarPair, nearDuplicateThresholdOf } from './similarity-score'

if (!isBuildCurrent()) {
  console.error('dist/ is missing or stale: run npm run build first')
  process.exit(1)
}
const manifest = buildRouteManifest(siteContent, resolveSiteUrl(process.env))
const families: PageKind[] = ['city', 'county', 'location', 'town-offer', 'article', 'city-guide']
/** Families held under the near-duplicate threshold (every family with its own template). */
const enforced: PageKind[] = ['city', 'county', 'location', 'town-offer', 'article', 'city-guide']
let failed = false
for (const kind of families) {
  const pages = new Map(
    manifest
      .filter((entry) => entry.kind === kind)
      .map((entry) => [entry.path, mainText(readFileSync(join(distDir, pageHtmlFile(entry.path)), 'utf8'))] as const),
  )
  const pair = mostSimilarPair(pages)
  const threshold = nearDuplicateThresholdOf(kind)
  const tooAlike = pair.similarity >= threshold
  failed ||= tooAlike && enforced.includes(kind)
  console.log(
    `${kind.padEnd(11)} ${String(pages.size).padStart(3)} pages  highest similarity ${pair.similarity.toFixed(3)} (limit ${threshold})  ${pair.a} ~ ${pair.b}${tooAlike ? '  (near-duplicates)' : ''}`,
  )
}
process.exit(failed ? 1 : 0)
