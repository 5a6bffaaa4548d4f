/**
 * React only where a visitor presses (decision 0042): each island's code loads on its trigger and not before, one
 * press is enough whenever it comes, and an island whose code cannot load says so, keeps what was typed and retries.
 */
import type { Page } from '@playwright/test'
import { layoutCopy, leadsCopy } from '../../content/data'
import { pagePath, townPagePath } from '../../src/routing/paths'
import { leadGuardDefaults } from '#lead-schema'
import { expect, openStarted, test } from '../support/fixtures'
import { holdBack } from '../support/hold-back'
import { watchScripts } from '../support/watch-scripts'
import { storedLeads, uniqueEmail } from '../support/leads'
import { routeManifest, siteContent } from '../support/site'

const town = townPagePath(siteContent.towns[0]!.pageSlug)
const formChunk = /\/assets\/contact-form-[^/]*\.js$/
const reactChunk = /\/assets\/hydrate-island-[^/]*\.js$/

const requested = (scripts: () => string[], chunk: RegExp) => scripts().some((path) => chunk.test(path))

test.describe('triggers', () => {
  for (const path of [pagePath('contact'), town])
    test(`${path}: neither the form's code nor React loads until the visitor reaches into the form`, async ({
      page,
    }) => {
      const scripts = watchScripts(page)
      await openStarted(page, path)
      await page.waitForLoadState('networkidle')
      expect(requested(scripts, formChunk)).toBe(false)
      expect(requested(scripts, reactChunk)).toBe(false)
      await page.getByLabel(leadsCopy.fields.name.label, { exact: true }).click()
      await expect.poll(() => requested(scripts, formChunk)).toBe(true)
      expect(requested(scripts, reactChunk)).toBe(true)
    })

  test('a page with no island that starts at load loads no React, and its send button is never disabled', async ({
    page,
  }) => {
    const scripts = watchScripts(page)
    await openStarted(page, pagePath('contact'))
    await page.waitForLoadState('networkidle')
    expect(scripts().filter((path) => /react|hydrate-island|contact-form/.test(path))).toEqual([])
    await expect(page.getByRole('button', { name: leadsCopy.submit })).toBeEnabled()
  })

  test("a campaign's address does not start the form; one that hands over an estimate does", async ({ page }) => {
    const scripts = watchScripts(page)
    await openStarted(page, `${pagePath('contact')}?utm_source=google&utm_campaign=spring`)
    await page.waitForLoadState('networkidle')
    expect(requested(scripts, formChunk)).toBe(false)
    await page.goto(`${pagePath('contact')}?arv=200000&repairs=20000`)
    await expect(page.getByTestId('estimate-summary')).toBeVisible()
    expect(requested(scripts, formChunk)).toBe(true)
  })

  test('a saved draft starts the form at once, with the draft in it', async ({ page }) => {
    await page.goto(pagePath('contact'))
    await page.evaluate(() =>
      localStorage.setItem(
        'lead-draft:contact-form',
        JSON.stringify({ values: { name: 'Draft Seller' }, startedAt: Date.now(), savedAt: Date.now() }),
      ),
    )
    await page.reload()
    await expect(page.getByLabel(leadsCopy.fields.name.label, { exact: true })).toHaveValue('Draft Seller')
  })
})

test.describe('one press is enough', () => {
  for (const [device, press] of [
    ['mouse', (button: ReturnType<Page['getByRole']>) => button.click()],
    ['touch', (button: ReturnType<Page['getByRole']>) => button.tap()],
  ] as const) {
    test.describe(device, () => {
      test.use({ hasTouch: device === 'touch' })

      test(`the first ${device} press on an untouched form's send button shows the validation messages`, async ({
        page,
      }) => {
        await page.goto(pagePath('contact'))
        const form = page.getByTestId('contact-form')
        await press(form.getByRole('button', { name: leadsCopy.submit }))
        await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
        await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
      })
    })
  }

  test('a form filled while its code is held back is sent by one press, once the code arrives', async ({ page }) => {
    const release = await holdBack(page, '**/assets/contact-form-*.js')
    await page.goto(pagePath('contact'))
    const form = page.getByTestId('contact-form')
    const field = (label: string) => form.getByLabel(label, { exact: true })
    const { fields } = leadsCopy
    const email = uniqueEmail('one-press')
    await field(fields.name.label).fill('Early Seller')
    await field(fields.email.label).fill(email)
    await field(fields.phone.label).fill('(352) 555-0177')
    await field(fields.address.label).fill('4 Pine Street, Live Oak')
    await field(fields.message.label).fill('The roof leaks and we need to move soon.')
    await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    await form.getByRole('button', { name: leadsCopy.submit }).click()
    release()
    await expect(page.getByTestId('lead-confirmation')).toBeVisible()
    expect(storedLeads(email)).toMatchObject([
      { name: 'Early Seller', phone: '(352) 555-0177', address: '4 Pine Street, Live Oak', source: 'contact-form' },
    ])
  })

  test("a press before the page's scripts have started is not posted, and is done once they have", async ({ page }) => {
    // The boot script runs; the scripts it starts are held back.
    const release = await holdBack(page, '**/assets/app-*.js')
    let posted = false
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.resourceType() === 'document') posted = true
    })
    // The boot script runs before DOMContentLoaded, as every deferred module script does.
    await page.goto(pagePath('contact'), { waitUntil: 'domcontentloaded' })
    const form = page.getByTestId('contact-form')
    await form.getByRole('button', { name: leadsCopy.submit }).click()
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-started'))).toBe(false)
    release()
    await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
    expect(posted).toBe(false)
  })

  test('the chat button opens its form with one press, at first view', async ({ page }) => {
    await page.goto(town)
    await page.getByRole('button', { name: leadsCopy.chat.buttonLabel }).click()
    await expect(page.getByRole('dialog', { name: leadsCopy.chat.dialogTitle })).toBeVisible()
  })
})

test.describe('when the form cannot load', () => {
  test.use({ expectedConsoleErrors: [/Failed to fetch dynamically imported module|status of 503/] })

  test('the form says so with the phone and a retry, keeps what was typed, and the retry brings it back', async ({
    page,
  }) => {
    await page.route('**/assets/contact-form-*.js', (route) => route.fulfill({ status: 503, body: '' }))
    await page.goto(pagePath('contact'))
    const form = page.getByTestId('contact-form')
    const name = form.getByLabel(leadsCopy.fields.name.label, { exact: true })
    await name.fill('Kept Seller')
    await form.getByRole('button', { name: leadsCopy.submit }).click()
    const notice = page.getByRole('alert').filter({ hasText: layoutCopy.islandFailed.text.split('{phoneLink}')[0]! })
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: siteContent.business.phone })).toHaveAttribute('href', /^tel:/)
    await expect(name).toHaveValue('Kept Seller')
    await expect(form.getByRole('button', { name: leadsCopy.submit })).toBeEnabled()

    await page.unroute('**/assets/contact-form-*.js')
    await notice.getByRole('button', { name: layoutCopy.islandFailed.retry }).click()
    await expect(name).toHaveValue('Kept Seller')
    await form.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(form.getByText('Please enter a valid email address.')).toBeVisible()
    await expect(notice).toBeHidden()
  })
})

test.describe('the chat button at first view', () => {
  // One page of each kind: the chat button sits in the same corner of all of them.
  const pages = [...new Map(routeManifest.map((entry) => [entry.kind, entry.path])).values()]
  for (const width of [320, 375, 768, 1280])
    test(`at ${width} px it shows and covers no link or button of the first view`, async ({ page }) => {
      await page.setViewportSize({ width, height: width < 768 ? 640 : 800 })
      for (const path of pages) {
        await page.goto(path)
        const chat = page.getByRole('button', { name: leadsCopy.chat.buttonLabel })
        await expect(chat).toBeVisible()
        const covered = await chat.evaluate((button) => {
          const box = button.getBoundingClientRect()
          return [...document.querySelectorAll('a[href], button, input, textarea, select')]
            .filter((control) => control !== button && control.checkVisibility())
            .filter((control) => {
              const rect = control.getBoundingClientRect()
              return (
                rect.width > 0 &&
                rect.left < box.right &&
                rect.right > box.left &&
                rect.top < box.bottom &&
                rect.bottom > box.top
              )
            })
            .map((control) => control.outerHTML.slice(0, 80))
        })
        expect(covered, `${path} at ${width} px`).toEqual([])
      }
    })
})
