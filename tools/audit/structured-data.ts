/**
 * What the SEO audit checks in a page's data rather than its links: sitemap.xml against the sitemaps.org schema and
 * its locations, and each JSON-LD block (parseable, its types' required properties, every page address it names a
 * page of the site).
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { validateXML } from 'xmllint-wasm'

/** The sitemaps.org 0.9 schema, as shipped by the sitemap package. */
export function sitemapSchema(): string {
  const packageJson = createRequire(import.meta.url).resolve('sitemap/package.json')
  return readFileSync(join(dirname(packageJson), 'schema', 'sitemap.xsd'), 'utf8')
}

export async function sitemapSchemaProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'sitemap.xml', contents: xml }],
    schema: [{ fileName: 'sitemap.xsd', contents: sitemapSchema() }],
  })
  return result.valid
    ? []
    : result.errors.map((error) => `sitemap.xml${error.loc ? ` line ${error.loc.lineNumber}` : ''}: ${error.message}`)
}

/** <loc> values of a schema-valid sitemap. */
export function sitemapLocations(xml: string): string[] {
  const decode = (text: string) =>
    text
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&apos;/g, "'")
      .replace(/&amp;/g, '&')
  return [...xml.matchAll(/<loc>\s*([^<]*?)\s*<\/loc>/g)].map((match) => decode(match[1] ?? ''))
}

const requiredProperties: Record<string, string[]> = {
  WebSite: ['name', 'url'],
  Organization: ['name'],
  LocalBusiness: ['name', 'address', 'telephone', 'url'],
  PostalAddress: ['addressLocality', 'addressRegion'],
  BreadcrumbList: ['itemListElement'],
  ListItem: ['position', 'name'],
  FAQPage: ['mainEntity'],
  Question: ['name', 'acceptedAnswer'],
  Answer: ['text'],
  BlogPosting: ['headline', 'datePublished', 'author', 'image', 'mainEntityOfPage'],
}
/** Properties that hold a page address; an address on this site must be one of its pages. */
const pageAddressProperties = new Set(['url', 'item', 'mainEntityOfPage'])

/**
 * Problems in one JSON-LD block: not JSON, no schema.org context, a node without @type, a property search
 * engines require missing, a breadcrumb out of order, or an address on this site that is not a page of it.
 */
export function jsonLdProblems(text: string, siteUrl: string, pageUrls: ReadonlySet<string>): string[] {
  let data: unknown
  try {
    data = JSON.parse(text)
  } catch (error) {
    return [`JSON-LD is not JSON (${(error as Error).message})`]
  }
  const problems: string[] = []
  const roots = Array.isArray(data) ? data : [data]
  for (const root of roots) {
    if (!root || typeof root !== 'object') {
      problems.push('JSON-LD block is not an object')
      continue
    }
    const context = (root as Record<string, unknown>)['@context']
    if (typeof context !== 'string' || !/^https?:\/\/schema\.org\/?$/.test(context))
      problems.push(`JSON-LD @context is ${JSON.stringify(context)}, not https://schema.org`)
    const visit = (node: unknown, where: string) => {
      if (Array.isArray(node)) {
        node.forEach((item, index) => visit(item, `${where}[${index}]`))
        return
      }
      if (!node || typeof node !== 'object') return
      const record = node as Record<string, unknown>
      const type = record['@type']
      const isReference = Object.keys(record).length === 1 && typeof record['@id'] === 'string'
      if (where === '' && typeof type !== 'string') problems.push('JSON-LD block has no @type')
      if (typeof type === 'string') {
        for (const property of requiredProperties[type] ?? []) {
          const value = record[property]
          if (value === undefined || value === '' || (Array.isArray(value) && value.length === 0))
            problems.push(`${type}${where ? ` at ${where}` : ''} has no ${property}`)
        }
        if (type === 'BreadcrumbList' && Array.isArray(record.itemListElement)) {
          record.itemListElement.forEach((item: unknown, index) => {
            const position = (item as Record<string, unknown> | null)?.position
            if (position !== index + 1)
              problems.push(`BreadcrumbList item ${index + 1} has position ${String(position)}`)
          })
        }
        if (
          type === 'BlogPosting' &&
          typeof record.datePublished === 'string' &&
          Number.isNaN(Date.parse(record.datePublished))
        )
          problems.push(`BlogPosting datePublished '${record.datePublished}' is not a date`)
      } else if (where !== '' && !isReference && typeof record['@type'] !== 'string') {
        problems.push(`JSON-LD node at ${where} has no @type`)
      }
      for (const [property, value] of Object.entries(record)) {
        if (pageAddressProperties.has(property) && typeof value === 'string') {
          if (!/^https?:\/\//.test(value)) problems.push(`${property} '${value}' is not an absolute URL`)
          else if (value.startsWith(`${siteUrl}/`) && !pageUrls.has(value))
            problems.push(`${property} '${value}' is not a page of this site`)
        }
        if (value && typeof value === 'object') visit(value, where ? `${where}.${property}` : property)
      }
    }
    visit(root, '')
  }
  return problems
}
