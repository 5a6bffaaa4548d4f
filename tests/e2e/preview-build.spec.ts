/**
 * A preview build (SITE_PREVIEW=1, decision 0067), built once for a real domain with every analytics setting given
 * (tests/support/preview-site.ts): every page and file is kept out of search engines, no sitemap is offered, no
 * analytics is in it, every page says it is a preview, and a form with no Supabase project says it was not sent.
 */
import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { layoutCopy, leadsCopy } from '../../content/data'
import { previewAnalytics, startPreviewSite, type PreviewSite } from '../support/preview-site'
import { routeManifest } from '../support/site'
import { expect, openStarted, test } from '../support/fixtures'
import { fillContactForm, uniqueEmail } from '../support/leads'

let site: PreviewSite

// One build and one server for the file: its tests run one after the other in one worker.
test.describe.configure({ mode: 'serial' })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  site = await startPreviewSite()
})

test.afterAll(async () => {
  await site?.close()
})

test('every page answers X-Robots-Tag noindex, says noindex in its head, names no sitemap and shows the notice', async ({
  request,
}) => {
  const paths = [...routeManifest.map((entry) => entry.path), '/no-such-page-in-the-preview']
  for (const path of paths) {
    const response = await request.get(`${site.origin}${path}`)
    expect(response.headers()['x-robots-tag'], path).toBe('noindex')
    const page = parse(await response.text())
    expect(page.querySelector('meta[name="robots"]')?.getAttribute('content'), path).toBe('noindex')
    expect(page.querySelector('link[rel="sitemap"]'), path).toBeNull()
    expect(page.querySelector('#preview-notice')?.textContent, path).toBe(layoutCopy.previewNotice)
  }
})

test('_headers says noindex for every path, and the files beside the pages answer it too', async ({ request }) => {
  const headers = readFileSync(join(site.distDir, '_headers'), 'utf8')
  expect(headers).toMatch(/^\/\*\n(?: {2}.+\n)*? {2}X-Robots-Tag: noindex\n/m)
  const asset = readdirSync(join(site.distDir, 'assets')).find((file) => file.endsWith('.js'))!
  for (const path of ['/robots.txt', '/sitemap.xml', `/assets/${asset}`])
    expect((await request.get(`${site.origin}${path}`)).headers()['x-robots-tag'], path).toBe('noindex')
})

test('robots.txt disallows everything and names no sitemap', async ({ request }) => {
  const robots = await (await request.get(`${site.origin}/robots.txt`)).text()
  expect(robots.split('\n').filter(Boolean)).toEqual(['User-agent: *', 'Disallow: /'])
})

test('no analytics: no script, id or origin of the analytics settings is in the build or its CSP', async ({
  request,
}) => {
  const csp = (await request.get(`${site.origin}/`)).headers()['content-security-policy'] ?? ''
  expect(csp).toContain("script-src 'self'")
  const files = readdirSync(site.distDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    /\.(html|js)$|^_headers$/.test(file),
  )
  expect(files.length).toBeGreaterThan(routeManifest.length)
  // The tags' code is in every build; without an id it loads nothing, and without their origins the CSP refuses them.
  const analyticsOrigin = new URL(previewAnalytics.VITE_ANALYTICS_SRC).origin
  for (const file of files) {
    const text = readFileSync(join(site.distDir, file), 'utf8')
    for (const trace of [analyticsOrigin, ...Object.values(previewAnalytics)])
      expect(text.includes(trace), `${file} mentions ${trace}`).toBe(false)
  }
  for (const origin of [analyticsOrigin, 'googletagmanager.com', 'google-analytics.com', 'facebook'])
    expect(csp).not.toContain(origin)
})

test('the contact form, with no Supabase project, sends nothing and says the preview did not send it', async ({
  page,
}) => {
  const sent: string[] = []
  page.on('request', (request) => {
    if (/\/(rest|functions)\/v1\//.test(new URL(request.url()).pathname)) sent.push(request.url())
  })
  await openStarted(page, `${site.origin}/contact`)
  await fillContactForm(page, uniqueEmail('preview'))
  await page.getByRole('button', { name: leadsCopy.submit }).click()
  await expect(page.getByTestId('lead-error')).toContainText(leadsCopy.errors.previewNotSent)
  expect(sent).toEqual([])
})
