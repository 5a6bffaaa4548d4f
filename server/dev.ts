/**
 * `npm run dev`: Vite's dev server on http://localhost:5173 (PORT overrides) with the embedded lead backend. Each
 * request renders its page on the server as the build does (vite-react-ssg's dev mode, the build's plugins), so an edit
 * of a page, a component, an island or a content file shows at the next reload, with no build; islands hydrate from
 * Vite's modules. Unlike dist/, pages are not under the CSP and load their scripts at once (decision 0056).
 */
import { existsSync } from 'node:fs'
import type { ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Plugin } from 'vite'
import { dev } from 'vite-react-ssg/node'
import { siteContent } from '../content/site-content'
import { makeBuildPlan } from '../builder/plan'
import { normalizePath } from '../src/routing/manifest'
import { distDir, projectRoot } from '../builder/stamp'
import { ssgOptions, withPageHead } from '../builder/ssg'
import { siteViteConfig } from '../builder/vite-config'
import { settleBrowserKey } from '../builder/supabase-keys'
import type { LeadBackend } from './leads/backend'
import { syncFunctionContent } from '../builder/function-content'
import { createStaticSiteServer } from './static-site-server'

/** The paths the embedded lead backend answers (server/leads/backend.ts). */
const backendPaths = /^\/(rest|functions)\/v1\//

/**
 * The lead backend's endpoints, answered before Vite's own middleware. The backend opens beside Vite (its database
 * takes seconds to open on a fresh folder); a lead sent meanwhile waits for it, a page does not. The database is
 * announced for `npm run leads` once the server listens, and closed before the process ends.
 */
const leadEndpoints = (opening: Promise<LeadBackend | undefined>, host: string): Plugin => ({
  name: 'ncf:lead-backend',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      if (!backendPaths.test(request.url ?? '')) return next()
      opening
        .then((leads) => leads?.handle(request, response) || next())
        .catch((error: unknown) => {
          console.error(error)
          if (!response.headersSent) response.statusCode = 500
          response.end('Internal error while serving this request.\n')
        })
    })
    server.httpServer?.once('listening', () => {
      const address = server.httpServer?.address()
      if (address && typeof address === 'object')
        void opening.then((leads) => leads?.announce({ port: address.port, host }))
    })
    // Vite closes the server on SIGTERM and waits for this; Ctrl+C comes here too.
    const close = server.close.bind(server)
    server.close = async () => {
      await close()
      await (await opening)?.close()
    }
    process.once('SIGINT', () => void server.close().finally(() => process.exit(130)))
  },
})

/**
 * A page address the manifest does not have renders the not-found page, as in the build, and answers 404 as the
 * built site does; vite-react-ssg's dev renderer answers every page 200. (A place added while the server runs is
 * known after a restart.)
 */
const notFoundStatus = (pagePaths: ReadonlySet<string>): Plugin => ({
  name: 'ncf:not-found-status',
  configureServer(server) {
    server.middlewares.use((request, response, next) => {
      const path = (request.url ?? '/').split('?')[0] ?? '/'
      if (request.method !== 'GET' || pagePaths.has(normalizePath(path))) return next()
      const end = response.end.bind(response) as (...args: unknown[]) => ServerResponse
      response.end = ((...args: unknown[]) => {
        if (response.statusCode === 200 && String(response.getHeader('content-type')).startsWith('text/html'))
          response.statusCode = 404
        return end(...args)
      }) as typeof response.end
      next()
    })
  },
})

/** The pictures, share cards and icons the last build encoded (the build's slowest part), when there is one. */
const builtPictures = (): Plugin => ({
  name: 'ncf:built-pictures',
  configureServer(server) {
    const built = createStaticSiteServer(distDir)
    server.middlewares.use((request, response, next) => {
      const path = decodeURIComponent((request.url ?? '').split('?')[0] ?? '')
      const picture = /^\/(images|share)\/[^/]+$|^\/[^/]+\.(svg|png|ico|webmanifest)$/.test(path)
      if (picture && !path.includes('..') && existsSync(join(distDir, path))) built.handle(request, response)
      else next()
    })
  },
})

async function main(): Promise<void> {
  // The lead backend sends the functions' copy of content/: written first, then the backend's modules loaded.
  syncFunctionContent()
  const { openEmbeddedLeads, portFromEnv } = await import('./site-server')
  const port = portFromEnv(process.env, 5173)
  const host = process.env.HOST ?? 'localhost'
  process.chdir(projectRoot)
  const opening = openEmbeddedLeads(process.env, console.log)
  // A backend that cannot open stops the server, as npm start would.
  opening.catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
  // As the build does: the old VITE_SUPABASE_ANON_KEY still works, with one line naming the new setting.
  settleBrowserKey(process.env)
  const plan = makeBuildPlan(siteContent, process.env)
  const { plugins = [], ...viteConfig } = siteViteConfig(plan)
  await dev(
    { ...ssgOptions(plan), onPageRendered: (_route, html, appCtx) => withPageHead(html, appCtx) },
    {
      ...viteConfig,
      configFile: false,
      plugins: [
        leadEndpoints(opening, host),
        builtPictures(),
        notFoundStatus(new Set(plan.manifest.map((entry) => entry.path))),
        ...plugins,
      ],
      server: {
        port,
        strictPort: true,
        host,
        // Vite serves the project's files in dev; never the lead folder (its key, database and outbox) or secrets.
        fs: { deny: ['.env', '.env.*', '*.{crt,pem}', '**/.git/**', '**/.data/**', '**/*.local.*'] },
      },
    },
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
