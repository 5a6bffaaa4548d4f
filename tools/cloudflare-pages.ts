/**
 * Serves a built folder with Cloudflare's own runtime: wrangler's `pages dev` (a dev dependency) runs workerd, the
 * program behind Cloudflare Pages, which applies the folder's _headers and _redirects and its 404.html files as the
 * CDN does. Used by tools/test/test-cloudflare.ts to prove the build on the host it is meant for.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../builder/stamp'
import { freePort } from './free-port'

const wranglerBin = join(projectRoot, 'node_modules', 'wrangler', 'bin', 'wrangler.js')
/**
 * Cloudflare runs a project at the compatibility date it was deployed with. This one is at or before the newest date
 * the installed workerd knows (a later one refuses to start); set the same date on the Pages project.
 */
export const compatibilityDate = '2026-04-20'

export interface PagesDevServer {
  origin: string
  /** What wrangler printed, for a failure's message (its warnings about _redirects lines among it). */
  output: () => string
  close: () => Promise<void>
}

/** Starts `wrangler pages dev` on a free port of 127.0.0.1 and resolves once it answers; fails with its output. */
export async function servePagesDev(distDir: string, { timeoutMs = 120_000 } = {}): Promise<PagesDevServer> {
  if (!existsSync(wranglerBin))
    throw new Error('wrangler is missing from node_modules: run npm install (it is a dev dependency), then try again.')
  const port = await freePort()
  // Wrangler keeps its state and its config beside the project by default; a throwaway folder keeps the tree clean.
  const scratch = mkdtempSync(join(tmpdir(), 'pages-dev-'))
  const child = spawn(
    process.execPath,
    [
      wranglerBin,
      'pages',
      'dev',
      distDir,
      '--ip',
      '127.0.0.1',
      '--port',
      String(port),
      '--compatibility-date',
      compatibilityDate,
      '--persist-to',
      join(scratch, 'state'),
      '--log-level',
      'warn',
    ],
    {
      cwd: scratch,
      detached: true,
      env: {
        ...process.env,
        CI: 'true',
        NO_COLOR: '1',
        WRANGLER_SEND_METRICS: 'false',
        XDG_CONFIG_HOME: join(scratch, 'config'),
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  let exited: number | null | undefined
  child.once('exit', (code) => (exited = code))

  const close = async () => {
    if (exited === undefined && child.pid) {
      const gone = new Promise<void>((resolve) => child.once('exit', () => resolve()))
      try {
        process.kill(-child.pid, 'SIGTERM')
      } catch {
        // Already gone.
      }
      await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5000))])
      if (exited === undefined) process.kill(-child.pid, 'SIGKILL')
    }
    rmSync(scratch, { recursive: true, force: true })
  }

  const origin = `http://127.0.0.1:${port}`
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited !== undefined) break
    try {
      const response = await fetch(`${origin}/robots.txt`)
      await response.body?.cancel()
      if (response.status < 500) return { origin, output: () => output, close }
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  await close()
  throw new Error(
    `wrangler pages dev ${exited !== undefined ? `exited with code ${exited}` : `did not answer within ${timeoutMs / 1000} s`}; it printed:\n${output.trim()}`,
  )
}
