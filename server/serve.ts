/**
 * `npm run serve`: serves the existing dist/ without building (see start.ts for build-then-serve), and dist-staff/ on
 * the staff origin's port (CONSOLE_PORT, or PORT + 1; decision 0084).
 */
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { refuseEnvFiles } from '../builder/env-files'
import { staffPortFromEnv } from '../builder/staff-origin'
import { distDir, staffDistDir } from '../builder/stamp'
import { consolePath } from '../src/routing/paths'
import { portFromEnv, startSiteServer } from './site-server'

export async function serve(): Promise<void> {
  // As the build does: a .env would be read by neither the server nor dist/, silently.
  refuseEnvFiles()
  if (!existsSync(join(distDir, 'index.html')) || !existsSync(join(staffDistDir, '_headers')))
    throw new Error('dist/ or dist-staff/ has no build: run npm run build (or npm start, which builds first)')
  const port = portFromEnv(process.env)
  const staffPort = staffPortFromEnv(process.env, port)
  const host = process.env.HOST ?? '127.0.0.1'
  await startSiteServer({ distDir, port, host, staff: { distDir: staffDistDir, port: staffPort } })
  console.log(
    `Serving the site on http://localhost:${port}, the lead console on http://localhost:${staffPort}${consolePath} (Ctrl+C stops both)`,
  )
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  serve().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  })
}
