/**
 * A temporary copy of the project that builds on its own, for builds that must not touch dist/: the build-scaling
 * benchmark (more towns), the browser tests of a build with third-party settings (tests/support/configured-site.ts)
 * and of the content manager saving into content/ (tests/support/cms-site.ts).
 */
import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from './stamp'

/** What the build reads; node_modules is linked, not copied, so the picture cache is shared. */
const buildInputs = ['content', 'src', 'builder', 'supabase', 'index.html', 'tsconfig.json', 'package.json']

export interface ProjectCopy {
  dir: string
  distDir: string
  /** Runs the whole build in the copy, in a fresh process, with these settings added to the environment. */
  build(env?: Record<string, string>, { quiet }?: { quiet?: boolean }): void
  remove(): void
}

/** `also`: further folders to copy, such as server/ for a copy that serves itself (tests/support/cms-site.ts). */
export function copyProject(prefix: string, { also = [] }: { also?: string[] } = {}): ProjectCopy {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`))
  for (const input of [...buildInputs, ...also]) cpSync(join(projectRoot, input), join(dir, input), { recursive: true })
  symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'), 'dir')
  return {
    dir,
    distDir: join(dir, 'dist'),
    build(env = {}, { quiet = true } = {}) {
      const result = spawnSync(process.execPath, ['--import', 'tsx', join(dir, 'builder', 'build.ts')], {
        cwd: dir,
        stdio: ['ignore', quiet ? 'ignore' : 'inherit', 'inherit'],
        // The copy is not a git checkout: pin the sitemap dates rather than let each build take today's.
        env: {
          ...process.env,
          SITEMAP_LASTMOD: '2026-01-01',
          SITEMAP_GENERATED_AT: '2026-01-01T00:00:00.000Z',
          ...env,
        },
      })
      if (result.status !== 0) throw new Error(`The build in ${dir} failed (see above).`)
    },
    remove() {
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
