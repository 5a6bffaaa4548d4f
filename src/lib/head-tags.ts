/**
 * The tags a page writes into the document head, through unhead into its pre-rendered HTML. The browser writes none:
 * each page's head comes with its HTML (decision 0042).
 */
import { useHead } from '@unhead/react'

/** A page's own tags; an undefined value means the page has none. */
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

/** A page's own tags, given while it renders. */
export function usePageHeadTags({ title, meta, link, jsonLd = [] }: HeadTags): void {
  useHead({
    title,
    meta: present(meta) as UnheadMeta,
    link: present(link) as UnheadLink,
    // At the end of the body, so the first screen's bytes do not grow with a page's Q&As or facts.
    script: jsonLd.map((innerHTML, index) => ({
      key: `json-ld-${index}`,
      type: 'application/ld+json',
      innerHTML,
      tagPosition: 'bodyClose',
    })),
  })
}

/** What every page has alike (icons, theme colour) and what serves the first paint (the first picture's preload). */
export const useStaticHead: (input: UnheadInput) => void = useHead
