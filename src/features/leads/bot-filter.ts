/** Bots fill forms in well under this; people do not. A faster submission is dropped without telling the sender. */
export const minimumFillMs = 3000

/**
 * True for a submission software made: the hidden field is filled, or the form was sent faster than a person types.
 * openedAt 0 means the visitor's own draft was restored, so they typed it earlier.
 */
export function looksLikeBot({
  honeypot,
  openedAt,
  now,
}: {
  honeypot: string
  openedAt: number
  now: number
}): boolean {
  return honeypot !== '' || (openedAt > 0 && now - openedAt < minimumFillMs)
}
