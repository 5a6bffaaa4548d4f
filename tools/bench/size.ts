/**
 * `npm run bench:size [path]`: opens a page of the built site in Chromium, as a visitor would, and prints every
 * JavaScript and CSS file it downloads before any interaction, with gzipped sizes and the total.
 */
import { chromium } from 'playwright-core'
import type { Server } from 'node:http'
import { chromiumArgs } from '../chromium'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { ensureChromium } from '../ensure-chromium'
import { downloadedFiles } from '../page-weight'
import { startSiteServer } from '../../server/site-server'

const path = process.argv[2] ?? '/'

async function main(): Promise<void> {
  if (!isBuildCurrent()) throw new Error('dist/ is missing or stale: run npm run build first')
  const port = 4190
  const server: Server = await startSiteServer({ distDir, port, host: '127.0.0.1' })
  const browser = await chromium.launch({ executablePath: ensureChromium(), args: chromiumArgs })
  try {
    const page = await browser.newPage({ viewport: { width: 375, height: 740 } })
    const files = await downloadedFiles(page, `http://localhost:${port}${path}`)
    const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`
    console.log(`JavaScript and CSS downloaded by a visit to ${path} before interaction (gzip level 9):`)
    for (const file of files.sort((a, b) => b.gzip - a.gzip)) {
      console.log(
        `  ${file.type.padEnd(10)} ${kb(file.gzip).padStart(9)} gzipped  ${kb(file.raw).padStart(9)} raw  ${file.path}`,
      )
    }
    for (const type of ['script', 'stylesheet']) {
      const ofType = files.filter((file) => file.type === type)
      console.log(
        `total ${type === 'script' ? 'JavaScript' : 'CSS'}: ${kb(ofType.reduce((sum, file) => sum + file.gzip, 0))} gzipped (${ofType.length} files)`,
      )
    }
  } finally {
    await browser.close()
    server.close()
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
