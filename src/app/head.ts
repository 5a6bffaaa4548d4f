/**
 * One unhead instance per pre-rendered path on the server (pages render concurrently, so never a global one),
 * and one for the whole visit in the browser.
 */
import { createHead } from '@unhead/react/client'
import type { Unhead } from '@unhead/react/client'
import { normalizePath } from '../routing/manifest'

const serverHeads = new Map<string, Unhead>()
let browserHead: Unhead | undefined

/** vite-react-ssg names paths without a leading slash ('locations/live-oak'), the router with one. */
const headKey = (path: string) => normalizePath(path.startsWith('/') ? path : `/${path}`)

export function registerServerHead(routePath: string, head: Unhead): void {
  serverHeads.set(headKey(routePath), head)
}

export function headForPath(pathname: string): Unhead {
  if (import.meta.env.SSR) {
    const head = serverHeads.get(headKey(pathname))
    if (!head) throw new Error(`No server head registered for ${pathname}`)
    return head
  }
  browserHead ??= createHead()
  return browserHead
}
