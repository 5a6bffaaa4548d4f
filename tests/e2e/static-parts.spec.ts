/**
 * Static parts (src/lib/deferred-part.tsx; decision 0039): on the page a visit starts on, a part that never changes
 * (testimonials, a legal text, a whole page with nothing to press) stays as pre-rendered, and neither its code nor its
 * text is downloaded. Kept HTML stays through renders of its page, and even a render from scratch. A page reached in
 * the app renders it with the rest, and a link in kept HTML opens its page in the app.
 */
import type { Page } from '@playwright/test'
import {
  articleMetas,
  cityGuideCopy,
  faqEntries,
  homeCopy,
  legalCopy,
  stormCopy,
  testimonials,
} from '../../content/data'
import { articlePath, cityGuidePath, staticPagePath } from '../../src/routing/paths'
import { expect, openHydrated, test } from '../support/fixtures'
import { openBeforeTheApp } from '../support/hold-back'

/** The text of every script the page has downloaded so far. */
function watchScripts(page: Page): () => Promise<string[]> {
  const responses: Array<Promise<string>> = []
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') responses.push(response.text().catch(() => ''))
  })
  return () => Promise.all(responses)
}

/** Whether any downloaded script holds `text` (as the bundler writes it, in a template literal or quotes). */
const anyHolds = (scripts: string[], text: string) => scripts.some((script) => script.includes(text))

const firstQuote = (ids: readonly string[]) => testimonials.find((testimonial) => testimonial.id === ids[0])!.quote

test('the home page keeps its testimonials as pre-rendered, without their code', async ({ page }) => {
  const scripts = watchScripts(page)
  await openHydrated(page, staticPagePath('home'))
  const reviews = page.getByRole('region', { name: homeCopy.testimonials.heading })
  await expect(reviews.locator('figure')).toHaveCount(homeCopy.testimonials.ids.length)
  await expect(reviews).toContainText(firstQuote(homeCopy.testimonials.ids))
  await page.waitForLoadState('networkidle')
  expect(anyHolds(await scripts(), firstQuote(homeCopy.testimonials.ids))).toBe(false)
})

test("a kept legal text stays through its contents' fragment links, which render the page again", async ({ page }) => {
  await openHydrated(page, staticPagePath('privacy'))
  const sections = legalCopy.privacy.sections
  const main = page.getByRole('main')
  // The page reads the address, so each fragment link renders it again; the kept text must stay as it was.
  for (const section of [sections[2]!, sections.at(-1)!]) {
    await page
      .getByRole('navigation', { name: legalCopy.contentsHeading })
      .getByRole('link', { name: section.heading })
      .click()
    await expect(page).toHaveURL(/#section-\d+$/)
  }
  await expect(main.getByRole('heading', { level: 2 })).toHaveCount(sections.length + 1)
  await expect(main.getByRole('heading', { level: 1 })).toHaveText(legalCopy.privacy.heading)
})

test.describe('when hydration fails and React renders the page from scratch', () => {
  test.use({ expectedConsoleErrors: [/Minified React error #418|Hydration failed|hydrat/i] })

  test('a kept part writes its pre-rendered HTML back instead of nothing', async ({ page }) => {
    const app = await openBeforeTheApp(page, staticPagePath('privacy'))
    // What a browser's translation does before the app starts: text in a part the app hydrates (the footer) changes.
    await page.evaluate(() => {
      const heading = document.querySelector('footer h2')
      if (heading) heading.textContent = 'Síguenos'
    })
    await app.start()
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText(legalCopy.privacy.heading)
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(
      legalCopy.privacy.sections.length + 1,
    )
  })
})

test('a page reached in the app renders its testimonials, and the first page shows them again on Back', async ({
  page,
}) => {
  await openHydrated(page, staticPagePath('home'))
  await page
    .locator(`footer a[href="${staticPagePath('storm')}"]`)
    .first()
    .click()
  await expect(page).toHaveURL(/\/storm-damaged-homes$/)
  const stormReviews = page.getByRole('region', { name: stormCopy.testimonials.heading })
  await expect(stormReviews.locator('figure')).toHaveCount(stormCopy.testimonials.ids.length)
  await expect(stormReviews).toContainText(firstQuote(stormCopy.testimonials.ids))
  await page.goBack()
  const homeReviews = page.getByRole('region', { name: homeCopy.testimonials.heading })
  await expect(homeReviews.locator('figure')).toHaveCount(homeCopy.testimonials.ids.length)
  await expect(homeReviews).toContainText(firstQuote(homeCopy.testimonials.ids))
})

test('a legal page loads none of its text, and the other legal page reached in the app shows its own', async ({
  page,
}) => {
  const scripts = watchScripts(page)
  await openHydrated(page, staticPagePath('privacy'))
  await page.waitForLoadState('networkidle')
  expect(anyHolds(await scripts(), legalCopy.privacy.intro)).toBe(false)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalCopy.privacy.heading)
  await page
    .locator(`footer a[href="${staticPagePath('terms')}"]`)
    .first()
    .click()
  await expect(page).toHaveURL(/\/terms$/)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(legalCopy.terms.heading)
  await expect(page.getByRole('main').getByRole('heading', { level: 2 }).last()).toHaveText(
    legalCopy.terms.sections.at(-1)!.heading,
  )
  expect(anyHolds(await scripts(), legalCopy.terms.intro)).toBe(true)
})

test("the storm page's questions open and close without their text downloaded", async ({ page }) => {
  const scripts = watchScripts(page)
  await openHydrated(page, staticPagePath('storm'))
  const question = faqEntries.find((entry) => entry.category === 'storm-damage')!
  const section = page.getByRole('region', { name: stormCopy.faqHeading })
  const details = section.locator('details').filter({ has: page.locator('summary', { hasText: question.question }) })
  const summary = details.locator('summary')
  await summary.click()
  await expect(details).toHaveAttribute('open', '')
  await summary.click()
  await expect(details).not.toHaveAttribute('open')
  await page.waitForLoadState('networkidle')
  expect(anyHolds(await scripts(), question.question)).toBe(false)
})

test('a link in a page kept as pre-rendered opens its page in the app, without loading a new document', async ({
  page,
}) => {
  await openHydrated(page, cityGuidePath('ocala'))
  await page.evaluate(() => Object.assign(window, { sameDocument: true }))
  const related = page.getByRole('region', { name: cityGuideCopy.relatedHeading })
  const article = articleMetas.find((meta) => meta.slug === cityGuideCopy.relatedArticles[0])!
  await related.getByRole('link', { name: article.title }).click()
  await expect(page).toHaveURL(new RegExp(`${articlePath(article.slug)}$`))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  expect(await page.evaluate(() => 'sameDocument' in window)).toBe(true)
})

test.describe('with a static part unable to load after a navigation', () => {
  test.use({ expectedConsoleErrors: [/status of 503|Failed to fetch dynamically imported module/] })

  test('the page is loaded from the server instead, with its part', async ({ page }) => {
    await openHydrated(page, staticPagePath('home'))
    let refused = 0
    await page.route('**/assets/testimonial-list-*.js', (route) => {
      refused += 1
      return route.fulfill({ status: 503, body: '' })
    })
    await page
      .locator(`footer a[href="${staticPagePath('storm')}"]`)
      .first()
      .click()
    await expect(page).toHaveURL(/\/storm-damaged-homes$/)
    await expect(page.getByRole('region', { name: stormCopy.testimonials.heading }).locator('figure')).toHaveCount(
      stormCopy.testimonials.ids.length,
    )
    expect(refused).toBeGreaterThan(0)
  })
})
