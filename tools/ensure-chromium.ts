/**
 * Finds Debian's Chromium for the browser tests and Lighthouse, installing chromium and chromium-headless-shell with
 * apt-get where that is possible (as root with apt). Without root, the browser tests run in the full browser.
 */
import { spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'
import { chromiumPath, headlessShellPath } from './chromium'

const installHint =
  "Chromium is missing: install Debian's chromium package (sudo apt-get install chromium chromium-headless-shell) or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again."

export function ensureChromium(): string {
  const found = chromiumPath()
  const missing = [
    ...(found ? [] : ['chromium']),
    ...(process.env.CHROME_PATH || existsSync(headlessShellPath) ? [] : ['chromium-headless-shell']),
  ]
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0
  if (missing.length > 0 && canInstall) {
    console.log(`Installing Debian's ${missing.join(' and ')} with apt-get (about a minute)...`)
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    if (update.status === 0) spawnSync('apt-get', ['install', '-y', '-qq', ...missing], { stdio: 'inherit', env })
  }
  const installed = chromiumPath()
  if (!installed) throw new Error(installHint)
  return installed
}
