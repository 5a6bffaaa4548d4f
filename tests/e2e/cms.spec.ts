/**
 * The content manager as a marketer meets it (decision 0036): `npm run cms` in a copy of the
 * project (tests/support/cms-site.ts), /admin in Chromium with Decap's local backend. Editing a town's description and
 * adding a question to a county change the files of content/ and nothing else in them; the rebuild the save starts
 * shows both on their pages. The CSP and console checks of every browser test apply to /admin too.
 */
import type { Page } from '@playwright/test'
import { parse, stringify } from 'yaml'
import { readFrontMatter } from '../../content/load'
import { countyPagePath, townPagePath } from '../../src/routing/paths'
import { startCmsSite, type CmsSite } from '../support/cms-site'
import { expect, test } from '../support/fixtures'
import { sampleTown, siteContent } from '../support/site'

let site: CmsSite

// One copy, one build and one content manager for the file: its tests run one after the other in one worker.
// A save's rebuild is one build of the copy; on a loaded two-core machine two in a row can take minutes.
test.describe.configure({ mode: 'serial', timeout: 420_000 })

test.beforeAll(async () => {
  test.setTimeout(600_000)
  site = await startCmsSite()
})

test.afterAll(async () => {
  await site?.close()
})

// Entries picked from content by rule, so any town or county may have been removed: the sample town, and the county
// with the fewest questions, which has room for one more.
const townFile = `content/towns/${sampleTown.pageSlug}.md`
const [county] = [...siteContent.counties].sort((a, b) => a.faqs.length - b.faqs.length)
const countyFile = `content/counties/${county!.slug}.md`

/** Opens an entry in the content manager, signed in to the local backend (its "Login" asks nothing). */
async function openEntry(page: Page, collection: string, slug: string): Promise<void> {
  await page.goto(`${site.staffOrigin}/admin#/collections/${collection}/entries/${slug}`)
  await page.getByRole('button', { name: 'Login' }).click()
}

async function publish(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Publish', exact: true }).click()
  await page.getByText('Publish now', { exact: true }).click()
  await expect(page.getByText('Entry saved')).toBeVisible()
}

/** The questions of the county file's front matter, as the copy holds it now. */
function countyFaqs(): unknown[] {
  const read = readFrontMatter(countyFile, site.read(countyFile))
  if ('problem' in read) throw new Error(read.problem)
  return read.data.faqs as unknown[]
}

/** A county file's text with one more question, written as the content manager writes its files. */
function withQuestionAdded(text: string, added: { question: string; answer: string }): string {
  const [, frontMatter = '', body = ''] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text) ?? []
  const data = parse(frontMatter) as { faqs: unknown[] }
  return `---\n${stringify({ ...data, faqs: [...data.faqs, added] })}---\n${body}`
}

/**
 * The page as the site serves it now, polled until the rebuild after a save has replaced it. Asked of 127.0.0.1, where
 * the server listens: Node's fetch tries "localhost" as ::1 first, and on a loaded machine its 250 ms for the next
 * address ran out ("fetch failed").
 */
const pageText = async (path: string) => {
  const url = new URL(path, site.origin)
  url.hostname = '127.0.0.1'
  return (await (await fetch(url)).text()).replace(/&#x27;/g, "'")
}

test('a town description edited in /admin changes that line of its file, and the rebuilt page shows it', async ({
  page,
}) => {
  const before = site.read(townFile)
  // The description's first words, as they stand in the file (a placeholder such as {phone} comes later, if at all).
  const sentence = sampleTown.description.split(' ').slice(0, 5).join(' ')
  const edited = `${sentence} (edited in /admin)`
  expect(before).toContain(sentence)

  await openEntry(page, 'towns', sampleTown.pageSlug)
  const description = page.getByLabel('Description', { exact: true })
  await expect(description).toHaveValue(new RegExp(sentence.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
  await description.fill((await description.inputValue()).replace(sentence, edited))
  await publish(page)

  // The save rewrote the file as the content files are kept: only the edited words differ.
  await expect.poll(() => site.read(townFile)).toBe(before.replace(sentence, edited))
  await expect.poll(() => pageText(townPagePath(sampleTown.pageSlug)), { timeout: 300_000 }).toContain(edited)
})

test('a question added to a county in /admin is saved in its file and shown on the rebuilt county page', async ({
  page,
}) => {
  const question = `Can you buy a fish camp or river cabin in ${county!.name}?`
  const answer = `Yes. We buy river cabins and fish camps in ${county!.name} as they stand, including ones on stilts or with an older septic system.`
  const faqsBefore = countyFaqs()
  const before = site.read(countyFile)

  await openEntry(page, 'counties', county!.slug)
  await page.getByRole('button', { name: /^Add faqs$/i }).click()
  await page.getByLabel('Question', { exact: true }).last().fill(question)
  await page.getByLabel('Answer', { exact: true }).last().fill(answer)
  await publish(page)

  await expect.poll(countyFaqs).toEqual([...faqsBefore, { question, answer }])
  // And nothing else of the file changed: it is the text before with the question added, in the files' form.
  expect(site.read(countyFile)).toBe(withQuestionAdded(before, { question, answer }))
  await expect.poll(() => pageText(countyPagePath(county!.slug)), { timeout: 300_000 }).toContain(question)
  expect(site.output()).not.toContain('The build stopped on the problems above')
})

test.describe('a value the schema refuses', () => {
  // Decap leaves the save it refused as a promise rejected with no reason, which the page reports as "undefined".
  test.use({ expectedConsoleErrors: [/^undefined$/] })

  test('is refused in /admin before anything is saved', async ({ page }) => {
    const before = site.read(townFile)
    await openEntry(page, 'towns', sampleTown.pageSlug)
    await page.getByLabel('Description', { exact: true }).fill('Too short to describe a town.')
    await page.getByRole('button', { name: 'Publish', exact: true }).click()
    await page.getByText('Publish now', { exact: true }).click()
    await expect(page.getByText('Between 200 and 900 characters.')).toBeVisible()
    expect(site.read(townFile)).toBe(before)
  })
})
