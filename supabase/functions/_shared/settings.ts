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
