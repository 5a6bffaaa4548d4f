import { aboutCopy, contactCopy, layoutCopy, leadsCopy, legalCopy, stormCopy } from '../../content/data'
import { fillCopy } from '../../content/fill-copy'
import { formatIsoDate } from '../../src/lib/format'
import { faqQuestion, isExpanded } from '../support/disclosure'
import { expect, openStarted, scriptsStarted, test } from '../support/fixtures'
import { readHead } from '../support/html'
import { businessTelLink, siteContent } from '../support/site'

const { business } = siteContent

test.describe('contact page', () => {
  test('shows the hero with the call link, then Contact Us, a call button and the place of the lead form', async ({
    page,
  }) => {
    await openStarted(page, '/contact')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(contactCopy.heroHeading)
    const hero = page.getByTestId('contact-hero')
    await expect(hero).toContainText(contactCopy.heroSubtitle)
    await expect(hero.getByRole('link', { name: business.phone })).toHaveAttribute('href', businessTelLink)
    await expect(page.getByRole('heading', { level: 2, name: contactCopy.heading })).toBeVisible()
    await expect(page.getByText(contactCopy.text)).toBeVisible()
    await expect(
      page
        .getByRole('region', { name: contactCopy.heading })
        .getByRole('link', { name: `${layoutCopy.callLabel} ${business.phone}` }),
    ).toBeVisible()
    const form = page.getByTestId('contact-form')
    for (const field of Object.values(leadsCopy.fields))
      await expect(form.getByLabel(field.label, { exact: true })).toBeVisible()
  })

  for (const [width, height] of [
    [375, 300],
    [767, 300],
    [768, 400],
    [1280, 400],
  ] as const) {
    test(`the hero is ${height} px tall at ${width} px wide`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 })
      await openStarted(page, '/contact')
      const box = await page.getByTestId('contact-hero').boundingBox()
      expect(box?.height).toBe(height)
    })
  }

  test('preloads the hero picture from the raw HTML and shows it once loaded', async ({ page, request }) => {
    const head = readHead(await (await request.get('/contact')).text())
    expect(head.links('preload')).toHaveLength(1)
    const html = await (await request.get('/contact')).text()
    expect(html).toMatch(
      /<link[^>]+rel="preload"[^>]+as="image"[^>]*fetchpriority="high"|<link[^>]+fetchpriority="high"[^>]+rel="preload"/,
    )

    await openStarted(page, '/contact')
    const picture = page.getByTestId('contact-hero').locator('img')
    await expect(page.getByTestId('contact-hero').locator('[data-image-state]')).toHaveAttribute(
      'data-image-state',
      'shown',
    )
    expect(await picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    expect(await picture.evaluate((image: HTMLImageElement) => image.currentSrc)).toMatch(
      /\/images\/contact-hero-\d+\.avif$/,
    )
  })

  test.describe('with the hero picture missing', () => {
    test.use({ expectedConsoleErrors: [/missing resource \(404\): .*\/images\/contact-hero-/] })

    test('a picture that fails is hidden, retried once after 1 s with a cache-busting parameter, and the text stays', async ({
      page,
    }) => {
      const requested: string[] = []
      const requestTimes: number[] = []
      await page.route('**/images/contact-hero-*', async (route) => {
        requested.push(new URL(route.request().url()).search)
        requestTimes.push(Date.now())
        await route.fulfill({ status: 404, body: '' })
      })
      await openStarted(page, '/contact')
      const area = page.getByTestId('contact-hero').locator('[data-image-state]')
      await expect(area).toHaveAttribute('data-image-state', 'failed')
      await expect.poll(() => requested.filter((search) => search === '?retry=1').length, { timeout: 5_000 }).toBe(1)
      await expect(area).toHaveAttribute('data-image-state', 'failed')
      await expect(area.locator('img')).toHaveClass(/image-error/)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForTimeout(1_500)
      expect(requested.filter((search) => search === '?retry=1')).toHaveLength(1)
      // The retry waits a second after the failure.
      const firstRetry = requestTimes[requested.indexOf('?retry=1')]!
      expect(firstRetry - requestTimes[0]!).toBeGreaterThanOrEqual(1_000)
    })
  })

  test('a picture still arriving is shown as it arrives: the scripts never hide it', async ({ page }) => {
    await page.route('**/images/contact-hero-*', () => {
      // Never answered: the picture stays loading.
    })
    await page.goto('/contact', { waitUntil: 'domcontentloaded' })
    await scriptsStarted(page)
    const area = page.getByTestId('contact-hero').locator('[data-image-state]')
    await expect(area).toHaveAttribute('data-image-state', 'loading')
    const image = area.locator('img')
    expect(await image.evaluate((element) => getComputedStyle(element).opacity)).toBe('1')
    expect(await image.evaluate((element) => getComputedStyle(element).visibility)).toBe('visible')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
})

test.describe('legal pages', () => {
  for (const [path, document] of [
    ['/privacy', legalCopy.privacy],
    ['/terms', legalCopy.terms],
  ] as const) {
    test(`${path} shows its last update and every section, reachable from its contents`, async ({ page }) => {
      await openStarted(page, path)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(document.heading)
      await expect(
        page.getByText(fillCopy(legalCopy.lastUpdatedLabel, { date: formatIsoDate(document.lastUpdated) })),
      ).toBeVisible()
      const last = document.sections.at(-1)!
      await expect(page.getByRole('heading', { level: 2 })).toContainText(document.sections.map((s) => s.heading))
      await page
        .getByRole('navigation', { name: legalCopy.contentsHeading })
        .getByRole('link', { name: last.heading })
        .click()
      await expect(page.getByRole('heading', { level: 2, name: last.heading })).toBeInViewport()
    })
  }

  test('the privacy policy gives the e-mail to write to', async ({ page }) => {
    await openStarted(page, '/privacy')
    await expect(page.getByRole('main').locator(`a[href="mailto:${business.email}"]`).first()).toBeVisible()
  })
})

test.describe('storm-damaged homes page', () => {
  test('has the badge, what it helps with, 3 steps, a seller, photos, reasons, the offer button and storm questions', async ({
    page,
  }) => {
    await openStarted(page, '/storm-damaged-homes')
    await expect(page.getByText(stormCopy.hero.badge)).toBeVisible()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(stormCopy.hero.heading)
    const helps = page.getByRole('region', { name: stormCopy.helpsWith.heading })
    await expect(helps.getByRole('heading', { level: 3 })).toHaveCount(stormCopy.helpsWith.items.length)
    await expect(page.getByRole('region', { name: stormCopy.process.heading }).getByRole('listitem')).toHaveCount(
      stormCopy.process.steps.length,
    )
    const reviews = page.getByRole('region', { name: stormCopy.testimonials.heading }).locator('figure')
    await expect(reviews).toHaveCount(stormCopy.testimonials.ids.length)
    // A sample testimonial (real: false) says so before its quote; a real one does not.
    const label = siteContent.layoutCopy.sampleTestimonialLabel
    const shown = stormCopy.testimonials.ids.map((id) => siteContent.testimonials.find((item) => item.id === id)!)
    for (const [index, review] of (await reviews.all()).entries()) {
      const first = review.locator('p').first()
      if (shown[index]!.real) await expect(first).not.toHaveText(label)
      else await expect(first).toHaveText(label)
    }
    const photos = page.getByRole('region', { name: stormCopy.photos.heading }).locator('img')
    await expect(photos).toHaveCount(stormCopy.photos.imageIds.length)
    for (const photo of await photos.all()) {
      await photo.scrollIntoViewIfNeeded()
      await expect(photo).toHaveAttribute('alt', /.{10,}/)
      await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
    }
    await expect(
      page.getByRole('region', { name: stormCopy.reasons.heading }).getByRole('heading', { level: 3 }),
    ).toHaveCount(stormCopy.reasons.items.length)
    await expect(page.getByRole('link', { name: stormCopy.callToAction.button })).toHaveAttribute('href', '/contact')

    const stormQuestions = siteContent.faqEntries.filter((entry) => entry.category === 'storm-damage')
    const section = page.getByRole('region', { name: stormCopy.faqHeading })
    await expect(section.locator('summary')).toHaveCount(stormQuestions.length)
    await faqQuestion(section, stormQuestions[0]!.question).click()
    await expect.poll(() => isExpanded(page, stormQuestions[0]!.question)).toBe(true)
  })
})

test.describe('about page', () => {
  test('says who buys, how an offer is made, the five pledges and who the visitor is dealing with', async ({
    page,
  }) => {
    await openStarted(page, '/about')
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(aboutCopy.hero.heading)
    // Its copy with the business's name, town and founding year filled in from the profile.
    const whoBuys = page.getByRole('region', { name: aboutCopy.whoBuys.heading })
    for (const paragraph of aboutCopy.whoBuys.paragraphs)
      await expect(whoBuys).toContainText(
        fillCopy(paragraph, {
          business: business.name,
          city: business.address.city,
          founded: business.foundedYear,
        }).split('{counties}')[0]!,
      )
    await expect(page.getByRole('region', { name: aboutCopy.howOffers.heading }).getByRole('listitem')).toHaveCount(
      aboutCopy.howOffers.steps.length,
    )
    const pledges = page.getByRole('region', { name: aboutCopy.pledges.heading }).getByRole('heading', { level: 3 })
    await expect(pledges).toHaveText(aboutCopy.pledges.items.map((pledge) => pledge.title))
    const identity = page.getByRole('region', { name: aboutCopy.identity.heading })
    for (const value of [business.name, business.address.street, business.phone, business.email])
      await expect(identity).toContainText(value)
    await expect(
      page.getByRole('region', { name: aboutCopy.callToAction.heading }).getByRole('link', {
        name: aboutCopy.callToAction.button,
      }),
    ).toHaveAttribute('href', '/contact')
  })
})
