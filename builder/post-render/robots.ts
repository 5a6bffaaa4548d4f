/** robots.txt: every page may be crawled (noindex pages say so themselves, which a Disallow would hide); names the sitemap. */
import { sitemapXmlPath } from '../../src/routing/paths'

export function robotsTxt(siteUrl: string, { preview = false } = {}): string {
  // A preview (decision 0067) is for people sent its address: nothing may be crawled, and no sitemap is offered.
  if (preview) return ['User-agent: *', 'Disallow: /', ''].join('\n')
  return ['User-agent: *', 'Allow: /', '', `Sitemap: ${siteUrl}${sitemapXmlPath}`, ''].join('\n')
}
