/**
 * The pre-rendering pass alone (vite-react-ssg with builder/vite-config.ts), run by builder/build.ts in a process of its
 * own: vite-react-ssg force-exits its process 15 s after it finishes, which must not cut short the steps that follow.
 * Its one argument is the build's plan (builder/plan.ts), so it renders exactly the manifest the other steps use.
 */
import { build } from 'vite-react-ssg/node'
import { readBuildPlan } from './plan'
import { projectRoot } from './stamp'
import { siteViteConfig } from './vite-config'

process.chdir(projectRoot)
const { ssgOptions, ...viteConfig } = siteViteConfig(readBuildPlan(process.argv[2]))
await build(ssgOptions, {
  ...viteConfig,
  configFile: false,
  logLevel: process.env.BUILD_VERBOSE ? 'info' : 'warn',
})
process.exit(0)
