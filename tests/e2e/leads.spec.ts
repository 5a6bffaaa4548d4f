/**
 * The lead forms in Chromium against npm start's embedded backend, as a homeowner meets them: the full form, bots,
 * drafts, validation, double clicks, endpoints down, the chat form and a town page's form. Long as a list of cases is: one behaviour per test.
 */
import { business, leadsCopy, localPagesCopy, offerCopy } from '../../content/data'
import { consentText } from '../../src/features/leads/consent-text'
import { consentVersion } from '../../supabase/functions/_shared/consent'
import { leadGuardDefaults } from '#lead-schema'
import { expect, openStarted, scriptsStarted, test } from '../support/fixtures'
import { chatButton, fillContactForm, outboxMentioning, storedLeads, uniqueEmail } from '../support/leads'
import { sampleTown, siteContent } from '../support/site'
import { townPagePath } from '../../src/routing/paths'

const townPage = townPagePath(sampleTown.pageSlug)

test.describe('lead capture', () => {
  test('the full form stores the lead, sends the notification and shows the confirmation', async ({ page }) => {
    const email = uniqueEmail('contact')
    await openStarted(page, '/contact?utm_source=flyer&utm_campaign=fall')
    await fillContactForm(page, email)
    await page.getByRole('button', { name: leadsCopy.submit }).click()

    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    await expect(page.getByTestId('contact-form')).toHaveCount(0)
    const toast = page.locator('[data-sonner-toast]')
    await expect(toast.getByText(leadsCopy.toasts.success.title, { exact: true })).toBeVisible()
    await expect(toast.getByText(leadsCopy.toasts.success.description)).toBeVisible()

    const rows = storedLeads(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      name: 'Test Seller',
      source: 'contact-form',
      address: '12 Oak Street, Live Oak',
      condition: 'Roof leaks after the storm',
      page_path: '/contact',
      utm_source: 'flyer',
      utm_campaign: 'fall',
    })
    const mails = outboxMentioning(email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toContain('&lt;b&gt;soon&lt;/b&gt;')
    // The homeowner's confirmation, once, to the address they gave.
    const confirmations = outboxMentioning(email, undefined, 'homeowner-email')
    expect(confirmations).toHaveLength(1)
    expect(JSON.parse(confirmations[0]!)).toMatchObject({ to: email, subject: leadsCopy.autoresponder.subject })
    // The box was left unticked: no consent, but the words shown and their version are on record.
    expect(rows[0]).toMatchObject({
      consent_given: 'false',
      consent_text: shownConsentText,
      consent_version: await shownConsentVersion,
      consent_at: '',
      landing_page: '/contact',
    })

    // Sent: the draft is gone, so the form starts empty next time.
    await openStarted(page, '/contact')
    await expect(page.getByTestId('contact-form').getByLabel('Email Address', { exact: true })).toHaveValue('')
  })

  test('a filled hidden field marks a bot: it sees success; the lead is kept, flagged, and never e-mailed', async ({
    page,
  }) => {
    const email = uniqueEmail('bot')
    await openStarted(page, '/contact')
    await fillContactForm(page, email)
    await page.locator('input[name="hp_x7"]').evaluate((input: HTMLInputElement) => {
      input.value = 'http://spam.example'
    })
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    expect(storedLeads(email)).toHaveLength(0)
    expect(storedLeads(email, { spam: true })).toMatchObject([{ spam_reason: 'the hidden field was filled' }])
    expect(outboxMentioning(email)).toHaveLength(0)
    expect(outboxMentioning(email, undefined, 'homeowner-email')).toHaveLength(0)
  })

  test("a person's hand-off from the calculator, autofilled and sent 1.5 s after the page opened, is a lead", async ({
    page,
  }) => {
    const email = uniqueEmail('handoff')
    await openStarted(
      page,
      `/contact?arv=${offerCopy.arv.initial}&repairs=${offerCopy.repairs.initial}&town=${sampleTown.pageSlug}`,
    )
    const form = page.getByTestId('contact-form')
    // Autofill puts every field in at once.
    await form.evaluate(
      (element, values) => {
        for (const [label, value] of Object.entries(values)) {
          const control = [...element.querySelectorAll('label')].find(
            (candidate) => candidate.textContent?.trim() === label,
          )?.control as HTMLInputElement | null
          if (!control) throw new Error(`no field ${label}`)
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control), 'value')!.set!
          setter.call(control, value)
          control.dispatchEvent(new Event('input', { bubbles: true }))
        }
      },
      {
        'Full Name': 'Quick Seller',
        'Email Address': email,
        'Phone Number': '(352) 555-0142',
        'Property Address': '9 Pine Road, Live Oak',
      },
    )
    // Sent at 1.5 s after the page started loading (or at once, if the page took longer to start).
    await page.waitForFunction(() => performance.now() >= 1500)
    const sentAt = await page.evaluate(() => performance.now())
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()

    const rows = storedLeads(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({ spam_reason: '', name: 'Quick Seller' })
    expect(Number(rows[0]!.fill_ms)).toBeGreaterThanOrEqual(leadGuardDefaults.minimumFillMs)
    expect(Number(rows[0]!.fill_ms)).toBeLessThan(sentAt + 1000)
    expect(outboxMentioning(email)).toHaveLength(1)
  })

  test('a draft older than a week is not restored, and is removed', async ({ page }) => {
    const email = uniqueEmail('old-draft')
    await page.addInitScript((draftEmail) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      const eightDaysAgo = Date.now() - 8 * 24 * 60 * 60 * 1000
      localStorage.setItem(
        'lead-draft:contact-form',
        JSON.stringify({
          values: { name: 'Former Visitor', email: draftEmail },
          startedAt: eightDaysAgo,
          savedAt: eightDaysAgo,
        }),
      )
    }, email)
    await openStarted(page, '/contact')
    const form = page.getByTestId('contact-form')
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveValue('')
    await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue('')
    await expect.poll(() => page.evaluate(() => localStorage.getItem('lead-draft:contact-form'))).toBeNull()
  })

  test('shows the validation messages of the spec for bad fields and sends nothing', async ({ page }) => {
    let calls = 0
    await page.route('**/rest/v1/leads', (route) => {
      calls += 1
      return route.continue()
    })
    await openStarted(page, '/contact')
    const form = page.getByTestId('contact-form')
    await form.getByLabel('Full Name', { exact: true }).fill('A')
    await form.getByLabel('Email Address', { exact: true }).fill('not-an-email')
    await page.getByRole('button', { name: leadsCopy.submit }).click()
    for (const message of [
      'Name must be at least 2 characters.',
      'Please enter a valid email address.',
      'Please enter a valid phone number.',
      'Address must be at least 5 characters.',
      'Message must be at least 10 characters.',
    ])
      await expect(form.getByText(message)).toBeVisible()
    await expect(form.getByLabel('Full Name', { exact: true })).toHaveAttribute('aria-invalid', 'true')
    expect(calls).toBe(0)
  })

  test('a double click stores one lead and the button reads Submitting... meanwhile', async ({ page }) => {
    const email = uniqueEmail('double')
    // Hold the insert a moment so the second click lands while the first is in flight.
    await page.route('**/rest/v1/leads', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500))
      await route.continue()
    })
    await openStarted(page, '/contact')
    await fillContactForm(page, email)
    const button = page.getByRole('button', { name: leadsCopy.submit })
    await button.dblclick()
    await expect(page.getByRole('button', { name: leadsCopy.submitting })).toBeDisabled()
    await expect(page.getByText(leadsCopy.toasts.submitting.description)).toBeVisible()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    expect(storedLeads(email)).toHaveLength(1)
    // A late second request would show up after the confirmation: look again a moment later.
    await page.waitForTimeout(1_000)
    expect(storedLeads(email)).toHaveLength(1)
  })

  test.describe('with endpoints taken down', () => {
    test.use({ expectedConsoleErrors: [/status of 503/] })

    test('with the notification endpoint down the lead is still stored and the visitor sees success', async ({
      page,
    }) => {
      const email = uniqueEmail('notify-down')
      await page.route('**/functions/v1/notify-lead', (route) => route.fulfill({ status: 503, body: 'down' }))
      await openStarted(page, '/contact')
      await fillContactForm(page, email)
      await page.getByRole('button', { name: leadsCopy.submit }).click()
      await expect(page.getByTestId('lead-confirmation')).toBeVisible()
      expect(storedLeads(email)).toHaveLength(1)
      expect(outboxMentioning(email)).toHaveLength(0)
    })

    test('when the insert does not arrive, notify-lead stores the lead itself and e-mails it: no lead only in an inbox', async ({
      page,
    }) => {
      const email = uniqueEmail('insert-down')
      await page.route('**/rest/v1/leads', (route) => route.fulfill({ status: 503, body: 'down' }))
      await openStarted(page, '/contact')
      await fillContactForm(page, email)
      await page.getByRole('button', { name: leadsCopy.submit }).click()
      await expect(page.getByTestId('lead-confirmation')).toBeVisible()
      expect(storedLeads(email)).toMatchObject([{ stored_by: 'notify-lead', notify_status: 'sent' }])
      expect(outboxMentioning(email)).toHaveLength(1)
    })

    test.describe('and an answer lost on the way back', () => {
      // The dropped connection, notify-lead's 503 and the retry's 409 (already stored) are logged by the browser.
      test.use({ expectedConsoleErrors: [/ERR_CONNECTION_RESET|status of 503|status of 409/] })

      test('a stored insert whose answer was lost, a failing notify, then the retry: one row and one e-mail', async ({
        page,
      }) => {
        const email = uniqueEmail('lost-answer')
        // The insert reaches the server and is stored; the browser sees the connection drop.
        await page.route('**/rest/v1/leads', async (route) => {
          await route.fetch()
          await route.abort('connectionreset')
        })
        await page.route('**/functions/v1/notify-lead', (route) => route.fulfill({ status: 503, body: 'down' }))
        await openStarted(page, '/contact')
        await fillContactForm(page, email)
        await page.getByRole('button', { name: leadsCopy.submit }).click()
        await expect(page.getByTestId('lead-error')).toContainText(leadsCopy.errors.bothFailed)
        expect(storedLeads(email)).toHaveLength(1)

        // The visitor tries again: the same submission, so the database keeps one row and one e-mail goes out.
        await page.unrouteAll({ behavior: 'wait' })
        await page.getByRole('button', { name: leadsCopy.submit }).click()
        await expect(page.getByTestId('lead-confirmation')).toBeVisible()
        expect(storedLeads(email)).toMatchObject([{ notify_status: 'sent', stored_by: 'insert' }])
        expect(outboxMentioning(email)).toHaveLength(1)
      })
    })

    test('a call that hangs ends in the spec outcome within its time limit', async ({ page }) => {
      const email = uniqueEmail('hung')
      // The insert never answers; notify-lead is down: after 15 s the insert counts as failed, so both failed.
      await page.route('**/rest/v1/leads', () => new Promise(() => {}))
      await page.route('**/functions/v1/notify-lead', (route) => route.fulfill({ status: 503, body: 'down' }))
      await openStarted(page, '/contact')
      await fillContactForm(page, email)
      const started = Date.now()
      await page.getByRole('button', { name: leadsCopy.submit }).click()
      await expect(page.getByRole('button', { name: leadsCopy.submitting })).toBeDisabled()
      await expect(page.getByTestId('lead-error')).toContainText(leadsCopy.errors.bothFailed, { timeout: 25_000 })
      expect(Date.now() - started).toBeLessThan(20_000)
      await expect(page.getByRole('button', { name: leadsCopy.submit })).toBeEnabled()
    })

    test('with both endpoints down the spec error shows and every typed value stays, even after a reload', async ({
      page,
    }) => {
      const email = uniqueEmail('both-down')
      await page.route('**/rest/v1/leads', (route) => route.fulfill({ status: 503, body: 'down' }))
      await page.route('**/functions/v1/notify-lead', (route) => route.fulfill({ status: 503, body: 'down' }))
      await openStarted(page, '/contact')
      await fillContactForm(page, email)
      await page.getByRole('button', { name: leadsCopy.submit }).click()

      await expect(page.getByTestId('lead-error')).toContainText(leadsCopy.errors.bothFailed)
      await expect(page.locator('[data-sonner-toast]').getByText(leadsCopy.toasts.error.title)).toBeVisible()
      const form = page.getByTestId('contact-form')
      await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email)
      await expect(form.getByLabel('Message', { exact: true })).toHaveValue(
        'Please call me about selling my house <b>soon</b>.',
      )

      await openStarted(page, '/contact')
      await expect(form.getByLabel('Email Address', { exact: true })).toHaveValue(email)
      await expect(form.getByLabel('Sale Timeline', { exact: true })).toHaveValue('ASAP')
      expect(storedLeads(email)).toHaveLength(0)
    })
  })

  test.describe('when the code that sends leads cannot be loaded', () => {
    // One pattern: Playwright reads a two-element array as [value, options].
    test.use({ expectedConsoleErrors: [/Failed to load resource: net::ERR_FAILED/] })

    test('the visitor sees the spec failure and the phone number, never the raw error', async ({ page }) => {
      await page.route('**/assets/supabase-backend-*.js', (route) => route.abort('failed'))
      await openStarted(page, '/contact')
      await fillContactForm(page, uniqueEmail('chunk'))
      await page.getByRole('button', { name: leadsCopy.submit }).click()
      const alert = page.getByTestId('lead-error')
      await expect(alert).toContainText(leadsCopy.errors.bothFailed)
      await expect(alert).toContainText(leadsCopy.errorCallPrompt)
      await expect(alert.getByRole('link', { name: siteContent.business.phone })).toHaveAttribute('href', /^tel:/)
      await expect(page.getByText(/dynamically imported module|Failed to fetch/)).toHaveCount(0)
    })
  })

  test('the chat dialog closes with its Close button while a lead is still on its way', async ({ page }) => {
    await page.route('**/rest/v1/leads', () => new Promise(() => {}))
    await openStarted(page, townPage)
    await (await chatButton(page)).click()
    const dialog = page.getByRole('dialog', { name: leadsCopy.chat.dialogTitle })
    await dialog.getByLabel('Full Name', { exact: true }).fill('Closing Seller')
    await dialog.getByLabel('Email Address', { exact: true }).fill(uniqueEmail('close'))
    await dialog.getByLabel('Phone Number', { exact: true }).fill('352-555-0197')
    await dialog.getByLabel('Message', { exact: true }).fill('I will close this while it sends.')
    await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    await dialog.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(dialog.getByRole('button', { name: leadsCopy.submitting })).toBeDisabled()
    await dialog.getByRole('button', { name: leadsCopy.chat.close, exact: true }).click()
    await expect(dialog).toHaveCount(0)
  })

  test("the chat button opens the short form, which stores the lead with source 'chat-widget'", async ({ page }) => {
    const email = uniqueEmail('chat')
    await openStarted(page, townPage)
    const button = await chatButton(page)
    const box = await button.boundingBox()
    expect(box!.width).toBeLessThanOrEqual(70)
    expect(box!.height).toBeLessThanOrEqual(70)
    await button.click()
    const dialog = page.getByRole('dialog', { name: leadsCopy.chat.dialogTitle })
    await dialog.getByLabel('Full Name', { exact: true }).fill('Chat Seller')
    await dialog.getByLabel('Email Address', { exact: true }).fill(email)
    await dialog.getByLabel('Phone Number', { exact: true }).fill('352-555-0198')
    await dialog.getByLabel('Message', { exact: true }).fill('Is my mobile home something you buy?')
    await expect(dialog.getByLabel('Property Address')).toHaveCount(0)
    const consent = dialog.getByRole('checkbox', { name: /Msg & data rates may apply/ })
    await expect(consent).not.toBeChecked()
    await consent.check()
    await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    await dialog.getByRole('button', { name: leadsCopy.submit }).click()

    await expect(dialog.getByTestId('chat-success')).toContainText(leadsCopy.chatNotice.title)
    await expect(dialog.getByTestId('chat-success')).toContainText(leadsCopy.chatNotice.text)
    await expect(dialog.getByLabel('Full Name', { exact: true })).toHaveValue('')
    await expect(consent).not.toBeChecked()
    const rows = storedLeads(email)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      source: 'chat-widget',
      address: 'Not provided',
      condition: '',
      timeline: '',
      page_path: townPage,
      consent_given: 'true',
      consent_text: shownConsentText,
      consent_version: await shownConsentVersion,
    })
    expect(Date.now() - Date.parse(rows[0]!.consent_at!)).toBeLessThan(60_000)
  })

  test("a town page's own form stores a lead with that page, the visit's landing page and its referrer", async ({
    page,
  }) => {
    const email = uniqueEmail('town-form')
    // The visit lands on the blog from a search engine, then reads the town page and sends its form there.
    await page.goto('/blog', { referer: 'https://www.google.com/search?q=sell+my+house+live+oak' })
    await scriptsStarted(page)
    await openStarted(page, townPage)
    const region = page.getByRole('region', {
      name: localPagesCopy.location.formHeading.replace('{city}', sampleTown.city),
    })
    await fillContactForm(page, email)
    const consent = region.getByRole('checkbox', { name: /Reply STOP to opt out/ })
    await expect(
      consent.locator('xpath=..').getByRole('link', { name: leadsCopy.consent.termsLinkText }),
    ).toHaveAttribute('href', '/terms')
    await region.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(region.getByTestId('lead-confirmation')).toBeVisible()
    expect(storedLeads(email)).toMatchObject([
      {
        source: 'contact-form',
        page_path: townPage,
        landing_page: '/blog',
        // The referrer's origin and path only: its query never reaches the lead.
        referrer: 'https://www.google.com/search',
        consent_given: 'false',
      },
    ])
    expect(outboxMentioning(email)).toHaveLength(1)
  })
})

const shownConsentText = consentText(leadsCopy.consent, business.name)
const shownConsentVersion = consentVersion(shownConsentText)
