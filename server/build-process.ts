/** The build as `npm start` and `npm run cms` start it: in its own process, since vite-react-ssg force-exits the
 * process that built, which would take the server down. */
import { spawn } from 'node:child_process'
import { join } from 'node:path'
import { isBuildCurrent, projectRoot } from '../builder/stamp'

/** Runs `npm run build`'s entry; resolves true when it passed (its output goes to this terminal). */
export function buildInOwnProcess(): Promise<boolean> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'builder', 'build.ts')], {
      cwd: projectRoot,
      stdio: 'inherit',
    })
    child.on('exit', (code) => resolve(code === 0))
  })
}

/** Builds when dist/ is missing or stale; `what` names what a failed build stops ("the site"). */
export async function buildWhenStale(what: string): Promise<void> {
  if (isBuildCurrent()) {
    console.log('dist/ is up to date with the sources; serving it.')
    return
  }
  console.log('Building the site (dist/ is missing or older than the sources)...')
  if (!(await buildInOwnProcess())) throw new Error(`The build failed (see above); ${what} was not started.`)
}
