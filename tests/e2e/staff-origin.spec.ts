/**
 * The staff origin (decision 0084) under `npm start`: the console and /admin are served only there, on the site's port
 * + 1; the site's origin answers them with a 301 and keeps nothing of a staff session; and no script from elsewhere
 * loads on the staff origin, even built with every tag, the analytics script and the chat vendor set for the site.
 */
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { dirname, join } from 'node:path'
import type { Server } from 'node:http'
import type { Page } from '@playwright/test'
import { adminLaunchPath } from '../../builder/cms/launch-page'
import { tagOrigins } from '../../builder/post-render/headers'
import { distDir } from '../../builder/stamp'
import { startSiteServer } from '../../server/site-server'
import { adminPath, consolePath } from '../../src/routing/paths'
import { freePort } from '../../tools/free-port'
import { signIn } from '../support/console'
import { standInTagIds } from '../support/configured-site'
import { expect, test } from '../support/fixtures'
import { consoleStaffEmails, staffOrigin, testPort } from '../support/site'
import { buildStaffWith } from '../support/staff-build'

const siteOrigin = `http://localhost:${testPort}`

/** The settings that put third parties on the site's pages: GTM, GA4, Meta, an analytics script and a chat vendor. */
const thirdPartySettings = {
  VITE_GTM_ID: standInTagIds.gtm,
  VITE_GA4_ID: standInTagIds.ga4,
  VITE_META_PIXEL_ID: standInTagIds.metaPixel,
  VITE_ANALYTICS_SRC: 'https://stats.example.net/js/script.js',
  VITE_CHAT_WIDGET_SRC: 'https://chat.example.net/loader.js',
  VITE_CHAT_WIDGET_ID: 'chat-1234',
}
/**
 * What those settings put into a build: the origins the tags' scripts come from, as the site's CSP names them (any
 * subdomain of a wildcard), the analytics script's and the chat's hosts, and the tags' ids. Not the hosts the tags
 * report to: facebook.com is also where content's social profile may point, and the console shows the business.
 */
const thirdParties = new RegExp(
  [
    ...Object.values(tagOrigins).flatMap((origins) => origins.script),
    thirdPartySettings.VITE_ANALYTICS_SRC,
    thirdPartySettings.VITE_CHAT_WIDGET_SRC,
  ]
    .map((url) => new URL(url.replace('*.', '')).host.replace(/\./g, '\\.'))
    .concat(Object.values(standInTagIds))
    .join('|'),
)

/** Every request the page makes from now on, as URLs. */
function recordRequests(page: Page): string[] {
  const urls: string[] = []
  page.on('request', (request) => urls.push(request.url()))
  return urls
}

/** The session's tokens wherever the page's origin keeps things a script can read. */
const readableStorage = (page: Page) =>
  page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  )

for (const width of [360, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } })

    test('a session made on the staff origin cannot be read from the public origin', async ({ page }, testInfo) => {
      const staff = consoleStaffEmails[testInfo.parallelIndex]!
      // From the site's /console, as an old bookmark would: the sign-in happens on the staff origin.
      await signIn(page, staff, { origin: siteOrigin })
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
      expect(new URL(page.url()).origin).toBe(staffOrigin)
      const session = await page.evaluate(() => localStorage.getItem('lead-console'))
      const { access_token: access, refresh_token: refresh } = JSON.parse(session ?? '{}') as Record<string, string>
      expect(access, 'the console keeps its session on the staff origin').toBeTruthy()
      expect(refresh).toBeTruthy()

      // The same browser on the site's origin: any script of its pages (a tag, the chat) sees none of it.
      await page.goto(`${siteOrigin}/`)
      const onSite = await readableStorage(page)
      expect(onSite).not.toContain(access)
      expect(onSite).not.toContain(refresh)
      expect(await page.evaluate(() => localStorage.getItem('lead-console'))).toBeNull()
    })

    test('/console and /admin on the public origin redirect to the staff origin', async ({ page, request }) => {
      for (const path of [
        consolePath,
        `${consolePath}/assets/x.js`,
        adminPath,
        adminLaunchPath,
        `${adminPath}/config.yml`,
      ]) {
        const answer = await request.get(`${siteOrigin}${path}`, { maxRedirects: 0 })
        expect(answer.status(), path).toBe(301)
        expect(answer.headers().location, path).toBe(`${staffOrigin}${path}`)
      }
      // As the owner follows an old bookmark: the console's sign-in, on the staff origin.
      await page.goto(`${siteOrigin}${consolePath}`)
      await expect(page).toHaveURL(`${staffOrigin}${consolePath}`)
      await expect(page.getByLabel('E-mail address')).toBeVisible()
      // The staff origin serves no page of the site.
      expect((await request.get(`${staffOrigin}/contact`, { maxRedirects: 0 })).status()).toBe(404)
    })
  })
}

test.describe('built with every third party set for the site', () => {
  // /admin asks npm run cms's local backend whether it runs; nothing answers under npm start.
  test.use({ expectedConsoleErrors: [/^Failed to load resource: net::ERR_CONNECTION_REFUSED$/] })
  test.describe.configure({ mode: 'serial' })

  let staffDir = ''
  let dataDir = ''
  let server: Server | undefined
  let origin = ''
  const owner = 'owner@example.com'

  test.beforeAll(async () => {
    test.setTimeout(180_000)
    staffDir = buildStaffWith(thirdPartySettings)
    dataDir = join(dirname(staffDir), 'data')
    const port = await freePort()
    server = await startSiteServer({
      distDir,
      port: 0,
      host: '127.0.0.1',
      staff: { distDir: staffDir, port },
      env: { LEADS_DATA_DIR: dataDir, CONSOLE_STAFF_EMAILS: owner, CONSOLE_CODE_INTERVAL_SECONDS: '0' },
      log: () => undefined,
    })
    origin = `http://localhost:${port}`
  })

  test.afterAll(async () => {
    server?.closeAllConnections()
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()))
    // The lead database closes after the server, removing its server.json; the folder goes once it has.
    await expect.poll(() => existsSync(join(dataDir, 'server.json'))).toBe(false)
    if (staffDir) rmSync(dirname(staffDir), { recursive: true, force: true })
  })

  test('no file of the staff origin names a third party, and its CSP allows scripts from itself only', async ({
    request,
  }) => {
    const files = readdirSync(staffDir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile())
    expect(files.length).toBeGreaterThan(0)
    for (const file of files) {
      const text = readFileSync(join(file.parentPath, file.name), 'latin1')
      expect(text.match(thirdParties)?.[0], join(file.parentPath, file.name)).toBeUndefined()
    }
    for (const path of [consolePath, adminPath]) {
      const policy = (await request.get(`${origin}${path}`)).headers()['content-security-policy'] ?? ''
      expect(/script-src ([^;]*)/.exec(policy)?.[1], path).toMatch(/^'self'( 'unsafe-eval')?$/)
    }
  })

  for (const width of [360, 1280])
    test(`at ${width} px the staff origin loads no script from elsewhere, signed in or not`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 })
      const requests = recordRequests(page)
      await signIn(page, owner, { origin, dataDir })
      await expect(page.getByRole('button', { name: 'Sign out' })).toBeVisible()
      await page.goto(`${origin}${adminPath}`)
      await expect(page.getByRole('link', { name: /^Before launch: / })).toBeVisible()
      await page.goto(`${origin}${adminLaunchPath}`)
      await expect(page.getByRole('heading', { name: 'Before launch', level: 1 })).toBeVisible()
      const elsewhere = requests.filter((url) => new URL(url).origin !== origin)
      // The one request elsewhere is /admin's question to npm run cms's local backend, which is no script.
      expect(elsewhere.filter((url) => !url.startsWith('http://localhost:8081/'))).toEqual([])
      expect(requests.filter((url) => thirdParties.test(url))).toEqual([])
    })
})
