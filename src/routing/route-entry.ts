/** A page's whole manifest entry, while it is pre-rendered (pages only: the browser reads a page's head from its HTML). */
import { routeHeads } from 'virtual:route-heads'
import { normalizePath, withPriorityAndCanonical, type RouteEntry } from './manifest'
import { routeManifest, siteUrl } from './site-manifest'

const entriesByPath = new Map(routeManifest.map((entry) => [entry.path, entry]))

/** The entry of a page that always exists, with its title and description; a missing one is a programming error. */
export function requireRouteEntry(path: string): RouteEntry {
  const entry = entriesByPath.get(normalizePath(path))
  const head = entry && routeHeads[entry.path]
  if (!entry || !head) throw new Error(`${path} is not in the route manifest`)
  return { ...withPriorityAndCanonical(entry, siteUrl), ...head }
}
