/** Runs one of the project's TypeScript commands as `npm run` would (tsx), for the tests of a command's output. */
import { execFile } from 'node:child_process'
import { join } from 'node:path'
import { promisify } from 'node:util'

const projectRoot = join(import.meta.dirname, '..', '..')
const run = promisify(execFile)

/**
 * Runs `script` (a path from the project's root) with `args`; `env` is added to this process's environment, and each
 * of `unset` not in `env` is taken out of it, so a setting of the shell does not leak in. Never rejects, so a test can
 * check the exit code.
 */
export async function runScript(
  script: string,
  args: string[],
  env: Record<string, string> = {},
  unset: string[] = [],
) {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  for (const name of unset) if (!(name in env)) delete childEnv[name]
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', script, ...args], {
      cwd: projectRoot,
      env: childEnv,
    })
    return { code: 0, stdout, stderr }
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string }
    return { code: failed.code ?? 1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' }
  }
}
