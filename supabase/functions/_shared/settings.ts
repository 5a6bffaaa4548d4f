/**
 * The functions' settings, read the same way on Deno (Deno.env) and in the embedded backend (process.env): a value
 * that is blank counts as unset. Its own module, so every client reads settings without importing another client.
 */
import { siteContent } from './site-content.generated.ts'

export interface Settings {
  get(name: string): string | undefined
}

export function setting(env: Settings, name: string): string | undefined {
  const value = env.get(name)?.trim()
  return value ? value : undefined
}

/**
 * The business's name in alerts, from content/site/business.yaml (through site-content.generated.ts): no secret
 * overrides it, so a new name reaches the alerts with the next deploy like every other copy (decision 0065).
 */
export const businessName = siteContent.businessName

/** The project's secret keys as a function reads them: the one for the database, and every one a caller may hold. */
export interface SecretKeys {
  /** SUPABASE_SECRET_KEYS' `default` entry (else the legacy SUPABASE_SERVICE_ROLE_KEY), for PostgREST's `apikey`. */
  database: string | undefined
  /** Every secret key of the project: the scheduled retry may come with any of them (a rotation adds one first). */
  callers: string[]
}

// Read once per environment, so a warning about it is logged once per function instance, not once per request.
const secretKeysRead = new WeakMap<Settings, SecretKeys>()

/**
 * The secret keys from SUPABASE_SECRET_KEYS, the JSON object Supabase gives every function ({"default":
 * "sb_secret_..."}). Only where it is missing is the legacy SUPABASE_SERVICE_ROLE_KEY read, with a warning: Supabase
 * retires that key by the end of 2026 and projects created since 2025-11-01 do not have it (decision 0075).
 */
export function secretKeysOf(env: Settings): SecretKeys {
  const known = secretKeysRead.get(env)
  if (known) return known
  const keys = readSecretKeys(env)
  secretKeysRead.set(env, keys)
  return keys
}

function readSecretKeys(env: Settings): SecretKeys {
  const json = setting(env, 'SUPABASE_SECRET_KEYS')
  if (json === undefined) {
    const legacy = setting(env, 'SUPABASE_SERVICE_ROLE_KEY')
    if (legacy)
      console.warn(
        'SUPABASE_SECRET_KEYS is not set, so the legacy SUPABASE_SERVICE_ROLE_KEY is used: create a secret key in Project Settings > API Keys before Supabase retires the legacy keys.',
      )
    return { database: legacy, callers: legacy ? [legacy] : [] }
  }
  let parsed: unknown
  try {
    parsed = JSON.parse(json)
  } catch {
    console.error('SUPABASE_SECRET_KEYS is not JSON: it must be an object like {"default": "sb_secret_..."}.')
    return { database: undefined, callers: [] }
  }
  const entries =
    typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)
      ? Object.entries(parsed).filter(
          (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
        )
      : []
  const database = entries.find(([name]) => name === 'default')?.[1]
  if (!database)
    console.error(
      'SUPABASE_SECRET_KEYS has no "default" entry: it must be an object like {"default": "sb_secret_..."}; no database call can be made.',
    )
  return { database, callers: entries.map(([, key]) => key) }
}
