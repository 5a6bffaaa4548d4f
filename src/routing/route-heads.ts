/** Every page's title and description, from the build's manifest, for virtual:route-heads (builder/vite-config.ts). */
import type { RouteEntry } from './manifest'

export type RouteHead = Pick<RouteEntry, 'title' | 'description'>
export type RouteHeads = Record<string, RouteHead>

export function buildRouteHeads(manifest: readonly RouteEntry[]): RouteHeads {
  return Object.fromEntries(manifest.map(({ path, title, description }) => [path, { title, description }]))
}
