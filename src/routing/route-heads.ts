/**
 * Every page's title and description, kept out of the first load (issue 20; decision 0037): the page a visit starts
 * on has its own in its static HTML, which the build wrote from the same manifest, so the browser reads them there;
 * the titles of the other pages (virtual:route-heads) load with the first page the visitor goes to in the app. The
 * pre-rendering loads them before each page, as the first navigation does.
 */
import { normalizePath, type RouteEntry } from './manifest'

export type RouteHead = Pick<RouteEntry, 'title' | 'description'>
export type RouteHeads = Record<string, RouteHead>

/** From the build's manifest, for virtual:route-heads (build/vite-config.ts). */
export function buildRouteHeads(manifest: readonly RouteEntry[]): RouteHeads {
  return Object.fromEntries(manifest.map(({ path, title, description }) => [path, { title, description }]))
}

let loaded: RouteHeads | undefined
let appStarted = false

/** Called once the browser's app has its first page's route (src/main.tsx): every later page loads the titles. */
export function noteAppStarted(): void {
  appStarted = true
}

/**
 * What each route's loader awaits before its page (src/routes.tsx): every page's title and description, except for
 * the page the visit starts on in the browser, whose own are in its HTML.
 */
export async function loadRouteHeadsBeforePage(): Promise<void> {
  if (!import.meta.env.SSR && !appStarted) return
  loaded ??= (await import('virtual:route-heads')).routeHeads
}

/** The head of the page the document was loaded for, as its static HTML gives it. */
function headInDocument(path: string): RouteHead | undefined {
  if (typeof document === 'undefined' || normalizePath(location.pathname) !== path) return undefined
  const description = document.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
  return description === undefined ? undefined : { title: document.title, description }
}

/** The title and description of the page at `path`. */
export function routeHeadOf(path: string): RouteHead {
  const head = loaded?.[path] ?? headInDocument(path)
  if (!head)
    throw new Error(`No title or description for ${path}: loadRouteHeadsBeforePage() was not awaited before its page`)
  return head
}
