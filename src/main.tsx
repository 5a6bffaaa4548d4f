import { createBrowserRouter, type RouteObject } from 'react-router-dom'
import { ViteReactSSG } from 'vite-react-ssg'
import 'virtual:brand.css'
import './styles.css'
import { registerServerHead } from './app/head'
import { routes } from './routes'
import { noteAppStarted } from './routing/route-heads'

/** vite-react-ssg gives every route a loader that fetches build-time data; this site has none, so navigation needs none. */
function withoutLoaders(routeObjects: RouteObject[]): RouteObject[] {
  return routeObjects.map((route) => {
    const { loader: _loader, children, ...rest } = route
    return (children ? { ...rest, children: withoutLoaders(children) } : rest) as RouteObject
  })
}

export const createRoot = ViteReactSSG(
  {
    routes,
    customCreateRouter: (routeObjects, options) => createBrowserRouter(withoutLoaders(routeObjects), options),
  },
  async (context) => {
    // In the browser this runs once the first page's route is loaded; the pages after it load the titles.
    if (!import.meta.env.SSR) return noteAppStarted()
    // import.meta.env.SSR is a build-time constant: the browser bundle carries none of this.
    if (context.routePath === undefined) return
    const { createHead } = await import('@unhead/react/server')
    const head = createHead()
    registerServerHead(context.routePath, head)
    // build/vite-config.ts's onPageRendered renders this head into the page's HTML.
    Object.assign(context, { head })
  },
)
