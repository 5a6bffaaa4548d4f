/**
 * Links are the browser's own navigations, made quick ahead of the tap (decisions 0055, 0069, 0083): every page
 * carries the speculation rules inline, a link under the pointer is fetched ahead and the press uses that copy, and a page left and
 * come back to is restored from the back/forward cache and counted once more. Prerendering itself is off while
 * DevTools is attached (Playwright), which leaves the prerender's own fetch: so npm run bench:tap measures the
 * prerender in a plain Chromium.
 */
import type { Page } from '@playwright/test'
import { createHash } from 'node:crypto'
import { pagePath } from '../../src/routing/paths'
import { expect, openStarted, scriptsStarted, test } from '../support/fixtures'
import { leadsCopy } from '../../content/data'
import { routeManifest, siteContent } from '../support/site'
import { chromiumArgs, chromiumPath } from '../../tools/chromium'

// Playwright turns the back/forward cache off (--disable-back-forward-cache), and the headless shell does not restore
// from it either; a visitor's Chrome does, so this file runs the full browser with the cache on.
test.use({
  launchOptions: {
    executablePath: chromiumPath(),
    args: chromiumArgs,
    ignoreDefaultArgs: ['--disable-back-forward-cache'],
  },
})

const faq = pagePath('faq')

/** The speculation statuses Chromium reports for this page, by URL path (the Preload domain of DevTools). */
async function watchSpeculation(page: Page): Promise<Map<string, string>> {
  const statuses = new Map<string, string>()
  const session = await page.context().newCDPSession(page)
  session.on('Preload.prefetchStatusUpdated', ({ prefetchUrl, status }) =>
    statuses.set(`prefetch ${new URL(prefetchUrl).pathname}`, status),
  )
  await session.send('Preload.enable')
  return statuses
}

const pageViewsIn = (page: Page) =>
  page.evaluate(
    () =>
      (window.dataLayer ?? []).filter((entry) => (entry as { event?: string } | null)?.event === 'page_view') as Array<{
        page_path: string
      }>,
  )

test('every page carries the same inline rules, which its CSP allows by hash, whose links are pages of the site', async ({
  request,
}) => {
  const kinds = [...new Map(routeManifest.map((entry) => [entry.kind, entry.path])).values()]
  const texts = new Set<string>()
  for (const path of kinds) {
    const response = await request.get(path)
    const rules = [...(await response.text()).matchAll(/<script type="speculationrules">([^<]*)<\/script>/g)]
    expect(rules, path).toHaveLength(1)
    const text = rules[0]![1]!
    // Exactly this text may run inline: its hash is in script-src, and nothing allows other inline scripts.
    const hash = `'sha256-${createHash('sha256').update(text).digest('base64')}'`
    const policy = response.headers()['content-security-policy'] ?? ''
    const scriptSources = /script-src ([^;]*)/.exec(policy)?.[1]?.split(' ')
    expect(scriptSources, path).toContain(hash)
    expect(scriptSources, path).not.toContain("'unsafe-inline'")
    texts.add(text)
  }
  expect(texts.size).toBe(1)
  const body = JSON.parse([...texts][0]!) as Record<
    string,
    Array<{ where: { and: Array<{ href_matches?: string[] }> } }>
  >
  // Each rule names the manifest's pages, so a town added in content is covered with no list to edit.
  for (const rule of body.prerender!) {
    const patterns = rule.where.and.flatMap((part) => part.href_matches ?? [])
    for (const { path } of routeManifest)
      expect(
        patterns.some(
          (pattern) => pattern === path || (pattern.endsWith('/*') && path.startsWith(pattern.slice(0, -1))),
        ),
        path,
      ).toBe(true)
  }
})

test('a link under the pointer is fetched ahead and the press opens that copy; a link to the page shown is not', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  const statuses = await watchSpeculation(page)
  await openStarted(page, '/')
  const main = page.getByRole('navigation', { name: 'Main' })
  // The site's name links to the page shown: under the pointer, nothing is fetched for it.
  await page.locator('#site-header a[href="/"]').first().hover()
  await main.getByRole('link', { name: 'FAQ', exact: true }).hover()
  await expect.poll(() => statuses.get(`prefetch ${faq}`)).toBe('Ready')
  expect(statuses.has('prefetch /')).toBe(false)
  await main.getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${faq}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteContent.faqPageCopy.heading)
  expect(
    await page.evaluate(
      () =>
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming & { deliveryType: string })
          .deliveryType,
    ),
  ).toBe('navigational-prefetch')
  await expect(page.getByRole('link', { name: 'FAQ', exact: true }).first()).toHaveAttribute('aria-current', 'page')
})

for (const width of [390, 1280])
  test(`at ${width} px, back and forward restore each page from the back/forward cache, counted once more`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 844 })
    await openStarted(page, '/')
    // Each page counts its first showing through its tags' own scripts; the data layer hears only restores.
    expect(await pageViewsIn(page)).toEqual([])
    await page.evaluate(() => Object.assign(window, { keptInCache: true }))
    await page.locator(`footer a[href="${faq}"]`).first().click()
    await expect(page).toHaveURL(new RegExp(`${faq}$`))
    await scriptsStarted(page)
    expect(await pageViewsIn(page)).toEqual([])

    await page.goBack({ waitUntil: 'commit' })
    await expect(page).toHaveURL(/\/$/)
    // The same document: nothing blocked the cache (no unload handler, no open connection).
    expect(await page.evaluate(() => (window as unknown as { keptInCache?: boolean }).keptInCache)).toBe(true)
    await expect.poll(() => pageViewsIn(page)).toMatchObject([{ page_path: '/' }])
    await page.goForward({ waitUntil: 'commit' })
    await expect(page).toHaveURL(new RegExp(`${faq}$`))
    await expect.poll(() => pageViewsIn(page)).toMatchObject([{ page_path: faq }])
  })

test('an island on a page reached by a link starts there, and still works after a return from the cache', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 })
  await openStarted(page, '/')
  const contact = siteContent.layoutCopy.headerNavigation.find((item) => item.page === 'contact')!
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: contact.label, exact: true }).click()
  await expect(page).toHaveURL(/\/contact$/)
  await scriptsStarted(page)
  const form = page.getByTestId('contact-form')
  const submit = form.getByRole('button', { name: leadsCopy.submit })
  await submit.click()
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'FAQ', exact: true }).click()
  await expect(page).toHaveURL(new RegExp(`${faq}$`))
  await page.goBack({ waitUntil: 'commit' })
  await expect(form.getByText('Name must be at least 2 characters.')).toBeVisible()
  await form.getByLabel(leadsCopy.fields.name.label, { exact: true }).fill('Pat Seller')
  await submit.click()
  await expect(form.getByText('Name must be at least 2 characters.')).toBeHidden()
})
