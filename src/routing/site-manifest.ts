/** The manifest of this build, with the SITE_URL the build was made for. */
import { siteIndex } from 'virtual:site-index'
import { normalizePath, type RouteEntry } from './manifest'

export const siteUrl: string = siteIndex.siteUrl
export const routeManifest: RouteEntry[] = siteIndex.routeManifest
/** Names and slugs only; a page that shows a town's or county's text imports content/towns.ts or content/counties.ts. */
export const townSummaries = siteIndex.towns
export const countySummaries = siteIndex.counties

const entriesByPath = new Map(routeManifest.map((entry) => [entry.path, entry]))

export function findRouteEntry(pathname: string): RouteEntry | undefined {
  return entriesByPath.get(normalizePath(pathname))
}

/** The entry of a page that always exists; a missing one is a programming error. */
export function requireRouteEntry(path: string): RouteEntry {
  const entry = findRouteEntry(path)
  if (!entry) throw new Error(`${path} is not in the route manifest`)
  return entry
}
