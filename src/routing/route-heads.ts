/**
 * Every page's title and description, kept out of the first load (issue 20; decision 0037): the page a visit starts
 * on has its own in its static HTML, which the build wrote from the same manifest, so the browser reads them there;
 * the titles of the other pages (virtual:route-heads) load with the first page the visitor goes to in the app. The
 * pre-rendering loads them before each page, as the first navigation does.
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
let appStarted = false

const loadHeads = () => (loading ??= import('virtual:route-heads').then((module) => (loaded = module.routeHeads)))

/** Called once the browser's app has its first page's route (src/main.tsx): every later page loads the titles. */
export function noteAppStarted(): void {
  appStarted = true
}

/**
 * What each route's loader awaits before its page (src/routes.tsx): every page's title and description, except for
 * the page the visit starts on in the browser, whose own are in its HTML.
 */
export async function loadRouteHeadsBeforePage(): Promise<void> {
  if (import.meta.env.SSR || appStarted) await loadHeads()
}

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
 * The title and description of the page at `path`, called while a page renders. A page other than the starting one
 * whose route loader did not load the titles (a second county shown by the same route, an address the router reads
 * differently from the server) waits for them: React keeps the page before it on screen meanwhile.
 */
export function routeHeadOf(path: string): RouteHead {
  if (!loaded && startingHead?.path === path) return startingHead
  // Only ever called while a page renders (requireRouteEntry); React's use() may be called conditionally there.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const heads = loaded ?? use(loadHeads())
  const head = heads[path]
  if (!head) throw new Error(`${path} has no title or description in the route manifest`)
  return head
}
