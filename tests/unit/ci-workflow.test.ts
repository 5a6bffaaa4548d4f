/**
 * The GitHub Actions workflow cannot run here, so this holds it to `npm test`: every command it runs exists, every
 * step of `npm test` runs in one of its jobs, and a job that reads the build or drives a browser gets them first.
 * The deploy job goes last, from main only, in the production environment; no step can turn the token, an action's
 * tag or a package's install script against the secrets (decision 0081).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { buildOutputs, projectRoot } from '../../builder/stamp'
import {
  authConfigSettings,
  cloudflareSettings,
  functionSecrets,
  readByTheBuild,
  staffOriginSettings,
  supabaseSettings,
} from '../../tools/deploy'
import { testSteps } from '../../tools/test/steps'

interface WorkflowStep {
  id?: string
  run?: string
  uses?: string
  if?: string
  env?: Record<string, string>
  with?: Record<string, unknown>
}
interface Job {
  needs?: string | string[]
  if?: string
  env?: Record<string, string>
  environment?: string | { name?: string }
  permissions?: unknown
  steps: WorkflowStep[]
}

const workflowText = readFileSync(join(projectRoot, '.github', 'workflows', 'ci.yml'), 'utf8')
const workflow = parse(workflowText) as {
  concurrency?: { 'cancel-in-progress'?: unknown }
  permissions?: unknown
  jobs: Record<string, Job>
}
const scripts = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts
const jobs = Object.entries(workflow.jobs)

/** The package.json scripts a job's steps run with `npm run`, each with its step. */
const scriptsRun = (job: Job) =>
  job.steps.flatMap((step) =>
    [...(step.run ?? '').matchAll(/npm run (\S+)/g)].map((match) => ({ script: match[1]!, step })),
  )

const usesAction = (job: Job, action: string) => job.steps.some((step) => step.uses?.startsWith(`${action}@`))
const needs = (job: Job) => [job.needs ?? []].flat()
/** The job that runs npm run deploy, with its name. */
const deployJob = () => jobs.find(([, job]) => scriptsRun(job).some(({ script }) => script === 'deploy'))!

describe('the CI workflow', () => {
  it("runs only commands this project has: npm ci, its own scripts, and apt-get (and the deploy job's gate)", () => {
    for (const [name, job] of jobs)
      // The gate writes a step output, as GitHub reads one; its own test is below.
      for (const step of job.steps.filter((item) => item.run && item.id !== 'gate')) {
        for (const command of step.run!.split('&&').map((part) => part.trim())) {
          expect(command, `${name}: ${command}`).toMatch(
            /^(npm ci\b|npm run \S+|sudo apt-get (update|install -y [\w\s-]+)$)/,
          )
        }
      }
    for (const [name, job] of jobs)
      for (const { script } of scriptsRun(job))
        expect(scripts, `${name} runs npm run ${script}`).toHaveProperty([script])
  })

  it('runs every step of npm test in one of its jobs', () => {
    const covered = new Set(jobs.flatMap(([, job]) => scriptsRun(job).map(({ script }) => script)))
    for (const step of testSteps)
      expect(covered.has(step.script), `npm test's ${step.name} (npm run ${step.script})`).toBe(true)
  })

  it("passes each step's own options, as npm test does (not its report files)", () => {
    const runLines = jobs.flatMap(([, job]) => scriptsRun(job))
    for (const step of testSteps) {
      const args = step.args?.('REPORT') ?? []
      const options = args.filter(
        (arg, index) => arg !== '--report' && args[index - 1] !== '--report' && !/^--(reporter|outputFile)/.test(arg),
      )
      const lines = runLines.filter(({ script }) => script === step.script).map(({ step: item }) => item.run!)
      expect(lines.length, step.name).toBeGreaterThan(0)
      // The shell's quotes (around a template name with a space) are not part of the options.
      for (const line of lines) expect(line.replace(/"/g, ''), step.name).toContain(options.join(' '))
    }
  })

  it('hands the build to every job that reads dist/, and Chromium to every job that drives it', () => {
    for (const [name, job] of jobs) {
      const run = scriptsRun(job).map(({ script }) => testSteps.find((step) => step.script === script))
      if (run.some((step) => step?.needsBuild)) {
        expect(needs(job), name).toContain('build')
        expect(usesAction(job, 'actions/download-artifact'), name).toBe(true)
      }
      for (const { script, step } of scriptsRun(job)) {
        if (!testSteps.find((item) => item.script === script)?.needsChromium) continue
        expect(usesAction(job, 'browser-actions/setup-chrome'), name).toBe(true)
        expect(step.env?.CHROME_PATH, `${name}: npm run ${script}`).toContain('steps.chromium.outputs.chrome-path')
      }
    }
    const build = workflow.jobs.build!
    expect(scriptsRun(build).map(({ script }) => script)).toEqual(['build'])
    expect(usesAction(build, 'actions/upload-artifact')).toBe(true)
    // Every folder the build writes, and its stamp: without one, isBuildCurrent() says the build is stale.
    const upload = build.steps.find((step) => step.uses?.startsWith('actions/upload-artifact@'))
    const uploaded = String(upload?.with?.path ?? '').split(/\s+/)
    for (const folder of [...buildOutputs.map((path) => `${relative(projectRoot, path)}/`), '.build-stamp.json'])
      expect(uploaded, folder).toContain(folder)
  })

  it('installs PostgreSQL for the database job, shards the browser tests and keeps the Lighthouse reports', () => {
    const database = jobs.find(([, job]) => scriptsRun(job).some(({ script }) => script === 'test:backend'))![1]
    expect(database.steps.some((step) => /apt-get install -y postgresql/.test(step.run ?? ''))).toBe(true)
    const browser = jobs.find(([, job]) => scriptsRun(job).some(({ script }) => script === 'test:e2e'))![1]
    expect(scriptsRun(browser).find(({ script }) => script === 'test:e2e')!.step.run).toMatch(/--shard=/)
    const lighthouse = jobs.find(([, job]) => scriptsRun(job).some(({ script }) => script === 'audit'))![1]
    expect(
      lighthouse.steps.some(
        (step) => step.uses?.startsWith('actions/upload-artifact@') && /reports\/lighthouse/.test(JSON.stringify(step)),
      ),
    ).toBe(true)
  })

  it('deploys with npm run deploy only from a push to main, after every other job, and only with the secrets', () => {
    const [name, deploy] = deployJob()
    expect(needs(deploy).sort(), name).toEqual(
      jobs
        .map(([other]) => other)
        .filter((other) => other !== name)
        .sort(),
    )
    expect(deploy.if).toMatch(/github\.event_name == 'push'/)
    expect(deploy.if).toContain("github.ref == 'refs/heads/main'")
    // Every setting of both halves is given to the deploy step; each secret, the functions' among them, comes from the
    // secrets and is given to that step alone, so npm ci and the packages it installs never see one.
    const step = scriptsRun(deploy).find(({ script }) => script === 'deploy')!.step
    const given = { ...deploy.env, ...step.env }
    for (const { name } of [...cloudflareSettings, ...staffOriginSettings, ...supabaseSettings, ...authConfigSettings])
      expect(given[name], name).toMatch(/^\$\{\{ (secrets|vars)\.\w+ \}\}$/)
    const secrets = ['CLOUDFLARE_API_TOKEN', 'CLOUDFLARE_ACCOUNT_ID', 'SUPABASE_ACCESS_TOKEN', 'SUPABASE_DB_PASSWORD']
    for (const setting of [...secrets, ...functionSecrets.filter((name) => !readByTheBuild.includes(name))])
      expect(step.env?.[setting], setting).toBe(`\${{ secrets.${setting} }}`)
    expect(JSON.stringify(deploy.env)).not.toContain('secrets.')
    for (const other of deploy.steps.filter((candidate) => candidate !== step))
      expect(JSON.stringify(other.env ?? {}), JSON.stringify(other)).not.toContain('secrets.')
    // With either half's token the job runs (a gate step, since a step's if cannot read secrets); npm run deploy skips
    // a half without its settings.
    const [gate, ...gated] = deploy.steps
    expect(gate?.run).toContain("secrets.CLOUDFLARE_API_TOKEN != '' || secrets.SUPABASE_ACCESS_TOKEN != ''")
    for (const later of gated) expect(later.if, JSON.stringify(later)).toBe(`steps.${gate?.id}.outputs.on == 'true'`)
  })

  it("gives the workflow's token read access to the code only, and no job more", () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    // A job that one day needs more names it here, with the scope it widens.
    const widened: Record<string, unknown> = {}
    for (const [name, job] of jobs) expect(job.permissions, name).toEqual(widened[name])
  })

  it('hands secrets only to the deploy job, which runs in the production environment', () => {
    const [name, deploy] = deployJob()
    const environment = typeof deploy.environment === 'string' ? deploy.environment : deploy.environment?.name
    expect(environment, name).toBe('production')
    for (const [other, job] of jobs.filter(([candidate]) => candidate !== name)) {
      expect(JSON.stringify(job), other).not.toContain('secrets.')
      expect(job.environment, other).toBeUndefined()
    }
  })

  it('pins every action by its full commit, with the version in a comment, one commit per action', () => {
    const lines = workflowText.split('\n').filter((line) => /^\s*(- )?uses:/.test(line))
    expect(lines.length).toBe(jobs.flatMap(([, job]) => job.steps.filter((step) => step.uses)).length)
    const pins = new Map<string, Set<string>>()
    for (const line of lines) {
      const match = /^\s*(?:- )?uses: ([\w.-]+\/[\w./-]+)@([0-9a-f]{40}) # v\d+\.\d+\.\d+$/.exec(line)
      expect(match, line.trim()).not.toBeNull()
      pins.set(match![1]!, (pins.get(match![1]!) ?? new Set()).add(match![2]!))
    }
    for (const [action, commits] of pins) expect(commits.size, action).toBe(1)
  })

  it('checks the code out without leaving the token in .git/config', () => {
    const checkouts = jobs.flatMap(([name, job]) =>
      job.steps.filter((step) => step.uses?.startsWith('actions/checkout@')).map((step) => ({ name, step })),
    )
    expect(checkouts.length).toBe(jobs.length)
    for (const { name, step } of checkouts) expect(step.with?.['persist-credentials'], name).toBe(false)
  })

  it("installs the deploy's packages without their install scripts, then runs the project's prepare by name", () => {
    const [name, deploy] = deployJob()
    const commands = deploy.steps.flatMap((step) => (step.run && step.id !== 'gate' ? [step.run] : []))
    const installs = commands.filter((command) => command.startsWith('npm ci'))
    expect(installs.length, name).toBe(1)
    expect(installs[0]!.split(' '), name).toContain('--ignore-scripts')
    const at = (script: string) => commands.indexOf(`npm run ${script}`)
    expect(scripts.prepare, 'package.json has a prepare script').toBeTruthy()
    expect(at('prepare'), name).toBeGreaterThan(commands.indexOf(installs[0]!))
    expect(at('prepare'), name).toBeLessThan(at('deploy'))
  })

  it('never cancels a run on main, where a deploy may be under way', () => {
    expect(workflow.concurrency?.['cancel-in-progress']).toBe("${{ github.ref != 'refs/heads/main' }}")
  })
})

describe("Dependabot's settings", () => {
  const settings = parse(readFileSync(join(projectRoot, '.github', 'dependabot.yml'), 'utf8')) as {
    updates: Array<{
      'package-ecosystem': string
      directory: string
      schedule: { interval: string }
      ignore?: Array<{ 'dependency-name': string }>
    }>
  }
  const packageJson = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as Record<
    string,
    Record<string, string> | undefined
  >

  it("raise the actions' pins and the npm packages every week", () => {
    for (const ecosystem of ['github-actions', 'npm']) {
      const update = settings.updates.find((item) => item['package-ecosystem'] === ecosystem)
      expect(update, ecosystem).toBeDefined()
      expect(update!.directory, ecosystem).toBe('/')
      expect(update!.schedule.interval, ecosystem).toBe('weekly')
    }
  })

  it('hold back only packages the project has', () => {
    const installed = { ...packageJson.dependencies, ...packageJson.devDependencies }
    const ignored = settings.updates.flatMap((item) => item.ignore ?? []).map((rule) => rule['dependency-name'])
    expect(ignored.length).toBeGreaterThan(0)
    for (const name of ignored) expect(installed, name).toHaveProperty([name])
  })
})

describe('the code owners', () => {
  /** CODEOWNERS' lines as GitHub reads the patterns used here: the last that matches a path names its owners. */
  const rules = readFileSync(join(projectRoot, '.github', 'CODEOWNERS'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line) => {
      const [pattern, ...owners] = line.split(/\s+/)
      const anchored = pattern!.startsWith('/') || pattern!.slice(0, -1).includes('/')
      const body = pattern!
        .replace(/^\//, '')
        .replace(/[.+?^${}()|[\]\\]/g, '\\$&')
        .replace(/\*\*\/|\*/g, (stars) => (stars === '*' ? '[^/]*' : '(?:.*/)?'))
      return {
        match: new RegExp(`^${anchored ? '' : '(?:.*/)?'}${body}${body.endsWith('/') ? '' : '(?:/|$)'}`),
        owners,
      }
    })
  const ownersOf = (path: string) => rules.filter((rule) => rule.match.test(path)).at(-1)?.owners ?? []
  const filesUnder = (folder: string): string[] =>
    readdirSync(join(projectRoot, folder), { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => relative(projectRoot, join(entry.parentPath, entry.name)))

  it("leave content/'s words and pictures to the editors and give its code to the owner", () => {
    const files = filesUnder('content')
    expect(files.some((file) => !file.endsWith('.ts'))).toBe(true)
    for (const file of files) {
      if (file.endsWith('.ts')) expect(ownersOf(file), file).not.toEqual([])
      else expect(ownersOf(file), file).toEqual([])
    }
  })

  it('give the workflows, the backend, the tools, the build and the package files to the owner', () => {
    const owned = [
      ...['.github', 'supabase', 'tools', 'builder', 'server', 'src'].flatMap(filesUnder),
      'package.json',
      'package-lock.json',
    ]
    for (const file of owned) expect(ownersOf(file), file).not.toEqual([])
  })
})
