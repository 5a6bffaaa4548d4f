/**
 * `npm run deploy` (tools/deploy.ts) with a fake runner: what it asks for, which half it skips and why, where it
 * stops, and the commands it runs with their arguments. Nothing here builds or reaches the network.
 */
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'
import {
  authConfigSettings,
  buildEnvOf,
  cloudflareSettings,
  configEnvNames,
  deploy,
  edgeFunctionNames,
  envFileLine,
  functionSecrets,
  previewBranch,
  staffOriginSettings,
  supabaseSettings,
  type Env,
} from '../../tools/deploy'

const cloudflare: Env = {
  CLOUDFLARE_API_TOKEN: 'token',
  CLOUDFLARE_ACCOUNT_ID: 'account',
  CF_PAGES_PROJECT: 'ncf-home-buyers',
  // The staff origin (decision 0084): its own project and hostname.
  CF_PAGES_STAFF_PROJECT: 'ncf-home-buyers-staff',
  CONSOLE_URL: 'https://staff.ncfhomebuyers.com',
}
const supabase: Env = {
  SUPABASE_ACCESS_TOKEN: 'sbp_token',
  SUPABASE_PROJECT_REF: 'abcdefghijklmnopqrst',
  SUPABASE_DB_PASSWORD: 'database password',
  // What supabase/config.toml's Auth settings read (RESEND_API_KEY is also a function secret).
  RESEND_API_KEY: 're_key',
  AUTH_EMAIL_FROM: 'sign-in@ncfhomebuyers.com',
}
/** What the command derives for supabase/config.toml: the business's name. */
const authEnv: Env = {
  AUTH_EMAIL_SENDER_NAME: 'North Central Florida Home Buyers',
}
const siteUrl: Env = { SITE_URL: 'https://www.ncfhomebuyers.com' }
const everything: Env = { ...cloudflare, ...supabase, ...siteUrl }
const functions = ['notify-lead', 'inbound-call', 'inbound-sms']

/** Runs deploy() with a runner that records each command and answers with the given exit codes, in order. */
async function deployWith(
  env: Env,
  {
    problems = [] as string[],
    exitCodes = [] as number[],
    preview = false,
    supabaseConfig = undefined as string | undefined,
  } = {},
) {
  const commands: Array<{ command: string; args: readonly string[]; env: Env }> = []
  // The secrets file as the CLI finds it while it runs: its path, text and permissions.
  const secretFiles: Array<{ path: string; text: string; mode: number }> = []
  const output: string[] = []
  const errors: string[] = []
  const launchChecked: Env[] = []
  const code = await deploy({
    env,
    preview,
    functions,
    authEnv,
    supabaseConfig,
    run: async (command, args, runEnv) => {
      commands.push({ command, args, env: runEnv })
      const file = args[args.indexOf('--env-file') + 1]
      if (args.includes('--env-file') && file)
        secretFiles.push({ path: file, text: readFileSync(file, 'utf8'), mode: statSync(file).mode & 0o777 })
      return exitCodes[commands.length - 1] ?? 0
    },
    checkLaunch: (checkedEnv) => {
      launchChecked.push(checkedEnv)
      return problems
    },
    log: (line) => output.push(line),
    fail: (line) => {
      output.push(line)
      errors.push(line)
    },
  })
  const run = commands.map(({ command, args }) => [command, ...args].join(' '))
  return { code, commands, run, output, errors, launchChecked, secretFiles }
}

const build = 'npm run build'
const supabaseCommands = [
  'npx supabase link --project-ref abcdefghijklmnopqrst',
  'npx supabase config diff --project-ref abcdefghijklmnopqrst',
  'npx supabase config push --project-ref abcdefghijklmnopqrst',
  'npx supabase db push --linked --yes',
]
const functionsDeploy =
  'npx supabase functions deploy notify-lead inbound-call inbound-sms --project-ref abcdefghijklmnopqrst --use-api'
const siteUpload = 'npx wrangler pages deploy dist --project-name ncf-home-buyers'
const staffUpload = 'npx wrangler pages deploy dist-staff --project-name ncf-home-buyers-staff'

describe('npm run deploy', () => {
  it('with both halves set and nothing to fix: builds, then migrations, secrets and functions, then the site', async () => {
    const secrets = { LEAD_NOTIFY_FROM: 'Website <leads@ncfhomebuyers.com>' }
    const { code, commands, run, launchChecked, errors, secretFiles } = await deployWith({ ...everything, ...secrets })
    expect(code).toBe(0)
    expect(errors).toEqual([])
    expect(launchChecked).toHaveLength(1)
    expect(run).toEqual([
      build,
      ...supabaseCommands,
      `npx supabase secrets set --project-ref abcdefghijklmnopqrst --env-file ${secretFiles[0]?.path}`,
      functionsDeploy,
      staffUpload,
      siteUpload,
    ])
    // Only the secrets the environment has (SITE_URL and CONSOLE_URL are read by the functions: the summary's console
    // link), in a file only this user reads, gone once the deploy ends; no value is on a command line.
    expect(secretFiles).toHaveLength(1)
    expect(secretFiles[0]?.text).toBe(
      `RESEND_API_KEY='re_key'\nLEAD_NOTIFY_FROM='Website <leads@ncfhomebuyers.com>'\nSITE_URL='${siteUrl.SITE_URL}'\n` +
        `CONSOLE_URL='${cloudflare.CONSOLE_URL}'\n`,
    )
    expect(secretFiles[0]?.mode).toBe(0o600)
    expect(existsSync(secretFiles[0]!.path)).toBe(false)
    for (const command of commands) expect(command.args.join(' ')).not.toContain('re_key')
    // The production build is never a preview, whatever the shell exported, and sees no secret: only the steps that
    // upload hold them.
    expect(commands[0]?.env).toEqual({ ...buildEnvOf({ ...everything, ...secrets }), SITE_PREVIEW: '' })
    const secretNames = [...cloudflareSettings, ...supabaseSettings].map(({ name }) => name)
    const heldBack = [
      ...secretNames.filter((name) => /TOKEN|PASSWORD/.test(name)),
      'RESEND_API_KEY',
      'LEAD_NOTIFY_FROM',
    ]
    for (const name of heldBack) expect(commands[0]?.env, name).not.toHaveProperty(name)
    expect(commands[0]?.env).toMatchObject({
      SITE_URL: siteUrl.SITE_URL,
      CONSOLE_URL: cloudflare.CONSOLE_URL,
      CF_PAGES_PROJECT: everything.CF_PAGES_PROJECT,
    })
    // The Supabase CLI also gets what supabase/config.toml reads that the deploy derives.
    for (const command of commands.slice(1, -2)) expect(command.env).toEqual({ ...everything, ...secrets, ...authEnv })
    for (const command of commands.slice(-2)) expect(command.env).toEqual({ ...everything, ...secrets })
  })

  it("prints supabase config diff, then pushes supabase/config.toml's Auth settings, right after linking", async () => {
    const { code, run, output } = await deployWith(everything)
    expect(code).toBe(0)
    expect(run.slice(1, 4)).toEqual(supabaseCommands.slice(0, 3))
    expect(output).toContain("How supabase/config.toml differs from the project's settings:")
    expect(output).toContain("Applying supabase/config.toml's Auth settings.")
  })

  for (const { name } of authConfigSettings)
    it(`without ${name}, which supabase/config.toml reads, stops before anything runs, in one sentence naming it`, async () => {
      const { code, commands, errors, launchChecked } = await deployWith({ ...everything, [name]: ' ' })
      expect(code).toBe(1)
      expect(commands).toEqual([])
      expect(launchChecked).toEqual([])
      expect(errors).toHaveLength(1)
      expect(errors[0]).toMatch(new RegExp(`^supabase/config\\.toml's Auth settings need .*${name} is not set, `))
      expect(errors[0]!.match(/\.(\s|$)/g)).toHaveLength(1)
    })

  it('stops on any other env(...) of supabase/config.toml without a value, naming it', async () => {
    const config = 'site_url = "env(CONSOLE_URL)"\npass = "env(SOME_NEW_SECRET)"\n'
    const { code, commands, errors } = await deployWith(everything, { supabaseConfig: config })
    expect(code).toBe(1)
    expect(commands).toEqual([])
    expect(errors[0]).toMatch(/SOME_NEW_SECRET is not set, set it, as supabase\/config\.toml reads it/)
    expect(errors[0]).not.toMatch(/CONSOLE_URL/)
  })

  it('needs none of the Auth settings for the site half alone, nor for a preview', async () => {
    const siteOnly = await deployWith({ ...cloudflare, ...siteUrl })
    expect(siteOnly.code).toBe(0)
    expect(siteOnly.run).toEqual([build, staffUpload, siteUpload])
    const preview = await deployWith({ ...cloudflare, ...siteUrl }, { preview: true })
    expect(preview.code).toBe(0)
  })

  it('reads the env(...) names of values, not of comments', () => {
    expect(configEnvNames('# env(IN_A_COMMENT) is not read\nsite_url = "env(CONSOLE_URL)" # nor env(AFTER)\n')).toEqual(
      ['CONSOLE_URL'],
    )
  })

  it('names in authConfigSettings every env(...) of supabase/config.toml the deploy does not derive', () => {
    const config = readFileSync(join(projectRoot, 'supabase', 'config.toml'), 'utf8')
    const names = configEnvNames(config).filter((name) => !(name in authEnv))
    expect(names.sort()).toEqual(authConfigSettings.map(({ name }) => name).sort())
  })

  it('removes the secrets file when a step fails', async () => {
    const { code, secretFiles } = await deployWith(
      { ...everything, RESEND_API_KEY: 're_key' },
      { exitCodes: [0, 0, 0, 0, 0, 1] },
    )
    expect(code).toBe(1)
    expect(secretFiles).toHaveLength(1)
    expect(existsSync(secretFiles[0]!.path)).toBe(false)
  })

  it('writes each secret as the CLI reads it back: literal, with quotes, dollars and line breaks kept', () => {
    expect(envFileLine('A', 'Website <x@y.com>')).toBe("A='Website <x@y.com>'")
    expect(envFileLine('A', 'a$HOME"b')).toBe("A='a$HOME\"b'")
    expect(envFileLine('A', 'O\'Brien $HOME \\ "x"')).toBe('A="O\'Brien \\$HOME \\\\ \\"x\\""')
    expect(envFileLine('A', 'line one\nline two')).toBe('A="line one\\nline two"')
  })

  it('sets only the secrets the environment has; Supabase keeps the others', async () => {
    const { code, secretFiles } = await deployWith({ ...cloudflare, ...supabase })
    expect(code).toBe(0)
    expect(secretFiles.map(({ text }) => text)).toEqual([
      `RESEND_API_KEY='${supabase.RESEND_API_KEY}'\nCONSOLE_URL='${cloudflare.CONSOLE_URL}'\n`,
    ])
  })

  // Without CONSOLE_URL the Supabase half stops the deploy (its Auth settings read it); the site half alone is below.
  for (const { name } of [...cloudflareSettings, ...staffOriginSettings].filter(({ name }) => name !== 'CONSOLE_URL'))
    it(`without ${name}, skips the site half in one sentence, naming it and where to get it, and deploys Supabase`, async () => {
      const { code, run, output, errors } = await deployWith({ ...everything, [name]: undefined })
      expect(code).toBe(0)
      expect(errors).toEqual([])
      const skipped = output.filter((line) => line.startsWith('Skipped'))
      expect(skipped).toHaveLength(1)
      expect(skipped[0]).toMatch(
        new RegExp(`^Skipped the site half \\(Cloudflare Pages\\): ${name} is not set, [^.]+\\.$`),
      )
      expect(run).toEqual([build, ...supabaseCommands, expect.stringContaining('secrets set'), functionsDeploy])
    })

  for (const { name } of supabaseSettings)
    it(`without ${name}, skips the Supabase half in one sentence, naming it and where to get it, and uploads the site`, async () => {
      const { code, run, output, errors } = await deployWith({ ...everything, [name]: '  ' })
      expect(code).toBe(0)
      expect(errors).toEqual([])
      const skipped = output.filter((line) => line.startsWith('Skipped'))
      expect(skipped).toHaveLength(1)
      expect(skipped[0]).toMatch(
        new RegExp(`^Skipped the Supabase half \\(migrations, functions, secrets\\): ${name} is not set, .+\\.$`),
      )
      expect(run).toEqual([build, staffUpload, siteUpload])
    })

  it('without CONSOLE_URL, uploads no site whose /console would lead nowhere, naming it', async () => {
    const { code, commands, errors } = await deployWith({ ...cloudflare, ...siteUrl, CONSOLE_URL: '' })
    expect(code).toBe(1)
    expect(commands).toEqual([])
    expect(errors.join('\n')).toMatch(
      /Skipped the site half \(Cloudflare Pages\): CONSOLE_URL is not set, give the staff origin/,
    )
  })

  it('without either half, says why for each, one sentence a half, and exits 1 before anything runs', async () => {
    const { code, commands, errors, launchChecked } = await deployWith(siteUrl)
    expect(code).toBe(1)
    expect(errors).toHaveLength(2)
    expect(errors[0]).toMatch(/^Skipped the Supabase half .*SUPABASE_ACCESS_TOKEN is not set.*SUPABASE_DB_PASSWORD/)
    expect(errors[1]).toMatch(/^Skipped the site half .*CLOUDFLARE_API_TOKEN is not set.*CF_PAGES_PROJECT/)
    for (const sentence of errors) expect(sentence.match(/\.(\s|$)/g)).toHaveLength(1)
    expect(commands).toEqual([])
    expect(launchChecked).toEqual([])
  })

  it('stops on the launch check, before the build, listing what to fix: nothing is built, pushed or uploaded', async () => {
    const problems = ['content/site/business.yaml: phone (352) 555-0123 is a 555-01xx number reserved for fiction']
    const { code, commands, errors, launchChecked } = await deployWith(everything, { problems })
    expect(code).toBe(1)
    expect(launchChecked).toEqual([everything])
    expect(errors.join('\n')).toContain(problems[0])
    expect(errors.join('\n')).toContain('Nothing was built or deployed.')
    expect(commands).toEqual([])
  })

  it('deploys nothing when the build fails, and stops at the first Supabase step that fails', async () => {
    const buildFails = await deployWith(everything, { exitCodes: [1] })
    expect(buildFails.code).toBe(1)
    expect(buildFails.run).toEqual([build])
    const pushFails = await deployWith(everything, { exitCodes: [0, 0, 0, 0, 1] })
    expect(pushFails.code).toBe(1)
    expect(pushFails.run).toEqual([build, ...supabaseCommands])
    expect(pushFails.errors).toEqual([
      "supabase db push failed (see above); the steps after it were not run, nor the site's upload.",
    ])
    // The staff origin goes first; a site whose /console redirects there follows only once it is up.
    const staffFails = await deployWith(everything, { exitCodes: [0, 0, 0, 0, 0, 0, 0, 1] })
    expect(staffFails.code).toBe(1)
    expect(staffFails.run.at(-1)).toBe(staffUpload)
    expect(staffFails.errors).toEqual(['wrangler could not upload dist-staff/ (see above).'])
    const siteFails = await deployWith(everything, { exitCodes: [0, 0, 0, 0, 0, 0, 0, 0, 1] })
    expect(siteFails.code).toBe(1)
    expect(siteFails.run.slice(-2)).toEqual([staffUpload, siteUpload])
    expect(siteFails.errors).toEqual(['wrangler could not upload dist/ (see above).'])
  })
})

describe('npm run deploy -- --preview', () => {
  it('builds with SITE_PREVIEW=1 and uploads to the preview branch, with no launch check and no Supabase step', async () => {
    const { code, commands, run, output, launchChecked } = await deployWith(everything, {
      preview: true,
      problems: ['content/site/business.yaml: a placeholder'],
    })
    expect(code).toBe(0)
    expect(launchChecked).toEqual([])
    expect(run).toEqual([build, `${siteUpload} --branch ${previewBranch}`])
    expect(commands[0]?.env).toEqual({ ...buildEnvOf(everything), SITE_PREVIEW: '1' })
    // The preview's build keeps the production project's name, to refuse production's Supabase URL (decision 0079).
    expect(commands[0]?.env).toMatchObject({ SUPABASE_PROJECT_REF: everything.SUPABASE_PROJECT_REF })
    expect(commands[0]?.env).not.toHaveProperty('CLOUDFLARE_API_TOKEN')
    expect(output).toContain(`Uploading the preview to https://${previewBranch}.ncf-home-buyers.pages.dev.`)
  })

  it('without the Cloudflare settings, stops after the build with one sentence naming them, and exits 0', async () => {
    const { code, run, output, errors } = await deployWith(
      { ...supabase, CF_PAGES_PROJECT: 'ncf-home-buyers' },
      {
        preview: true,
      },
    )
    expect(code).toBe(0)
    expect(errors).toEqual([])
    expect(run).toEqual([build])
    expect(output.at(-1)).toMatch(
      /^The preview is built in dist\/ \(npm run serve shows it\) and not uploaded: CLOUDFLARE_API_TOKEN is not set, [^.]+; CLOUDFLARE_ACCOUNT_ID is not set, [^.]+\.$/,
    )
  })

  it('uploads nothing when the preview build fails', async () => {
    const { code, run, errors } = await deployWith(everything, { preview: true, exitCodes: [1] })
    expect(code).toBe(1)
    expect(run).toEqual([build])
    expect(errors).toEqual(['The preview build failed (see above); nothing was uploaded.'])
  })
})

describe('what the Supabase half deploys', () => {
  it('every Edge Function of supabase/functions, each with its section in config.toml', () => {
    const names = edgeFunctionNames()
    expect(names.length).toBeGreaterThan(0)
    const config = readFileSync(join(projectRoot, 'supabase', 'config.toml'), 'utf8')
    const configured = [...config.matchAll(/^\[functions\.([a-z0-9-]+)\]$/gm)].map((match) => match[1])
    expect(names).toEqual([...configured].sort())
  })

  it('sets every setting the functions read, except those Supabase gives, the test stand-ins and the two limits', () => {
    const folder = join(projectRoot, 'supabase', 'functions')
    const sources = readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.ts') && !/(^|\/)test-support\/|[._]test\.ts$|\.generated\.ts$/.test(file))
      .map((file) => readFileSync(join(folder, file), 'utf8'))
    const read = new Set(
      sources.flatMap((source) => [...source.matchAll(/'([A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+)'/g)].map((m) => m[1])),
    )
    const notSecrets = [
      'SUPABASE_URL',
      'SUPABASE_SECRET_KEYS',
      'SUPABASE_SERVICE_ROLE_KEY',
      'RESEND_API_URL',
      'TWILIO_API_URL',
      'TURNSTILE_VERIFY_URL',
      'LEAD_RATE_LIMIT',
      'LEAD_NOTIFY_DAILY_CAP',
    ]
    expect([...read].filter((name) => !notSecrets.includes(name!)).sort()).toEqual([...functionSecrets].sort())
  })
})
