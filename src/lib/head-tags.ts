/**
 * The tags a page writes into the document head, one way on each side (decision 0038): while pre-rendering they go
 * through unhead into the static HTML; in the browser, where the page's own tags are already in that HTML, a later
 * page of the visit overwrites them itself, so the browser bundle carries no head manager.
 */
import { useHead } from '@unhead/react'
import { useEffect } from 'react'

/**
 * A page's own tags. In the browser there is one tag per name, property or rel, and an undefined value means the page
 * has none, so a navigation removes the last page's.
 */
export interface HeadTags {
  title?: string
  meta?: Array<{ name: string; content: string | undefined } | { property: string; content: string | undefined }>
  link?: Array<{ rel: string; href: string | undefined; type?: string }>
  /** Serialized JSON-LD blocks (src/features/seo/structured-data.ts). */
  jsonLd?: string[]
}

type UnheadInput = NonNullable<Parameters<typeof useHead>[0]>
type UnheadMeta = NonNullable<UnheadInput['meta']>
type UnheadLink = NonNullable<UnheadInput['link']>

/** The tags that have a value (unhead would write an empty one). */
const present = <T extends { content?: string; href?: string }>(tags: T[] = []) =>
  tags.filter((tag) => ('href' in tag ? tag.href : tag.content) !== undefined)

function useServerHeadTags({ title, meta, link, jsonLd = [] }: HeadTags): void {
  useHead({
    title,
    meta: present(meta) as UnheadMeta,
    link: present(link) as UnheadLink,
    script: jsonLd.map((innerHTML, index) => ({ key: `json-ld-${index}`, type: 'application/ld+json', innerHTML })),
  })
}

const jsonLdSelector = 'script[type="application/ld+json"]'

/** Writes `tags` over the head the document has: each tag set in place, added, or removed when the page has none. */
function writeHeadTags({ title, meta = [], link = [], jsonLd }: HeadTags): void {
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

function useBrowserHeadTags(tags: HeadTags): void {
  const key = JSON.stringify(tags)
  useEffect(() => {
    writeHeadTags(JSON.parse(key) as HeadTags)
    // A page without structured data follows this one: its blocks go with it.
    return () => {
      if (JSON.parse(key).jsonLd) for (const script of document.head.querySelectorAll(jsonLdSelector)) script.remove()
    }
  }, [key])
}

/** A page's own tags: into the static HTML while pre-rendering, and over the last page's after a navigation. */
export const usePageHeadTags: (tags: HeadTags) => void = import.meta.env.SSR ? useServerHeadTags : useBrowserHeadTags

/**
 * Tags only the static HTML needs, written while pre-rendering and not by a navigation: what every page has alike
 * (icons, theme colour) and what serves the first paint alone (the first picture's preload).
 */
export const useStaticHead: (input: UnheadInput) => void = import.meta.env.SSR ? useHead : () => undefined
