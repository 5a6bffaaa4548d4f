/**
 * What is left before launch, where the owner works (decisions 0066, 0078), on the staff origin (0084): /admin links to /admin/launch, which shows
 * the count, opens each item's entry in the content manager and gives the texting campaign's registration. Under
 * `npm start` (no local backend) /admin says how to edit instead of showing a Login that could save nothing.
 */
import { adminLaunchPath } from '../../builder/cms/launch-page'
import { adminPath } from '../../src/routing/paths'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { expect, test } from '../support/fixtures'
import { staffOrigin } from '../support/site'

/** The local backend's address the page probes, which nothing answers under `npm start`. */
const refusedProbe = /^Failed to load resource: net::ERR_CONNECTION_REFUSED$/

for (const width of [360, 1280]) {
  test.describe(`the launch list at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 }, expectedConsoleErrors: [refusedProbe] })

    test('/admin says how to edit, links to the launch list, whose count matches its items and whose links open entries', async ({
      page,
    }) => {
      await page.goto(`${staffOrigin}${adminPath}`)
      await expect(
        page.getByText(/stop it and run npm run cms; on the live site, sign in here with GitHub\.$/),
      ).toBeVisible()
      await expect(page.getByRole('button', { name: /Login/ })).toHaveCount(0)

      await page.getByRole('link', { name: /^Before launch: / }).click()
      await expect(page).toHaveURL(`${staffOrigin}${adminLaunchPath}`)
      await expect(page.getByRole('heading', { name: 'Before launch', level: 1 })).toBeVisible()
      const items = page.locator('li[data-launch-item]')
      const left = await items.count()
      await expect(page.getByTestId('launch-count')).toHaveText(
        left === 0
          ? 'Nothing left: the site is ready to launch.'
          : `${left} thing${left === 1 ? '' : 's'} left before launch.`,
      )

      // The texting campaign's registration, to paste into Twilio, quotes what a caller hears, as content words it.
      await expect(page.getByRole('heading', { name: "The texting campaign's registration" })).toBeVisible()
      await expect(
        page.locator('pre[data-campaign-field]').filter({ hasText: siteContent.calls.textBackNotice }),
      ).toHaveCount(1)

      // Each item of a file of content/ opens its own entry: the content manager at that entry's address.
      const fromContent = items.filter({ has: page.locator('code', { hasText: /^content\// }) })
      const entries = fromContent.getByRole('link', { name: /^Open / })
      await expect(entries).toHaveCount(await fromContent.count())
      if ((await entries.count()) === 0) return
      const entry = entries.first()
      const href = await entry.getAttribute('href')
      expect(href).toMatch(/^\/admin#\/collections\/[\w-]+\/entries\/[\w-]+$/)
      await entry.click()
      await expect(page).toHaveURL(`${staffOrigin}${href!}`)
      await expect(page.getByText(/run npm run cms/)).toBeVisible()
    })

    test("with the local backend answering, Decap's sign-in shows its logo clear of its Login button", async ({
      page,
    }) => {
      // A stand-in for decap-server's answer to the page's probe: only the sign-in screen is looked at.
      await page.route(/^http:\/\/localhost:\d+\/api\/v1$/, (route) =>
        route.fulfill({
          status: 200,
          contentType: 'application/json',
          headers: { 'access-control-allow-origin': '*' },
          body: '{}',
        }),
      )
      await page.goto(`${staffOrigin}${adminPath}`)
      const login = page.getByRole('button', { name: 'Login' })
      await expect(login).toBeVisible()
      const logo = page.locator('section > :first-child').first()
      const [logoBox, loginBox] = [await logo.boundingBox(), await login.boundingBox()]
      expect(logoBox!.y + logoBox!.height, 'the logo ends above the Login button').toBeLessThan(loginBox!.y)
      expect(logoBox!.x + logoBox!.width).toBeLessThanOrEqual(width)
      await expect(page.getByRole('link', { name: /^Before launch: / })).toBeVisible()
      await expect(page.getByText(/run npm run cms/)).toBeHidden()
    })
  })
}
