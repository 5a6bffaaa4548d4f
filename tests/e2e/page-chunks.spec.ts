/**
 * Pre-rendered HTML is the only way a page reaches the screen (decision 0042): the scripts a page downloads, where a
 * visit starts and when a link brings it, carry none of its text, and none of them is React until an island starts.
 */
import type { Page, Response } from '@playwright/test'
import { expect, openStarted, test } from '../support/fixtures'
import { routeManifest } from '../support/site'

/**
 * The scripts downloaded while `act` runs and until the network is idle, with their text. The listener comes off
 * before the texts are awaited, so no later response starts a read that outlives the test.
 */
async function scriptsDuring(page: Page, act: () => Promise<void>): Promise<{ files: string[]; text: string }> {
  const bodies: Array<Promise<[string, string]>> = []
  const collect = (response: Response) => {
    if (response.request().resourceType() === 'script')
      bodies.push(response.text().then((text) => [new URL(response.url()).pathname, text]))
  }
  page.on('response', collect)
  try {
    await act()
    await page.waitForLoadState('networkidle')
  } finally {
    page.off('response', collect)
    // Every read has ended before this returns or throws, so none outlives a test that failed here.
    await Promise.allSettled(bodies)
  }
  const loaded = await Promise.all(bodies)
  return { files: loaded.map(([file]) => file), text: loaded.map(([, text]) => text).join('\n') }
}

/** One page of each kind. */
const pages = [...new Map(routeManifest.map((entry) => [entry.kind, entry.path])).values()]

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

for (const path of pages)
  test(`${path}: its scripts carry not even its title, and no React, where a visit starts and reached by a link`, async ({
    page,
  }) => {
    const first = await scriptsDuring(page, () => openStarted(page, path))
    expect(first.text).not.toContain(await page.title())
    expect(first.files.filter((file) => /hydrate-island|react/i.test(file))).toEqual([])

    await openStarted(page, path === '/' ? '/faq' : '/')
    const link = page.locator(`a[href="${path}"]:visible`).first()
    // Not every page is linked where it shows at first; those are covered where a visit starts.
    if ((await link.count()) === 0) return
    const reached = await scriptsDuring(page, async () => {
      await link.click()
      await expect(page).toHaveURL(new RegExp(`${escaped(path)}$`))
    })
    expect(reached.text).not.toContain(await page.title())
    expect(reached.files.filter((file) => /hydrate-island|react/i.test(file))).toEqual([])
  })
