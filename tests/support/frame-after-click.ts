import type { Page } from '@playwright/test'

/**
 * Records what `read` finds in the first animation frame after the page's next click: the frame a press's response is
 * painted in. `read` runs in the page, so it may use only what the page has. Returns a reader of that record
 * (undefined until the frame has run).
 */
export async function recordFrameAfterClick<T>(page: Page, read: () => T): Promise<() => Promise<T | undefined>> {
  await page.evaluate(
    `document.addEventListener('click', () => requestAnimationFrame(() => { window.frameAfterClick = (${read.toString()})() }), { once: true })`,
  )
  return () => page.evaluate(() => (window as { frameAfterClick?: T }).frameAfterClick)
}
