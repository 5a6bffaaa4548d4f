/**
 * `npm run deploy`: going live in one command (docs/deploy.md, decision 0067). After the launch check and the build,
 * the Supabase half (the Auth settings of supabase/config.toml, decision 0076; migrations, the functions' secrets,
 * the functions) with the pinned Supabase CLI, then the site half with wrangler (dist-staff/ to the staff origin's
 * Pages project, decision 0084, then dist/ to the site's); a half whose settings are missing is skipped, in one
 * sentence.
 * `npm run deploy -- --preview` builds a preview (SITE_PREVIEW=1) without the launch check and uploads only the site.
 */
import { spawn } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { launchChecklist, launchProblems } from '../builder/launch-check'
import { projectRoot } from '../builder/stamp'
import { runMain } from './reports'

export type Env = Record<string, string | undefined>
/** Runs a command in the project's folder with the given environment and resolves with its exit code. */
export type Runner = (command: string, args: readonly string[], env: Env) => Promise<number>

interface Setting {
  name: string
  where: string
}

/** What wrangler needs to upload the site, each with where to find it. */
export const cloudflareSettings: readonly Setting[] = [
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
      'give the Pages project\'s name as Workers & Pages lists it, once created with "npx wrangler pages project create <name>"',
  },
]

/** What the site half also needs for the staff origin (decision 0084); a preview uploads the site alone. */
export const staffOriginSettings: readonly Setting[] = [
  {
    name: 'CF_PAGES_STAFF_PROJECT',
    where:
      'give the name of the second Pages project, the staff origin\'s (the console and /admin), once created with "npx wrangler pages project create <name>"',
  },
  {
    name: 'CONSOLE_URL',
    where:
      "give the staff origin, a hostname of its own such as https://staff.yourdomain.com, added as the staff project's custom domain",
  },
]

/** What the Supabase CLI needs to push the migrations and deploy the functions, each with where to find it. */
export const supabaseSettings: readonly Setting[] = [
  {
    name: 'SUPABASE_ACCESS_TOKEN',
    where: 'create a personal access token in the Supabase dashboard, Account > Access Tokens',
  },
  {
    name: 'SUPABASE_PROJECT_REF',
    where: "copy the project's Reference ID from the Supabase dashboard, Project Settings > General",
  },
  {
    name: 'SUPABASE_DB_PASSWORD',
    where: "give the database's password, chosen when the project was made (Project Settings > Database resets it)",
  },
]

/** What supabase/config.toml's Auth settings read with env(...) from the deploy's environment, with where to find it. */
export const authConfigSettings: readonly Setting[] = [
  {
    name: 'RESEND_API_KEY',
    where:
      "create a sending key in Resend's dashboard, API Keys (Auth e-mails the sign-in codes through Resend's SMTP)",
  },
  {
    name: 'AUTH_EMAIL_FROM',
    where: 'give the address sign-in codes come from, on the domain verified in Resend, such as sign-in@yourdomain.com',
  },
  {
    name: 'CONSOLE_URL',
    where: 'give the staff origin, such as https://staff.yourdomain.com (Auth lets sign-ins return only there)',
  },
]

/** The names supabase/config.toml reads with env(NAME), in order. */
export const configEnvNames = (config: string): string[] => [
  ...new Set([...config.replace(/#.*$/gm, '').matchAll(/env\(([A-Z][A-Z0-9_]*)\)/g)].map((match) => match[1]!)),
]

export const supabaseConfigFile = join(projectRoot, 'supabase', 'config.toml')

/**
 * The functions' secrets (supabase/README.md), each set on Supabase when the environment has it; one it lacks keeps
 * the value Supabase has. Not here: SUPABASE_URL and SUPABASE_SECRET_KEYS, which Supabase gives every function;
 * the services' test stand-ins (RESEND_API_URL, TWILIO_API_URL, TURNSTILE_VERIFY_URL); the two limits, which on
 * Supabase are rows of private.lead_settings.
 */
export const functionSecrets = [
  'RESEND_API_KEY',
  'LEAD_NOTIFY_TO',
  'LEAD_NOTIFY_FROM',
  'LEAD_REPLY_TO',
  'TWILIO_ACCOUNT_SID',
  'TWILIO_AUTH_TOKEN',
  'TWILIO_FROM',
  'LEAD_NOTIFY_SMS_TO',
  'LEAD_CALL_FORWARD_TO',
  'TWILIO_WEBHOOK_BASE_URL',
  'TURNSTILE_SECRET_KEY',
  'LEAD_WEBHOOK_URL',
  'LEAD_WEBHOOK_SECRET',
  'DAILY_SUMMARY_HOUR',
  'CLIENT_ADDRESS_HOP',
  'SITE_URL',
  'CONSOLE_URL',
] as const

/** The Edge Functions: every folder of supabase/functions with an index.ts, _shared aside. */
export function edgeFunctionNames(root = projectRoot): string[] {
  const folder = join(root, 'supabase', 'functions')
  return readdirSync(folder, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('_'))
    .filter((entry) => readdirSync(join(folder, entry.name)).includes('index.ts'))
    .map((entry) => entry.name)
    .sort()
}

/** The functions' settings the build also reads: addresses, not secrets. */
export const readByTheBuild: readonly string[] = ['SITE_URL', 'CONSOLE_URL']

/**
 * What the build never sees: the deploy's credentials, the functions' secrets (SITE_URL and CONSOLE_URL aside, which
 * the build reads) and the project's keys. Vite, its plugins and the picture tools run in the build; only the steps that upload hold
 * a secret (decision 0081).
 */
const keptFromTheBuild = new Set<string>([
  'CLOUDFLARE_API_TOKEN',
  'SUPABASE_ACCESS_TOKEN',
  'SUPABASE_DB_PASSWORD',
  'SUPABASE_SECRET_KEY',
  'SUPABASE_SECRET_KEYS',
  'SUPABASE_SERVICE_ROLE_KEY',
  ...functionSecrets.filter((name) => !readByTheBuild.includes(name)),
])

/** The build's environment: this one without keptFromTheBuild. */
export const buildEnvOf = (env: Env): Env =>
  Object.fromEntries(Object.entries(env).filter(([name]) => !keptFromTheBuild.has(name)))

const isSet = (env: Env, name: string) => Boolean(env[name]?.trim())

/** The settings of a half the environment lacks. */
export const missingOf = (settings: readonly Setting[], env: Env) => settings.filter(({ name }) => !isSet(env, name))

/** Each missing setting and where to get it, as one sentence's clauses. */
const missingClauses = (missing: readonly Setting[]) =>
  missing.map(({ name, where }) => `${name} is not set, ${where}`).join('; ')

export async function deploy({
  env,
  run,
  checkLaunch,
  preview = false,
  functions = edgeFunctionNames(),
  authEnv = {},
  supabaseConfig = readFileSync(supabaseConfigFile, 'utf8'),
  log = console.log,
  fail = console.error,
}: {
  env: Env
  run: Runner
  /**
   * What the deploy sets for supabase/config.toml itself: AUTH_EMAIL_SENDER_NAME (the business's name from content/).
   */
  authEnv?: Env
  /** supabase/config.toml's text, whose env(...) names must all have a value before anything runs. */
  supabaseConfig?: string
  /** The launch check's problems for these settings (builder/launch-check.ts). */
  checkLaunch: (env: Env) => readonly string[]
  /** `--preview`: a preview build of the site, uploaded to the preview branch; no launch check, no Supabase half. */
  preview?: boolean
  /** The Edge Functions to deploy (supabase/functions). */
  functions?: readonly string[]
  log?: (line: string) => void
  fail?: (line: string) => void
}): Promise<number> {
  if (preview) return deployPreview({ env, run, cloudflareMissing: missingOf(cloudflareSettings, env), log, fail })
  const cloudflareMissing = missingOf([...cloudflareSettings, ...staffOriginSettings], env)

  const supabaseMissing = missingOf(supabaseSettings, env)
  const skipped = [
    supabaseMissing.length &&
      `Skipped the Supabase half (migrations, functions, secrets): ${missingClauses(supabaseMissing)}.`,
    cloudflareMissing.length && `Skipped the site half (Cloudflare Pages): ${missingClauses(cloudflareMissing)}.`,
  ].filter((sentence): sentence is string => Boolean(sentence))
  if (supabaseMissing.length && cloudflareMissing.length) {
    for (const sentence of skipped) fail(sentence)
    return 1
  }
  for (const sentence of skipped) log(sentence)
  // The CLI's environment: supabase/config.toml reads these, and `config push` would write an empty value.
  const cliEnv: Env = { ...env, ...authEnv }
  if (!supabaseMissing.length) {
    const unset = configEnvNames(supabaseConfig).filter((name) => !isSet(cliEnv, name))
    if (unset.length) {
      const where = (name: string) =>
        authConfigSettings.find((setting) => setting.name === name) ?? {
          name,
          where: 'set it, as supabase/config.toml reads it with env(...)',
        }
      fail(
        `supabase/config.toml's Auth settings need what the environment lacks: ${missingClauses(unset.map(where))}; ` +
          'nothing was built or deployed.',
      )
      return 1
    }
  }

  const problems = checkLaunch(env)
  if (problems.length) {
    fail(`${launchChecklist(problems)}\nNothing was built or deployed.`)
    return 1
  }
  // The build also writes the functions' copy of content/ (supabase/functions/_shared/site-content.generated.ts).
  log('Launch check passed; building the site.')
  // An exported SITE_PREVIEW=1 would make the production build a noindex preview.
  if ((await run('npm', ['run', 'build'], { ...buildEnvOf(env), SITE_PREVIEW: '' })) !== 0) {
    fail('The build failed (see above); nothing was deployed.')
    return 1
  }

  if (!supabaseMissing.length) {
    const ref = env.SUPABASE_PROJECT_REF!.trim()
    const secrets = functionSecrets.filter((name) => isSet(env, name))
    // The secrets' values go in a file only this user reads, removed after: on a command line any process sees them.
    const secretsDir = secrets.length ? mkdtempSync(join(tmpdir(), 'deploy-secrets-')) : undefined
    try {
      const secretsFile = secretsDir && join(secretsDir, 'functions.env')
      if (secretsFile)
        writeFileSync(secretsFile, secrets.map((name) => envFileLine(name, env[name]!.trim())).join('\n') + '\n', {
          mode: 0o600,
        })
      // link finds the database's IPv4 pooler (GitHub's runners have no IPv6); the CLI reads SUPABASE_ACCESS_TOKEN and
      // SUPABASE_DB_PASSWORD from the environment, so neither is on a command line.
      const steps: Array<[string, string[]]> = [
        [`Linking the Supabase project ${ref}.`, ['link', '--project-ref', ref]],
        // `config push` writes every property the file declares, without asking when no one is at a terminal.
        ["How supabase/config.toml differs from the project's settings:", ['config', 'diff', '--project-ref', ref]],
        ["Applying supabase/config.toml's Auth settings.", ['config', 'push', '--project-ref', ref]],
        ['Applying the pending migrations.', ['db', 'push', '--linked', '--yes']],
        ...(secretsFile
          ? [
              [
                `Setting the functions' secrets: ${secrets.join(', ')}.`,
                ['secrets', 'set', '--project-ref', ref, '--env-file', secretsFile],
              ] as [string, string[]],
            ]
          : []),
        [
          `Deploying the functions ${functions.join(', ')}.`,
          ['functions', 'deploy', ...functions, '--project-ref', ref, '--use-api'],
        ],
      ]
      for (const [sentence, args] of steps) {
        log(sentence)
        if ((await run('npx', ['supabase', ...args], cliEnv)) !== 0) {
          const upload = cloudflareMissing.length ? '' : ", nor the site's upload"
          fail(`supabase ${args.slice(0, 2).join(' ')} failed (see above); the steps after it were not run${upload}.`)
          return 1
        }
      }
    } finally {
      if (secretsDir) rmSync(secretsDir, { recursive: true, force: true })
    }
  }

  if (!cloudflareMissing.length) {
    // The staff origin first: the site's new _redirects send /console and /admin there (decision 0084).
    const uploads = [
      ['dist-staff', env.CF_PAGES_STAFF_PROJECT!.trim(), `the staff origin, ${env.CONSOLE_URL!.trim()}`],
      ['dist', env.CF_PAGES_PROJECT!.trim(), 'the site'],
    ] as const
    for (const [folder, project, what] of uploads) {
      log(`Uploading ${folder}/ (${what}) to the Cloudflare Pages project ${project}.`)
      if ((await run('npx', ['wrangler', 'pages', 'deploy', folder, '--project-name', project], env)) !== 0) {
        fail(`wrangler could not upload ${folder}/ (see above).`)
        return 1
      }
    }
  }
  return 0
}

/**
 * One line of the secrets file, read back by the Supabase CLI (dotenv) as the value itself: single quotes keep it
 * literal; a value holding one goes in double quotes, with backslash, quote, `$` (which would expand) and breaks escaped.
 */
export function envFileLine(name: string, value: string): string {
  if (!/['\n\r]/.test(value)) return `${name}='${value}'`
  const escaped = value
    .replace(/[\\"$]/g, (character) => `\\${character}`)
    .replace(/\n/g, '\\n')
    .replace(/\r/g, '\\r')
  return `${name}="${escaped}"`
}

/** The branch a preview is uploaded to: Cloudflare serves it at https://preview.<project>.pages.dev. */
export const previewBranch = 'preview'

async function deployPreview({
  env,
  run,
  cloudflareMissing,
  log,
  fail,
}: {
  env: Env
  run: Runner
  cloudflareMissing: readonly Setting[]
  log: (line: string) => void
  fail: (line: string) => void
}): Promise<number> {
  log('Building a preview (SITE_PREVIEW=1): no launch check, noindex, no analytics.')
  if ((await run('npm', ['run', 'build'], { ...buildEnvOf(env), SITE_PREVIEW: '1' })) !== 0) {
    fail('The preview build failed (see above); nothing was uploaded.')
    return 1
  }
  if (cloudflareMissing.length) {
    log(
      `The preview is built in dist/ (npm run serve shows it) and not uploaded: ${missingClauses(cloudflareMissing)}.`,
    )
    return 0
  }
  const project = env.CF_PAGES_PROJECT!.trim()
  log(`Uploading the preview to https://${previewBranch}.${project}.pages.dev.`)
  const args = ['wrangler', 'pages', 'deploy', 'dist', '--project-name', project, '--branch', previewBranch]
  if ((await run('npx', args, env)) !== 0) {
    fail('wrangler could not upload the preview (see above).')
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
    const unknown = process.argv.slice(2).filter((arg) => arg !== '--preview')
    if (unknown.length) {
      console.error(`npm run deploy takes only --preview, not ${unknown.join(' ')}.`)
      return 1
    }
    // Loaded here, not above: reading content/ is for the command, not for the tests of deploy().
    const { siteContent } = await import('../content/site-content')
    const { resolveSiteUrl } = await import('../src/routing/site-url')
    const preview = process.argv.includes('--preview')
    return deploy({
      env: process.env,
      authEnv: preview
        ? {}
        : {
            AUTH_EMAIL_SENDER_NAME: siteContent.business.name,
          },
      run: runInProject,
      preview,
      checkLaunch: (env) => launchProblems(siteContent, env, resolveSiteUrl(env)),
    })
  })
}
