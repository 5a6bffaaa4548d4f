import { describe, expect, it } from 'vitest'
import {
  jaccard,
  mainText,
  mostSimilarPair,
  nearDuplicateThreshold,
  nearDuplicateThresholdOf,
  shingles,
} from '../../tools/audit/similarity-score'

describe('near-duplicate detection', () => {
  it('reads only the main content, as words', () => {
    expect(
      mainText('<header>menu</header><main><h1>Sell in Mayo</h1><p>Cash &amp; fast.</p></main><footer>x</footer>'),
    ).toBe('sell in mayo cash fast')
  })

  it('scores identical texts 1, disjoint texts 0, and shared runs in between', () => {
    const a = shingles('we buy houses in live oak for cash today')
    expect(jaccard(a, a)).toBe(1)
    expect(jaccard(a, shingles('completely different words that share nothing at all here'))).toBe(0)
    const partly = jaccard(a, shingles('we buy houses in live oak for cash tomorrow'))
    expect(partly).toBeGreaterThan(0.5)
    expect(partly).toBeLessThan(1)
  })

  it('finds the most alike pair', () => {
    const pair = mostSimilarPair(
      new Map([
        ['/a', 'one two three four five six seven eight'],
        ['/b', 'one two three four five six seven nine'],
        ['/c', 'ten eleven twelve thirteen fourteen fifteen sixteen'],
      ]),
    )
    expect([pair.a, pair.b]).toEqual(['/a', '/b'])
  })
})

describe('near-duplicate limits', () => {
  it('holds town pages and town offer pages to 0.35 and every other family to 0.5', () => {
    expect(nearDuplicateThresholdOf('location')).toBe(0.35)
    expect(nearDuplicateThresholdOf('town-offer')).toBe(0.35)
    for (const family of ['city', 'county', 'article', 'city-guide'] as const)
      expect(nearDuplicateThresholdOf(family)).toBe(nearDuplicateThreshold)
    expect(nearDuplicateThreshold).toBe(0.5)
  })
})
