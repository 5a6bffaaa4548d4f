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

type Env = Record<string, string | undefined>

const firstFound = (paths: Array<string | undefined>) => paths.find((path) => path && existsSync(path))

/** The full browser (CHROME_PATH overrides): what Lighthouse and the speed benchmarks measure is a visitor's Chrome. */
export function chromiumPath(env: Env = process.env): string | undefined {
  return firstFound([env.CHROME_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'])
}

/** Debian's build of Chromium's headless shell (package chromium-headless-shell). */
export const headlessShellPath = '/usr/bin/chromium-headless-shell'

/**
 * The browser tests' Chromium (CHROME_PATH overrides): the headless shell where it is installed, the full browser
 * otherwise. The shell is the build Playwright itself runs headless tests in; here it takes about 40% less CPU per
 * page (decision 0041).
 */
export function testChromiumPath(env: Env = process.env): string | undefined {
  return firstFound([env.CHROME_PATH, headlessShellPath]) ?? chromiumPath(env)
}
