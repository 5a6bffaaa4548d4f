/**
 * The Supabase key the site and the console are built with (decision 0075): VITE_SUPABASE_PUBLISHABLE_KEY
 * (`sb_publishable_...`), or, for a project that still has legacy keys, the old VITE_SUPABASE_ANON_KEY.
 */
export const publishableKeySetting = 'VITE_SUPABASE_PUBLISHABLE_KEY'
export const legacyAnonKeySetting = 'VITE_SUPABASE_ANON_KEY'

type Env = Record<string, string | undefined>

/** The key the bundles get, and the one line a legacy setting earns (none when only the new one is set). */
export function browserKeyOf(env: Env): { key: string | undefined; notice: string | undefined } {
  const key = env[publishableKeySetting]?.trim() || undefined
  const legacy = env[legacyAnonKeySetting]?.trim() || undefined
  if (key && legacy)
    return {
      key,
      notice: `${legacyAnonKeySetting} is ignored: ${publishableKeySetting} is set and wins; remove the old setting.`,
    }
  if (legacy)
    return {
      key: legacy,
      notice: `${legacyAnonKeySetting} is Supabase's legacy anon key, retired by the end of 2026: set ${publishableKeySetting} (sb_publishable_..., Project Settings > API Keys) instead.`,
    }
  return { key, notice: undefined }
}

/**
 * Makes VITE_SUPABASE_PUBLISHABLE_KEY the one setting the bundles read (Vite takes VITE_ settings from this
 * environment), printing the line a legacy setting earns once, here, at the start of the build.
 */
export function settleBrowserKey(env: Env, print: (line: string) => void = console.warn): void {
  const { key, notice } = browserKeyOf(env)
  if (notice) print(notice)
  if (key) env[publishableKeySetting] = key
  delete env[legacyAnonKeySetting]
}
