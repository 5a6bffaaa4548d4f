/**
 * The staff origin's folder built with given settings (builder/build-site.ts's buildStaffOrigin), in a process of its
 * own so the settings reach Vite's build of the console and nothing else of the test's process. Run as a script, it
 * builds into its argument.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { projectRoot } from '../../builder/stamp'

const thisFile = fileURLToPath(import.meta.url)

/** A fresh folder holding the staff origin as a build with `env` added to this environment writes it. */
export function buildStaffWith(env: Record<string, string>): string {
  const into = join(mkdtempSync(join(tmpdir(), 'staff-build-')), 'dist-staff')
  const built = spawnSync(process.execPath, ['--import', 'tsx', thisFile, into], {
    cwd: projectRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...env },
  })
  if (built.status !== 0) throw new Error(`The staff origin's build into ${into} failed (see above).`)
  return into
}

if (process.argv[1] === thisFile) {
  const { siteContent } = await import('../../content/site-content')
  const { buildStaffOrigin } = await import('../../builder/build-site')
  const { makeBuildPlan } = await import('../../builder/plan')
  const plan = makeBuildPlan(siteContent, process.env)
  if (plan.cms) (await import('../../builder/cms/decap-bundle')).decapBundleDir()
  await buildStaffOrigin(process.argv[2]!, plan)
}
