/**
 * What a visit costs before any interaction: the JavaScript and CSS a page downloads (gzipped as a CDN would send
 * them), and how much of the HTML the first screen needs.
 */
import { gzipSync } from 'node:zlib'
import { HTMLElement, parse } from 'node-html-parser'
import type { Page } from 'playwright-core'

export interface DownloadedFile {
  path: string
  type: 'script' | 'stylesheet'
  raw: number
  gzip: number
}

/** Opens `url` in `page` and lists the scripts and stylesheets it downloads until the network is idle. */
export async function downloadedFiles(page: Page, url: string): Promise<DownloadedFile[]> {
  const pending: Array<Promise<DownloadedFile | undefined>> = []
  page.on('response', (response) => {
    const type = response.request().resourceType()
    if (type !== 'script' && type !== 'stylesheet') return
    pending.push(
      response.body().then(
        (body) => ({
          path: new URL(response.url()).pathname,
          type,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        () => undefined,
      ),
    )
  })
  await page.goto(url, { waitUntil: 'networkidle' })
  return (await Promise.all(pending)).filter((file): file is DownloadedFile => file !== undefined)
}

/** What the first screen may take: one round trip of a new connection (ten 1,460-byte segments, rounded to 14 KB). */
export const firstScreenBudgetKb = 14

export const gzippedSize = (content: string | Buffer) => gzipSync(content, { level: 9 }).length

const firstElement = (parent: HTMLElement | null | undefined) =>
  parent?.childNodes.find((node): node is HTMLElement => node instanceof HTMLElement)

/**
 * Gzipped bytes of the HTML a browser needs to paint the first screen: the document from its start through the end
 * of the first section of <main> (the hero; in a blog post, the header of the <article> that holds the whole post),
 * with the inline stylesheet. Undefined when the page has no such section.
 */
export function firstScreenBytes(html: string): number | undefined {
  let first = firstElement(parse(html).querySelector('main'))
  // An island's wrapper (display: contents) draws no box: the first screen is its first element.
  while (first?.tagName === 'DIV' && first.getAttribute('class')?.split(/\s+/).includes('contents'))
    first = firstElement(first)
  if (first?.tagName === 'ARTICLE') first = firstElement(first)
  if (!first) return undefined
  return gzippedSize(html.slice(0, first.range[1]))
}
