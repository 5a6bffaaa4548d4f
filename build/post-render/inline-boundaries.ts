/**
 * React writes a Suspense boundary that comes after the first 12.8 KB of a page apart from its place: an empty
 * placeholder where it belongs, and its HTML in a hidden <div id="S:n"> at the end of the body, moved into place by an
 * inline script (React's progressive chunking, for streaming). Every page here is complete when it is written
 * (vite-react-ssg waits for all of it) and the CSP forbids inline scripts, so the build puts each such boundary back
 * in its place, written as React writes one that came early: <!--$-->its HTML<!--/$-->. The app then hydrates it as
 * it would any boundary. The deferred parts (src/lib/deferred-part.tsx) are such boundaries.
 */

/** React numbers segments in hexadecimal (S:a after S:9). */
const segmentStart = /<div hidden(?:="")? id="S:([0-9a-f]+)">/
/** React's scripts for outlined boundaries: the reveal timer ($RT) and the move itself ($RC). */
const reactBoundaryScript = /<script>(?:(?!<\/script>)[\s\S])*?\$R[TC][\s\S]*?<\/script>/g

/** Where the <div> opened before `from` closes: the index of its </div>. */
function closingDiv(html: string, from: number): number {
  const tag = /<\/?div\b[^>]*>/g
  tag.lastIndex = from
  let depth = 1
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[0].startsWith('</') ? -1 : 1
    if (depth === 0) return match.index
  }
  throw new Error('An outlined Suspense boundary has no end: React may have changed how it writes them')
}

export function inlineCompletedBoundaries(html: string): string {
  let page = html
  for (let match = segmentStart.exec(page); match; match = segmentStart.exec(page)) {
    const id = match[1]
    const contentStart = match.index + match[0].length
    const contentEnd = closingDiv(page, contentStart)
    const content = page.slice(contentStart, contentEnd)
    page = page.slice(0, match.index) + page.slice(contentEnd + '</div>'.length)
    const placeholder = `<!--$?--><template id="B:${id}"></template><!--/$-->`
    if (!page.includes(placeholder))
      throw new Error(`Suspense boundary ${id} has no empty placeholder: React may have changed how it writes them`)
    page = page.replace(placeholder, () => `<!--$-->${content}<!--/$-->`)
  }
  return page.replace(reactBoundaryScript, '')
}
