/**
 * Playwright's test with two additions, on for every browser test: any console error, uncaught exception or missing
 * resource (a 404 other than the page itself) fails the test, and so does any Content-Security-Policy violation.
 */
import { test as base, expect } from '@playwright/test'

/**
 * Chromium now and then gives up the view transition between two pages (decision 0055) after the old page's
 * `pageswap` and before the next page's `pagereveal`, which then has none, and reports the transition's rejection as
 * uncaught on the next page. No script of either page holds that promise (catching every promise `pageswap` offers
 * did not stop it), and the next page is shown as usual, without the header's transition.
 */
const abandonedTransition = /^Transition was (skipped|aborted because of invalid state\. Page already revealed)$/

export const test = base.extend<{ pageErrors: string[]; cspViolations: string[]; expectedConsoleErrors: RegExp[] }>({
  /**
   * Console errors and uncaught exceptions a test provokes on purpose (an endpoint it takes down answers 503, which
   * the browser logs; a save the content manager refuses).
   */
  expectedConsoleErrors: [[], { option: true }],
  pageErrors: [
    async ({ page, expectedConsoleErrors }, use) => {
      const errors: string[] = []
      const note = (text: string) => {
        if (!expectedConsoleErrors.some((pattern) => pattern.test(text))) errors.push(text)
      }
      page.on('console', (message) => {
        // The browser logs any 404 as a failed resource; the response listener below tells which ones matter.
        if (message.type() === 'error' && !message.text().includes('status of 404')) note(message.text())
      })
      // A page a test opens may be a 404 on purpose; a missing picture, script or stylesheet never is.
      page.on('response', (response) => {
        if (response.status() === 404 && !response.request().isNavigationRequest())
          note(`missing resource (404): ${response.url()}`)
      })
      page.on('pageerror', (error) => abandonedTransition.test(error.message) || note(error.message))
      await use(errors)
      expect(errors, 'console errors or uncaught exceptions in the page').toEqual([])
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      // A binding outlives navigations, so a violation on any page the test visits is reported here.
      await page.exposeBinding('__reportCspViolation', ({ frame }, text: string) => {
        violations.push(`${frame.url()}: ${text}`)
      })
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation
          void report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sample})`)
        })
      })
      await use(violations)
      expect(violations, 'Content-Security-Policy violations').toEqual([])
    },
    { auto: true },
  ],
})
export { expect }

/**
 * Opens a page and waits until its scripts have started (src/browser/start.ts), for a test of what they do (a tap
 * counted, a menu that says it is open). An island needs no wait: a press before it runs is held and done once it does.
 */
export async function openStarted(page: import('@playwright/test').Page, path: string): Promise<void> {
  await page.goto(path)
  await scriptsStarted(page)
}

/** Resolves once the page's scripts have started (the root element's `data-started`). */
export function scriptsStarted(page: import('@playwright/test').Page): Promise<void> {
  return page.locator('html[data-started]').waitFor({ state: 'attached' })
}
