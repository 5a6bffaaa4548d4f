import { ViteReactSSG } from 'vite-react-ssg'
import 'virtual:brand.css'
import './styles.css'

/**
 * vite-react-ssg pre-renders every page with React (import.meta.env.SSR is a build-time constant, so the browser
 * bundle carries none of this, the routes and pages included); the browser runs src/browser/start.ts over the pages,
 * React only inside islands (decision 0042).
 */
export const createRoot = import.meta.env.SSR
  ? ViteReactSSG({ routes: (await import('./routes')).routes }, async (context) => {
      if (context.routePath === undefined) return
      const [{ createHead }, { registerServerHead }] = await Promise.all([
        import('@unhead/react/server'),
        import('./app/head'),
      ])
      const head = createHead()
      registerServerHead(context.routePath, head)
      // builder/vite-config.ts's onPageRendered renders this head into the page's HTML.
      Object.assign(context, { head })
    })
  : undefined

if (!import.meta.env.SSR) void import('./browser/start')
