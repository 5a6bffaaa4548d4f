/**
 * Lighthouse CI's configuration, made from the route manifest and the budgets (lighthouse-audit.ts) so neither is
 * written twice: lighthouserc.cjs runs this file and hands LHCI what it prints. Each template is measured 3 times and
 * asserted on the median; the HTML reports of the median runs go to reports/lighthouse/<preset>/.
 *
 *   node --import tsx tools/audit/lighthouse-ci.ts [mobile|desktop]   prints the configuration as JSON
 */
import { pathToFileURL } from 'node:url'
import defaultConfig from 'lighthouse/core/config/default-config.js'
import { distDir, isBuildCurrent } from '../../builder/stamp'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { chromiumArgs, chromiumPath } from '../chromium'
import {
  auditTargets,
  expectedFailures,
  knownStructuralFailures,
  lighthouseBudgets,
  parsePresets,
  type AuditTarget,
  type Preset,
} from './lighthouse-audit'
import { SettingError } from '../../src/routing/setting-error'

export const lighthouseCiRuns = 3
/** Where `npx lhci autorun` serves dist/ (LIGHTHOUSE_PORT overrides): apart from npm start's 4173 and the tests' 4183. */
export const defaultLighthouseCiPort = 4184

type Level = 'error' | 'warn' | 'off'
type Assertion = [Level, { minScore?: number; maxNumericValue?: number; aggregationMethod: 'median' }]

/** The audits a category scores (weight above 0) in Lighthouse's own configuration. */
export function weightedAudits(category: string): string[] {
  const refs = defaultConfig.categories?.[category]?.auditRefs ?? []
  if (refs.length === 0) throw new Error(`Lighthouse's configuration has no category "${category}"`)
  return refs.filter((ref) => ref.weight > 0).map((ref) => ref.id)
}

const median = { aggregationMethod: 'median' } as const

/**
 * The gate of decision 0005 as LHCI assertions on one template, each on the median of its runs: the performance floor,
 * the mobile TBT ceiling, no layout shift, and every weighted accessibility, best-practice and SEO audit and every
 * page-structure audit passing. What a page fails by design is off; a template's known structural failure is a
 * warning, printed by `lhci assert` but not failing it.
 */
export function templateAssertions(target: AuditTarget, preset: Preset): Record<string, Assertion> {
  const assertions: Record<string, Assertion> = {
    'categories:performance': ['error', { minScore: lighthouseBudgets.performance[preset] / 100, ...median }],
    'cumulative-layout-shift': ['error', { maxNumericValue: lighthouseBudgets.cls, ...median }],
  }
  if (preset === 'mobile')
    assertions['total-blocking-time'] = ['error', { maxNumericValue: lighthouseBudgets.mobileTbtMs, ...median }]
  const byDesign = new Set(expectedFailures(target))
  const known = new Set(knownStructuralFailures[target.template] ?? [])
  const mustPass = new Set([
    ...lighthouseBudgets.allAuditsPass.flatMap(weightedAudits),
    ...lighthouseBudgets.structuralAudits,
  ])
  for (const audit of mustPass)
    assertions[audit] = byDesign.has(audit)
      ? ['off', median]
      : [known.has(audit) ? 'warn' : 'error', { minScore: 1, ...median }]
  return assertions
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

type Env = Record<string, string | undefined>

/** Where Lighthouse CI's server answers. */
export function lighthouseOrigin(env: Env = process.env): string {
  const port = Number(env.LIGHTHOUSE_PORT ?? defaultLighthouseCiPort)
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SettingError(
      `LIGHTHOUSE_PORT '${env.LIGHTHOUSE_PORT}' is not a port number: use a whole number from 1 to 65535`,
    )
  return `http://127.0.0.1:${port}`
}

/** One page of every template, from the route manifest. */
export const lighthouseTargets = (env: Env = process.env) =>
  auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(env)))

export function lighthouseCiConfig(preset: Preset, env: Env = process.env) {
  const origin = lighthouseOrigin(env)
  const targets = lighthouseTargets(env)
  return {
    ci: {
      collect: {
        url: targets.map((target) => origin + target.path),
        numberOfRuns: lighthouseCiRuns,
        // server/serve.ts: dist/ as `npm start` serves it, compressed copies and all, in a process of its own; the staff
        // origin, which Lighthouse does not audit, ten ports up, clear of the browser tests' 4183 and 4185.
        startServerCommand: `PORT=${new URL(origin).port} CONSOLE_PORT=${Number(new URL(origin).port) + 10} HOST=127.0.0.1 node --import tsx server/serve.ts`,
        startServerReadyPattern: 'Serving the site on',
        startServerReadyTimeout: 60_000,
        chromePath: chromiumPath(env),
        // One browser for every run (tools/audit/lighthouse-browser.cjs); Lighthouse clears its cache and storage
        // before each run.
        puppeteerScript: 'tools/audit/lighthouse-browser.cjs',
        puppeteerLaunchOptions: { args: chromiumArgs },
        settings: {
          ...(preset === 'desktop' ? { preset: 'desktop' } : {}),
          // The not-found view answers 404 on purpose; a 404 anywhere else fails the http-status-code audit.
          ignoreStatusCode: true,
          // The page's full screenshot only illustrates the report's element lists, and takes 1.4 s of each run.
          disableFullPageScreenshot: true,
        },
      },
      assert: {
        assertMatrix: targets.map((target) => ({
          matchingUrlPattern: `^${escapeRegExp(origin + target.path)}$`,
          assertions: templateAssertions(target, preset),
        })),
      },
      // One report per page, the median run's (LHCI writes the median run last, over the others).
      upload: {
        target: 'filesystem',
        outputDir: `reports/lighthouse/${preset}`,
        // LHCI names a page by its path, '/' by nothing at all: the prefix keeps the home page's report visible.
        reportFilenamePattern: 'page-%%PATHNAME%%.report.%%EXTENSION%%',
      },
    },
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  if (!isBuildCurrent()) {
    console.error(`${distDir} is missing or older than the sources: run npm run build first, then Lighthouse CI.`)
    process.exit(1)
  }
  const [preset] = parsePresets(process.argv[2] ?? 'mobile')
  console.log(JSON.stringify(lighthouseCiConfig(preset!)))
}
