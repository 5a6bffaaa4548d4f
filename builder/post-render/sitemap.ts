/** sitemap.xml from the route manifest (decision 0021): every indexable canonical URL once, with its priority. */
import { create } from 'xmlbuilder2'
import type { RouteEntry } from '../../src/routing/manifest'

export const sitemapNamespace = 'http://www.sitemaps.org/schemas/sitemap/0.9'

/** 1 -> "1.0", 0.9 -> "0.9", 0.85 -> "0.85": the spec's figures as written. */
export function formatPriority(priority: number): string {
  if (!(priority >= 0 && priority <= 1)) throw new Error(`Sitemap priority ${priority} is outside 0.0-1.0`)
  return priority.toFixed(2).replace(/(\.\d)0$/, '$1')
}

export function sitemapEntries(manifest: readonly RouteEntry[]): RouteEntry[] {
  return manifest.filter((entry) => entry.indexable)
}

export function sitemapXml(manifest: readonly RouteEntry[], lastModified: string): string {
  const urlset = create({ version: '1.0', encoding: 'UTF-8' }).ele(sitemapNamespace, 'urlset')
  for (const entry of sitemapEntries(manifest)) {
    const url = urlset.ele('url')
    url.ele('loc').txt(entry.canonical)
    url.ele('lastmod').txt(lastModified)
    url.ele('priority').txt(formatPriority(entry.priority))
  }
  return `${urlset.end({ prettyPrint: true })}\n`
}
