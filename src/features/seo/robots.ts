/** The robots directives of a page. */
export function robotsDirectives({ indexable, spam = false }: { indexable: boolean; spam?: boolean }): string {
  if (spam) return 'noindex, nofollow, noarchive, nosnippet, noimageindex'
  return indexable ? 'index, follow, max-image-preview:large' : 'noindex, follow'
}

/** Whether a requested path carries one of the spam keywords (links planted by spammers). */
export function isSpamPath(pathname: string, spamKeywords: readonly string[]): boolean {
  let path = pathname.toLowerCase()
  try {
    path = decodeURIComponent(path)
  } catch {
    // A malformed escape is spam-shaped enough to keep the raw text.
  }
  return spamKeywords.some((keyword) => path.includes(keyword))
}

/** Whether robots directives (a meta robots content or an X-Robots-Tag header) keep a page out of search results. */
export function saysNoindex(directives: string): boolean {
  return /(^|[\s,])(noindex|none)([\s,]|$)/i.test(directives)
}
