/**
 * `npm run bench:console`: how soon a lead shows in the owner's open console. The staff origin's build and the
 * embedded backend (as `npm start` serves them, on a fresh data folder and an ephemeral port); Chromium signs in at
 * /console with the code from the outbox and watches the inbox; then N leads (50 unless N says), one after another,
 * are sent as the site sends them (notify-lead), each at a random moment of the console's 5 s cycle. Each one's time
 * runs from the start of its send to its row in the page (a MutationObserver's clock, the same machine's). Prints
 * p50, p95 and the slowest. Needs dist-staff/ (npm run build).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { chromium } from '@playwright/test'
import { staffDistDir } from '../../builder/stamp'
import { startSiteServer } from '../../server/site-server'
import { consolePath } from '../../src/routing/paths'
import { localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { chromiumArgs, testChromiumPath } from '../chromium'
import { percentile } from './load'

const leads = Number(process.env.N ?? 50)
const staff = 'owner@example.com'
const dataDir = join(mkdtempSync(join(tmpdir(), 'bench-console-')), 'data')
const server = await startSiteServer({
  // The staff origin's files: the console, and the same backend the site's forms send to.
  distDir: staffDistDir,
  port: 0,
  host: '127.0.0.1',
  env: {
    LEADS_DATA_DIR: dataDir,
    CONSOLE_STAFF_EMAILS: staff,
    LEAD_RATE_LIMIT: '100000',
    LEAD_NOTIFY_DAILY_CAP: '100000',
  },
  log: () => undefined,
})
const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
const browser = await chromium.launch({ executablePath: testChromiumPath(), args: chromiumArgs })
try {
  const page = await browser.newPage({ viewport: { width: 360, height: 800 } })
  await page.goto(`${origin}${consolePath}`)
  await page.getByLabel('E-mail address').fill(staff)
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await page.getByText(`An eight-digit code is on its way to ${staff}`).waitFor()
  const outbox = join(dataDir, 'outbox')
  const codeFile = readdirSync(outbox).find((name) => name.endsWith('-sign-in-code.json'))!
  const { code } = JSON.parse(readFileSync(join(outbox, codeFile), 'utf8')) as { code: string }
  await page.getByLabel('Code').fill(code)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await page.getByRole('heading', { name: /^Inbox/ }).waitFor()
  // When each call link first appears, by the page's wall clock.
  await page.evaluate(() => {
    const seen: Record<string, number> = {}
    ;(window as unknown as { seenAt: Record<string, number> }).seenAt = seen
    new MutationObserver(() => {
      for (const link of document.querySelectorAll<HTMLAnchorElement>('a[href^="tel:"]'))
        seen[link.getAttribute('href')!] ??= Date.now()
    }).observe(document.body, { childList: true, subtree: true })
  })

  const times: number[] = []
  for (let index = 0; index < leads; index++) {
    // At a random moment of the console's 5 s cycle, as a seller's lead comes: sent just after a row appeared, every
    // lead would wait a whole cycle.
    await new Promise((resolve) => setTimeout(resolve, Math.random() * 5000))
    const digits = `352${2_000_000 + index}`
    const started = Date.now()
    const sent = await fetch(`${origin}${notifyLeadPath}`, {
      method: 'POST',
      headers: {
        apikey: localPublishableKey,
        Authorization: `Bearer ${localPublishableKey}`,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({
        ...sampleLead,
        email: `seller${index}@example.com`,
        phone: digits,
        submission_id: crypto.randomUUID(),
        submittedAt: new Date().toISOString(),
      }),
    })
    if (sent.status !== 200) throw new Error(`notify-lead answered ${sent.status}: ${await sent.text()}`)
    const href = `tel:+1${digits}`
    const handle = await page.waitForFunction(
      (wanted) => (window as unknown as { seenAt: Record<string, number> }).seenAt[wanted],
      href,
      { timeout: 30_000, polling: 50 },
    )
    times.push(((await handle.jsonValue()) as number) - started)
  }
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  times.sort((a, b) => a - b)
  console.log(
    `| leads | p50 | p95 | slowest |\n| ---: | ---: | ---: | ---: |\n| ${leads} | ${seconds(percentile(times, 0.5))} | ` +
      `${seconds(percentile(times, 0.95))} | ${seconds(Math.max(...times))} |`,
  )
  console.log(
    "\nFrom the start of a lead's send (notify-lead, as the site sends it) to its row in an open console at 360 px, " +
      'one lead after another at random moments; the console reads the leads every 5 s.',
  )
} finally {
  await browser.close()
  server.closeAllConnections()
  await new Promise((resolve) => server.close(resolve))
  rmSync(dataDir, { recursive: true, force: true })
}
