/** The build's route manifest, for pages (they render only at build; islands read site-manifest.ts). */
import { routeManifest } from 'virtual:route-manifest'
import { normalizePath, type RouteEntry } from './manifest'

export { routeManifest }

const entriesByPath = new Map(routeManifest.map((entry) => [entry.path, entry]))

/** The entry of a page that always exists; a missing one is a programming error. */
export function requireRouteEntry(path: string): RouteEntry {
  const entry = entriesByPath.get(normalizePath(path))
  if (!entry) throw new Error(`${path} is not in the route manifest`)
  return entry
}
