/** The gzipped bytes a page sends before its first screen is complete (tools/page-weight.ts). */
import { describe, expect, it } from 'vitest'
import { firstScreenBytes, gzippedSize } from '../../tools/page-weight'

describe('first screen bytes', () => {
  const head = '<!doctype html><html><head><style>body{margin:0}</style></head><body><main>'
  const filler = Array.from({ length: 400 }, (_, index) => `<p>Paragraph ${index} ${index * 7919}</p>`).join('')

  it('counts the document through the end of the first section of main', () => {
    const hero = '<section><h1>Sell fast</h1></section>'
    const html = `${head}${hero}<section>${filler}</section></main></body></html>`
    expect(firstScreenBytes(html)).toBe(gzippedSize(`${head}${hero}`))
    expect(firstScreenBytes(html)!).toBeLessThan(gzippedSize(html) / 2)
  })

  it("counts a blog post through its article's header, not the whole post", () => {
    const header = '<article><header><h1>Trends</h1></header>'
    const html = `${head}${header}<div>${filler}</div></article></main></body></html>`
    expect(firstScreenBytes(html)).toBe(gzippedSize(`${head}${header}`))
  })

  it("counts a page that starts with an island through the island's first section, not the whole island", () => {
    const hero = '<div class="contents"><section><h1>Privacy</h1></section>'
    const html = `${head}${hero}<section>${filler}</section></div></main></body></html>`
    expect(firstScreenBytes(html)).toBe(gzippedSize(`${head}${hero}`))
  })

  it('has no figure for a page without main', () => {
    expect(firstScreenBytes('<html><body><p>Nothing</p></body></html>')).toBeUndefined()
  })
})
