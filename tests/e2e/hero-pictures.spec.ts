/** Home, city, county and location heroes show their picture, preloaded, without shifting anything (decision 0014). */
import { imageFileUrl } from '../../src/lib/image-variants'
import { expect, openStarted, test } from '../support/fixtures'
import { decodeEntities } from '../support/html'
import { routeManifest, siteContent } from '../support/site'

const heroKinds = new Set(['home', 'city', 'county', 'location'])
const heroPages = routeManifest.filter((entry) => heroKinds.has(entry.kind))
/** One page of each kind, for what needs a browser. */
const samplePages = [...heroKinds].map((kind) => heroPages.find((entry) => entry.kind === kind)!)

/** The image preloads of a document's head: each one's srcset and attributes, as a crawler reads them. */
function imagePreloads(html: string): Array<Record<string, string>> {
  const head = html.slice(0, html.indexOf('</head>'))
  return (head.match(/<link\b[^>]*>/g) ?? [])
    .map((tag) =>
      Object.fromEntries(
        [...tag.matchAll(/\s([a-z-]+)="([^"]*)"/g)].map((match) => [match[1]!, decodeEntities(match[2]!)]),
      ),
    )
    .filter((link) => link.rel === 'preload' && link.as === 'image')
}

test('every home, city, county and location page pre-renders its own sized hero picture, preloaded first, its files served', async ({
  request,
}) => {
  // Home, each city's landing page (a city that is also a town has its town's page, decision 0035), counties, towns.
  const { towns, counties, cityProfiles } = siteContent
  const landingCities = cityProfiles.filter((city) => !towns.some((town) => town.pageSlug === city.slug))
  expect(heroPages).toHaveLength(1 + landingCities.length + counties.length + towns.length)
  const pictures = new Set<string>()
  for (const entry of heroPages) {
    const html = await (await request.get(entry.path)).text()
    const hero = html.slice(html.indexOf('<h1'), html.indexOf('</section>', html.indexOf('<h1')))
    const image = hero.match(/<img\b[^>]*>/)?.[0]
    expect(image, `${entry.path} has no picture in its hero`).toBeDefined()
    const src = image!.match(/\ssrc="\/images\/([a-z0-9-]+)-(\d+)\.jpg"/)
    expect(src, entry.path).not.toBeNull()
    const [, id, width] = src!
    expect(image).toMatch(/\swidth="\d+"/)
    expect(image).toMatch(/\sheight="\d+"/)
    expect(image).toMatch(/\salt="[^"]{20,}"/)
    expect(image).toMatch(/\sfetchpriority="high"/)
    expect(image).not.toMatch(/loading="lazy"/)
    pictures.add(id!)

    const preloads = imagePreloads(html)
    expect(preloads, entry.path).toHaveLength(1)
    expect(preloads[0]!.imagesrcset, entry.path).toContain(`/images/${id}-${width}.avif`)
    expect(preloads[0]!.fetchpriority).toBe('high')

    for (const url of [imageFileUrl(id!, Number(width), 'jpg'), imageFileUrl(id!, Number(width), 'avif')]) {
      const file = await request.get(url)
      expect(file.status(), url).toBe(200)
    }
  }
  // Each town and county has its own picture; a city page shows its guide's.
  expect(pictures.size).toBe(heroPages.length)
})

for (const entry of samplePages) {
  test(`${entry.kind} (${entry.path}): the picture follows the actions on a phone and stands beside the headline on a desktop`, async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    await openStarted(page, entry.path)
    const hero = page.locator('section').filter({ has: page.locator('h1') })
    const picture = hero.locator('[data-image-state]')
    await expect(picture).toHaveAttribute('data-image-state', 'shown')
    const img = picture.locator('img')
    expect(await img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
    expect(await img.evaluate((element: HTMLImageElement) => element.currentSrc)).toMatch(/\.avif$/)
    const actions = hero.locator('a').last()
    const [phonePicture, lastAction] = [await picture.boundingBox(), await actions.boundingBox()]
    expect(phonePicture!.y).toBeGreaterThanOrEqual(lastAction!.y + lastAction!.height)
    expect(phonePicture!.x + phonePicture!.width).toBeLessThanOrEqual(390)

    await page.setViewportSize({ width: 1280, height: 900 })
    const [heading, wide] = [await hero.locator('h1').boundingBox(), await picture.boundingBox()]
    expect(wide!.x).toBeGreaterThan(heading!.x + heading!.width)
    expect(wide!.y + wide!.height).toBeLessThan(900)
  })
}

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const entry of samplePages) {
    test(`${entry.kind} (${entry.path}): the pre-rendered picture loads and takes its reserved size`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      await page.goto(entry.path)
      const img = page
        .locator('section')
        .filter({ has: page.locator('h1') })
        .locator('img')
      await expect(img).toBeVisible()
      await expect.poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0)
      const box = await img.boundingBox()
      const ratio = await img.evaluate((element: HTMLImageElement) => element.naturalWidth / element.naturalHeight)
      expect(Math.abs(box!.width / box!.height - ratio)).toBeLessThan(0.02)
    })
  }
})
