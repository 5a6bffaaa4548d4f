/**
 * The app in the browser (decision 0038): React Router's plain BrowserRouter over the pre-rendered page instead of
 * vite-react-ssg's data router, which carried about 12 KB gzipped of loader, action and fetcher machinery this site
 * never uses. A route's module loads before the app hydrates the page it is on, and on a later page while the page
 * before stays on screen (navigations are transitions).
 */
import { startTransition, use, useEffect, useState, type ComponentType, type ReactNode } from 'react'
import { BrowserRouter, matchRoutes, useNavigate, useRoutes, type RouteObject } from 'react-router-dom'
import type { RouteRecord } from 'vite-react-ssg'
import { appHasStarted } from '../lib/app-started'
import { readPreRenderedParts, restartPreRenderedParts } from '../lib/pre-rendered-html'
import { normalizePath } from '../routing/manifest'
import { routeManifest } from '../routing/site-manifest'

/** What a route's `lazy` gives: a page module's Component, or a route's element. */
type RouteModule = { Component?: ComponentType | null; element?: ReactNode }

/** Starts loading each matched route's module, for the page the visit starts on, before the app hydrates it. */
const moduleLoads = new WeakMap<RouteObject, () => Promise<RouteModule>>()

/** A route's module, loaded once by `lazy`; loaded ones render at once, others suspend until they are. */
function routeModule(lazy: NonNullable<RouteRecord['lazy']>) {
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
  return { load, loaded: () => loaded }
}

function browserRoute({ lazy, children, ...route }: RouteRecord): RouteObject {
  const browserChildren = children?.map(browserRoute)
  if (!lazy) return { ...route, children: browserChildren } as RouteObject
  // The page the visit started on is loaded without what its static parts alone show (src/routes.tsx,
  // firstPageSkips); the route reached again in the app loads it whole, once.
  const startingPage = routeModule(lazy)
  const wholePage = routeModule(lazy)
  function LazyRoute() {
    const started = appHasStarted()
    // The module this page was first rendered with, for all its later renders (a fragment navigation renders it
    // again; a change of module would mount it anew and lose what the visitor has typed).
    const [pinned] = useState(() => (started ? wholePage : startingPage).loaded())
    const { Component, element } = pinned ?? use((started ? wholePage : startingPage).load())
    return Component ? <Component /> : element
  }
  const result = { ...route, element: <LazyRoute />, children: browserChildren } as RouteObject
  moduleLoads.set(result, startingPage.load)
  return result
}

function SiteRoutes({ routes }: { routes: RouteObject[] }) {
  restartPreRenderedParts()
  return useRoutes(routes)
}

const pagePaths = new Set(routeManifest.map((entry) => entry.path))

/**
 * A press on a plain link to one of the site's pages goes through the router, as a Link's does: the links React does
 * not own (in a part kept as pre-rendered, src/lib/deferred-part.tsx, or in an article's HTML) then open their page in
 * the app too. A Link has already handled its own press; a fragment, another tab, a download, another site or a file
 * that is not a page is left to the browser.
 */
function PlainLinksInTheApp() {
  const navigate = useNavigate()
  useEffect(() => {
    const pressed = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0) return
      if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute('download')) return
      if (link.target !== '' && link.target !== '_self') return
      const url = new URL(link.href)
      if (url.origin !== window.location.origin || !pagePaths.has(normalizePath(url.pathname))) return
      if (url.pathname === window.location.pathname && url.search === window.location.search && url.hash) return
      event.preventDefault()
      navigate(`${normalizePath(url.pathname)}${url.search}${url.hash}`)
    }
    document.addEventListener('click', pressed)
    return () => document.removeEventListener('click', pressed)
  }, [navigate])
  return null
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
      <PlainLinksInTheApp />
    </BrowserRouter>
  )
  readPreRenderedParts()
  // In a transition, as vite-react-ssg did: hydration yields to the browser between parts of the page.
  startTransition(() => {
    if (container.hasChildNodes()) hydrateRoot(container, app)
    else createRoot(container).render(app)
  })
}
