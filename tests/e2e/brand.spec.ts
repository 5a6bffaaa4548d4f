/** The brand (decision 0013): the logo, the icons and the web manifest, and a share card for every page. */
import sharp from 'sharp'
import { business } from '../../content/data'
import { brandFiles } from '../../src/lib/brand-mark'
import { shareImagePath, townPagePath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { readHead } from '../support/html'
import { routeManifest, sampleTown, siteUrl } from '../support/site'

test('every indexable page has its own 1200 x 630 share card, served, with og:image and a large Twitter card', async ({
  request,
}) => {
  const indexable = routeManifest.filter((entry) => entry.indexable)
  expect(indexable.length).toBeGreaterThan(100)
  const cards = new Set<string>()
  for (const entry of indexable) {
    const head = readHead(await (await request.get(entry.path)).text())
    const [image] = head.meta('og:image')
    expect(image, entry.path).toBe(`${siteUrl}${shareImagePath(entry.path)}`)
    expect(head.meta('og:image:width'), entry.path).toEqual(['1200'])
    expect(head.meta('og:image:height'), entry.path).toEqual(['630'])
    expect(head.meta('og:image:alt'), entry.path).toEqual([entry.title])
    expect(head.meta('twitter:card'), entry.path).toEqual(['summary_large_image'])
    expect(head.meta('twitter:image'), entry.path).toEqual([image])
    cards.add(image!)
    const file = await request.get(new URL(image!).pathname)
    expect(file.status(), image).toBe(200)
    expect(file.headers()['content-type']).toBe('image/jpeg')
    const { width, height, format } = await sharp(await file.body()).metadata()
    expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: 'jpeg' })
  }
  expect(cards.size).toBe(indexable.length)
})

test('a page outside the index (the sitemap page, a not-found view) shares the home card', async ({ request }) => {
  for (const path of ['/sitemap', '/no-such-page']) {
    const head = readHead(await (await request.get(path)).text())
    expect(head.meta('og:image'), path).toEqual([`${siteUrl}${shareImagePath('/')}`])
    expect(head.meta('twitter:card'), path).toEqual(['summary_large_image'])
  }
})

test('every page links the icons, the apple-touch-icon and the web manifest, and each is served', async ({
  request,
}) => {
  for (const path of ['/', townPagePath(sampleTown.pageSlug), '/no-such-page']) {
    const head = readHead(await (await request.get(path)).text())
    expect(head.links('icon'), path).toEqual([brandFiles.svg, brandFiles.png32])
    expect(head.links('apple-touch-icon'), path).toEqual([brandFiles.appleTouch])
    expect(head.links('manifest'), path).toEqual([brandFiles.manifest])
    expect(head.meta('theme-color'), path).toEqual([business.brand.primaryColor])
  }
  for (const [file, size] of [
    [brandFiles.png32, 32],
    [brandFiles.appleTouch, 180],
    [brandFiles.icon192, 192],
    [brandFiles.icon512, 512],
  ] as const) {
    const response = await request.get(file)
    expect(response.headers()['content-type']).toBe('image/png')
    expect(await sharp(await response.body()).metadata()).toMatchObject({ width: size, height: size })
  }
  const svg = await request.get(brandFiles.svg)
  expect(svg.headers()['content-type']).toContain('image/svg+xml')
  expect(await svg.text()).toContain(business.brand.accentColor)
  const manifest = (await (await request.get(brandFiles.manifest)).json()) as Record<string, unknown>
  expect(manifest).toMatchObject({
    name: business.name,
    short_name: business.shortName,
    theme_color: business.brand.primaryColor,
  })
  expect((manifest.icons as Array<{ src: string }>).map((icon) => icon.src)).toEqual([
    brandFiles.icon192,
    brandFiles.icon512,
  ])
})

test('the header and footer show the logo: the mark and the name, the header one leading home', async ({ page }) => {
  await openStarted(page, '/faq')
  const home = page.getByRole('banner').getByRole('link', { name: business.shortName, exact: true })
  await expect(home).toHaveAttribute('href', '/')
  await expect(home.locator('svg')).toBeVisible()
  await expect(page.getByTestId('footer-nap').locator('svg')).toBeVisible()
})
