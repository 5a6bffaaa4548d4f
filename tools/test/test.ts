/**
 * `npm test`: every check, in the order a reviewer would want them to fail: lint, types, unit tests, the leads
 * migration on a real PostgreSQL server, the Edge Function's Deno tests, the build, the near-duplicate check and the
 * SEO audit of the built site, the same audit and every address on Cloudflare's runtime, the browser tests against
 * `npm start`'s server, then the byte budgets and Lighthouse on every template. Ends with one "N passed, N failed"
 * line.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../build/stamp'
import { ensureChromium } from '../ensure-chromium'

interface StepResult {
  name: string
  ok: boolean
  passed: number
  failed: number
}

const reports = join(projectRoot, 'reports')
const results: StepResult[] = []

function run(name: string, command: string, args: string[], env: Record<string, string> = {}): boolean {
  console.log(`\n=== ${name}: ${command} ${args.join(' ')}`)
  const result = spawnSync(command, args, { cwd: projectRoot, stdio: 'inherit', env: { ...process.env, ...env } })
  return result.status === 0
}

/** Counts from a JSON report, or one pass/fail for a step that has no tests of its own. */
function record(name: string, ok: boolean, counts?: { passed: number; failed: number }): void {
  const passed = counts?.passed ?? (ok ? 1 : 0)
  // A suite that failed without a failing test (it did not load, or its runner crashed) still counts as a failure.
  const failed = Math.max(counts?.failed ?? 0, ok ? 0 : 1)
  results.push({ name, ok, passed, failed })
}

/** A tsx test script that writes its counts to --report, recorded as one step. */
function recordScript(name: string, title: string, script: string, args: string[] = []): void {
  const report = join(reports, `${name.replace(/\s+/g, '-')}.json`)
  const ok = run(title, process.execPath, ['--import', 'tsx', script, ...args, '--report', report])
  record(name, ok, scriptCounts(report))
}

function vitestCounts(file: string) {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as { numPassedTests: number; numFailedTests: number }
  return { passed: report.numPassedTests, failed: report.numFailedTests }
}

/** Counts written by tools/test/test-backend.ts and tools/test/test-functions.ts with `--report <file>`. */
function scriptCounts(file: string) {
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as { passed: number; failed: number }
}

function playwrightCounts(file: string) {
  if (!existsSync(file)) return undefined
  const report = JSON.parse(readFileSync(file, 'utf8')) as {
    stats: { expected: number; unexpected: number; flaky: number }
  }
  return { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
}

function main(): number {
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  const npx = 'npx'

  record('lint', run('Lint', npx, ['eslint', '.']))
  record('format', run('Formatting', npx, ['prettier', '--check', '.']))
  record('typecheck', run('Type check', npx, ['tsc', '--noEmit']))

  const unitReport = join(reports, 'unit.json')
  const unitOk = run('Unit tests', npx, [
    'vitest',
    'run',
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ])
  record('unit', unitOk, vitestCounts(unitReport))

  recordScript('database', 'Database (PostgreSQL)', 'tools/test/test-backend.ts')
  recordScript('edge functions', 'Edge Functions (Deno)', 'tools/test/test-functions.ts')

  const buildOk = run('Build', process.execPath, ['--import', 'tsx', 'build/build.ts'])
  record('build', buildOk)

  if (buildOk) {
    record(
      'near-duplicate pages',
      run('Near-duplicate pages', process.execPath, ['--import', 'tsx', 'tools/audit/similarity.ts']),
    )
    record('SEO audit', run('SEO audit', process.execPath, ['--import', 'tsx', 'tools/audit/seo.ts']))
    recordScript(
      'cloudflare runtime',
      "Cloudflare's runtime (wrangler pages dev) against the local server",
      'tools/test/test-cloudflare.ts',
    )
    let chrome: string
    try {
      chrome = ensureChromium()
    } catch (error) {
      console.error((error as Error).message)
      record('browser tests', false)
      return summarize()
    }
    const e2eReport = join(reports, 'e2e.json')
    const e2eOk = run('Browser tests', npx, ['playwright', 'test'], { CHROME_PATH: chrome })
    record('browser tests', e2eOk, playwrightCounts(e2eReport))
    recordScript(
      'byte budgets',
      'Byte budgets (JavaScript and first-screen HTML per template)',
      'tools/bench/budgets.ts',
      ['--assert'],
    )
    // Lighthouse on every template against the gate, as the median of 3 runs per preset: a single desktop run on a busy
    // machine has shown layout shifts of 0.003-0.03 that no change caused (BENCHMARKS.md). One count per template
    // and preset.
    recordScript(
      'lighthouse',
      'Lighthouse (every template; median of 3 runs per preset)',
      'tools/audit/lighthouse.ts',
      ['--runs', '3', '--assert'],
    )
  } else {
    console.error('The build failed, so the browser tests did not run.')
  }
  return summarize()
}

function summarize(): number {
  const passed = results.reduce((sum, step) => sum + step.passed, 0)
  const failed = results.reduce((sum, step) => sum + step.failed, 0)
  console.log('\n=== Summary')
  for (const step of results)
    console.log(`${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.passed} passed, ${step.failed} failed)`)
  console.log(`${passed} passed, ${failed} failed`)
  return failed === 0 && results.every((step) => step.ok) ? 0 : 1
}

process.exit(main())
