/**
 * The copy notify-lead sends from Deno (supabase/functions/_shared/site-content.generated.ts) is content/'s, and the
 * consent box's version follows its words.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, rmSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyProject } from '../../builder/project-copy'
import { projectRoot } from '../../builder/stamp'
import { signInEmailFile } from '../../builder/sign-in-email'
import { business, leadsCopy } from '../../content/data'
import { consentText } from '../../src/features/leads/consent-text'
import { consentVersion } from '../../supabase/functions/_shared/consent'
import { functionContent, functionContentFile, functionContentSource } from '../../builder/function-content'

describe("the functions' copy of content", () => {
  it("carries business.yaml's name, phone and hours, filled into its texts", () => {
    const copy = functionContent()
    expect(copy).toMatchObject({ businessName: business.name, phone: business.phone, hours: business.hours })
    const texts = JSON.stringify([copy.calls, copy.confirmation])
    expect(texts).not.toMatch(/\{(business|phone|opens|closes)\}/)
    expect(texts).toContain(business.phone)
  })

  it('is a module exporting that copy', () => {
    expect(functionContentSource()).toContain(
      `export const siteContent = ${JSON.stringify(functionContent(), null, 2)}`,
    )
  })

  // A fresh clone has neither generated file: `npm install`'s prepare step must write them without importing them.
  it("is written, with the sign-in e-mail, by npm install's prepare step in a clone that has neither", () => {
    const generated = [functionContentFile, signInEmailFile].map((file) => relative(projectRoot, file))
    const copy = copyProject('fresh-clone', { also: ['tools'] })
    try {
      for (const file of generated) rmSync(join(copy.dir, file), { force: true })
      const prepare = spawnSync(process.execPath, ['--import', 'tsx', 'tools/write-function-content.ts'], {
        cwd: copy.dir,
        encoding: 'utf8',
        timeout: 120_000,
      })
      expect(prepare.stderr).toBe('')
      for (const file of generated) expect(existsSync(join(copy.dir, file)), file).toBe(true)
      expect(readFileSync(join(copy.dir, generated[0]!), 'utf8')).toBe(functionContentSource())
    } finally {
      copy.remove()
    }
  }, 120_000)
})

describe('the consent text', () => {
  const text = consentText(leadsCopy.consent, business.name)

  it("names the business, the messages, their rate, STOP and HELP, and the legal pages' names", () => {
    expect(text).toContain(business.name)
    expect(text).toContain('Msg & data rates may apply')
    expect(text).toMatch(/Reply STOP to opt out/)
    expect(text).toMatch(/HELP for help/)
    expect(text).toContain(leadsCopy.consent.termsLinkText)
    expect(text).toContain(leadsCopy.consent.privacyLinkText)
    expect(text).not.toMatch(/\{\w+\}/)
  })

  it('has a version of 12 hex digits that changes with any change of its words, and only then', async () => {
    const version = await consentVersion(text)
    expect(version).toMatch(/^[0-9a-f]{12}$/)
    expect(await consentVersion(text)).toBe(version)
    const edited = consentText({ ...leadsCopy.consent, text: leadsCopy.consent.text.replace('4', '5') }, business.name)
    expect(edited).not.toBe(text)
    expect(await consentVersion(edited)).not.toBe(version)
    expect(await consentVersion(consentText(leadsCopy.consent, 'Another Buyer LLC'))).not.toBe(version)
  })
})
