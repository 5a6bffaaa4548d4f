/**
 * `npm run bench:form-js`: what the lead forms cost a visitor in JavaScript (gzipped), measured in Chromium against
 * the built site: a page without a form, the extra when the chat button opens the short form, the extra when a lead
 * is sent (supabase-js), and /contact (which shows the full form) against the home page.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import type { Server } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { chromium, type Page } from 'playwright-core'
import { leadsCopy } from '../../content/data'
import { leadGuardDefaults } from '#lead-schema'
import { chromiumArgs } from '../chromium'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { ensureChromium } from '../ensure-chromium'
import { startSiteServer } from '../../server/site-server'

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

/** Gzipped JavaScript bytes the page downloads from now on, by file. */
function recordScripts(page: Page): Map<string, number> {
  const files = new Map<string, number>()
  page.on('response', async (response) => {
    if (response.request().resourceType() !== 'script') return
    files.set(new URL(response.url()).pathname, gzipSync(await response.body(), { level: 9 }).length)
  })
  return files
}

const total = (files: Map<string, number>, except: Map<string, number> = new Map()) =>
  [...files].filter(([url]) => !except.has(url)).reduce((sum, [, bytes]) => sum + bytes, 0)

async function main(): Promise<void> {
  if (!isBuildCurrent()) throw new Error('dist/ is missing or stale: run npm run build first')
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-form-js-'))
  const port = 4191
  const server: Server = await startSiteServer({
    distDir,
    port,
    host: '127.0.0.1',
    env: { LEADS_DATA_DIR: dataDir },
    log: () => {},
  })
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  const origin = `http://localhost:${port}`
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    const files = recordScripts(page)
    await page.goto(`${origin}/locations/live-oak`, { waitUntil: 'networkidle' })
    const beforeOpening = new Map(files)
    await page.getByRole('button', { name: leadsCopy.chat.buttonLabel }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Full Name', { exact: true }).waitFor()
    await page.waitForLoadState('networkidle')
    const afterOpening = new Map(files)
    await dialog.getByLabel('Full Name', { exact: true }).fill('Bench Seller')
    await dialog.getByLabel('Email Address', { exact: true }).fill('bench@example.org')
    await dialog.getByLabel('Phone Number', { exact: true }).fill('352-555-0100')
    await dialog.getByLabel('Message', { exact: true }).fill('Measuring what sending a lead downloads.')
    await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
    await dialog.getByRole('button', { name: leadsCopy.submit }).click()
    await dialog.getByTestId('chat-success').waitFor()

    const home = await browser.newPage()
    const homeFiles = recordScripts(home)
    await home.goto(`${origin}/`, { waitUntil: 'networkidle' })
    const contact = await browser.newPage()
    const contactFiles = recordScripts(contact)
    await contact.goto(`${origin}/contact`, { waitUntil: 'networkidle' })

    console.log('JavaScript a visitor downloads for the lead forms (gzip level 9):')
    console.log(`  /locations/live-oak before any interaction   ${kb(total(beforeOpening)).padStart(9)}`)
    console.log(`  + opening the chat button's form             ${kb(total(afterOpening, beforeOpening)).padStart(9)}`)
    console.log(`  + sending a lead (supabase-js)               ${kb(total(files, afterOpening)).padStart(9)}`)
    console.log(`  / (home, no form)                            ${kb(total(homeFiles)).padStart(9)}`)
    console.log(`  /contact (full form shown)                   ${kb(total(contactFiles)).padStart(9)}`)
    console.log(`  /contact minus files the home page also loads ${kb(total(contactFiles, homeFiles)).padStart(8)}`)
  } finally {
    await browser.close()
    server.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
