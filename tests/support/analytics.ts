/** What the analytics tests share: the page's data layer, and tel: links tapped without leaving the page. */
import type { Page } from '@playwright/test'

/**
 * Stops a tapped tel: link from asking the system for a dialer (headless Chromium logs an error for it), after the
 * page's own listeners ran: the site's click_to_call still sees the tap.
 */
export async function keepTelLinksInPage(page: Page): Promise<void> {
  await page.evaluate(() =>
    window.addEventListener('click', (event) => {
      if (event.target instanceof Element && event.target.closest('a[href^="tel:"]')) event.preventDefault()
    }),
  )
}

/** The data layer's events (the object entries GTM reads), by name. */
export async function dataLayerEvents(page: Page, name?: string): Promise<Array<Record<string, unknown>>> {
  const entries = await page.evaluate(() =>
    ((window as { dataLayer?: unknown[] }).dataLayer ?? []).filter(
      (entry): entry is Record<string, unknown> =>
        typeof entry === 'object' && entry !== null && typeof (entry as { event?: unknown }).event === 'string',
    ),
  )
  return name ? entries.filter((entry) => entry.event === name) : entries
}
