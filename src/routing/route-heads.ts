/**
 * Every page's title and description, kept out of the first load (issue 20; decision 0037): the page a visit starts
 * on has its own in its static HTML, which the build wrote from the same manifest, so the browser reads them there;
 * the titles of the other pages (virtual:route-heads) load with the first page the visitor goes to in the app. The
 * pre-rendering loads them before each page.
 */
import { use } from 'react'
import { normalizePath, type RouteEntry } from './manifest'

export type RouteHead = Pick<RouteEntry, 'title' | 'description'>
export type RouteHeads = Record<string, RouteHead>

/** From the build's manifest, for virtual:route-heads (build/vite-config.ts). */
export function buildRouteHeads(manifest: readonly RouteEntry[]): RouteHeads {
  return Object.fromEntries(manifest.map(({ path, title, description }) => [path, { title, description }]))
}

let loaded: RouteHeads | undefined
let loading: Promise<RouteHeads> | undefined

/** Loads every page's title and description once; the pre-rendering awaits it before each page (src/main.tsx). */
export const loadRouteHeads = (): Promise<RouteHeads> =>
  (loading ??= import('virtual:route-heads').then((module) => (loaded = module.routeHeads)))

/**
 * The page the visit started on, as its static HTML names it (its canonical address, title and description), read
 * once before anything changes the head; a not-found document has no canonical and names no page.
 */
const startingHead = ((): (RouteHead & { path: string }) | undefined => {
  if (typeof document === 'undefined') return undefined
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
  if (!canonical || description === undefined) return undefined
  return { path: normalizePath(new URL(canonical).pathname), title: document.title, description }
})()

/**
 * The title and description of the page at `path`, called while a page renders. Any page but the one the visit
 * started on waits for the titles the first time (React's use()): the router's navigations are transitions, so the
 * page before stays on screen meanwhile.
 */
export function routeHeadOf(path: string): RouteHead {
  if (!loaded && startingHead?.path === path) return startingHead
  // Only ever called while a page renders (requireRouteEntry); React's use() may be called conditionally there.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const heads = loaded ?? use(loadRouteHeads())
  const head = heads[path]
  if (!head) throw new Error(`${path} has no title or description in the route manifest`)
  return head
}
