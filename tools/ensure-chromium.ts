/** Finds Debian's Chromium for the browser tests, installing it with apt-get where that is possible. */
import { spawnSync } from 'node:child_process'
import { chromiumPath } from './chromium'

const installHint =
  "Chromium is missing: install Debian's chromium package (sudo apt-get install chromium) or set CHROME_PATH to a Chromium or Chrome binary, then run npm test again."

export function ensureChromium(): string {
  const found = chromiumPath()
  if (found) return found
  const canInstall = process.getuid?.() === 0 && spawnSync('which', ['apt-get']).status === 0
  if (!canInstall) throw new Error(installHint)
  console.log("Chromium is missing; installing Debian's chromium package with apt-get (about a minute)...")
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
  const update = spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
  const install =
    update.status === 0 ? spawnSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env }) : update
  const installed = chromiumPath()
  if (install.status !== 0 || !installed) throw new Error(installHint)
  return installed
}
