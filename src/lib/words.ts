/** Reading speed read times assume (words per minute). */
export const wordsPerMinute = 230

/** Words in a text: runs between spaces that hold a letter or digit (a dash alone is not a word). */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length
}

export function readMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / wordsPerMinute))
}
