/**
 * The lead form is a deferred part (issue 20, point 3; decision 0038): on the page a visit starts on, its code loads
 * only when the visitor presses or focuses inside it, what is typed meanwhile is kept and sent, and a page reached in
 * the app shows a working form at once.
 */
import type { Page } from '@playwright/test'
import { leadsCopy } from '../../content/data'
import { staticPagePath, townPagePath } from '../../src/routing/paths'
import { leadGuardDefaults } from '../../supabase/functions/_shared/lead-schema'
import { expect, openHydrated, test } from '../support/fixtures'
import { holdBack, openBeforeTheApp } from '../support/hold-back'
import { storedLeads, uniqueEmail } from '../support/leads'
import { siteContent } from '../support/site'

const formCode = '**/assets/contact-form-*.js'

/** Whether the page has asked for the form's code so far. */
function watchFormCode(page: Page): () => boolean {
  let requested = false
  page.on('request', (request) => {
    if (/\/assets\/contact-form-[^/]*\.js$/.test(request.url())) requested = true
  })
  return () => requested
}

for (const path of [staticPagePath('contact'), townPagePath(siteContent.towns[0]!.pageSlug)])
  test(`${path}: the form's code is not loaded until the visitor reaches into the form`, async ({ page }) => {
    const formCodeRequested = watchFormCode(page)
    await openHydrated(page, path)
    await page.waitForLoadState('networkidle')
    expect(formCodeRequested()).toBe(false)
    const form = page.getByTestId('contact-form')
    await expect(form.getByRole('button', { name: leadsCopy.submit })).toBeDisabled()
    await form.getByLabel(leadsCopy.fields.name.label, { exact: true }).click()
    await expect.poll(formCodeRequested).toBe(true)
    await expect(form.getByRole('button', { name: leadsCopy.submit })).toBeEnabled()
  })

test('what is typed while the form loads is kept, and the lead is sent with it', async ({ page }) => {
  const release = await holdBack(page, formCode)
  await openHydrated(page, staticPagePath('contact'))
  const form = page.getByTestId('contact-form')
  const field = (label: string) => form.getByLabel(label, { exact: true })
  const { fields } = leadsCopy
  const email = uniqueEmail('deferred-form')
  // The first press starts loading the form's code, held back here; the fields take what is typed meanwhile.
  await field(fields.name.label).fill('Early Seller')
  await field(fields.email.label).fill(email)
  await field(fields.phone.label).fill('(352) 555-0177')
  await field(fields.address.label).fill('4 Pine Street, Live Oak')
  const submit = form.getByRole('button', { name: leadsCopy.submit })
  await expect(submit).toBeDisabled()
  release()
  await expect(submit).toBeEnabled()
  await expect(field(fields.name.label)).toHaveValue('Early Seller')
  await field(fields.message.label).fill('The roof leaks and we need to move soon.')
  await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
  await submit.click()
  await expect(page.getByTestId('lead-confirmation')).toBeVisible()
  expect(storedLeads(email)).toMatchObject([
    { name: 'Early Seller', phone: '(352) 555-0177', address: '4 Pine Street, Live Oak', source: 'contact-form' },
  ])
})

test('a form page reached in the app from another form page shows its form working at once', async ({ page }) => {
  // The town page the visit starts on imports the form's module without loading its code.
  await page.setViewportSize({ width: 1280, height: 900 })
  const formCodeRequested = watchFormCode(page)
  await openHydrated(page, townPagePath(siteContent.towns[0]!.pageSlug))
  await page.waitForLoadState('networkidle')
  expect(formCodeRequested()).toBe(false)
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await expect(page.getByTestId('contact-form').getByRole('button', { name: leadsCopy.submit })).toBeEnabled()
})

test('what is typed before the app starts makes the form load once it does, and is sent', async ({ page }) => {
  const formCodeRequested = watchFormCode(page)
  const app = await openBeforeTheApp(page, staticPagePath('contact'))
  const form = page.getByTestId('contact-form')
  const field = (label: string) => form.getByLabel(label, { exact: true })
  const { fields } = leadsCopy
  const email = uniqueEmail('before-app')
  await field(fields.name.label).fill('Before App')
  await field(fields.email.label).fill(email)
  await app.start()
  // No further press or focus: what the fields hold already says the visitor is in the form.
  await expect.poll(formCodeRequested).toBe(true)
  const submit = form.getByRole('button', { name: leadsCopy.submit })
  await expect(submit).toBeEnabled()
  await field(fields.phone.label).fill('(352) 555-0166')
  await field(fields.address.label).fill('8 Oak Lane, Mayo')
  await field(fields.message.label).fill('Inherited house, would like an offer.')
  await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
  await submit.click()
  await expect(page.getByTestId('lead-confirmation')).toBeVisible()
  expect(storedLeads(email)).toMatchObject([{ name: 'Before App', phone: '(352) 555-0166' }])
})

test('a page reached in the app shows its form working at once', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openHydrated(page, '/')
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  // No press or focus in the form: its code came with the page.
  await expect(page.getByTestId('contact-form').getByRole('button', { name: leadsCopy.submit })).toBeEnabled()
})
