/**
 * The files a crawler or a CDN reads beside the pages, written into dist/ after pre-rendering, all from the route
 * manifest, and the content manager at /admin (builder/cms/admin.ts).
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { siteContent } from '../../content/site-content'
import { pageHtmlFile, sitemapXmlPath, pagePath } from '../../src/routing/paths'
import { writeCmsAdmin } from '../cms/admin'
import { adminContentSecurityPolicy } from '../cms/settings'
import type { BuildPlan } from '../plan'
import { headersFileText } from './headers'
import { redirectsFileText } from './redirects'
import { robotsTxt } from './robots'
import { sitemapXml } from './sitemap'

export function writeSiteFiles(distDir: string, { siteUrl, manifest, dates, headers, cms, preview }: BuildPlan): void {
  const xml = sitemapXml(manifest, dates.lastModified)
  // The /sitemap page shows the XML it was built with (virtual:sitemap-xml); a different string there is a build bug.
  const sitemapFile = pageHtmlFile(pagePath('sitemap'))
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
  writeFileSync(join(distDir, 'robots.txt'), robotsTxt(siteUrl, { preview }))
  writeFileSync(
    join(distDir, '_headers'),
    headersFileText(manifest, headers, cms ? adminContentSecurityPolicy(cms) : undefined, { preview }),
  )
  writeCmsAdmin(distDir, cms, { siteUrl, siteName: siteContent.business.name })
  writeFileSync(join(distDir, '_redirects'), redirectsFileText(manifest, siteContent))
}
