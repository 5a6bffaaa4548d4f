/**
 * One unhead instance per pre-rendered path (pages render concurrently, so never a global one). The browser has
 * none: a page's head comes with its HTML.
 */
import type { Unhead } from '@unhead/react/server'
import { normalizePath } from '../routing/manifest'

const serverHeads = new Map<string, Unhead>()

/** vite-react-ssg names paths without a leading slash ('locations/live-oak'), the router with one. */
const headKey = (path: string) => normalizePath(path.startsWith('/') ? path : `/${path}`)

export function registerServerHead(routePath: string, head: Unhead): void {
  serverHeads.set(headKey(routePath), head)
}

export function headForPath(pathname: string): Unhead {
  const head = serverHeads.get(headKey(pathname))
  if (!head) throw new Error(`No server head registered for ${pathname}`)
  return head
}
