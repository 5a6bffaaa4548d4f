/**
 * `npm run bench:build`: builds the whole site RUNS times (default 3) in fresh processes and prints the wall time
 * and pages rendered per second of each run and their median. Figures, not assertions: the machine is shared.
 */
import { spawnSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { buildStampFile, projectRoot } from '../../builder/stamp'

const runs = Number(process.env.RUNS ?? 3)
const rows: Array<{ seconds: number; pages: number }> = []

for (let run = 1; run <= runs; run++) {
  const started = performance.now()
  const result = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'builder', 'build.ts')], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const seconds = (performance.now() - started) / 1000
  if (result.status !== 0) throw new Error(`Build run ${run} failed; run npm run build to see why.`)
  const { pages } = JSON.parse(readFileSync(buildStampFile, 'utf8')) as { pages: number }
  rows.push({ seconds, pages })
  console.log(
    `run ${run}: ${pages} pages in ${seconds.toFixed(2)} s = ${(pages / seconds).toFixed(1)} pages/s (whole process: validation, client and server bundles, pre-rendering)`,
  )
}

const sorted = [...rows].sort((a, b) => a.seconds - b.seconds)
const median = sorted[Math.floor(sorted.length / 2)]!
console.log(
  `median of ${runs}: ${median.pages} pages in ${median.seconds.toFixed(2)} s = ${(median.pages / median.seconds).toFixed(1)} pages/s`,
)
