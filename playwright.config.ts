import { defineConfig } from '@playwright/test'
import { chromiumArgs, testChromiumPath } from './tools/chromium'
import { consoleStaffEmails, leadsDataDir, staffPort, testPort } from './tests/support/site'

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  timeout: 60_000,
  // Assertions wait on conditions and pass the moment they hold; 10 s (Playwright's default is 5) is for a lead's
  // round trip through the server while two workers keep both cores busy.
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: 'reports/e2e.json' }]],
  use: {
    baseURL: `http://localhost:${testPort}`,
    browserName: 'chromium',
    launchOptions: { executablePath: testChromiumPath(), args: chromiumArgs },
    trace: 'off',
  },
  // The same command a person runs: builds when dist/ is stale, then serves.
  webServer: {
    command: 'node --import tsx server/start.ts',
    url: `http://localhost:${testPort}/`,
    // Every test sends from 127.0.0.1: a limit of 5 leads per address would stop the suite, not a flood. The leads
    // folder is kept between runs, so the daily notification cap would too, once the suite has run a few times a day.
    env: {
      PORT: String(testPort),
      CONSOLE_PORT: String(staffPort),
      LEADS_DATA_DIR: leadsDataDir,
      LEAD_RATE_LIMIT: '100000',
      LEAD_NOTIFY_DAILY_CAP: '100000',
      // The console's staff, and no minute's wait between sign-in codes: the two widths sign in one after the other.
      CONSOLE_STAFF_EMAILS: consoleStaffEmails.join(','),
      CONSOLE_CODE_INTERVAL_SECONDS: '0',
      // Every width signs in from 127.0.0.1, and the folder keeps the hour's codes between runs.
      CONSOLE_CODES_PER_CLIENT_HOUR: '100',
    },
    reuseExistingServer: false,
    timeout: 300_000,
    stdout: 'pipe',
  },
})
