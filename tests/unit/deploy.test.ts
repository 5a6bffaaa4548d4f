/**
 * `npm run deploy` (tools/deploy.ts) with a fake runner: what it asks for, where it stops, and the commands it runs.
 * Nothing here builds or reaches the network.
 */
import { describe, expect, it } from 'vitest'
import { deploy, deploySettings, type Env } from '../../tools/deploy'

const settings: Env = {
  CLOUDFLARE_API_TOKEN: 'token',
  CLOUDFLARE_ACCOUNT_ID: 'account',
  CF_PAGES_PROJECT: 'ncf-home-buyers',
  SITE_URL: 'https://www.ncfhomebuyers.com',
}

/** Runs deploy() with a runner that records each command and answers with the given exit codes, in order. */
async function deployWith(env: Env, { problems = [] as string[], exitCodes = [] as number[] } = {}) {
  const commands: Array<{ command: string; args: readonly string[]; env: Env }> = []
  const output: string[] = []
  const launchChecked: Env[] = []
  const code = await deploy({
    env,
    run: async (command, args, runEnv) => {
      commands.push({ command, args, env: runEnv })
      return exitCodes[commands.length - 1] ?? 0
    },
    checkLaunch: (checkedEnv) => {
      launchChecked.push(checkedEnv)
      return problems
    },
    log: (line) => output.push(line),
    fail: (line) => output.push(line),
  })
  return { code, commands, output: output.join('\n'), launchChecked }
}

describe('npm run deploy', () => {
  for (const { name } of deploySettings)
    it(`without ${name} says so in one sentence, with where to get it, and exits 1 before anything runs`, async () => {
      const { code, commands, output, launchChecked } = await deployWith({ ...settings, [name]: undefined })
      expect(code).toBe(1)
      expect(output.split('\n')).toHaveLength(1)
      expect(output).toMatch(new RegExp(`^${name} is not set: .+\\.$`))
      expect(commands).toEqual([])
      expect(launchChecked).toEqual([])
    })

  it('takes a blank setting as missing', async () => {
    const { code, output } = await deployWith({ ...settings, CF_PAGES_PROJECT: '  ' })
    expect(code).toBe(1)
    expect(output).toMatch(/^CF_PAGES_PROJECT is not set/)
  })

  it('stops on the launch check, before the build, listing what to fix', async () => {
    const problems = ['content/site/business.yaml: phone (352) 555-0123 is a 555-01xx number reserved for fiction']
    const { code, commands, output, launchChecked } = await deployWith(settings, { problems })
    expect(code).toBe(1)
    expect(launchChecked).toEqual([settings])
    expect(output).toContain(problems[0])
    expect(commands).toEqual([])
  })

  it('with every setting and nothing to fix, builds with the settings and then uploads dist/ with wrangler', async () => {
    const { code, commands } = await deployWith(settings)
    expect(code).toBe(0)
    expect(commands.map(({ command, args }) => [command, ...args])).toEqual([
      ['npm', 'run', 'build'],
      ['npx', 'wrangler', 'pages', 'deploy', 'dist', '--project-name', 'ncf-home-buyers'],
    ])
    for (const command of commands) expect(command.env).toEqual(settings)
  })

  it('uploads nothing when the build fails, and fails when wrangler does', async () => {
    const buildFails = await deployWith(settings, { exitCodes: [1] })
    expect(buildFails.code).toBe(1)
    expect(buildFails.commands).toHaveLength(1)
    const uploadFails = await deployWith(settings, { exitCodes: [0, 1] })
    expect(uploadFails.code).toBe(1)
    expect(uploadFails.commands).toHaveLength(2)
  })
})
