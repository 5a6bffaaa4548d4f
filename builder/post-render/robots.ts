/** robots.txt: every page may be crawled (noindex pages say so themselves, which a Disallow would hide); names the sitemap. */
import { sitemapXmlPath } from '../../src/routing/paths'

export function robotsTxt(siteUrl: string): string {
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${sitemapXmlPath}`, ''].join('\n')
}
