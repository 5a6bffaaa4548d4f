/**
 * Lighthouse CI on the built site: `npm run build`, then `npx lhci autorun` (mobile) or
 * `LIGHTHOUSE_PRESET=desktop npx lhci autorun`. It serves dist/ with the project's own server, runs Debian's Chromium
 * (CHROME_PATH overrides) 3 times on one page of every template, asserts the budgets on the medians and writes the
 * HTML reports to reports/lighthouse/<preset>/. The URLs and assertions come from the route manifest and the budgets
 * (tools/audit/lighthouse-ci.ts); `node --import tsx tools/audit/lighthouse-ci.ts` prints them.
 */
const { execFileSync } = require('node:child_process')

const preset = process.env.LIGHTHOUSE_PRESET || 'mobile'
let printed
try {
  printed = execFileSync(process.execPath, ['--import', 'tsx', 'tools/audit/lighthouse-ci.ts', preset], {
    cwd: __dirname,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  })
} catch {
  // It has said what is wrong (no current build, an unknown preset) on stderr.
  process.exit(1)
}
module.exports = JSON.parse(printed)
