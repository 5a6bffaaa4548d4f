/**
 * `npm run cms` in a temporary copy of the project (builder/project-copy.ts, with server/), on free ports, for the
 * browser test of the content manager (tests/e2e/cms.spec.ts): its saves change the copy's content/, never the
 * project's, and the copy's site is rebuilt from them.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { copyProject } from '../../builder/project-copy'
import { freePort } from '../../tools/free-port'

export interface CmsSite {
  /** The site's origin. */
  origin: string
  /** The staff origin; its /admin is the content manager (decision 0084). */
  staffOrigin: string
  /** A file of the copy, e.g. "content/towns/mayo.md". */
  read(file: string): string
  /** Everything `npm run cms` printed so far. */
  output(): string
  close(): Promise<void>
}

const ready = 'The content manager is on '

export async function startCmsSite(): Promise<CmsSite> {
  const copy = copyProject('ncf-cms', { also: ['server'] })
  let child: ChildProcess | undefined
  try {
    const [port, staffPort, cmsPort] = [await freePort(), await freePort(), await freePort()]
    let output = ''
    const started = spawn(process.execPath, ['--import', 'tsx', join(copy.dir, 'server', 'cms.ts')], {
      cwd: copy.dir,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        PORT: String(port),
        CONSOLE_PORT: String(staffPort),
        CMS_LOCAL_PORT: String(cmsPort),
        LEADS_DATA_DIR: join(copy.dir, '.data'),
        // The copy is not a git checkout: the sitemap's dates are pinned, as copy.build() does.
        SITEMAP_LASTMOD: '2026-01-01',
        SITEMAP_GENERATED_AT: '2026-01-01T00:00:00.000Z',
      },
    })
    child = started
    for (const stream of [started.stdout, started.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk))
    await new Promise<void>((resolve, reject) => {
      const timer = setInterval(() => {
        if (output.includes(ready)) {
          clearInterval(timer)
          resolve()
        }
      }, 250)
      started.once('exit', (code) => {
        clearInterval(timer)
        reject(new Error(`npm run cms stopped (exit ${code}) before it was ready:\n${output}`))
      })
    })
    return {
      origin: `http://localhost:${port}`,
      staffOrigin: `http://localhost:${staffPort}`,
      read: (file) => readFileSync(join(copy.dir, file), 'utf8'),
      output: () => output,
      async close() {
        const exited = new Promise((resolve) => started.once('exit', resolve))
        started.kill('SIGTERM')
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))])
        copy.remove()
      },
    }
  } catch (error) {
    child?.kill('SIGTERM')
    copy.remove()
    throw error
  }
}
