/** Holding back what a page requests, to test the moments before it arrives. */
import type { Page } from '@playwright/test'
import { scriptsStarted } from './fixtures'

/** Holds every request matching `pattern` until the returned function is called. */
export async function holdBack(page: Page, pattern: string): Promise<() => void> {
  let release = () => {}
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(pattern, async (route) => {
    await released
    await route.continue()
  })
  return release
}

/** Opens `path` with its scripts held back; `start()` lets them load and resolves once they have started. */
export async function openBeforeScripts(page: Page, path: string): Promise<{ start: () => Promise<void> }> {
  const release = await holdBack(page, '**/assets/boot-*.js')
  // The held script is a module, which DOMContentLoaded waits for; the page itself is shown before that.
  await page.goto(path, { waitUntil: 'commit' })
  await page.locator('footer').waitFor()
  return {
    async start() {
      release()
      await scriptsStarted(page)
    },
  }
}
