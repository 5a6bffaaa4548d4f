import { parse } from 'node-html-parser'
import { renderAllArticles } from '../../builder/articles'
import { blogCopy } from '../../content/data'
import { tocMinimumSections } from '../../src/features/blog/rendered-article'
import { formatUsd } from '../../src/lib/format'
import { articlePath, cityGuidePath, cityLandingPath } from '../../src/routing/paths'
import { expect, openStarted, test } from '../support/fixtures'
import { routeManifest, siteContent } from '../support/site'

const { articleMetas, cityProfiles, defaultMarketSnapshot, towns } = siteContent
const townSlugs = new Set(towns.map((town) => town.pageSlug))
const [firstCity] = cityProfiles
const body = '[data-testid="article-body"]'

test.describe('blog', () => {
  test('the index shows every article card and the first city guide cards, each with date and read time, all linking to pages', async ({
    page,
    request,
  }) => {
    await page.goto('/blog')
    const articleCards = page.getByTestId('article-cards').getByRole('listitem')
    const guideCards = page.getByTestId('guide-cards').getByRole('listitem')
    await expect(articleCards).toHaveCount(articleMetas.length)
    await expect(guideCards).toHaveCount(Math.min(blogCopy.index.guideCards, cityProfiles.length))
    for (const card of [...(await articleCards.all()), ...(await guideCards.all())]) {
      await expect(card.locator('time')).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/)
      await expect(card).toContainText(/\d+ min read/)
      const href = await card.getByRole('link').first().getAttribute('href')
      expect((await request.get(href!)).status(), href!).toBe(200)
    }
    for (const meta of articleMetas) await expect(articleCards.filter({ hasText: meta.title })).toHaveCount(1)
    await expect(page.getByTestId('all-guides').getByRole('link')).toHaveCount(cityProfiles.length)
    await expect(page.getByRole('link', { name: blogCopy.callToAction.button })).toHaveAttribute('href', '/contact')
  })

  test('every article has its headline, author, breadcrumbs, a call to action to /contact and valid JSON-LD', async ({
    request,
    page,
  }) => {
    for (const meta of articleMetas) {
      const path = `/blog/${meta.slug}`
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByText(`By ${meta.author}`)).toBeVisible()
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' })
      await expect(crumbs.getByRole('link', { name: 'Blog' })).toHaveAttribute('href', '/blog')
      await expect(page.locator(`${body} a[href="/contact"]`).first()).toBeVisible()

      const html = await (await request.get(path)).text()
      const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
        (match) => JSON.parse(match[1]!) as Record<string, unknown>,
      )
      const posting = blocks.find((block) => block['@type'] === 'BlogPosting')
      expect(posting, path).toMatchObject({ datePublished: meta.publishedAt, author: { name: meta.author } })
      expect(String(posting?.image)).toMatch(/^https?:\/\/.+\/images\/article-.+\.jpg$/)
      expect(
        blocks.some((block) => block['@type'] === 'BreadcrumbList'),
        path,
      ).toBe(true)
      expect(html).toMatch(/<meta property="og:image" content="[^"]+"/)
    }
  })

  test('each article shows its Markdown as the build renders it: headings, tables, links and contents', async ({
    page,
  }) => {
    const rendered = renderAllArticles(siteContent, new Set(routeManifest.map((entry) => entry.path)))
    for (const meta of articleMetas) {
      const article = rendered.get(meta.slug)!
      await page.goto(articlePath(meta.slug))
      const shown = page.locator(body)
      const source = parse(article.html)
      await expect(shown.locator('h2, h3')).toHaveText(source.querySelectorAll('h2, h3').map((heading) => heading.text))
      expect(await shown.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        source.querySelectorAll('a').map((link) => link.getAttribute('href')),
      )
      await expect(shown.locator('table')).toHaveCount(source.querySelectorAll('table').length)
      // A contents list once an article has enough sections to need one.
      const sections = article.headings.filter((heading) => heading.level === 2).length
      await expect(page.getByRole('navigation', { name: blogCopy.tocHeading })).toHaveCount(
        sections >= tocMinimumSections ? 1 : 0,
      )
    }
  })

  test('a city guide has its title, market snapshot, neighborhoods and the related links of the spec', async ({
    page,
  }) => {
    for (const city of cityProfiles) {
      await page.goto(cityGuidePath(city.slug))
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        blogCopy.guide.headline.replace('{city}', city.cityName),
      )
      const snapshot = city.marketSnapshot ?? defaultMarketSnapshot
      await expect(page.getByTestId('market-snapshot')).toContainText(formatUsd(snapshot.medianPrice))
      const related = page.getByRole('region', { name: blogCopy.guide.relatedHeading })
      for (const slug of blogCopy.guide.relatedArticles)
        await expect(related.locator(`a[href="${articlePath(slug)}"]`)).toHaveCount(1)
      // A city that is one of our towns links to the town's page, another to its landing page (decision 0025).
      await expect(related.locator(`a[href="${cityLandingPath(city, townSlugs)}"]`)).toHaveCount(1)
    }
  })

  test.describe('with the city picture missing', () => {
    test.use({ expectedConsoleErrors: [new RegExp(`missing resource \\(404\\): .*/images/city-${firstCity!.slug}-`)] })

    test("a city guide's broken picture is replaced by the blog's default picture", async ({ page }) => {
      await page.route(`**/images/city-${firstCity!.slug}-*`, (route) => route.fulfill({ status: 404, body: '' }))
      await openStarted(page, cityGuidePath(firstCity!.slug))
      const picture = page.locator('article header img')
      await expect
        .poll(() => picture.evaluate((image: HTMLImageElement) => image.currentSrc), { timeout: 8_000 })
        .toMatch(/\/images\/blog-default-\d+\.(avif|webp|jpg)/)
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0)
      await expect(picture).toBeVisible()
    })
  })

  test("an unknown city guide answers 404 with the city guides' not-found heading", async ({ page }) => {
    const response = await page.goto('/blog/atlantis')
    expect(response?.status()).toBe(404)
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(siteContent.notFoundCopy.familyHeadings.cityGuide)
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/)
  })
})
