/**
 * The pre-rendering pass alone (vite-react-ssg over vite.config.ts), run by scripts/build.ts in a process of its own:
 * vite-react-ssg force-exits its process 15 s after it finishes, which must not cut short the steps that follow.
 */
import { build } from 'vite-react-ssg/node'
import { projectRoot } from './lib/build-stamp'

process.chdir(projectRoot)
await build(
  {},
  { configFile: 'vite.config.ts', configLoader: 'runner', logLevel: process.env.BUILD_VERBOSE ? 'info' : 'warn' },
)
process.exit(0)
