/** Signing in to the lead console on the staff origin (decisions 0060, 0084) with the code the outbox holds. */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { consolePath } from '../../src/routing/paths'
import { expect } from './fixtures'
import { leadsDataDir, staffOrigin } from './site'

/** The newest sign-in code the outbox of `dataDir` holds for `email`, written since `since` (a time in ms). */
export function newestCode(email: string, since: number, dataDir = leadsDataDir): string | undefined {
  const outbox = join(dataDir, 'outbox')
  return readdirSync(outbox)
    .filter((name) => name.endsWith('-sign-in-code.json') && statSync(join(outbox, name)).mtimeMs >= since - 1000)
    .sort()
    .map((name) => JSON.parse(readFileSync(join(outbox, name), 'utf8')) as { to: string; code: string })
    .filter((message) => message.to === email)
    .at(-1)?.code
}

/** Signs `email` in at the console of `origin` (the server under test's staff origin unless given). */
export async function signIn(
  page: Page,
  email: string,
  { origin = staffOrigin, dataDir = leadsDataDir }: { origin?: string; dataDir?: string } = {},
): Promise<void> {
  await page.goto(`${origin}${consolePath}`)
  await page.getByLabel('E-mail address').fill(email)
  const asked = Date.now()
  await page.getByRole('button', { name: 'Send me a code' }).click()
  await expect(page.getByText(`An eight-digit code is on its way to ${email}`)).toBeVisible()
  let code: string | undefined
  await expect.poll(() => (code = newestCode(email, asked, dataDir))).toBeTruthy()
  await page.getByLabel('Code').fill(code!)
  await page.getByRole('button', { name: 'Sign in' }).click()
}
