import type { Page } from '@playwright/test'

/** Whether the page itself can scroll: false while the open phone menu holds it still. */
export const pageScrolls = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.documentElement).overflow !== 'hidden')
