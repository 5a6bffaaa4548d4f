/**
 * `npm test`: every check, cheapest first, ending with one "N passed, N failed" line and each step's time:
 *
 * 1. side by side (each mostly uses one core): lint, formatting, types, the leads migration on a real PostgreSQL
 *    server, the Edge Functions' Deno tests and the build, which is skipped when dist/ is already built from these
 *    sources and settings (builder/stamp.ts);
 * 2. the unit tests (two files at a time), alone;
 * 3. Lighthouse CI, every template on mobile and a sample on desktop, before the browser tests, on an idle machine
 *    (decisions 0040, 0041);
 * 4. the near-duplicate check, the SEO audit, Cloudflare's runtime, the browser tests and the byte budgets, all on
 *    that one dist/.
 *
 * `npm run check` (--check) is the inner loop: lint, formatting, types and the build side by side, then the unit
 * tests.
 * Every step runs in a process group of its own, ended with the step, so nothing a step started there (a server it
 * forgot to stop) takes the CPU from a later one.
 */
import { spawn } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { isBuildCurrent, projectRoot } from '../../builder/stamp'
import { ensureChromium } from '../ensure-chromium'
import { checkSteps, testSteps, type TestStep } from './steps'

interface StepResult {
  name: string
  ok: boolean
  passed: number
  failed: number
  seconds: number
}

const reports = join(projectRoot, 'reports')
// Where playwright.config.ts writes its JSON report.
const e2eReport = join(reports, 'e2e.json')
const results: StepResult[] = []
/** Whether Chromium (and its headless shell, where apt can install it) has been found for the steps that drive it. */
let chromiumFound = false
const running = new Set<number>()
/** Set by Ctrl+C: no further step starts while the running ones stop. */
let stopping = false

/** Ends a step's whole process group: whatever it started and left running. */
function endGroup(pid: number | undefined): void {
  if (pid === undefined) return
  try {
    process.kill(-pid, 'SIGKILL')
  } catch {
    // The group has already ended.
  }
}

// A step runs in a process group of its own, so the terminal's Ctrl+C reaches only this process: it is passed on,
// for Playwright and LHCI to stop their servers and browsers (which run in groups of their own), before the kill.
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    stopping = true
    for (const pid of running) {
      try {
        process.kill(-pid, signal)
      } catch {
        // Already gone.
      }
    }
    setTimeout(() => {
      for (const pid of running) endGroup(pid)
      process.exit(signal === 'SIGINT' ? 130 : 143)
    }, 5_000).unref()
  })

/** Runs one command in its own process group; `quiet` keeps its output until it ends (for steps run side by side). */
function runCommand(step: TestStep, quiet: boolean): Promise<{ ok: boolean; output: string; seconds: number }> {
  const started = performance.now()
  if (stopping) return Promise.resolve({ ok: false, output: 'stopped by a signal\n', seconds: 0 })
  const args = commandArgs(step)
  if (!quiet) console.log(`\n=== ${step.title}: npm ${args.join(' ')}`)
  return new Promise((resolve) => {
    const child = spawn('npm', args, {
      cwd: projectRoot,
      env: process.env,
      stdio: ['ignore', quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      detached: true,
    })
    if (child.pid !== undefined) running.add(child.pid)
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => (output += chunk))
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk))
    const finish = (ok: boolean) => {
      if (child.pid !== undefined) running.delete(child.pid)
      resolve({ ok, output, seconds: (performance.now() - started) / 1000 })
    }
    child.once('error', (error) => {
      output += `${error.message}\n`
      finish(false)
    })
    // What the step left in its group goes when it exits, so a leftover holding its output open cannot keep 'close'
    // from coming.
    child.once('exit', () => endGroup(child.pid))
    child.once('close', (code) => finish(code === 0))
  })
}

const reportFile = (step: TestStep) => join(reports, `${step.name.replace(/\s+/g, '-')}.json`)

function commandArgs(step: TestStep): string[] {
  const extra = step.args?.(reportFile(step)) ?? []
  return ['run', '--silent', step.script, ...(extra.length > 0 ? ['--', ...extra] : [])]
}

const readJson = <T>(file: string): T | undefined =>
  existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as T) : undefined

/** The passed and failed counts a step wrote to its report: vitest's, Playwright's, or a script's own. */
function countsOf(step: TestStep): { passed: number; failed: number } | undefined {
  if (step.name === 'browser tests') {
    const report = readJson<{ stats: { expected: number; unexpected: number; flaky: number } }>(e2eReport)
    return report && { passed: report.stats.expected + report.stats.flaky, failed: report.stats.unexpected }
  }
  const report = readJson<{ numPassedTests?: number; numFailedTests?: number; passed?: number; failed?: number }>(
    reportFile(step),
  )
  if (!report) return undefined
  return { passed: report.numPassedTests ?? report.passed ?? 0, failed: report.numFailedTests ?? report.failed ?? 0 }
}

/** Counts from a step's report, or one pass or fail for a step that has no tests of its own. */
function record(step: TestStep, ok: boolean, seconds: number): boolean {
  const counts = step.args || step.name === 'browser tests' ? countsOf(step) : undefined
  const passed = counts?.passed ?? (ok ? 1 : 0)
  // A suite that failed without a failing test (it did not load, or its runner crashed) still counts as a failure.
  const failed = Math.max(counts?.failed ?? 0, ok ? 0 : 1)
  results.push({ name: step.name, ok, passed, failed, seconds })
  return ok
}

async function runStep(step: TestStep): Promise<boolean> {
  const { ok, seconds } = await runCommand(step, false)
  return record(step, ok, seconds)
}

/** Steps at once, their output printed whole in order as each ends. */
async function runSideBySide(steps: readonly TestStep[]): Promise<void> {
  console.log(`\n=== Side by side: ${steps.map((step) => step.title).join(', ')}`)
  const finished = await Promise.all(steps.map((step) => runCommand(step, true)))
  steps.forEach((step, index) => {
    const { ok, output, seconds } = finished[index]!
    console.log(
      `\n=== ${step.title} (${ok ? 'passed' : 'FAILED'}, ${seconds.toFixed(0)} s): npm ${commandArgs(step).join(' ')}`,
    )
    if (output.trim()) console.log(output.trimEnd())
    record(step, ok, seconds)
  })
}

async function main(): Promise<number> {
  const check = process.argv.includes('--check')
  rmSync(reports, { recursive: true, force: true })
  mkdirSync(reports, { recursive: true })
  const started = performance.now()
  const steps = testSteps.filter((step) => !check || checkSteps.has(step.name))
  const buildCurrent = isBuildCurrent()
  await runSideBySide(steps.filter((step) => step.group === 'first' && !(step.name === 'build' && buildCurrent)))
  if (buildCurrent && steps.some((step) => step.name === 'build')) {
    console.log('\n=== Build: dist/ is already built from these sources and settings; the steps below use it.')
    results.push({ name: 'build', ok: true, passed: 1, failed: 0, seconds: 0 })
  }
  const built = results.some((result) => result.name === 'build' && result.ok)
  if (!built) console.error('\nThe build failed, so nothing that needs dist/ runs.')
  for (const step of steps.filter((item) => item.group !== 'first' && (built || !item.needsBuild))) {
    if (step.needsChromium && !chromiumFound) {
      try {
        ensureChromium()
        chromiumFound = true
      } catch (error) {
        console.error((error as Error).message)
        results.push({ name: step.name, ok: false, passed: 0, failed: 1, seconds: 0 })
        continue
      }
    }
    await runStep(step)
  }
  return summarize(started)
}

function summarize(started: number): number {
  const passed = results.reduce((sum, step) => sum + step.passed, 0)
  const failed = results.reduce((sum, step) => sum + step.failed, 0)
  const seconds = (performance.now() - started) / 1000
  console.log('\n=== Summary')
  for (const step of results)
    console.log(
      `${step.ok ? 'ok  ' : 'FAIL'} ${step.name} (${step.passed} passed, ${step.failed} failed, ${step.seconds.toFixed(0)} s)`,
    )
  console.log(`${passed} passed, ${failed} failed in ${(seconds / 60).toFixed(1)} min`)
  writeFileSync(join(reports, 'steps.json'), JSON.stringify({ seconds, steps: results }, null, 2))
  return failed === 0 && results.every((step) => step.ok) ? 0 : 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exit(1)
  },
)
