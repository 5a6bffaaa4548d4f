/**
 * Every Edge Function runs with Supabase's JWT check off and checks its caller itself (decision 0075): the platform's
 * `verify_jwt` understands only JWTs, and the project's keys (sb_publishable_..., sb_secret_...) are not. Each
 * function folder is listed here with the check it makes and the Deno test that shows the check refusing a caller.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'

const functionsFolder = join(projectRoot, 'supabase', 'functions')
const config = readFileSync(join(projectRoot, 'supabase', 'config.toml'), 'utf8')

/** How each function checks its caller, and a Deno test (file and test name) that shows a caller refused. */
const callerChecks: Record<string, Array<{ check: string; test: string; name: RegExp }>> = {
  'notify-lead': [
    {
      check: "a lead: public by design (the site's publishable key); its guards are in the database",
      test: 'notify-lead/guards.test.ts',
      name: /a client over its limit is refused with 429/,
    },
    {
      check: 'the scheduled retry: a secret key in apikey, compared in constant time',
      test: 'notify-lead/keys.test.ts',
      name: /the retry refuses no key, the publishable key/,
    },
  ],
  'inbound-call': [
    {
      check: "Twilio's X-Twilio-Signature",
      test: 'inbound-call/index.test.ts',
      name: /a call without the signature, or with a wrong one, is refused/,
    },
  ],
  'inbound-sms': [
    {
      check: "Twilio's X-Twilio-Signature",
      test: 'inbound-call/index.test.ts',
      name: /an unsigned text is refused/,
    },
  ],
}

const deployedFunctions = readdirSync(functionsFolder, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(functionsFolder, entry.name, 'index.ts')))
  .map((entry) => entry.name)
  .sort()

/** The lines of config.toml's `[functions.<name>]` section, up to the next section. */
function functionSection(name: string): string[] | undefined {
  const lines = config.split('\n')
  const start = lines.findIndex((line) => line.trim() === `[functions.${name}]`)
  if (start < 0) return undefined
  const end = lines.findIndex((line, index) => index > start && /^\s*\[/.test(line))
  return lines.slice(start + 1, end < 0 ? undefined : end).map((line) => line.trim())
}

describe("the Edge Functions' callers", () => {
  it('finds the functions', () => {
    expect(deployedFunctions.length).toBeGreaterThan(0)
  })

  it.each(deployedFunctions)('%s has verify_jwt = false in supabase/config.toml', (name) => {
    expect(functionSection(name), `[functions.${name}] in supabase/config.toml`).toContain('verify_jwt = false')
  })

  it.each(deployedFunctions)('%s names how it checks its caller, with a Deno test that refuses one', (name) => {
    const checks = callerChecks[name]
    expect(checks, `${name} is missing from callerChecks: say how it checks its caller`).toBeDefined()
    for (const { test, name: testName } of checks!) {
      const source = readFileSync(join(functionsFolder, test), 'utf8')
      const titles = [...source.matchAll(/^(?:withDatabase|test|Deno\.test)\(\s*\n?\s*(['"`])(.+?)\1/gm)].map(
        (match) => match[2]!,
      )
      expect(
        titles.some((title) => testName.test(title)),
        `${test}: a test named like ${testName}`,
      ).toBe(true)
    }
  })
})
