/**
 * The Supabase key a build gives the browser (builder/supabase-keys.ts, decision 0075): VITE_SUPABASE_PUBLISHABLE_KEY,
 * or the legacy VITE_SUPABASE_ANON_KEY with one line naming the new setting; the console built with either carries
 * the key, and the launch check accepts either.
 */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildConsole } from '../../builder/console'
import { launchItems } from '../../builder/launch-check'
import { legacyAnonKeySetting, publishableKeySetting, settleBrowserKey } from '../../builder/supabase-keys'
import { siteContent } from '../../content/site-content'
import { consolePath } from '../../src/routing/paths'

const newKey = 'sb_publishable_new-key-of-the-project'
const oldKey = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.legacy-anon-key'

/** Settles `env`, returning what the build reads afterwards and the lines it printed. */
function settled(env: Record<string, string | undefined>) {
  const lines: string[] = []
  settleBrowserKey(env, (line) => lines.push(line))
  return { key: env[publishableKeySetting], legacy: env[legacyAnonKeySetting], lines }
}

describe('the browser key at build', () => {
  it('takes VITE_SUPABASE_PUBLISHABLE_KEY alone without a word', () => {
    expect(settled({ [publishableKeySetting]: newKey })).toEqual({ key: newKey, legacy: undefined, lines: [] })
  })

  it('takes the legacy VITE_SUPABASE_ANON_KEY alone, and prints one line naming the new setting', () => {
    const { key, legacy, lines } = settled({ [legacyAnonKeySetting]: oldKey })
    expect(key).toBe(oldKey)
    expect(legacy).toBeUndefined()
    expect(lines).toHaveLength(1)
    expect(lines[0]).toContain(publishableKeySetting)
  })

  it('lets the new setting win when both are set, and says the old one is ignored', () => {
    const { key, lines } = settled({ [publishableKeySetting]: newKey, [legacyAnonKeySetting]: oldKey })
    expect(key).toBe(newKey)
    expect(lines).toEqual([expect.stringMatching(/^VITE_SUPABASE_ANON_KEY is ignored/)])
  })

  it('leaves both unset when neither is (the embedded backend), without a word', () => {
    expect(settled({ [legacyAnonKeySetting]: ' ' })).toEqual({ key: undefined, legacy: undefined, lines: [] })
  })

  it('passes the launch check with either setting and lists the new name with neither', () => {
    const supabaseItem = (env: Record<string, string>) =>
      launchItems(siteContent, { VITE_SUPABASE_URL: 'https://abcd.supabase.co', ...env }, 'https://www.example.com')
        .map((item) => item.where)
        .filter((where) => where.startsWith('VITE_SUPABASE'))
    expect(supabaseItem({ [publishableKeySetting]: newKey })).toEqual([])
    expect(supabaseItem({ [legacyAnonKeySetting]: oldKey })).toEqual([])
    expect(supabaseItem({})).toEqual(['VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY'])
  })
})

describe('the console built with the settled key', () => {
  const saved = { ...process.env }
  afterEach(() => {
    for (const name of ['VITE_SUPABASE_URL', publishableKeySetting, legacyAnonKeySetting]) {
      if (saved[name] === undefined) delete process.env[name]
      else process.env[name] = saved[name]
    }
  })

  /** The console's scripts, built into a folder of the test's own with `env` as the build's settings. */
  async function consoleScripts(env: Record<string, string>): Promise<string> {
    for (const name of ['VITE_SUPABASE_URL', publishableKeySetting, legacyAnonKeySetting]) delete process.env[name]
    Object.assign(process.env, env)
    settleBrowserKey(process.env, () => undefined)
    const into = mkdtempSync(join(tmpdir(), 'console-build-'))
    await buildConsole(into)
    const assets = join(into, consolePath.slice(1), 'assets')
    return readdirSync(assets)
      .filter((name) => name.endsWith('.js'))
      .map((name) => readFileSync(join(assets, name), 'utf8'))
      .join('\n')
  }

  it('carries the publishable key given under either name', async () => {
    const url = 'https://abcd.supabase.co'
    expect(await consoleScripts({ VITE_SUPABASE_URL: url, [publishableKeySetting]: newKey })).toContain(newKey)
    expect(await consoleScripts({ VITE_SUPABASE_URL: url, [legacyAnonKeySetting]: oldKey })).toContain(oldKey)
  }, 180_000)
})
