/**
 * The lead console at /console (decision 0060), as the owner meets it on a phone and at a desk: sign-in with the code
 * the outbox holds, a lead sent through /contact showing in the open inbox without a reload, and a signed-in
 * address that is not staff seeing no lead. Any CSP violation or console error fails a test (fixtures.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { leadsCopy } from '../../content/data'
import { consolePath } from '../../src/routing/paths'
import { expect, test } from '../support/fixtures'
import { fillContactForm, uniqueEmail } from '../support/leads'
import { consoleStaffEmails, leadsDataDir } from '../support/site'

/** The newest sign-in code the outbox holds for `email`, written since `since` (a time in ms). */
function newestCode(email: string, since: number): string | undefined {
  const outbox = join(leadsDataDir, 'outbox')
  return readdirSync(outbox)
    .filter((name) => name.endsWith('-sign-in-code.json') && statSync(join(outbox, name)).mtimeMs >= since - 1000)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; code: string })
    .filter((message) => message.to === email)
    .at(-1)?.code
}

async function signIn(page: Page, email: string): Promise<void> {
  await page.goto(consolePath)
  await page.getByLabel('E-mail address').fill(email)
  const asked = Date.now()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(`A six-digit code is on its way to ${email}`)).toBeVisible()
  let code: string | undefined
  await expect.poll(() => (code = newestCode(email, asked))).toBeTruthy()
  await page.getByLabel('Code').fill(code!)
  await page.getByRole('button', { name: 'Sign in' }).click()
}

for (const width of [360, 1280]) {
  test.describe(`the lead console at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('staff sign in with the code from the outbox and see a new lead arrive without a reload', async ({
      page,
      browser,
    }, testInfo) => {
      const staff = consoleStaffEmails[testInfo.parallelIndex]!
      await signIn(page, staff)
      await expect(page.getByRole('heading', { name: /^Inbox/ })).toBeVisible()
      await expect(page.getByText(staff)).toBeVisible()

      const email = uniqueEmail(`console-${width}`)
      const seller = await browser.newPage()
      await seller.goto('/contact')
      await fillContactForm(seller, email)
      await seller.getByTestId('contact-form').getByRole('button', { name: leadsCopy.submit }).click()
      await expect(seller.getByTestId('lead-confirmation')).toBeVisible()
      await seller.close()

      const entry = page.getByRole('listitem').filter({ has: page.locator(`a[href="mailto:${email}"]`) })
      await expect(entry).toBeVisible({ timeout: 15_000 })
      await expect(entry.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/)

      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
    })

    test('an address not on the staff list signs in and sees no lead', async ({ page }) => {
      const stranger = uniqueEmail(`stranger-${width}`)
      await signIn(page, stranger)
      await expect(page.getByRole('alert')).toHaveText(new RegExp(`${stranger} is not on the staff list`))
      await expect(page.getByRole('heading', { name: /^Inbox/ })).toHaveCount(0)
    })
  })
}

test('the console is no page of the site: noindex, its own CSP, not in the sitemap', async ({ request }) => {
  const response = await request.get(consolePath)
  expect(response.status()).toBe(200)
  expect(response.headers()['x-robots-tag']).toBe('noindex')
  const policy = response.headers()['content-security-policy'] ?? ''
  expect(policy).toContain("default-src 'none'")
  expect(policy).toContain("script-src 'self'")
  expect(policy).not.toContain('unsafe-inline')
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(consolePath)
  // Nothing of the console loads on a public page.
  expect(await (await request.get('/')).text()).not.toContain(`${consolePath}/`)
})
