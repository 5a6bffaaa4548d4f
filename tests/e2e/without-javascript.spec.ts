/**
 * Pages as a visitor with JavaScript turned off meets them. Playwright's javaScriptEnabled option only stops
 * scripts; this Chromium runs with Blink's scripting setting off, so (scripting: none) styles apply as they would.
 */
import { faqEntries, faqPageCopy, leadsCopy, offerCopy, sitemapPageCopy } from '../../content/data'
import { fillCopy } from '../../content/fill-copy'
import { estimateCashOffer } from '../../src/features/calculator/offer-formula'
import { formatUsd } from '../../src/lib/format'
import { townOfferPath, townPagePath } from '../../src/routing/paths'
import { chromiumArgs, testChromiumPath } from '../../tools/chromium'
import { faqQuestion, isExpanded, openAnswers } from '../support/disclosure'
import { expect, test } from '../support/fixtures'
import { sampleTown, siteContent } from '../support/site'

test.use({
  javaScriptEnabled: false,
  launchOptions: {
    executablePath: testChromiumPath(),
    args: [...chromiumArgs, '--blink-settings=scriptEnabled=false'],
  },
})

test('the calculator page explains the rule and shows the phone instead of a button that cannot work', async ({
  page,
}) => {
  await page.goto(townOfferPath(sampleTown.pageSlug))
  const share = `${Math.round(offerCopy.offerShare * 100)}%`
  await expect(
    page.getByRole('heading', { name: fillCopy(offerCopy.town.contextHeading, { city: sampleTown.city, share }) }),
  ).toBeVisible()
  const { arv, repairs } = offerCopy
  await expect(page.getByText(offerCopy.rule.example.split('{arv}')[0]!)).toContainText(
    formatUsd(estimateCashOffer({ arv: arv.initial, repairs: repairs.initial })),
  )
  const note = page.getByText(offerCopy.noScript)
  await expect(note).toBeVisible()
  await expect(note.getByRole('link', { name: siteContent.business.phone })).toBeVisible()
  await expect(
    page.getByRole('button', { name: offerCopy.calculateTown.replace('{city}', sampleTown.city) }),
  ).toBeHidden()
})

test('the FAQ page lists every question, the ones the cash-offer group would load too, and each answer opens and closes', async ({
  page,
}) => {
  await page.goto('/faq')
  const questions = page.locator('summary')
  await expect(questions).toHaveCount(faqEntries.length)
  for (const question of await questions.all()) await expect(question).toBeVisible()
  await expect(openAnswers(page)).toHaveCount(0)
  const [first, second] = faqEntries
  await faqQuestion(page, first!.question).click()
  await expect(openAnswers(page)).toHaveCount(1)
  await expect(openAnswers(page)).toBeVisible()
  // One open at a time: opening another closes the first.
  await faqQuestion(page, second!.question).click()
  await expect(openAnswers(page)).toHaveCount(1)
  await expect.poll(() => isExpanded(page, first!.question)).toBe(false)
  await faqQuestion(page, second!.question).click()
  await expect(openAnswers(page)).toHaveCount(0)
  await expect(page.getByRole('button', { name: faqPageCopy.loadMore.more })).toBeHidden()
})

test('the sitemap page shows its XML and keeps the download link, without the buttons that need scripts', async ({
  page,
}) => {
  await page.goto('/sitemap')
  await expect(page.getByTestId('sitemap-xml')).toBeVisible()
  await expect(page.getByTestId('sitemap-xml')).toContainText('<urlset')
  await expect(page.getByRole('link', { name: sitemapPageCopy.xml.download })).toHaveAttribute('href', '/sitemap.xml')
  await expect(page.getByRole('button', { name: sitemapPageCopy.xml.view })).toBeHidden()
  await expect(page.getByRole('button', { name: sitemapPageCopy.xml.copy, exact: true })).toBeHidden()
})

for (const path of ['/contact', townPagePath(sampleTown.pageSlug)]) {
  test(`${path}: the form's notice stands above its fields, so the phone is read before anything is typed`, async ({
    page,
  }) => {
    await page.goto(path)
    const form = page.getByTestId('contact-form')
    const notice = form.getByText(leadsCopy.noScript)
    await expect(notice).toBeVisible()
    await expect(notice.getByRole('link', { name: siteContent.business.phone })).toBeVisible()
    const noticeBottom = await notice.evaluate((element) => element.getBoundingClientRect().bottom)
    const firstFieldTop = await form
      .locator('input, textarea')
      .first()
      .evaluate((element) => element.getBoundingClientRect().top)
    expect(noticeBottom).toBeLessThanOrEqual(firstFieldTop)
    await expect(form.getByRole('button', { name: leadsCopy.submit })).toBeHidden()
  })
}

test('home: "Show more locations" opens the whole grid, and every town is linked', async ({ page }) => {
  await page.goto('/')
  const grid = page.getByTestId('location-grid')
  await expect(grid.locator('li:visible')).toHaveCount(
    Math.min(siteContent.homeCopy.locations.initialCount, siteContent.towns.length),
  )
  await grid.locator('summary').click()
  await expect(grid.locator('li:visible')).toHaveCount(siteContent.towns.length)
  for (const town of siteContent.towns)
    await expect(grid.getByRole('link', { name: `Get Cash Offer in ${town.city}` })).toBeVisible()
})
