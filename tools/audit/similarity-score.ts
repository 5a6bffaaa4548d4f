/** Near-duplicate detection: word shingles and their Jaccard similarity, as search engines approximate it. */
import type { PageKind } from '../../src/routing/manifest'

/** The visible text of an HTML page's <main>, as plain lower-case words. */
export function mainText(html: string): string {
  const main = html.match(/<main\b[^>]*>([\s\S]*?)<\/main>/)?.[1] ?? ''
  return main
    .replace(/<script\b[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ')
    .toLowerCase()
    .replace(/[^a-z0-9'$]+/g, ' ')
    .trim()
}

/** Every run of `size` consecutive words. */
export function shingles(text: string, size = 5): Set<string> {
  const words = text.split(/\s+/).filter(Boolean)
  const result = new Set<string>()
  for (let start = 0; start + size <= words.length; start++) result.add(words.slice(start, start + size).join(' '))
  return result
}

export function jaccard(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 && b.size === 0) return 1
  let shared = 0
  for (const item of a) if (b.has(item)) shared++
  return shared / (a.size + b.size - shared)
}

export interface SimilarPair {
  a: string
  b: string
  similarity: number
}

/** The two most alike of a set of named texts. */
export function mostSimilarPair(texts: ReadonlyMap<string, string>): SimilarPair {
  const sets = [...texts].map(([name, text]) => [name, shingles(text)] as const)
  let best: SimilarPair = { a: '', b: '', similarity: 0 }
  for (let i = 0; i < sets.length; i++) {
    for (let j = i + 1; j < sets.length; j++) {
      const similarity = jaccard(sets[i]![1], sets[j]![1])
      if (similarity > best.similarity) best = { a: sets[i]![0], b: sets[j]![0], similarity }
    }
  }
  return best
}

/** Above this share of shared 5-word shingles, two pages of a family count as near-duplicates. */
export const nearDuplicateThreshold = 0.5

/**
 * The limit of each family that is held to less: a town's location and offer pages carry facts no other page has
 * (decision 0034), so two of them must share less than 0.35.
 */
const familyThresholds: Partial<Record<PageKind, number>> = { location: 0.35, 'town-offer': 0.35 }

/** The near-duplicate limit of a page family. */
export const nearDuplicateThresholdOf = (family: PageKind): number => familyThresholds[family] ?? nearDuplicateThreshold
