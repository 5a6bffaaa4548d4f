/**
 * What only a build with third-party settings does, in a second build of the site (tests/support/configured-site.ts),
 * served with the embedded backend: Cloudflare Turnstile in the lead forms (docs/decisions/0007). The widget script
 * and siteverify are local stand-ins of Cloudflare's APIs; the CSP and console checks of every browser test apply.
 */
import type { Page, Request } from '@playwright/test'
import { business, leadsCopy } from '../../content/data'
import { leadGuardDefaults } from '#lead-schema'
import { standInSiteKey } from '../../supabase/functions/notify-lead/test-support/siteverify-stand-in'
import {
  standInTagIds,
  startConfiguredSite,
  tagStandIns,
  turnstileWidgetStandIn,
  type ConfiguredSite,
} from '../support/configured-site'
import { townPagePath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { sampleTown } from '../support/site'
import { keepTelLinksInPage } from '../support/analytics'
import { chatButton, fillContactForm, outboxMentioning, storedLeadsOf, uniqueEmail } from '../support/leads'

const cloudflare = 'https://challenges.cloudflare.com'

let site: ConfiguredSite

// One build and one server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  site = await startConfiguredSite()
})

test.afterAll(async () => {
  await site?.close()
})

/** Every request of the page to a marketing tag's origins, as "origin path?query". */
let tagRequests: string[] = []

const tagHosts =
  /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com|facebook\.com|facebook\.net)\//

/** Answers the tags' origins with the stand-ins (their scripts) and 204 (their reports), recording each request. */
test.beforeEach(async ({ page }) => {
  tagRequests = []
  page.on('request', (request) => {
    if (tagHosts.test(request.url())) tagRequests.push(request.url())
  })
  await page.route(tagHosts, (route) => {
    const url = new URL(route.request().url())
    const script =
      url.pathname === '/gtm.js'
        ? tagStandIns.gtm
        : url.pathname === '/gtag/js'
          ? tagStandIns.gtag
          : url.pathname === '/en_US/fbevents.js'
            ? tagStandIns.meta
            : undefined
    return script
      ? route.fulfill({ contentType: 'text/javascript', body: script })
      : route.fulfill({ status: 204, body: '' })
  })
})

/** The tag requests whose URL matches, for expect.poll. */
const requestsTo = (pattern: RegExp) => () => tagRequests.filter((url) => pattern.test(url))

/** Answers Cloudflare's origin with the stand-ins; returns the requests made to it. */
async function routeCloudflare(page: Page, { scriptFails = false } = {}): Promise<Request[]> {
  const requests: Request[] = []
  page.on('request', (request) => {
    if (request.url().startsWith(cloudflare)) requests.push(request)
  })
  await page.route(`${cloudflare}/**`, (route) => {
    const url = new URL(route.request().url())
    if (url.pathname === '/turnstile/v0/api.js')
      return scriptFails
        ? route.abort('connectionrefused')
        : route.fulfill({ contentType: 'text/javascript', body: turnstileWidgetStandIn })
    return route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>challenge</title>' })
  })
  return requests
}

async function sendContactForm(page: Page, email: string) {
  await openStarted(page, `${site.origin}/contact`)
  await fillContactForm(page, email)
  await page.getByRole('button', { name: leadsCopy.submit }).click()
  await expect(page.getByTestId('lead-confirmation')).toBeVisible()
}

test.describe('Cloudflare Turnstile (VITE_TURNSTILE_SITE_KEY at build, TURNSTILE_SECRET_KEY on the server)', () => {
  test('loads nothing from Cloudflare until a visitor starts on a form', async ({ page }) => {
    const requests = await routeCloudflare(page)
    await openStarted(page, `${site.origin}/contact`)
    await page.waitForLoadState('networkidle')
    expect(requests).toHaveLength(0)
    await page.getByTestId('contact-form').getByLabel('Full Name', { exact: true }).focus()
    await expect
      .poll(() => requests.map((request) => new URL(request.url()).pathname))
      .toContain('/turnstile/v0/api.js')
  })

  test("a person's lead carries a token the server verifies, and the owner is told once", async ({ page }) => {
    await routeCloudflare(page)
    const email = uniqueEmail('turnstile')
    await openStarted(page, `${site.origin}/contact`)
    await fillContactForm(page, email)
    // The widget was rendered with the build's site key, in the box above the send button.
    await expect(page.getByTestId('contact-form').getByTestId('turnstile-box').locator('iframe')).toHaveAttribute(
      'src',
      new RegExp(`sitekey=${standInSiteKey}`),
    )
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    const [row] = await storedLeadsOf(site.dataDir, email)
    expect(row).toMatchObject({ verification: 'passed', notify_status: 'sent', spam_reason: '' })
    expect(outboxMentioning(email, site.dataDir)).toHaveLength(1)
    const call = site.siteverify.calls.find((entry) => entry.idempotencyKey === row!.submission_id)
    expect(call?.response).toMatch(/^pass-/)
    expect(call?.secret).toBeTruthy()
  })

  test('"Send another request" gets a fresh token from a widget rendered into the new form', async ({ page }) => {
    await routeCloudflare(page)
    const first = uniqueEmail('turnstile-first')
    await sendContactForm(page, first)
    await page.getByRole('button', { name: leadsCopy.confirmation.again }).click()
    const second = uniqueEmail('turnstile-second')
    await fillContactForm(page, second)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    const rows = [...(await storedLeadsOf(site.dataDir, first)), ...(await storedLeadsOf(site.dataDir, second))]
    expect(rows).toMatchObject([{ verification: 'passed' }, { verification: 'passed' }])
    const tokens = rows.map(
      (row) => site.siteverify.calls.find((call) => call.idempotencyKey === row.submission_id)?.response,
    )
    expect(new Set(tokens).size).toBe(2)
    expect(outboxMentioning(second, site.dataDir)).toHaveLength(1)
  })

  test('the chat form sends a token too', async ({ page }) => {
    await routeCloudflare(page)
    const email = uniqueEmail('turnstile-chat')
    await openStarted(page, `${site.origin}${townPagePath(sampleTown.pageSlug)}`)
    await (await chatButton(page)).click()
    const dialog = page.getByRole('dialog', { name: leadsCopy.chat.dialogTitle })
    await dialog.getByLabel('Full Name', { exact: true }).fill('Chat Seller')
    await dialog.getByLabel('Email Address', { exact: true }).fill(email)
    await dialog.getByLabel('Phone Number', { exact: true }).fill('352-555-0198')
    await dialog.getByLabel('Message', { exact: true }).fill('Is my mobile home something you buy?')
    await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    await dialog.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(dialog.getByTestId('chat-success')).toBeVisible()
    expect(await storedLeadsOf(site.dataDir, email)).toMatchObject([{ verification: 'passed' }])
    expect(outboxMentioning(email, site.dataDir)).toHaveLength(1)
  })

  test('a forged token: the sender sees what a person sees; the lead is kept as spam and nobody is told', async ({
    page,
  }) => {
    await routeCloudflare(page)
    await page.addInitScript(() => {
      ;(window as unknown as { __turnstileTokenPrefix: string }).__turnstileTokenPrefix = 'forged-'
    })
    const email = uniqueEmail('turnstile-forged')
    await sendContactForm(page, email)
    expect(await storedLeadsOf(site.dataDir, email)).toHaveLength(0)
    expect(await storedLeadsOf(site.dataDir, email, { spam: true })).toMatchObject([
      { verification: 'rejected', spam_reason: 'Turnstile rejected the token: invalid-input-response' },
    ])
    expect(outboxMentioning(email, site.dataDir)).toHaveLength(0)
  })

  test.describe(() => {
    test.use({ expectedConsoleErrors: [/challenges\.cloudflare\.com|ERR_CONNECTION_REFUSED/] })
    test('Cloudflare unreachable: the lead is still stored, kept unverified for the owner to see', async ({ page }) => {
      await routeCloudflare(page, { scriptFails: true })
      const email = uniqueEmail('turnstile-blocked')
      await sendContactForm(page, email)
      expect(await storedLeadsOf(site.dataDir, email)).toMatchObject([
        { verification: 'missing', notify_status: 'pending', spam_reason: '' },
      ])
      expect(outboxMentioning(email, site.dataDir)).toHaveLength(0)
    })
  })
})

test.describe('marketing tags (VITE_GTM_ID, VITE_GA4_ID and VITE_META_PIXEL_ID at build)', () => {
  test('load after the page is idle, and a lead reaches each of them through the CSP', async ({ page }) => {
    await routeCloudflare(page)
    const email = uniqueEmail('tags')
    await openStarted(page, `${site.origin}/contact`)
    // The scripts come from exactly their origins, after the page's own work.
    await expect.poll(requestsTo(/googletagmanager\.com\/gtm\.js\?id=GTM-TEST123$/)).toHaveLength(1)
    await expect
      .poll(requestsTo(new RegExp(`googletagmanager\\.com/gtag/js\\?id=${standInTagIds.ga4}$`)))
      .toHaveLength(1)
    await expect.poll(requestsTo(/connect\.facebook\.net\/en_US\/fbevents\.js$/)).toHaveLength(1)
    // Their page views.
    await expect.poll(requestsTo(/google-analytics\.com\/g\/collect\?.*en=page_view/)).toHaveLength(1)
    await expect.poll(requestsTo(/facebook\.com\/tr\?.*ev=PageView/)).toHaveLength(1)

    await fillContactForm(page, email)
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    await expect.poll(requestsTo(/googletagmanager\.com\/td\?.*ev=generate_lead/)).toHaveLength(1)
    await expect.poll(requestsTo(/google-analytics\.com\/g\/collect\?.*en=generate_lead/)).toHaveLength(1)
    await expect.poll(requestsTo(/facebook\.com\/tr\?.*ev=Lead$/)).toHaveLength(1)

    await keepTelLinksInPage(page)
    await page.getByTestId('lead-confirmation').getByRole('link', { name: business.phone }).click()
    await expect.poll(requestsTo(/google-analytics\.com\/g\/collect\?.*en=click_to_call/)).toHaveLength(1)
    await expect.poll(requestsTo(/facebook\.com\/tr\?.*ev=Contact$/)).toHaveLength(1)
    // No report carries what the visitor typed.
    for (const url of tagRequests) expect(url).not.toContain(encodeURIComponent(email))
    // The CSP fixture fails this test on any violation: every request above passed it.
  })
})
