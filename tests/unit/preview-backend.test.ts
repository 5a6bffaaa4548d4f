import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { isPreviewBuild, previewBackendProblem } from '../../builder/plan'
import { SettingError } from '../../src/routing/setting-error'

const production = { SUPABASE_PROJECT_REF: 'prodref123', SITE_PREVIEW: '1' }

describe("a preview never touches production's Supabase project", () => {
  it("refuses a preview whose VITE_SUPABASE_URL is the deployed project's, naming both settings", () => {
    const env = { ...production, VITE_SUPABASE_URL: 'https://ProdRef123.supabase.co/' }
    expect(previewBackendProblem(env)).toMatch(
      /^VITE_SUPABASE_URL \S+ is production's Supabase project \(SUPABASE_PROJECT_REF prodref123\)/,
    )
    expect(() => isPreviewBuild(env)).toThrow(SettingError)
  })

  it('refuses a preview with a Supabase URL when the production project is not named, since it cannot tell', () => {
    const env = { SITE_PREVIEW: '1', VITE_SUPABASE_URL: 'https://otherref.supabase.co' }
    expect(previewBackendProblem(env)).toMatch(/needs SUPABASE_PROJECT_REF/)
    expect(() => isPreviewBuild(env)).toThrow(/needs SUPABASE_PROJECT_REF/)
  })

  it('builds a preview on a project of its own, or with no Supabase at all', () => {
    expect(isPreviewBuild({ ...production, VITE_SUPABASE_URL: 'https://previewref.supabase.co' })).toBe(true)
    expect(isPreviewBuild(production)).toBe(true)
    expect(isPreviewBuild({ SITE_PREVIEW: '1' })).toBe(true)
  })

  it('leaves the production build alone: it is meant to use production', () => {
    expect(
      isPreviewBuild({ SUPABASE_PROJECT_REF: 'prodref123', VITE_SUPABASE_URL: 'https://prodref123.supabase.co' }),
    ).toBe(false)
  })

  it('npm run build stops such a preview before rendering, with one sentence and exit code 1', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'builder/build.ts'], {
      encoding: 'utf8',
      env: {
        ...process.env,
        ...production,
        VITE_SUPABASE_URL: 'https://prodref123.supabase.co',
        VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_preview-test',
        SITE_URL: '',
      },
      timeout: 120_000,
    })
    expect(result.status).toBe(1)
    const lines = result.stderr.trim().split('\n')
    expect(lines).toEqual([
      previewBackendProblem({ ...production, VITE_SUPABASE_URL: 'https://prodref123.supabase.co' }),
    ])
    expect(result.stdout).not.toMatch(/render/i)
  })
})
