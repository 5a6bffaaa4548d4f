import { readFileSync } from 'node:fs'
import { sitemapPageCopy } from '../../content/data'
import { sitemapLocations } from '../../tools/audit/structured-data'
import { sitemapEntries } from '../../builder/post-render/sitemap'
import { expect, openStarted, test } from '../support/fixtures'
import { readHead } from '../support/html'
import { routeManifest, siteContent, siteUrl } from '../support/site'

const { xml: xmlCopy, toasts, lists, stats } = sitemapPageCopy
// The Copy button says 'Copied!' for 2 s, i.e. until 2,000 ms have passed.
const toast = (page: import('@playwright/test').Page, title: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: title })

test.describe('sitemap.xml and robots.txt', () => {
  test('sitemap.xml lists exactly the indexable pages, and robots.txt names it', async ({ request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    expect(sitemapLocations(xml)).toEqual(sitemapEntries(routeManifest).map((entry) => entry.canonical))
    const robots = await request.get('/robots.txt')
    expect(robots.status()).toBe(200)
    expect(await robots.text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`)
  })
})

test.describe('sitemap page', () => {
  test('shows the same XML as sitemap.xml, its counts and the generation date', async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    let withCanonical = 0
    for (const entry of routeManifest) {
      const html = await (await request.get(entry.path)).text()
      if (readHead(html).links('canonical').length === 1) withCanonical++
    }
    await openStarted(page, '/sitemap')
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
    expect(await page.getByTestId('sitemap-xml').textContent()).toBe(xml)
    const urlCount = (xml.match(/<url>/g) ?? []).length
    await expect(page.getByTestId('sitemap-url-count')).toHaveText(String(urlCount))
    await expect(page.getByTestId('sitemap-canonical-count')).toHaveText(String(withCanonical))
    const generated = page.getByText(stats.generated).locator('..').locator('time')
    const dateTime = await generated.getAttribute('datetime')
    expect(Date.parse(dateTime ?? '')).not.toBeNaN()
    // The build's own time, unless SITEMAP_GENERATED_AT pinned it; either way before the build finished.
    const stamp = JSON.parse(readFileSync('.build-stamp.json', 'utf8')) as { builtAt: string }
    if (process.env.SITEMAP_GENERATED_AT) expect(dateTime).toBe(process.env.SITEMAP_GENERATED_AT)
    else expect(Date.parse(dateTime ?? '')).toBeLessThanOrEqual(Date.parse(stamp.builtAt))
    await expect(generated).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
  })

  test('View XML shows the XML and Hide XML hides it again', async ({ page }) => {
    await openStarted(page, '/sitemap')
    const xml = page.getByTestId('sitemap-xml')
    await expect(xml).toBeHidden()
    const view = page.getByRole('button', { name: xmlCopy.view })
    await expect(view).toHaveAttribute('aria-expanded', 'false')
    await view.click()
    await expect(xml).toBeVisible()
    const hide = page.getByRole('button', { name: xmlCopy.hide })
    await expect(hide).toHaveAttribute('aria-expanded', 'true')
    await hide.click()
    await expect(xml).toBeHidden()
  })

  test("Download saves sitemap.xml with the file's text and says 'Download initiated'", async ({ page, request }) => {
    const xml = await (await request.get('/sitemap.xml')).text()
    await openStarted(page, '/sitemap')
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: xmlCopy.download }).click(),
    ])
    expect(download.suggestedFilename()).toBe('sitemap.xml')
    expect(readFileSync((await download.path()) ?? '', 'utf8')).toBe(xml)
    await expect(toast(page, toasts.downloadStarted.title)).toContainText(toasts.downloadStarted.description)
  })

  test("Copy puts the XML on the clipboard, says 'Copied!' for 2 s and shows 'Copied to clipboard'", async ({
    page,
    context,
    request,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const xml = await (await request.get('/sitemap.xml')).text()
    // A paused page clock: 'Copied!' must last 2 s of the page's time, however slow the machine is.
    await page.clock.install({ time: new Date('2025-05-13T09:00:00') })
    await page.clock.pauseAt(new Date('2025-05-13T09:00:01'))
    await openStarted(page, '/sitemap')
    await page.getByRole('button', { name: xmlCopy.copy, exact: true }).click()
    const copied = page.getByRole('button', { name: xmlCopy.copied })
    await expect(copied).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(xml)
    // The toasts' code loads on this first toast (real time, not the page's clock); the toast then mounts on the
    // page's next frames, so the clock is moved on in small steps until it shows, and the steps are counted.
    let elapsed = 0
    await expect(async () => {
      await page.clock.runFor(50)
      elapsed += 50
      await expect(toast(page, toasts.copied.title)).toContainText(toasts.copied.description, { timeout: 250 })
    }).toPass({ timeout: 10_000 })
    expect(elapsed).toBeLessThan(1_000)
    await page.clock.runFor(1_999 - elapsed)
    await expect(copied).toBeVisible()
    await page.clock.runFor(1)
    await expect(page.getByRole('button', { name: xmlCopy.copy, exact: true })).toBeVisible()
  })

  test("a refused clipboard shows the destructive toast 'Copy failed' and keeps the Copy label", async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'clipboard', {
        value: { writeText: () => Promise.reject(new DOMException('Write permission denied.', 'NotAllowedError')) },
      })
    })
    await openStarted(page, '/sitemap')
    await page.getByRole('button', { name: xmlCopy.copy, exact: true }).click()
    const failed = toast(page, toasts.copyFailed.title)
    await expect(failed).toContainText(toasts.copyFailed.description)
    await expect(failed).toHaveAttribute('data-type', 'error')
    await expect(page.getByRole('button', { name: xmlCopy.copy, exact: true })).toBeVisible()
  })

  test('lists main pages, city pages, blog articles, city guides and every town under its county', async ({ page }) => {
    await openStarted(page, '/sitemap')
    // Each list sits in one block with its heading.
    const section = (heading: string) => page.getByRole('heading', { name: heading, exact: true }).locator('xpath=..')
    const mainLinks = section(lists.mainHeading).getByRole('link')
    await expect(mainLinks).toHaveCount(siteContent.layoutCopy.footer.quickLinks.length - 1)
    await expect(section(lists.citiesHeading).getByRole('link')).toHaveCount(siteContent.cityProfiles.length)
    await expect(section(lists.articlesHeading).getByRole('link')).toHaveCount(siteContent.articleMetas.length)
    await expect(section(lists.guidesHeading).getByRole('link')).toHaveCount(siteContent.cityProfiles.length)
    for (const county of siteContent.counties) {
      const group = section(county.name)
      const towns = siteContent.towns.filter((town) => town.county === county.slug)
      // The county page, then each town's page and its offer calculator.
      await expect(group.getByRole('link')).toHaveCount(1 + towns.length * 2)
      for (const town of towns)
        await expect(group.getByRole('link', { name: town.city, exact: true })).toHaveAttribute(
          'href',
          `/locations/${town.pageSlug}`,
        )
    }
    // Every page of the site is one click away from here.
    const hrefs = new Set(
      await page.locator('main a[href^="/"]').evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    )
    for (const entry of routeManifest.filter((item) => item.path !== '/sitemap'))
      expect(hrefs.has(entry.path), entry.path).toBe(true)
  })
})
