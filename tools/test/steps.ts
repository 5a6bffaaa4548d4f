/**
 * The steps of `npm test`, each a package.json script, in the order it runs them. The CI workflow
 * (.github/workflows/ci.yml) runs the same scripts as parallel jobs; tests/unit/ci-workflow.test.ts holds the two
 * together.
 */
import { desktopSample } from '../audit/lighthouse-audit'

export interface TestStep {
  /** The name in the summary. */
  name: string
  title: string
  /** The package.json script it runs. */
  script: string
  /** Arguments after the script's own; `report` is the file a step writes its counts to, where it has one. */
  args?: (report: string) => string[]
  /** Whether the step reads dist/ (and runs after the build). */
  needsBuild: boolean
  /** Whether the step drives Chromium. */
  needsChromium?: boolean
  /**
   * The first steps run side by side: each uses about one core, or waits on the network or the disk part of the time.
   * The unit tests use both cores and run after them alone.
   */
  group?: 'first'
}

const withReport = (report: string) => ['--report', report]

export const testSteps: readonly TestStep[] = [
  { name: 'lint', title: 'Lint', script: 'lint', needsBuild: false, group: 'first' },
  { name: 'format', title: 'Formatting', script: 'format:check', needsBuild: false, group: 'first' },
  { name: 'typecheck', title: 'Type check', script: 'typecheck', needsBuild: false, group: 'first' },
  {
    name: 'database',
    title: 'Database (PostgreSQL)',
    script: 'test:backend',
    args: withReport,
    needsBuild: false,
    group: 'first',
  },
  {
    name: 'edge functions',
    title: 'Edge Functions (Deno)',
    script: 'test:functions',
    args: withReport,
    needsBuild: false,
    group: 'first',
  },
  { name: 'build', title: 'Build', script: 'build', needsBuild: false, group: 'first' },
  {
    name: 'unit',
    title: 'Unit tests',
    script: 'test:unit',
    args: (report) => ['--reporter=default', '--reporter=json', `--outputFile.json=${report}`],
    needsBuild: false,
  },
  // Alone, since its unit tests and build use both cores; it edits a copy of the project, not content/.
  {
    name: 'content edits',
    title: "A marketer's edits in /admin (figure, towns, testimonial, hours, phone): unit tests and build",
    script: 'test:content-edits',
    args: withReport,
    needsBuild: false,
  },
  // Alone, since it edits a file of content/ for a moment.
  {
    name: 'dev server',
    title: 'npm run dev: pages, a content edit, an island',
    script: 'test:dev',
    needsBuild: false,
    needsChromium: true,
  },
  // Before the browser tests, on an idle machine: what it measures is the site, not the step before it. One run per
  // template on mobile and per sampled template on desktop, and two more of one that misses a budget (decisions 0040,
  // 0041).
  {
    name: 'lighthouse',
    title: `Lighthouse CI (lighthouserc.cjs: every template on mobile, ${desktopSample.length} on desktop)`,
    script: 'audit',
    args: (report) => ['--runs', '1', '--confirm', '--desktop-only', desktopSample.join(','), ...withReport(report)],
    needsBuild: true,
    needsChromium: true,
  },
  { name: 'near-duplicate pages', title: 'Near-duplicate pages', script: 'check:similarity', needsBuild: true },
  { name: 'SEO audit', title: 'SEO audit', script: 'audit:seo', needsBuild: true },
  {
    name: 'cloudflare runtime',
    title: "Cloudflare's runtime (wrangler pages dev) against the local server",
    script: 'test:cloudflare',
    args: withReport,
    needsBuild: true,
  },
  { name: 'browser tests', title: 'Browser tests', script: 'test:e2e', needsBuild: true, needsChromium: true },
  {
    name: 'byte budgets',
    title: 'Byte budgets (JavaScript and first-screen HTML per template)',
    script: 'bench:budgets',
    args: (report) => ['--assert', ...withReport(report)],
    needsBuild: true,
    needsChromium: true,
  },
]

/** The inner loop, `npm run check`: lint, formatting, types, unit tests and the build. */
export const checkSteps = new Set(['lint', 'format', 'typecheck', 'unit', 'build'])
