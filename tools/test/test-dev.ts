/**
 * `npm run test:dev`: `npm run dev` as a developer meets it. It starts the dev server on a free port with its own lead
 * folder, opens one page of every kind, sees an edit of a content file at the next request (and the old text again once
 * the file is put back), and sends the contact form's island in Chromium to the embedded backend. It runs alone in
 * `npm test` (after the unit tests), since it edits a file of content/ for a moment.
 */
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { projectRoot } from '../../builder/stamp'
import { leadsCopy } from '../../content/data'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { pagePath } from '../../src/routing/paths'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { chromiumArgs } from '../chromium'
import { ensureChromium } from '../ensure-chromium'
import { freePort } from '../free-port'
import { runMain } from '../reports'

const editedFile = join(projectRoot, 'content', 'site', 'faq-page.yaml')
const startLimitMs = 120_000

const heading = (html: string) => /<h1[^>]*>([^<]*)</.exec(html)?.[1]

async function until<T>(what: string, limitMs: number, check: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + limitMs
  for (;;) {
    const value = await check().catch(() => undefined)
    if (value !== undefined) return value
    if (Date.now() > deadline) throw new Error(`npm run dev: ${what} within ${limitMs / 1000} s`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

async function main(): Promise<number> {
  const port = await freePort()
  const origin = `http://localhost:${port}`
  const dataDir = mkdtempSync(join(tmpdir(), 'test-dev-'))
  const original = readFileSync(editedFile, 'utf8')
  const putBack = () => writeFileSync(editedFile, original)
  const stopped = () => {
    putBack()
    process.exit(130)
  }
  process.once('SIGINT', stopped)
  process.once('SIGTERM', stopped)
  // A file in the project's lead folder, which the dev server must never serve.
  const secret = join(projectRoot, '.data', `test-dev-${process.pid}.txt`)
  mkdirSync(join(projectRoot, '.data'), { recursive: true })
  writeFileSync(secret, 'not for the browser')
  const started = Date.now()
  const server = spawn(process.execPath, ['--import', 'tsx', join(projectRoot, 'server', 'dev.ts')], {
    cwd: projectRoot,
    env: { ...process.env, PORT: String(port), LEADS_DATA_DIR: dataDir, VITE_SUPABASE_URL: '' },
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  let output = ''
  server.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise((resolve) => server.once('exit', resolve))
  let browser: Awaited<ReturnType<typeof chromium.launch>> | undefined
  try {
    browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
    const home = await until('the home page answers', startLimitMs, async () => {
      const response = await fetch(`${origin}/`)
      return response.ok ? response.text() : undefined
    })
    console.log(`Started and rendered / in ${((Date.now() - started) / 1000).toFixed(1)} s.`)
    if (!home.includes('/src/main.tsx')) throw new Error('npm run dev: the page does not load the islands from Vite')

    const kinds = new Map(
      buildRouteManifest(siteContent, resolveSiteUrl(process.env)).map((entry) => [entry.kind, entry]),
    )
    for (const entry of kinds.values()) {
      const response = await fetch(`${origin}${entry.path}`)
      const html = await response.text()
      if (!response.ok || !heading(html)) throw new Error(`npm run dev: ${entry.path} answered ${response.status}`)
    }
    console.log(`Rendered one page of each of the ${kinds.size} kinds.`)
    const missing = await fetch(`${origin}/no-such-page-${Date.now()}`)
    const missingHtml = await missing.text()
    if (missing.status !== 404 || !heading(missingHtml))
      throw new Error(`npm run dev: an unknown address answered ${missing.status}, not the not-found page with 404`)
    const leaked = await (await fetch(`${origin}/.data/${secret.split('/').at(-1)}`)).text()
    if (leaked.includes('not for the browser')) throw new Error('npm run dev serves the files of .data/')

    const faq = pagePath('faq')
    const before = heading(await (await fetch(`${origin}${faq}`)).text())
    const edited = `Edited while npm run dev runs ${Date.now()}`
    writeFileSync(editedFile, original.replace(/^heading: .*$/m, `heading: ${edited}`))
    await until(`an edit of ${editedFile} showed`, 10_000, async () =>
      heading(await (await fetch(`${origin}${faq}`)).text()) === edited ? true : undefined,
    )
    putBack()
    await until('the file put back showed', 10_000, async () =>
      heading(await (await fetch(`${origin}${faq}`)).text()) === before ? true : undefined,
    )
    console.log('A content edit showed at the next request, and its undoing too.')

    const page = await browser.newPage()
    // Vite may reload the page once, the first time it bundles the islands' dependencies.
    await page.goto(`${origin}${pagePath('contact')}`, { waitUntil: 'networkidle' })
    const form = page.getByTestId('contact-form')
    const email = `dev-loop-${Date.now()}@example.com`
    await form.getByLabel(leadsCopy.fields.name.label, { exact: true }).fill('Dev Loop Seller')
    await form.getByLabel(leadsCopy.fields.email.label, { exact: true }).fill(email)
    await form.getByLabel(leadsCopy.fields.phone.label, { exact: true }).fill('(352) 555-0199')
    await form.getByLabel(leadsCopy.fields.address.label, { exact: true }).fill('12 Oak Street, Live Oak')
    await form.getByLabel(leadsCopy.fields.message.label, { exact: true }).fill('Checking the dev loop end to end.')
    // People take more than a second to fill a form; anything faster is held as a bot.
    await page.waitForTimeout(1_500)
    await form.getByRole('button', { name: leadsCopy.submit }).click()
    await page.getByTestId('lead-confirmation').waitFor({ timeout: 30_000 })
    console.log('The contact form island hydrated and its lead reached the embedded backend.')
    return 0
  } catch (error) {
    console.log(`npm run dev printed:\n${output}`)
    throw error
  } finally {
    putBack()
    rmSync(secret, { force: true })
    process.off('SIGINT', stopped)
    process.off('SIGTERM', stopped)
    await browser?.close()
    if (server.exitCode === null && server.signalCode === null) server.kill('SIGTERM')
    await exited
    rmSync(dataDir, { recursive: true, force: true })
  }
}

runMain(main)
