import { faqEntries, faqPageCopy, layoutCopy } from '../../content/data'
import { townPagePath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { faqQuestion, isExpanded, openAnswers } from '../support/disclosure'
import { decodeEntities } from '../support/html'
import { sampleTown } from '../support/site'

test.describe('FAQ page', () => {
  test('shows the four groups in order', async ({ page }) => {
    await openStarted(page, '/faq')
    await expect(page.getByRole('heading', { level: 2 })).toContainText(
      faqPageCopy.groups.map((group) => group.heading),
    )
  })

  test('opens one answer at a time and can close them all', async ({ page }) => {
    await openStarted(page, '/faq')
    const [first, second] = faqEntries
    await expect(openAnswers(page)).toHaveCount(0)

    await faqQuestion(page, first!.question).click()
    await expect.poll(() => isExpanded(page, first!.question)).toBe(true)
    await expect(openAnswers(page)).toHaveCount(1)

    await faqQuestion(page, second!.question).click()
    await expect.poll(() => isExpanded(page, first!.question)).toBe(false)
    await expect.poll(() => isExpanded(page, second!.question)).toBe(true)
    await expect(openAnswers(page)).toHaveCount(1)
    await expect(openAnswers(page)).toBeVisible()

    await faqQuestion(page, second!.question).click()
    await expect(openAnswers(page)).toHaveCount(0)
    await expect(page.locator('details > summary + *').filter({ visible: true })).toHaveCount(0)
  })

  test("'Load more FAQs' adds exactly 3 selling-process questions to the cash-offer group, 'Show less FAQs' removes them", async ({
    page,
  }) => {
    await openStarted(page, '/faq')
    const group = page.getByTestId('faq-group-cash-offer')
    const questions = group.locator('summary').filter({ visible: true })
    const before = await questions.count()
    expect(before).toBe(faqEntries.filter((entry) => entry.category === 'cash-offer').length)

    await page.getByRole('button', { name: faqPageCopy.loadMore.more }).click()
    await expect(questions).toHaveCount(before + 3)
    for (const id of faqPageCopy.loadMore.questionIds) {
      const entry = faqEntries.find((item) => item.id === id)!
      expect(entry.category).toBe('selling-process')
      await expect(faqQuestion(group, entry.question)).toBeVisible()
    }

    // One of them left open is closed with them, not hidden open.
    const extra = faqEntries.find((item) => item.id === faqPageCopy.loadMore.questionIds[0])!
    await faqQuestion(group, extra.question).click()
    await expect(openAnswers(group)).toHaveCount(1)
    await page.getByRole('button', { name: faqPageCopy.loadMore.less }).click()
    await expect(questions).toHaveCount(before)
    await expect(openAnswers(page)).toHaveCount(0)
    await page.getByRole('button', { name: faqPageCopy.loadMore.more }).click()
    await expect(faqQuestion(group, extra.question)).toBeVisible()
    await expect(openAnswers(page)).toHaveCount(0)
  })

  test('the raw HTML holds every answer and FAQPage data for exactly those questions', async ({ request }) => {
    const html = await (await request.get('/faq')).text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
      (match) => JSON.parse(match[1]!) as { '@type': string; mainEntity?: Array<{ name: string }> },
    )
    const faqPage = jsonLd.find((block) => block['@type'] === 'FAQPage')
    const described = faqPage?.mainEntity?.map((question) => question.name) ?? []
    expect(described).toHaveLength(faqEntries.length)
    const body = decodeEntities(html.slice(html.indexOf('<body')))
    for (const entry of faqEntries) {
      expect(described).toContain(entry.question)
      expect(body, entry.id).toContain(entry.question)
      expect(html, entry.id).toContain(entry.answerHtml)
    }
  })

  test('elsewhere a FAQ block ends with a See more FAQs link to /faq', async ({ page }) => {
    await openStarted(page, '/storm-damaged-homes')
    await expect(page.getByRole('link', { name: layoutCopy.seeMoreFaqs })).toHaveAttribute('href', '/faq')
    await openStarted(page, townPagePath(sampleTown.pageSlug))
    await expect(page.getByRole('link', { name: layoutCopy.seeMoreFaqs })).toHaveAttribute('href', '/faq')
  })
})
