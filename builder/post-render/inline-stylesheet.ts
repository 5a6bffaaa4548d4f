/**
 * The site's one stylesheet (Tailwind, about 8 KB gzipped) goes inside every page's head instead of being linked:
 * a linked stylesheet blocks the first paint for one more round trip, which on a phone's network costs more than
 * the few kilobytes each page gains. The CSP already allows inline styles (decision 0029).
 */
import { readFile, readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { rewritePages } from './rewrite-pages'

const stylesheetLink = /<link rel="stylesheet"[^>]*\shref="(\/assets\/[^"]+\.css)"[^>]*>/g

/** The page with each linked /assets stylesheet replaced by a <style> element holding the same text. */
export function withInlineStylesheets(html: string, readStylesheet: (href: string) => string): string {
  return html.replace(stylesheetLink, (_link, href: string) => {
    const css = readStylesheet(href)
    if (/<\/style/i.test(css)) throw new Error(`${href} contains "</style", which would end an inline style early`)
    return `<style>${css}</style>`
  })
}

/** Inlines the linked stylesheet of every HTML file under outDir; a page that links none stops the build. */
export async function inlineStylesheets(outDir: string): Promise<void> {
  const stylesheets = new Map<string, string>()
  for (const file of await readdir(join(outDir, 'assets'))) {
    if (file.endsWith('.css')) stylesheets.set(`/assets/${file}`, await readFile(join(outDir, 'assets', file), 'utf8'))
  }
  const readStylesheet = (href: string) => {
    const css = stylesheets.get(href)
    if (css === undefined) throw new Error(`A page links ${href}, which the build did not write`)
    return css
  }
  await rewritePages(outDir, (html, file) => {
    const inlined = withInlineStylesheets(html, readStylesheet)
    if (inlined === html)
      throw new Error(`${file} links no stylesheet under /assets/ to inline; did its <link> change?`)
    return inlined
  })
}
