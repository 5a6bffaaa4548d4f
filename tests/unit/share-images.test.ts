import { describe, expect, it } from 'vitest'
import { shareCardSvg, titleLines } from '../../builder/images/share-images'
import { business, layoutCopy } from '../../content/data'
import { shareImagePath } from '../../src/routing/paths'

describe('share cards', () => {
  it('names each page its own file', () => {
    expect(shareImagePath('/')).toBe('/share/home.jpg')
    expect(shareImagePath('/locations/live-oak')).toBe('/share/locations--live-oak.jpg')
    expect(shareImagePath('/sell-house-fast-ocala')).toBe('/share/sell-house-fast-ocala.jpg')
  })

  it('breaks a title at spaces into at most three lines that fit the card', () => {
    expect(titleLines('Sell Your House Fast in Live Oak, FL | Cash Buyers')).toEqual([
      'Sell Your House Fast in Live',
      'Oak, FL | Cash Buyers',
    ])
    const long = titleLines('word '.repeat(40).trim())
    expect(long).toHaveLength(3)
    expect(long.at(-1)).toMatch(/…$/)
    for (const line of long) expect(line.length).toBeLessThanOrEqual(28)
  })

  it("writes the title, the family's line and the phone, with the title's markup escaped", () => {
    const svg = shareCardSvg({ title: 'Fixer <uppers> & "more"', kind: 'article' }, 'example.com')
    expect(svg).toContain(layoutCopy.shareCard.families.article.toUpperCase())
    expect(svg).toContain('Fixer &#60;uppers&#62; &#38; &#34;more&#34;')
    expect(svg).toContain(business.phone)
    expect(svg).not.toContain('<uppers>')
  })
})
