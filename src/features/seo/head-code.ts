/**
 * The code that builds a page's head tags (its share card and structured data, src/features/seo/head-builders.ts),
 * kept out of the first load: the page a visit starts on has its tags in its HTML already. The pre-rendering loads it
 * before each page (src/main.tsx); the browser loads it with the first page the visitor goes to in the app.
 */
type HeadCode = typeof import('./head-builders')

let loaded: HeadCode | undefined
let loading: Promise<HeadCode> | undefined

export const loadHeadCode = (): Promise<HeadCode> =>
  (loading ??= import('./head-builders').then((module) => (loaded = module)))

/** The code, once loaded: while pre-rendering, where src/main.tsx has loaded it before the page renders. */
export function loadedHeadCode(): HeadCode {
  if (!loaded) throw new Error('The head builders are not loaded: await loadHeadCode() before rendering a page')
  return loaded
}
