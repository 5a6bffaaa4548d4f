/** Debian's Chromium, launched the way this machine allows (no downloaded browsers, no background network). */
import { existsSync } from 'node:fs'

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-gpu',
  '--disable-dev-shm-usage',
]

export function chromiumPath(env: Record<string, string | undefined> = process.env): string | undefined {
  const candidates = [env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean) as string[]
  return candidates.find((path) => existsSync(path))
}
