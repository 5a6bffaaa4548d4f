/** `npm start`: builds the site when dist/ is missing or stale, then serves it on http://localhost:4173 (PORT overrides). */
import { spawnSync } from 'node:child_process'
import { join } from 'node:path'
import { isBuildCurrent, projectRoot } from '../build/stamp'
import { serve } from './serve'

async function main(): Promise<void> {
  if (isBuildCurrent()) {
    console.log('dist/ is up to date with the sources; serving it.')
  } else {
    console.log('Building the site (dist/ is missing or older than the sources)...')
    // In its own process: vite-react-ssg force-exits the process that built, which would take the server down.
    const result = spawnSync(process.execPath, ['--import', 'tsx', join(projectRoot, 'build', 'build.ts')], {
      cwd: projectRoot,
      stdio: 'inherit',
    })
    if (result.status !== 0) throw new Error('The build failed (see above); the site was not started.')
  }
  await serve()
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
