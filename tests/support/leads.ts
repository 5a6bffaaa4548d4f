/** What the lead tests share: unique addresses, the stored leads and the outbox of the server under test, the form. */
import { execFile, execFileSync } from 'node:child_process'
import { promisify } from 'node:util'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, type Locator, type Page } from '@playwright/test'
import { leadsCopy } from '../../content/data'
import { leadGuardDefaults } from '#lead-schema'
import { leadsDataDir } from './site'

/** A lead address no other test uses, so each test finds its own rows. */
export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.org`

const leadsCommand = (spam: boolean) => [
  '--import',
  'tsx',
  'server/leads/command.ts',
  '--csv',
  ...(spam ? ['--spam'] : []),
]

function rowsFor(csv: string, email: string): Array<Record<string, string>> {
  const [header, ...rows] = parseCsv(csv)
  return rows
    .map((cells) => Object.fromEntries(header!.map((name, index) => [name, cells[index] ?? ''])))
    .filter((row) => row.email === email)
}

/** Stored leads, as `npm run leads -- --csv` prints them (it reads through the running server); `spam`: the bots. */
export function storedLeads(email: string, { spam = false } = {}): Array<Record<string, string>> {
  const csv = execFileSync(process.execPath, leadsCommand(spam), {
    env: { ...process.env, LEADS_DATA_DIR: leadsDataDir },
    encoding: 'utf8',
  })
  return rowsFor(csv, email)
}

/**
 * The same, for a server that runs in the test's own process (tests/support/configured-site.ts): the command runs
 * without blocking, so that server can answer it.
 */
export async function storedLeadsOf(
  dataDir: string,
  email: string,
  { spam = false } = {},
): Promise<Array<Record<string, string>>> {
  const { stdout } = await promisify(execFile)(process.execPath, leadsCommand(spam), {
    env: { ...process.env, LEADS_DATA_DIR: dataDir },
    encoding: 'utf8',
  })
  return rowsFor(stdout, email)
}

function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index]!
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        cell += '"'
        index += 1
      } else if (char === '"') quoted = false
      else cell += char
    } else if (char === '"') quoted = true
    else if (char === ',') {
      row.push(cell)
      cell = ''
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
    } else cell += char
  }
  if (cell || row.length) rows.push([...row, cell])
  return rows
}

/** The outbox files of one channel (the owner's e-mail unless said) that mention `email`, as text. */
export function outboxMentioning(
  email: string,
  dataDir = leadsDataDir,
  channel: 'owner-email' | 'homeowner-email' = 'owner-email',
): string[] {
  const outbox = join(dataDir, 'outbox')
  return readdirSync(outbox)
    .filter((file) => file.endsWith(`-${channel}.json`))
    .map((file) => readFileSync(join(outbox, file), 'utf8'))
    .filter((text) => text.includes(email))
}

export async function fillContactForm(page: Page, email: string) {
  const form = page.getByTestId('contact-form')
  await form.getByLabel('Full Name', { exact: true }).fill('Test Seller')
  await form.getByLabel('Email Address', { exact: true }).fill(email)
  await form.getByLabel('Phone Number', { exact: true }).fill('(352) 555-0199')
  await form.getByLabel('Property Address', { exact: true }).fill('12 Oak Street, Live Oak')
  await form.getByLabel('Property Condition', { exact: true }).fill('Roof leaks after the storm')
  await form.getByLabel('Sale Timeline', { exact: true }).fill('ASAP')
  await form.getByLabel('Message', { exact: true }).fill('Please call me about selling my house <b>soon</b>.')
  // People take more than a second from opening a page to sending it; anything faster is flagged as a bot.
  await page.waitForTimeout(leadGuardDefaults.minimumFillMs)
}

/** The chat button, shown from the first view (decision 0042). */
export async function chatButton(page: Page): Promise<Locator> {
  const button = page.locator(`button[aria-label="${leadsCopy.chat.buttonLabel}"]`)
  await expect(button).toBeVisible()
  return button
}
