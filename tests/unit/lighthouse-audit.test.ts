/**
 * The speed checks' pure parts, without a browser: Lighthouse's figures, the Lighthouse CI configuration, the pages
 * measured and the tables that report them. What Lighthouse CI asserts is in lighthouse-budgets.test.ts.
 */
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../content/site-content'
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../builder/stamp'
import {
  auditTargets,
  median,
  medianFigures,
  parsePresets,
  parseRuns,
  runFigures,
  spreadOf,
} from '../../tools/audit/lighthouse-audit'
import { lighthouseCiConfig, templateAssertions } from '../../tools/audit/lighthouse-ci'
import { pagePath } from '../../src/routing/paths'
import { failingAuditLines, formatSpreadTable, formatSummaryTable } from '../../tools/audit/lighthouse-tables'
import { buildRouteManifest } from '../../src/routing/manifest'
import { home, notFound, result } from '../support/lighthouse-results'

describe('Lighthouse figures', () => {
  it('reads the category scores, the metrics and the weighted audits that failed', () => {
    const figures = runFigures(result({ performance: 0.97, failing: ['color-contrast'], unweightedFailing: ['note'] }))
    expect(figures.scores).toEqual({ performance: 97, accessibility: 50, 'best-practices': 100, seo: 100 })
    expect([figures.fcp, figures.lcp, figures.tbt, figures.cls]).toEqual([900, 1200, 20, 0])
    expect(figures.failing.accessibility).toEqual(['color-contrast'])
    expect(figures.failing['best-practices']).toEqual([])
  })

  it('keeps a runtime error, for the summary table', () => {
    const broken = { ...result(), runtimeError: { code: 'NO_FCP', message: 'The page did not paint' } }
    expect(runFigures(broken).error).toBe('NO_FCP: The page did not paint')
  })

  it('takes the median of each figure, so one slow run changes nothing', () => {
    expect(median([3, 1, 2])).toBe(2)
    expect(median([4, 1, 2, 3])).toBe(2.5)
    // A run that measured nothing gives NaN, which neither moves the median nor hides the others.
    expect(median([Number.NaN, 3, 1])).toBe(2)
    expect(median([Number.NaN])).toBeNaN()
    const runs = [
      result({ performance: 0.99, lcp: 1300 }),
      result({ performance: 0.6, lcp: 6000 }),
      result({ performance: 0.98, lcp: 1400 }),
    ]
    const figures = medianFigures(runs.map(runFigures))
    expect(figures.scores.performance).toBe(98)
    expect(figures.lcp).toBe(1400)
  })

  it('counts an audit as failing when it failed in at least half of the runs', () => {
    const once = medianFigures([result({ failing: ['image-alt'] }), result(), result()].map(runFigures))
    expect(once.failing.accessibility).toEqual([])
    const twice = medianFigures(
      [result({ failing: ['image-alt'] }), result({ failing: ['image-alt'] }), result()].map(runFigures),
    )
    expect(twice.failing.accessibility).toEqual(['image-alt'])
  })

  it('reads --runs and --preset, and names a bad value', () => {
    expect(parseRuns('runs', '3')).toBe(3)
    expect(() => parseRuns('runs', '0')).toThrow('--runs must be a whole number of runs, got "0"')
    expect(() => parseRuns('desktop-runs', '1.5')).toThrow(/--desktop-runs must be/)
    expect(parsePresets(undefined)).toEqual(['mobile', 'desktop'])
    expect(parsePresets('desktop')).toEqual(['desktop'])
    expect(() => parsePresets('tablet')).toThrow('--preset must be mobile or desktop, got "tablet"')
  })

  it('refuses to take the median of no runs', () => {
    expect(() => medianFigures([])).toThrow(/at least one run/)
  })
})

describe('the Lighthouse CI configuration', () => {
  const manifest = buildRouteManifest(siteContent, 'https://www.example.com')
  const targets = auditTargets(manifest)

  it("serves the build on its port and measures every template 3 times in Debian's Chromium", () => {
    const { collect, upload } = lighthouseCiConfig('mobile', {
      LIGHTHOUSE_PORT: '4999',
      CHROME_PATH: process.execPath,
    }).ci
    expect(collect.url).toEqual(targets.map((target) => `http://127.0.0.1:4999${target.path}`))
    expect(collect.numberOfRuns).toBe(3)
    expect(collect.startServerCommand).toContain('PORT=4999')
    expect(collect.startServerCommand).toContain('server/serve.ts')
    expect(collect.chromePath).toBe(process.execPath)
    // One browser for all runs, launched by LHCI with the project's flags; the script it runs does nothing else.
    expect(collect.puppeteerLaunchOptions.args).toContain('--no-sandbox')
    expect(existsSync(join(projectRoot, collect.puppeteerScript))).toBe(true)
    expect(collect.settings).not.toHaveProperty('preset')
    expect(upload).toMatchObject({ target: 'filesystem', outputDir: 'reports/lighthouse/mobile' })
    expect(lighthouseCiConfig('desktop', {}).ci.collect.settings).toMatchObject({ preset: 'desktop' })
    expect(() => lighthouseCiConfig('mobile', { LIGHTHOUSE_PORT: 'http' })).toThrow(
      /LIGHTHOUSE_PORT 'http' is not a port number/,
    )
  })

  it('holds each template to its own assertions, matched by its address alone', () => {
    const { collect, assert } = lighthouseCiConfig('desktop', {}).ci
    for (const url of collect.url) {
      const matching = assert.assertMatrix.filter((entry) => new RegExp(entry.matchingUrlPattern).test(url))
      expect(matching, url).toHaveLength(1)
    }
    const blog = assert.assertMatrix.find((entry) =>
      new RegExp(entry.matchingUrlPattern).test(`http://127.0.0.1:4184${pagePath('blog')}`),
    )!
    expect(blog.assertions).toEqual(
      templateAssertions(
        targets.find((target) => target.template === 'blog index')!,
        'desktop',
      ),
    )
    expect(blog.assertions).not.toHaveProperty('total-blocking-time')
  })
})

describe('Lighthouse targets and table', () => {
  it('measures one page of each of the 16 templates, with the not-found view as a 404', () => {
    const targets = auditTargets(buildRouteManifest(siteContent, 'https://www.example.com'))
    expect(targets.map((target) => target.template)).toEqual([
      'home',
      'city',
      'county',
      'location',
      'offer',
      'town offer',
      'contact',
      'faq',
      'storm',
      'about',
      'blog index',
      'article',
      'city guide',
      'legal',
      'sitemap',
      'not found',
    ])
    expect(targets.find((target) => target.template === 'sitemap')).toMatchObject({ indexable: false, status: 200 })
    expect(targets.at(-1)).toMatchObject({ indexable: false, status: 404 })
    expect(targets.filter((target) => target.indexable)).toHaveLength(14)
  })

  it('prints one aligned line per template and preset, and the audits that failed', () => {
    const rows = [
      {
        target: home,
        preset: 'mobile' as const,
        runs: 3,
        figures: runFigures(result({ performance: 0.97 })),
        spread: spreadOf([runFigures(result({ performance: 0.97 }))]),
        scriptBytes: 90 * 1024,
      },
      {
        target: notFound,
        preset: 'desktop' as const,
        runs: 1,
        figures: runFigures(result({ failing: ['is-crawlable'] })),
        spread: spreadOf([runFigures(result({ failing: ['is-crawlable'] }))]),
        scriptBytes: 0,
      },
    ]
    const lines = formatSummaryTable(rows).split('\n')
    expect(lines).toHaveLength(3)
    expect(lines[0]).toMatch(
      /^Template\s+Preset\s+Runs\s+Perf\s+A11y\s+BP\s+SEO\s+FCP\s+LCP\s+TBT\s+CLS\s+JS gz\s+Path$/,
    )
    expect(lines[1]).toMatch(
      /^home\s+mobile\s+3\s+97\s+100\s+100\s+100\s+0\.90 s\s+1\.20 s\s+20 ms\s+0\.000\s+90\.0 KB\s+\/$/,
    )
    const pathColumn = lines[0]!.indexOf('Path')
    expect(lines[1]!.slice(pathColumn)).toBe('/')
    expect(lines[2]!.slice(pathColumn)).toBe('/no-such-page')
    expect(failingAuditLines(rows)).toEqual(['not found (desktop): is-crawlable'])
  })

  it('reports the lowest, median and highest performance, TBT and LCP of the runs', () => {
    const runs = [
      result({ performance: 0.95, tbt: 180, lcp: 1100 }),
      result({ performance: 0.81, tbt: 520, lcp: 1900 }),
      result({ performance: 0.99, tbt: 60, lcp: 1000 }),
    ].map(runFigures)
    const spread = spreadOf(runs)
    expect(spread.performance).toEqual({ min: 81, median: 95, max: 99 })
    expect(spread.tbt).toEqual({ min: 60, median: 180, max: 520 })
    expect(spread.lcp).toEqual({ min: 1000, median: 1100, max: 1900 })
    const table = formatSpreadTable([
      { target: home, preset: 'mobile', runs: 3, figures: medianFigures(runs), spread, scriptBytes: 0 },
    ])
    expect(table.split('\n').at(-1)).toBe('| home | mobile | 3 | 81 / 95 / 99 | 60 / 180 / 520 | 1.00 / 1.10 / 1.90 |')
  })
})
