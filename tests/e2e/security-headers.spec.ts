import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { faqEntries, leadsCopy, offerCopy } from '../../content/data'
import { headersFor, readHostRules } from '../../builder/post-render/netlify-rules'
import { adminPath, pageHtmlFile, townOfferPath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { faqQuestion, openAnswers } from '../support/disclosure'
import { chatButton } from '../support/leads'
import { routeManifest, sampleTown, staffOrigin } from '../support/site'

const { headers: rules } = await readHostRules(join(process.cwd(), 'dist'))

test.describe('security and caching headers', () => {
  test('the local server answers every page, asset and SEO file with exactly the headers of dist/_headers', async ({
    request,
  }) => {
    const home = await (await request.get('/')).text()
    const asset = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(home)?.[1]
    const picture = /(\/images\/[a-z0-9-]+\.(?:avif|webp|jpg))/.exec(
      readFileSync(join('dist', pageHtmlFile('/contact')), 'utf8'),
    )?.[1]
    expect(asset, 'a script of the home page').toBeDefined()
    expect(picture, 'a picture of the contact page').toBeDefined()
    const paths = [...routeManifest.map((entry) => entry.path), asset!, picture!, '/sitemap.xml', '/robots.txt']
    for (const path of paths) {
      const response = await request.get(path, { maxRedirects: 0 })
      expect(response.status(), path).toBe(200)
      const expected = headersFor(rules, path)
      expect(expected.get('content-security-policy'), path).toBeDefined()
      expect(expected.get('cache-control'), path).toBeDefined()
      for (const [name, value] of expected) expect(response.headers()[name], `${path} ${name}`).toBe(value)
    }
    // And, written out, what a browser and a crawler must get, whatever the rule matching does.
    const headersOf = async (path: string) => (await request.get(path)).headers()
    expect((await headersOf(asset!))['cache-control']).toBe('public, max-age=31536000, immutable')
    const cityPage = routeManifest.find((entry) => entry.kind === 'city')?.path ?? '/'
    for (const path of ['/', '/offer', townOfferPath(sampleTown.pageSlug), cityPage, '/sitemap.xml']) {
      const headers = await headersOf(path)
      expect(headers['cache-control'], path).toBe('public, max-age=0, must-revalidate')
      // This origin's files, and one inline script by its hash: the speculation rules (navigation.spec.ts).
      expect(headers['content-security-policy'], path).toMatch(
        /(^|; )script-src 'self' 'sha256-[A-Za-z0-9+/]{43}='(;|$)/,
      )
      expect(headers['x-frame-options'], path).toBe('DENY')
      expect(headers['x-robots-tag'], path).toBeUndefined()
    }
    expect((await headersOf('/sitemap'))['x-robots-tag']).toBe('noindex')
  })

  test('/admin, the content manager, has its own CSP and noindex; no public page gets its allowances', async ({
    request,
  }) => {
    const admin = await request.get(`${staffOrigin}${adminPath}`, { maxRedirects: 0 })
    expect(admin.status()).toBe(200)
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow" />')
    const config = await request.get(`${staffOrigin}${adminPath}/config.yml`)
    expect(config.status()).toBe(200)
    for (const response of [admin, config]) {
      const headers = response.headers()
      expect(headers['x-robots-tag']).toBe('noindex')
      expect(headers['content-security-policy']).toMatch(/(^|; )script-src 'self' 'unsafe-eval'(;|$)/)
      expect(headers['content-security-policy']).toMatch(/(^|; )connect-src 'self' http:\/\/localhost:\d+ /)
    }
    for (const path of routeManifest.map((entry) => entry.path)) {
      const policy = headersFor(rules, path).get('content-security-policy')
      expect(policy, path).not.toMatch(/unsafe-eval|localhost/)
    }
    expect(routeManifest.map((entry) => entry.path)).not.toContain(adminPath)
    expect(await (await request.get('/sitemap.xml')).text()).not.toContain(adminPath)
  })

  test('a not-found page carries the same security headers', async ({ request }) => {
    const response = await request.get('/county/nowhere')
    expect(response.status()).toBe(404)
    for (const [name, value] of headersFor(rules, '/county/nowhere')) expect(response.headers()[name], name).toBe(value)
  })

  test('the parts that insert styles at run time (menu, chat dialog, accordion, slider, toasts) pass the CSP', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 })
    await openStarted(page, '/faq')
    await page.getByRole('button', { name: 'Open menu' }).click()
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible()
    await page.keyboard.press('Escape')
    await faqQuestion(page, faqEntries[0]!.question).click()
    await expect(openAnswers(page)).toHaveCount(1)
    await (await chatButton(page)).click()
    const chat = page.getByRole('dialog', { name: leadsCopy.chat.dialogTitle })
    await chat.getByRole('button', { name: leadsCopy.submit }).click()
    await expect(chat.locator('[aria-invalid="true"]').first()).toBeVisible()
    await page.keyboard.press('Escape')
    await openStarted(page, '/offer')
    await page.getByRole('slider').first().focus()
    await page.keyboard.press('ArrowRight')
    await page.getByRole('button', { name: offerCopy.calculateGeneric }).click()
    await expect(page.getByRole('link', { name: offerCopy.accept })).toBeVisible()
  })
})

test.describe('the CSP in a real browser', () => {
  // Chromium logs the blocked script as a console error; this test causes it on purpose.
  test.use({ expectedConsoleErrors: [/violates the following Content Security Policy directive/] })

  test('the CSP blocks inline script in a real browser, and the report reaches the test', async ({
    page,
    cspViolations,
  }) => {
    await openStarted(page, '/')
    const ran = await page.evaluate(async () => {
      const script = document.createElement('script')
      script.textContent = 'window.inlineRan = true'
      document.body.append(script)
      await new Promise((resolve) => setTimeout(resolve, 100))
      return (window as unknown as { inlineRan?: boolean }).inlineRan === true
    })
    expect(ran).toBe(false)
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0)
    expect(cspViolations[0]).toMatch(/script-src-elem blocked inline/)
    // This test provoked the violation on purpose; the fixture checks the rest of the suite has none.
    cspViolations.length = 0
  })
})
