/**
 * What Twilio puts in From for a caller who hides their number, by name, and two more forms of no number: the cases
 * both the Edge Functions' tests (Deno) and the embedded backend's (Node) call from.
 */
export const withheldCallers: ReadonlyArray<readonly [kind: string, from: string]> = [
  ['anonymous', '+266696687'],
  ['restricted', '+7378742833'],
  ['unknown', '+8656696'],
  ['blocked', '+2562533'],
  ['unavailable', '+86282452253'],
  ['empty', ''],
  ['a word', 'Anonymous'],
]
