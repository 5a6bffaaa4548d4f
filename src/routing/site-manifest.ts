/** The manifest of this build, with the SITE_URL the build was made for. */
import { articleMetas } from '../../content/articles'
import { cityProfiles } from '../../content/cities'
import { counties } from '../../content/counties'
import { familyMeta, staticPages } from '../../content/pages'
import { towns } from '../../content/towns'
import { buildRouteManifest, normalizePath, type RouteEntry } from './manifest'

export const siteUrl: string = __SITE_URL__

export const routeManifest: RouteEntry[] = buildRouteManifest(
  { staticPages, familyMeta, towns, counties, cityProfiles, articleMetas },
  siteUrl,
)

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
