/**
 * The app in the browser (decision 0038): React Router's plain BrowserRouter over the pre-rendered page instead of
 * vite-react-ssg's data router, which carried about 12 KB gzipped of loader, action and fetcher machinery this site
 * never uses. A route's module loads before the app hydrates the page it is on, and on a later page while the page
 * before stays on screen (navigations are transitions).
 */
import { startTransition, use, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, matchRoutes, useRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { appHasStarted } from '../lib/app-started'

/** What a route's `lazy` gives: a page module's Component, or a route's element. */
type RouteModule = { Component?: ComponentType | null; element?: ReactNode }

/** Starts loading each matched route's module once; loaded ones render at once, others suspend until they are. */
const moduleLoads = new WeakMap<RouteObject, () => Promise<RouteModule>>()

function browserRoute({ lazy, children, ...route }: RouteRecord): RouteObject {
  const browserChildren = children?.map(browserRoute)
  if (!lazy) return { ...route, children: browserChildren } as RouteObject
  let loaded: RouteModule | undefined
  let loading: Promise<RouteModule> | undefined
  const load = () =>
    (loading ??= (lazy() as Promise<RouteModule>).then(
      (module) => (loaded = module),
      (error: unknown) => {
        // A chunk that no longer exists (a new deployment) or a dropped connection: the server's own page for the
        // address, which history already shows, is the way on; meanwhile the page before stays.
        if (!appHasStarted()) throw error
        window.location.reload()
        return new Promise<RouteModule>(() => {})
      },
    ))
  function LazyRoute() {
    const { Component, element } = loaded ?? use(load())
    return Component ? <Component /> : element
  }
  const result = { ...route, element: <LazyRoute />, children: browserChildren } as RouteObject
  moduleLoads.set(result, load)
  return result
}

function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes)
}

/** Loads what the page at the address needs, then hydrates it (or renders it, where nothing was pre-rendered). */
export async function startBrowserApp(routes: RouteRecord[], container: Element): Promise<void> {
  const browserRoutes = routes.map(browserRoute)
  const matches = matchRoutes(browserRoutes, window.location) ?? []
  // React DOM's client (about 62 KB gzipped) is fetched beside the page's modules, which cost a round trip anyway,
  // and so runs in a task of its own rather than in one long task with the rest of the app.
  const [{ createRoot, hydrateRoot }] = await Promise.all([
    import('react-dom/client'),
    ...matches.map(({ route }) => moduleLoads.get(route)?.()),
  ])
  const app = (
    <BrowserRouter future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <SiteRoutes routes={browserRoutes} />
    </BrowserRouter>
  )
  // In a transition, as vite-react-ssg did: hydration yields to the browser between parts of the page.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
