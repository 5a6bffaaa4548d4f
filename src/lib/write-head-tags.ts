/**
 * Writes a page's tags over the head the document has, after an in-app navigation (src/lib/head-tags.ts): loaded with
 * the first page the visitor goes to in the app, not at start.
 */
import type { HeadTags } from './head-tags'
import { jsonLdSelector } from './json-ld-selector'

/** Each tag set in place, added, or removed when the page has none. */
export function writeHeadTags({ title, meta = [], link = [], jsonLd }: HeadTags): void {
  const { head } = document
  if (title !== undefined) document.title = title
  const write = (
    tagName: string,
    key: [string, string],
    value: string | undefined,
    attributes: Record<string, string>,
  ) => {
    const existing = head.querySelector(`${tagName}[${key[0]}="${key[1]}"]`)
    if (value === undefined) return existing?.remove()
    const element = existing ?? head.appendChild(document.createElement(tagName))
    for (const [name, text] of Object.entries({ [key[0]]: key[1], ...attributes })) element.setAttribute(name, text)
  }
  for (const tag of meta) {
    const key: [string, string] = 'name' in tag ? ['name', tag.name] : ['property', tag.property]
    write('meta', key, tag.content, { content: tag.content ?? '' })
  }
  for (const { rel, href, ...rest } of link)
    write('link', ['rel', rel], href, {
      href: href ?? '',
      ...Object.fromEntries(Object.entries(rest).filter((entry): entry is [string, string] => entry[1] !== undefined)),
    })
  if (jsonLd === undefined) return
  for (const script of head.querySelectorAll(jsonLdSelector)) script.remove()
  for (const text of jsonLd) {
    const script = head.appendChild(document.createElement('script'))
    script.type = 'application/ld+json'
    script.textContent = text
  }
}
