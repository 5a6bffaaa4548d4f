/** `npm run serve`: serves the existing dist/ without building (see start.ts for build-then-serve). */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { refuseEnvFiles } from '../builder/env-files'
import { distDir } from '../builder/stamp'
import { portFromEnv, startSiteServer } from './site-server'

export async function serve(): Promise<void> {
  // As the build does: a .env would be read by neither the server nor dist/, silently.
  refuseEnvFiles()
  if (!existsSync(join(distDir, 'index.html')))
    throw new Error('dist/ has no build: run npm run build (or npm start, which builds first)')
  const port = portFromEnv(process.env)
  const host = process.env.HOST ?? '127.0.0.1'
  await startSiteServer({ distDir, port, host })
  console.log(`Serving the site on http://localhost:${port} (Ctrl+C stops it)`)
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
