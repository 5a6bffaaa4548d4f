/**
 * The lead console at /console on the staff origin (decisions 0060, 0076 and 0084), as the owner meets it on a phone and at a desk: sign-in with
 * the eight-digit code the outbox holds, a lead sent through /contact showing in the open inbox without a reload, the
 * report counting as `npm run leads -- --report` does, and an address that is not staff getting no code and no
 * account. Any CSP violation or console error fails a test (fixtures.ts).
 */
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { APIRequestContext } from '@playwright/test'
import twilio from 'twilio'
import { business, consoleCopy, leadsCopy } from '../../content/data'
import { secretKeyOf } from '../../server/leads/data-folder'
import { consolePath } from '../../src/routing/paths'
import { expect, test } from '../support/fixtures'
import { fillContactForm, outboxMentioning, uniqueEmail } from '../support/leads'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import type { LeadRecord } from '../../supabase/functions/_shared/lead-schema'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { consoleStaffEmails, leadsDataDir, staffOrigin, testPort } from '../support/site'
import { newestCode, signIn } from '../support/console'

/** A number of its own, so a lead's person is not one with the other tests' leads (same phone, same person). */
const uniqueDigits = () => `352${2_000_000 + Math.floor(Math.random() * 7_999_999)}`

/** A lead as the site sends it to notify-lead, which stores it and alerts the owner at once. */
async function sendLead(request: APIRequestContext, lead: Partial<LeadRecord>): Promise<void> {
  const sent = await request.post(notifyLeadPath, {
    headers: {
      apikey: localPublishableKey,
      Authorization: `Bearer ${localPublishableKey}`,
      'Content-Type': 'application/json',
    },
    data: { ...sampleLead, ...lead, submission_id: crypto.randomUUID(), submittedAt: new Date().toISOString() },
  })
  expect(sent.status(), await sent.text()).toBe(200)
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
      const digits = uniqueDigits()
      await seller.getByTestId('contact-form').getByLabel('Phone Number', { exact: true }).fill(digits)
      await seller.getByTestId('contact-form').getByRole('button', { name: leadsCopy.submit }).click()
      await expect(seller.getByTestId('lead-confirmation')).toBeVisible()
      await seller.close()

      const entry = page.getByRole('listitem').filter({ has: page.locator(`a[href="tel:+1${digits}"]`) })
      await expect(entry).toBeVisible({ timeout: 15_000 })
      await expect(entry.getByRole('link', { name: 'E-mail' })).toHaveAttribute('href', `mailto:${email}`)

      // The owner opens the person and records the first contact: the timeline says who, the week gets a median.
      await entry.getByRole('link', { name: 'Test Seller' }).click()
      // The person's page, not one of the inbox's entries of that name (theirs are level 3).
      await expect(page.getByRole('heading', { level: 2, name: 'Test Seller' })).toBeVisible()
      await expect(page.getByTestId('text-rules')).toHaveText(/did not agree to texts/)
      await page.getByLabel('Stage').selectOption({ label: consoleCopy.stages.contacted })
      await page.getByRole('button', { name: 'Save stage' }).click()
      const timeline = page.getByRole('list', { name: 'Timeline' })
      await expect(timeline.getByText(`Stage: ${consoleCopy.stages.contacted} (${staff})`)).toBeVisible()
      await page.getByLabel('Note').fill('Wants an offer before Friday.')
      await page.getByRole('button', { name: 'Add note' }).click()
      await expect(timeline.getByText('Note: Wants an offer before Friday.')).toBeVisible()
      await page.getByRole('button', { name: 'Back to the inbox' }).click()
      await expect(page.getByTestId('speed-to-lead')).toHaveText(/median (under a minute|\d+ min) to first contact/)
      await expect(entry).toContainText(consoleCopy.stages.contacted)

      await page.getByRole('button', { name: 'Sign out' }).click()
      await expect(page.getByRole('button', { name: 'Send me a code' })).toBeVisible()
    })

    test("the report counts a campaign's leads and stages, and its CSV is npm run leads -- --report's", async ({
      page,
      request,
    }, testInfo) => {
      const campaign = `report-${width}-${crypto.randomUUID().slice(0, 8)}`
      const sellers = [0, 1].map(() => ({ email: uniqueEmail(`report-${width}`), digits: uniqueDigits() }))
      // notify-lead alerts the owner at once: the alert columns are settled before the two reports are compared.
      for (const { email, digits } of sellers) await sendLead(request, { email, phone: digits, utm_campaign: campaign })
      await signIn(page, consoleStaffEmails[testInfo.parallelIndex]!)
      const first = page.getByRole('listitem').filter({ has: page.locator(`a[href="tel:+1${sellers[0]!.digits}"]`) })
      await first.getByRole('link', { name: sampleLead.name }).click()
      await page.getByLabel('Stage').selectOption({ label: consoleCopy.stages['offer-made'] })
      await page.getByRole('button', { name: 'Save stage' }).click()
      await expect(page.getByRole('list', { name: 'Timeline' })).toContainText(
        `Stage: ${consoleCopy.stages['offer-made']}`,
      )
      for (const { email } of sellers)
        await expect.poll(() => outboxMentioning(email).length, { timeout: 70_000 }).toBe(1)

      await page.getByRole('link', { name: 'Report' }).click()
      const line = page.getByRole('region', { name: 'By UTM campaign' }).getByRole('row').filter({ hasText: campaign })
      // The campaign, its leads, alerted, pending, failed, bots; then contacted, appointment and offer made (the
      // first seller, through the stages before it), under contract, closed, dead; the median minutes.
      await expect(line.getByRole('cell')).toHaveText([
        campaign,
        '2',
        '2',
        '0',
        '0',
        '0',
        '1',
        '1',
        '1',
        '0',
        '0',
        '0',
        /^\d+\.\d$/,
      ])
      const downloading = page.waitForEvent('download')
      await page.getByRole('link', { name: 'Download CSV' }).click()
      const csv = readFileSync((await (await downloading).path())!, 'utf8')
      const campaignLine = (text: string) =>
        text.split('\r\n').filter((row) => row.includes(`,utm_campaign,${campaign},`))
      expect(campaignLine(csv)).toHaveLength(1)
      // The command reads the same rows through the running server.
      const command = execFileSync(
        process.execPath,
        ['--import', 'tsx', 'server/leads/command.ts', '--data-dir', leadsDataDir, '--report', '--csv'],
        { encoding: 'utf8' },
      )
      expect(campaignLine(command)).toEqual(campaignLine(csv))
    })

    test('a missed call and a form from one phone are one person, with both in the timeline', async ({
      page,
      request,
    }, testInfo) => {
      const digits = uniqueDigits()
      // The call as Twilio posts it when nobody answered, signed by Twilio's library with the backend's token
      // (TWILIO_AUTH_TOKEN, else the folder's secret key).
      const path = '/functions/v1/inbound-call?step=dialed'
      const fields = {
        CallSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
        From: `+1${digits}`,
        To: `+1${business.phone.replace(/\D/g, '')}`,
        DialCallStatus: 'no-answer',
      }
      const signature = twilio.getExpectedTwilioSignature(
        secretKeyOf(leadsDataDir),
        `http://localhost:${testPort}${path}`,
        fields,
      )
      const called = await request.post(path, { headers: { 'X-Twilio-Signature': signature }, form: fields })
      expect(called.status(), await called.text()).toBe(200)
      await sendLead(request, {
        email: uniqueEmail(`caller-${width}`),
        phone: `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
      })

      await signIn(page, consoleStaffEmails[testInfo.parallelIndex]!)
      const person = page.getByRole('listitem').filter({ has: page.locator(`a[href="tel:+1${digits}"]`) })
      await expect(person).toHaveCount(1)
      // Newest first: the form came after the call.
      await expect(person).toContainText('Form, Missed call')
      await expect(person).toContainText('2 leads')
      await person.getByRole('link', { name: sampleLead.name }).click()
      const timeline = page.getByRole('list', { name: 'Timeline' })
      await expect(timeline.getByRole('listitem').filter({ hasText: / · Missed call$/ })).toHaveCount(1)
      await expect(
        timeline.getByRole('listitem').filter({ hasText: ` · Form from /contact: ${sampleLead.message}` }),
      ).toHaveCount(1)
    })

    test.describe('a stranger', () => {
      // Supabase Auth answers an address with no user 422, which the browser logs as a failed request.
      test.use({ expectedConsoleErrors: [/status of 422 \(Unprocessable Entity\)/] })

      test('an address not on the staff list gets no code and no account, and is told so', async ({
        page,
        request,
      }) => {
        const stranger = uniqueEmail(`stranger-${width}`)
        await page.goto(`${staffOrigin}${consolePath}`)
        await page.getByLabel('E-mail address').fill(stranger)
        const asked = Date.now()
        const otpRequest = page.waitForRequest((sent) => sent.url().endsWith('/auth/v1/otp'))
        await page.getByRole('button', { name: 'Send me a code' }).click()
        // The console never asks Supabase Auth to create a user.
        expect((await otpRequest).postDataJSON()).toMatchObject({ email: stranger, create_user: false })
        await expect(page.getByRole('alert')).toHaveText(
          /^That address is not on the staff list: ask the owner to add it/,
        )
        await expect(page.getByLabel('Code')).toHaveCount(0)
        expect(newestCode(stranger, asked)).toBeUndefined()
        const key = secretKeyOf(leadsDataDir)
        const users = await request.get('/auth/v1/admin/users?per_page=1000', {
          headers: { apikey: key },
        })
        expect(users.status()).toBe(200)
        const { users: list } = (await users.json()) as { users: Array<{ email: string }> }
        expect(list.map((user) => user.email)).not.toContain(stranger)
      })
    })
  })
}

test('a suspected bot is reviewed apart from the inbox, and one released as genuine is alerted', async ({
  page,
  request,
}, testInfo) => {
  // The alert goes with the backend's next retry, within 30 s of the release.
  test.setTimeout(120_000)
  const email = uniqueEmail('bot-released')
  const submission = crypto.randomUUID()
  // As a bot sends it: the hidden field filled, so the database flags it and no one is alerted.
  const sent = await request.post(leadsTablePath, {
    headers: { apikey: localPublishableKey, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    data: { ...sampleLead, email, submission_id: submission, honeypot: 'http://spam.example' },
  })
  expect(sent.status()).toBe(201)
  await signIn(page, consoleStaffEmails[testInfo.parallelIndex]!)
  const bot = page.locator(`[data-bot="${submission}"]`)
  await expect(bot).toContainText('Flagged: the hidden field was filled')
  await bot.getByRole('button', { name: 'Release as genuine' }).click()
  await expect(bot).toHaveCount(0)
  await expect.poll(() => outboxMentioning(email).length, { timeout: 70_000 }).toBe(1)
})

test('the console is no page of the site: noindex, its own CSP, not in the sitemap', async ({ request }) => {
  const response = await request.get(`${staffOrigin}${consolePath}`)
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
