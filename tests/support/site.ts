/** What the end-to-end tests know about the site under test: its manifest, as the build made it. */
import { join } from 'node:path'
import { siteContent } from '../../content/site-content'
import { buildRedirects, buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'

export const testPort = Number(process.env.TEST_PORT ?? 4183)
/**
 * The staff origin of the server under test (decision 0084): the console and /admin, on CONSOLE_PORT (playwright's
 * webServer sets it), two above the site's port, since the one above is Lighthouse CI's.
 */
export const staffPort = testPort + 2
export const staffOrigin = `http://localhost:${staffPort}`
/** Where the server under test keeps leads and its outbox (kept apart from the data of `npm start`). */
export const leadsDataDir = join(process.cwd(), '.data', 'e2e')
/**
 * The lead console's staff addresses on the server under test (CONSOLE_STAFF_EMAILS in playwright.config.ts), one per
 * worker running at once (its parallelIndex): an address has one valid code at a time, so two tests must not share one.
 */
export const consoleStaffEmails = Array.from({ length: 8 }, (_, index) => `owner-${index}@example.com`)
export const siteUrl = resolveSiteUrl(process.env)
export const routeManifest = buildRouteManifest(siteContent, siteUrl)
export const redirects = buildRedirects(siteContent)
export { siteContent }
/**
 * The town the browser tests visit: content's first (its first county's first in the home grid), whichever that is,
 * so a marketer may remove any town.
 */
export const sampleTown = siteContent.towns[0]!
/** The business's number as a tel: link, written out here so a test checks the site's own. */
export const businessTelLink = `tel:+1${siteContent.business.phone.replace(/\D/g, '')}`

export function entryFor(path: string) {
  const entry = routeManifest.find((item) => item.path === path)
  if (!entry) throw new Error(`${path} is not in the route manifest`)
  return entry
}
