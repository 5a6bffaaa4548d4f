/**
 * `npm run bench:all`: re-measures every figure BENCHMARKS.md shows, at the current commit, and rewrites each of its
 * sections (between `<!-- bench:ID -->` and `<!-- /bench:ID -->`) with the command's output, headed by the command
 * and the commit. The tracked files must be committed first (BENCHMARKS.md aside), so the figures are one commit's.
 * `-- --only floor,tap` re-measures some sections (each names its own commit); `-- --quick` runs each command at its
 * smallest, to try this one (without `npm test`). The whole run takes about an hour and a half on a 2-core machine.
 */
import { spawn, spawnSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { parseArgs } from 'node:util'
import { projectRoot } from '../../builder/stamp'
import { format } from 'prettier'
import { markdownTable, runMain } from '../reports'

interface Section {
  id: string
  script: string
  args?: string[]
  env?: Record<string, string>
  /** The arguments and settings of a `--quick` run. */
  quick?: { args?: string[]; env?: Record<string, string> }
  /** The report file (under reports/) holding the section's Markdown; otherwise the printed output, as text. */
  report?: string
  /** The printed output is Markdown already (a title line and a table). */
  markdown?: boolean
  /** The section's Markdown made from the run's files instead. */
  render?: () => string
}

/** `npm test`'s own record of its run (reports/steps.json): each step's time and counts. */
function testRunTable(): string {
  const run = JSON.parse(readFileSync(join(projectRoot, 'reports', 'steps.json'), 'utf8')) as {
    seconds: number
    steps: Array<{ name: string; ok: boolean; passed: number; failed: number; seconds: number }>
  }
  const total = run.steps.reduce(
    (sum, step) => ({ passed: sum.passed + step.passed, failed: sum.failed + step.failed }),
    {
      passed: 0,
      failed: 0,
    },
  )
  return [
    `${(run.seconds / 60).toFixed(1)} min in all, ${total.passed} passed, ${total.failed} failed (steps in parallel overlap).`,
    '',
    markdownTable(
      ['Step', 'Seconds', 'Passed', 'Failed'],
      run.steps.map((step) => [step.name, step.seconds.toFixed(0), String(step.passed), String(step.failed)]),
    ),
  ].join('\n')
}

export const sections: Section[] = [
  { id: 'floor', script: 'bench:floor', args: ['--runs', '4'], quick: { args: ['--runs', '1'] }, report: 'floor.md' },
  {
    id: 'tap',
    script: 'bench:tap',
    // The largest paint is the slow link's section: on a phone, as issue 47 asks.
    args: ['--runs', '9'],
    quick: { args: ['--runs', '1'] },
    report: 'tap.md',
  },
  {
    id: 'slow-link',
    script: 'bench:tap',
    args: ['--lcp-only', '--slow-link', '--lcp-runs', '9'],
    quick: { args: ['--lcp-only', '--slow-link', '--lcp-runs', '1'] },
    report: 'largest-paint.md',
  },
  { id: 'inp', script: 'bench:inp', env: { RUNS: '9' }, quick: { env: { RUNS: '1' } }, markdown: true },
  { id: 'budgets', script: 'bench:budgets', report: 'budgets.md' },
  { id: 'leads', script: 'bench:leads', quick: { env: { N: '50' } } },
  { id: 'texts', script: 'bench:texts' },
  { id: 'console', script: 'bench:console', quick: { env: { N: '5' } }, markdown: true },
  { id: 'similarity', script: 'check:similarity' },
  { id: 'reading', script: 'audit:reading' },
  // Last: npm test clears reports/ and builds again.
  { id: 'tests', script: 'test', render: testRunTable },
]

const benchmarksFile = join(projectRoot, 'BENCHMARKS.md')
const git = (...args: string[]) => spawnSync('git', args, { cwd: projectRoot, encoding: 'utf8' }).stdout.trim()

/** Runs `npm run <script>`, echoing its output as it comes; resolves to what it printed. */
function run(section: Section, quick: boolean): Promise<{ code: number; printed: string }> {
  const args = (quick ? section.quick?.args : undefined) ?? section.args ?? []
  const env = { ...process.env, ...section.env, ...(quick ? section.quick?.env : {}) }
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', section.script, ...(args.length ? ['--', ...args] : [])], {
      cwd: projectRoot,
      env,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    let printed = ''
    child.stdout.on('data', (chunk: Buffer) => {
      printed += chunk.toString()
      process.stdout.write(chunk)
    })
    child.on('close', (code) => resolve({ code: code ?? 1, printed }))
  })
}

/** How the section's figures were made: the command as typed, with its settings, and the commit. */
export function sectionHeading(section: Section, commit: string, date: string, quick: boolean): string {
  const args = (quick ? section.quick?.args : undefined) ?? section.args ?? []
  const env = { ...section.env, ...(quick ? section.quick?.env : {}) }
  const settings = Object.entries(env).map(([name, value]) => `${name}=${value} `)
  const command = `${settings.join('')}npm run ${section.script}${args.length ? ` -- ${args.join(' ')}` : ''}`
  return `\`${command}\` at ${commit} (${date}):`
}

/** BENCHMARKS.md with one section's text replaced; a section the file does not mark is an error. */
export function withSection(file: string, id: string, body: string): string {
  const start = `<!-- bench:${id} -->`
  const end = `<!-- /bench:${id} -->`
  const from = file.indexOf(start)
  const to = file.indexOf(end)
  if (from < 0 || to < from) throw new Error(`BENCHMARKS.md has no ${start} ... ${end} to rewrite`)
  return `${file.slice(0, from + start.length)}\n\n${body.trim()}\n\n${file.slice(to)}`
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { only: { type: 'string' }, quick: { type: 'boolean', default: false } } })
  // A quick run leaves out npm test, which takes its twenty minutes however it is run.
  const chosen = values.only
    ? values.only.split(',').map((id) => id.trim())
    : sections.map((section) => section.id).filter((id) => !(values.quick && id === 'tests'))
  const unknown = chosen.filter((id) => !sections.some((section) => section.id === id))
  if (unknown.length) {
    console.error(
      `--only names no section ${unknown.join(', ')}; the sections are ${sections.map((s) => s.id).join(', ')}.`,
    )
    return 1
  }
  const changed = git('status', '--porcelain', '--untracked-files=no')
    .split('\n')
    .filter((line) => line && !line.endsWith('BENCHMARKS.md'))
  if (changed.length) {
    console.error("Commit your changes first: the figures must be a commit's, and these files differ from it:")
    console.error(changed.join('\n'))
    return 1
  }
  const commit = git('rev-parse', '--short', 'HEAD')
  const date = git('show', '-s', '--format=%cs', 'HEAD')
  const build = spawnSync('npm', ['run', '--silent', 'build'], { cwd: projectRoot, stdio: 'inherit' })
  if (build.status !== 0) return 1
  let failed = 0
  for (const section of sections.filter(({ id }) => chosen.includes(id))) {
    console.log(`\n== ${section.id}: npm run ${section.script}`)
    const { code, printed } = await run(section, values.quick)
    if (code !== 0) {
      console.error(`${section.script} failed (exit ${code}); its section in BENCHMARKS.md is left as it was.`)
      failed++
      continue
    }
    const output = section.render
      ? section.render()
      : section.report
        ? readFileSync(join(projectRoot, 'reports', section.report), 'utf8')
        : section.markdown
          ? printed
          : `\`\`\`text\n${printed.trim()}\n\`\`\``
    const body = `${sectionHeading(section, commit, date, values.quick)}\n\n${output}`
    // Read again each time: the file may be edited by hand during the hour.
    const rewritten = withSection(readFileSync(benchmarksFile, 'utf8'), section.id, body)
    writeFileSync(benchmarksFile, await format(rewritten, { filepath: benchmarksFile }))
  }
  console.log(failed ? `\n${failed} section(s) failed; see above.` : `\nBENCHMARKS.md rewritten at ${commit}.`)
  return failed ? 1 : 0
}

if (process.argv[1]?.endsWith('all.ts')) runMain(main)
