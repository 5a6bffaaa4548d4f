/**
 * What makes dist/ stale (builder/stamp.ts): `npm start` rebuilds only when the fingerprint changes, so a source the
 * build reads and leaves out would serve an old build (the functions' lead schema was one). And .env files are refused
 * (builder/env-files.ts).
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { refuseEnvFiles } from '../../builder/env-files'
import { buildFingerprint } from '../../builder/stamp'
import { SettingError } from '../../src/routing/setting-error'

let root: string | undefined

function projectWith(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'build-stamp-'))
  for (const [path, text] of Object.entries(files)) write(path, text)
  return root
}

function write(path: string, text: string): void {
  mkdirSync(dirname(join(root!, path)), { recursive: true })
  writeFileSync(join(root!, path), text)
}

afterEach(() => {
  if (root) rmSync(root, { recursive: true, force: true })
  root = undefined
})

describe('the build fingerprint', () => {
  const files = {
    'src/main.ts': 'main',
    'content/site/business.yaml': 'name: A',
    'supabase/functions/_shared/lead-schema.ts': 'schema',
    'supabase/functions/_shared/site-content.generated.ts': 'copy',
    'supabase/migrations/0001.sql': 'create table',
  }

  it('changes with the functions modules the pages import, as with src/ and content/', () => {
    const dir = projectWith(files)
    const before = buildFingerprint({}, dir)
    write('supabase/functions/_shared/lead-schema.ts', 'schema with a new field')
    const afterSchema = buildFingerprint({}, dir)
    expect(afterSchema).not.toBe(before)
    write('content/site/business.yaml', 'name: B')
    expect(buildFingerprint({}, dir)).not.toBe(afterSchema)
  })

  it('does not change with the copy of content/ the build writes, nor with a migration', () => {
    const dir = projectWith(files)
    const before = buildFingerprint({}, dir)
    write('supabase/functions/_shared/site-content.generated.ts', 'copy rewritten')
    write('supabase/migrations/0002.sql', 'alter table')
    expect(buildFingerprint({}, dir)).toBe(before)
  })

  it('changes with a build setting', () => {
    const dir = projectWith(files)
    expect(buildFingerprint({ SITE_URL: 'https://a.example' }, dir)).not.toBe(
      buildFingerprint({ SITE_URL: 'https://b.example' }, dir),
    )
  })
})

describe('.env files', () => {
  it('stop the build with one sentence naming them and what to do', () => {
    const dir = projectWith({ '.env': 'VITE_GA4_ID=G-1', '.env.local': 'X=1', '.env.example': 'documented' })
    expect(() => refuseEnvFiles(dir)).toThrow(SettingError)
    expect(() => refuseEnvFiles(dir)).toThrow(/^\.env, \.env\.local: this project does not read \.env files.*export/)
  })

  it('leave a project with only .env.example alone', () => {
    const dir = projectWith({ '.env.example': 'documented', 'src/main.ts': 'main' })
    expect(() => refuseEnvFiles(dir)).not.toThrow()
  })
})
