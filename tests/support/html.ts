/** Reading raw HTML the way a crawler does, without a browser. */

export function decodeEntities(text: string): string {
  return text
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(Number.parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, decimal: string) => String.fromCodePoint(Number(decimal)))
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')
}

export interface RawHead {
  titles: string[]
  meta: (key: string) => string[]
  links: (rel: string) => string[]
}

/** The tags of a document's <head>, decoded. */
export function readHead(html: string): RawHead {
  const head = html.slice(0, html.indexOf('</head>'))
  const attribute = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1]
  const tags = (name: string) => head.match(new RegExp(`<${name}\\b[^>]*>`, 'g')) ?? []
  return {
    titles: [...head.matchAll(/<title>([^<]*)<\/title>/g)].map((match) => decodeEntities(match[1] ?? '')),
    meta: (key) =>
      tags('meta')
        .filter((tag) => attribute(tag, 'name') === key || attribute(tag, 'property') === key)
        .map((tag) => decodeEntities(attribute(tag, 'content') ?? '')),
    links: (rel) =>
      tags('link')
        .filter((tag) => attribute(tag, 'rel') === rel)
        .map((tag) => decodeEntities(attribute(tag, 'href') ?? '')),
  }
}

/** The JSON-LD blocks of a page's raw HTML, parsed. */
export function jsonLdBlocks(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? '') as Record<string, unknown>,
  )
}
