/**
 * The tags a page writes into the document head, one way on each side (decision 0038): while pre-rendering they go
 * through unhead into the static HTML; in the browser, where the page's own tags are already in that HTML, a later
 * page of the visit overwrites them itself, so the browser bundle carries no head manager, and the code that builds
 * and writes tags loads only with the first page reached in the app (decision 0039).
 */
import { useHead } from '@unhead/react'
import { useEffect, useState } from 'react'
import { appHasStarted } from './app-started'
import { jsonLdSelector } from './json-ld-selector'

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

function useServerTags({ title, meta, link, jsonLd = [] }: HeadTags): void {
  useHead({
    title,
    meta: present(meta) as UnheadMeta,
    link: present(link) as UnheadLink,
    script: jsonLd.map((innerHTML, index) => ({ key: `json-ld-${index}`, type: 'application/ld+json', innerHTML })),
  })
}

/**
 * What a page's tags are, given while it renders: the tags themselves while pre-rendering, and in the browser a
 * promise of them, so the code that builds them (structured data, the share card) loads only when a navigation needs
 * it (src/features/seo/use-page-head.ts, use-json-ld.ts).
 */
export type HeadTagsSource = () => HeadTags | Promise<HeadTags>

function useServerHeadTags(source: HeadTagsSource): void {
  useServerTags(source() as HeadTags)
}

/**
 * In the browser, a page reached in the app writes its tags over the last page's, with the writer loaded then; the
 * page the visit started on already has them in its HTML, so starting the app loads and runs none of this
 * (`evenOnFirstPage`: a view whose HTML is shared by many addresses, whose tags depend on the address).
 */
function useBrowserHeadTags(source: HeadTagsSource, { evenOnFirstPage = false } = {}): void {
  // The router has moved the address before it renders the page it leads to.
  const pathname = window.location.pathname
  // The address the visit started on, while this page is the one it started on.
  const [startingPath] = useState(() => (appHasStarted() ? undefined : pathname))
  const write = evenOnFirstPage || pathname !== startingPath
  useEffect(() => {
    let current = true
    if (write)
      void Promise.all([source(), import('./write-head-tags')]).then(([tags, { writeHeadTags }]) => {
        // A page left before its tags were ready writes nothing over the next one's.
        if (current) writeHeadTags(tags)
      })
    return () => {
      current = false
      // The page's structured data leaves with it (the pre-rendered page's too), whether or not the next page has any.
      for (const script of document.head.querySelectorAll(jsonLdSelector)) script.remove()
    }
    // A page's tags follow from its address (a fragment or a changed query string keeps them).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [write, pathname])
}

/** A page's own tags: into the static HTML while pre-rendering, and over the last page's after a navigation. */
export const usePageHeadTags: (source: HeadTagsSource, options?: { evenOnFirstPage?: boolean }) => void = import.meta
  .env.SSR
  ? useServerHeadTags
  : useBrowserHeadTags

/**
 * Tags only the static HTML needs, written while pre-rendering and not by a navigation: what every page has alike
 * (icons, theme colour) and what serves the first paint alone (the first picture's preload).
 */
export const useStaticHead: (input: UnheadInput) => void = import.meta.env.SSR ? useHead : () => undefined
