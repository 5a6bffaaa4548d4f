/**
 * `npm run test:functions`: the Supabase Edge Functions' Deno tests, run with the deno binary of the npm package
 * `deno` (a dev dependency) and its cache kept in node_modules/.cache/deno. Prints "N passed, N failed";
 * `--report <file>` also writes the counts as JSON for tools/test/test.ts.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { syncFunctionContent } from '../../builder/function-content'
import { projectRoot } from '../../builder/stamp'
import { edgeFunctionNames } from '../deploy'

const deno = join(projectRoot, 'node_modules', '.bin', 'deno')
// Every function's tests, with one import map (each function deploys with its own copy of it). Deno looks for tests
// only under the config's folder unless each folder is named.
const functionsFolder = join('supabase', 'functions')
const denoConfig = join(functionsFolder, 'notify-lead', 'deno.json')
const testedFolders = edgeFunctionNames().map((name) => join(functionsFolder, name))

/** Deno's closing line: "ok | 11 passed | 0 failed (32ms)" or "FAILED | 10 passed | 1 failed (40ms)". */
function denoCounts(output: string): { passed: number; failed: number } | undefined {
  const summary = /^(?:ok|FAILED) \| (\d+) passed(?: \(\d+ steps?\))? \| (\d+) failed/m.exec(output)
  return summary ? { passed: Number(summary[1]), failed: Number(summary[2]) } : undefined
}

/**
 * The tests' environment without the project's keys: each test gives the functions the keys it means (the secret key
 * in SUPABASE_SECRET_KEYS), so no legacy SUPABASE_SERVICE_ROLE_KEY from the shell can make a test pass (decision 0075).
 */
function functionTestEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  const { SUPABASE_SERVICE_ROLE_KEY: _legacy, SUPABASE_SECRET_KEYS: _secret, ...rest } = env
  return rest
}

function main(): number {
  syncFunctionContent()
  let counts: { passed: number; failed: number }
  if (!existsSync(deno)) {
    console.error('The deno binary is missing: run npm install (it comes with the npm package deno), then try again.')
    counts = { passed: 0, failed: 1 }
  } else {
    const result = spawnSync(
      deno,
      ['test', '--config', denoConfig, '--allow-env', '--allow-read', '--no-prompt', ...testedFolders],
      {
        cwd: projectRoot,
        encoding: 'utf8',
        env: {
          ...functionTestEnv(process.env),
          DENO_DIR: join(projectRoot, 'node_modules', '.cache', 'deno'),
          NO_COLOR: '1',
        },
      },
    )
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    if (result.error) console.error(result.error.message)
    const reported = denoCounts(`${result.stdout ?? ''}\n${result.stderr ?? ''}`)
    // A test module that does not type-check or load has no summary line; that is a failure, not zero tests.
    counts = reported ?? { passed: 0, failed: 1 }
    if (result.status !== 0 && counts.failed === 0) counts.failed = 1
  }
  console.log(`${counts.passed} passed, ${counts.failed} failed`)
  const reportIndex = process.argv.indexOf('--report')
  const report = reportIndex >= 0 ? process.argv[reportIndex + 1] : undefined
  if (report) writeFileSync(report, JSON.stringify(counts))
  return counts.failed === 0 ? 0 : 1
}

process.exit(main())
