/** The files a crawler or a CDN reads beside the pages, written into dist/ after pre-rendering, all from the route manifest. */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { pageHtmlFile, sitemapXmlPath, staticPagePath } from '../../src/routing/paths'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { headerSettingsFromEnv, headersFileText } from './headers'
import { redirectsFileText } from './redirects'
import { robotsTxt } from './robots'
import { siteDates } from './site-dates'
import { sitemapXml } from './sitemap'

export function writeSiteFiles(distDir: string, env: Record<string, string | undefined> = process.env): void {
  const siteUrl = resolveSiteUrl(env)
  const manifest = buildRouteManifest(siteContent, siteUrl)
  const xml = sitemapXml(manifest, siteDates(env).lastModified)
  // The /sitemap page shows the XML it was built with (virtual:sitemap-xml); a different string there is a build bug.
  const sitemapFile = pageHtmlFile(staticPagePath('sitemap'))
  const sitemapPage = parse(readFileSync(join(distDir, sitemapFile), 'utf8'))
  if (sitemapPage.querySelector('[data-testid="sitemap-xml"]')?.textContent !== xml)
    throw new Error(`dist/${sitemapFile} does not show the XML written to ${sitemapXmlPath}`)
  // Its count of canonical references is checked against the pages as built.
  const withCanonical = manifest.filter(
    (entry) =>
      parse(readFileSync(join(distDir, pageHtmlFile(entry.path)), 'utf8')).querySelectorAll('link[rel="canonical"]')
        .length === 1,
  ).length
  const shown = sitemapPage.querySelector('[data-testid="sitemap-canonical-count"]')?.textContent
  if (shown !== String(withCanonical))
    throw new Error(`dist/${sitemapFile} shows ${shown} canonical references, but ${withCanonical} pages declare one`)
  writeFileSync(join(distDir, sitemapXmlPath), xml)
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(siteUrl))
  writeFileSync(join(distDir, '_headers'), headersFileText(manifest, headerSettingsFromEnv(env)))
  writeFileSync(join(distDir, '_redirects'), redirectsFileText(manifest, siteContent))
}
