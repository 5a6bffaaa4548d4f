/**
 * What the browser benchmarks that compare builds share: each build served as `npm start` serves it (with its
 * embedded backend, leads kept in a temporary folder), `--compare DIR` to add an earlier build, and medians.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { startSiteServer } from '../../server/site-server'
import { freePort } from '../free-port'

/** Fresh loads per build and measure (RUNS, 5 by default). */
export const runs = Number(process.env.RUNS ?? 5)
/** How much the benchmarks slow the CPU: Lighthouse's mobile setting. */
export const cpuSlowdown = 4

/** The page without its module scripts (the boot script, builder/post-render/paint-first.ts): the floor no script beats. */
export const withoutPageScripts = (html: string) => html.replace(/<script type="module"[^>]*><\/script>/g, '')

export const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export interface ServedBuild {
  label: string
  origin: string
}

/**
 * Serves dist/ and, with `--compare DIR` in argv, that build first; `measure` gets both, and the servers close after.
 * Throws when dist/ is stale.
 */
export async function withServedBuilds(
  argv: string[],
  measure: (builds: ServedBuild[]) => Promise<void>,
): Promise<void> {
  if (!isBuildCurrent()) throw new Error('dist/ is missing or stale: run npm run build first')
  const compareAt = argv.indexOf('--compare')
  const builds = [{ label: 'this build', dir: distDir }]
  if (compareAt >= 0) {
    const dir = argv[compareAt + 1]
    if (!dir) throw new Error('--compare needs the folder of another build, e.g. --compare ../before/dist')
    builds.unshift({ label: dir, dir: resolve(dir) })
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-builds-'))
  const servers: Server[] = []
  try {
    const served: ServedBuild[] = []
    for (const build of builds) {
      const port = await freePort()
      servers.push(
        await startSiteServer({
          distDir: build.dir,
          port,
          host: '127.0.0.1',
          env: { LEADS_DATA_DIR: join(dataDir, String(port)), LEAD_RATE_LIMIT: '100000' },
          log: () => {},
        }),
      )
      served.push({ label: build.label, origin: `http://localhost:${port}` })
    }
    await measure(served)
  } finally {
    for (const server of servers) server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
