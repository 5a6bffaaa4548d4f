/**
 * `npm run audit:seo`: serves the built site on a free local port, crawls it from / and checks every page, link,
 * sitemap.xml and robots.txt against the route manifest (tools/audit/seo-audit.ts). Exits non-zero on any problem.
 */
import { performance } from 'node:perf_hooks'
import { siteContent } from '../../content/site-content'
import { buildRedirects, buildRouteManifest, notFoundDocuments } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { auditSite, formatAuditReport } from './seo-audit'
import { serveStaticSite } from '../../server/static-site-server'
import { runMain } from '../reports'

async function main(): Promise<number> {
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run audit:seo.')
    return 1
  }
  const started = performance.now()
  const { origin, close } = await serveStaticSite(distDir)
  try {
    const siteUrl = resolveSiteUrl(process.env)
    const report = await auditSite({
      origin,
      siteUrl,
      manifest: buildRouteManifest(siteContent, siteUrl),
      redirects: buildRedirects(siteContent),
      // One unknown address per not-found family (/county/..., /sell-house-fast-..., ...).
      notFoundProbes: notFoundDocuments.map((document) =>
        document.renderPath.replace('_404', 'no-such-page-seo-audit'),
      ),
    })
    console.log(`SEO audit of dist/ (served at ${origin}, canonical origin ${siteUrl})`)
    console.log(formatAuditReport(report))
    console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`)
    return report.ok ? 0 : 1
  } finally {
    await close()
  }
}

runMain(main)
