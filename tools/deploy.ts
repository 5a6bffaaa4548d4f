/**
 * `npm run deploy`: the site's part of going live (docs/deploy.md). Checks the Cloudflare settings, runs the launch
 * check, builds for SITE_URL, then uploads dist/ to Cloudflare Pages with wrangler. Each step stops the next.
 */
import { spawn } from 'node:child_process'
import { pathToFileURL } from 'node:url'
import { launchChecklist, launchProblems } from '../builder/launch-check'
import { projectRoot } from '../builder/stamp'
import { runMain } from './reports'

export type Env = Record<string, string | undefined>
/** Runs a command in the project's folder with the given environment and resolves with its exit code. */
export type Runner = (command: string, args: readonly string[], env: Env) => Promise<number>

/** What wrangler needs to upload, each with where to find it. */
export const deploySettings = [
  {
    name: 'CLOUDFLARE_API_TOKEN',
    where:
      'create a token with the "Cloudflare Pages: Edit" permission in the Cloudflare dashboard, My Profile > API Tokens',
  },
  {
    name: 'CLOUDFLARE_ACCOUNT_ID',
    where: "copy the Account ID from the Cloudflare dashboard's Workers & Pages overview",
  },
  {
    name: 'CF_PAGES_PROJECT',
    where:
      'give the Pages project\'s name, as Workers & Pages lists it (create it once with "npx wrangler pages project create <name>")',
  },
] as const

/** One sentence per missing setting, naming it and where to get it. */
export function missingSettings(env: Env): string[] {
  return deploySettings
    .filter(({ name }) => !env[name]?.trim())
    .map(({ name, where }) => `${name} is not set: ${where}.`)
}

export async function deploy({
  env,
  run,
  checkLaunch,
  log = console.log,
  fail = console.error,
}: {
  env: Env
  run: Runner
  /** The launch check's problems for these settings (builder/launch-check.ts). */
  checkLaunch: (env: Env) => readonly string[]
  log?: (line: string) => void
  fail?: (line: string) => void
}): Promise<number> {
  const missing = missingSettings(env)
  if (missing.length) {
    for (const sentence of missing) fail(sentence)
    return 1
  }
  const problems = checkLaunch(env)
  if (problems.length) {
    fail(`${launchChecklist(problems)}\nNothing was built or uploaded.`)
    return 1
  }
  log('Launch check passed; building the site.')
  if ((await run('npm', ['run', 'build'], env)) !== 0) {
    fail('The build failed (see above); nothing was uploaded.')
    return 1
  }
  const project = env.CF_PAGES_PROJECT!.trim()
  log(`Uploading dist/ to the Cloudflare Pages project ${project}.`)
  if ((await run('npx', ['wrangler', 'pages', 'deploy', 'dist', '--project-name', project], env)) !== 0) {
    fail('wrangler could not upload dist/ (see above).')
    return 1
  }
  return 0
}

/** The real runner: the command's output goes to this terminal. */
const runInProject: Runner = (command, args, env) =>
  new Promise((resolve) => {
    const child = spawn(command, args, { cwd: projectRoot, env, stdio: 'inherit' })
    child.on('error', () => resolve(1))
    child.on('exit', (code) => resolve(code ?? 1))
  })

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runMain(async () => {
    // Loaded here, not above: reading content/ is for the command, not for the tests of deploy().
    const { siteContent } = await import('../content/site-content')
    const { resolveSiteUrl } = await import('../src/routing/site-url')
    return deploy({
      env: process.env,
      run: runInProject,
      checkLaunch: (env) => launchProblems(siteContent, env, resolveSiteUrl(env)),
    })
  })
}
