import { ViteReactSSG } from 'vite-react-ssg'
import 'virtual:brand.css'
import './styles.css'
import { startBrowserApp } from './app/browser-app'
import { registerServerHead } from './app/head'
import { routes } from './routes'
import { loadHeadCode } from './features/seo/head-code'
import { loadRouteHeads } from './routing/route-heads'

/**
 * vite-react-ssg pre-renders every page (import.meta.env.SSR is a build-time constant, so the browser bundle carries
 * none of this); the browser starts its own app over the pages (src/app/browser-app.tsx, decision 0038).
 */
export const createRoot = import.meta.env.SSR
  ? ViteReactSSG({ routes }, async (context) => {
      if (context.routePath === undefined) return
      // Every page's title, and the code that builds head tags, are at hand while it is rendered (the browser loads
      // them when it first needs them).
      await Promise.all([loadRouteHeads(), loadHeadCode()])
      const { createHead } = await import('@unhead/react/server')
      const head = createHead()
      registerServerHead(context.routePath, head)
      // build/vite-config.ts's onPageRendered renders this head into the page's HTML.
      Object.assign(context, { head })
    })
  : undefined

if (!import.meta.env.SSR) {
  const container = document.getElementById('root')
  if (container) void startBrowserApp(routes, container)
}
