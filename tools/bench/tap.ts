/**
 * `npm run bench:tap`: tap-to-next-page on a phone (decisions 0055, 0069). The home page is opened at 390 x 844; a
 * second after its load, the first link to another page in view in its main content (the hero's call to action) is
 * pressed, as a thumb does with no hover before it. The figures run from that press to the next page's heading:
 * painted (Element Timing's paintTime, the rendering update that drew it) and on screen (presentationTime, which on
 * this machine waits for software raster). Each build is served as a static host serves it, every response held back
 * 150 ms (a phone's round trip), side by side in one run, builds alternating: this build; the same pages with their
 * scripts stripped; those again without the speculation rules (the browser's own navigation, nothing ahead);
 * this build without its view transition; and with `--compare DIR`, an earlier build whose links are the browser's own
 * navigations (the probe reports the heading of the page it lands on, not one swapped into the same document).
 *
 * Chromium turns prerendering off under DevTools, which Playwright attaches, so each load is a plain
 * `chromium --headless=new`: the page presses and reports for itself (a probe script added to each copy, allowed by
 * the CSP as a file of the site), and beacons go to the server. Desktop Chromium triggers `eager` rules on hover only;
 * Chrome on Android (143 and later) on a link in view for a moment. That trigger is in every Chromium build behind
 * two features, switched on here (`androidEagerTrigger`). The CPU is not slowed: that needs DevTools too.
 *
 * With `--lcp`, also the largest contentful paint of one page of every template, loaded alone with the same round
 * trips (in one Chromium, a fresh context per load), this build against the stripped pages (and the earlier build);
 * `--lcp-runs N` loads each (default: as many as `--runs`). `--slow-link` loads them as a phone on a slow link
 * instead (390 x 844, 1.6 Mbps down through DevTools, which the largest paint allows; the CPU at full speed: DevTools'
 * 4x slowdown spread two medians of the same pages by up to 140 ms here), with the stripped pages measured twice to
 * show the spread of the machine itself (decision 0086).
 * `--lcp-only` skips the presses; `--templates home,contact` measures those templates' paints only.
 *
 *   npm run bench:tap                         5 loads per build
 *   npm run bench:tap -- --runs 3 --compare ../before/dist --lcp
 *   npm run bench:tap -- --runs 9 --lcp --lcp-runs 5
 *   npm run bench:tap -- --lcp-only --slow-link --lcp-runs 9
 */
import { rmSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { chromium as playwright } from 'playwright-core'
import { distDir, isBuildCurrent, projectRoot } from '../../builder/stamp'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { auditTargets, parseRuns } from '../audit/lighthouse-audit'
import { chromiumArgs } from '../chromium'
import { ensureChromium } from '../ensure-chromium'
import { markdownTable, runMain, writeReport } from '../reports'
import {
  androidEagerTrigger,
  from,
  inViewMs,
  measureOnce,
  phoneViewport,
  phoneWindow,
  prepare,
  roundTripMs,
  serveDelayed,
  within30s,
  type Served,
  type Variant,
} from './plain-chromium'
import { median, withoutPageScripts } from './side-by-side'

/** A phone's slow link, as Lighthouse's mobile preset has it: 1.6 Mbps down, 750 kbps up. */
const slowLink = { bytesPerSecond: 1_600_000 / 8, bytesUpPerSecond: 750_000 / 8 }
const lcpGoalMs = 30

/** Presses to the next page, `runs` per build, builds alternating; the table of their figures. */
async function taps(chromium: string, variants: Variant[], served: Served[], runs: number): Promise<string> {
  /** Each build's loads, in the order measured. */
  const loads = variants.map(() => [] as Array<{ painted: number; shown: number; ahead: number; prerendered: boolean }>)
  const pressedLinks = new Set<string>()
  for (let run = 0; run < runs; run++) {
    // Each build goes first in turn, so the machine's load falls on all alike.
    for (let step = 0; step < variants.length; step++) {
      const index = (run + step) % variants.length
      const {
        pressed = Number.NaN,
        to = '?',
        painted = Number.NaN,
        shown = Number.NaN,
        prerendered,
        ahead = 0,
      } = await measureOnce(chromium, served[index]!, from, 'shown', [phoneWindow, androidEagerTrigger])
      pressedLinks.add(to)
      loads[index]!.push({ painted: painted - pressed, shown: shown - pressed, ahead, prerendered: !!prerendered })
    }
  }
  const ms = (values: number[]) => `${Math.round(median(values))} ms`
  const range = (values: number[]) => `${Math.round(Math.min(...values))}-${Math.round(Math.max(...values))} ms`
  const table = markdownTable(
    [
      'Build',
      `Press to heading painted (median of ${runs})`,
      'Range',
      'Painted, prerendered loads only',
      'Press to heading on screen',
      'Prerendered',
      'Fetched ahead (median)',
    ],
    variants.map((variant, index) => {
      const painted = loads[index]!.map((load) => load.painted)
      // The loads the browser had prerendered: the build's own speed, apart from whether the trigger fired in time.
      const prerendered = loads[index]!.filter((load) => load.prerendered).map((load) => load.painted)
      return [
        variant.label,
        ms(painted),
        range(painted),
        prerendered.length ? ms(prerendered) : '-',
        ms(loads[index]!.map((load) => load.shown)),
        `${prerendered.length} of ${runs}`,
        `${(median(loads[index]!.map((load) => load.ahead)) / 1024).toFixed(1)} KB`,
      ]
    }),
  )
  return `${table}\n\nChromium at ${phoneViewport.width} x ${phoneViewport.height} with Android's \`eager\` trigger; each response held back ${roundTripMs} ms; the press on ${[...pressedLinks].join(', ')} (the first link in view in ${from}'s main content), ${inViewMs} ms after the load event. "Fetched ahead" is what the server sent to the browser's speculative requests in that view, compressed as served.`
}

/**
 * The largest paint of one page of every target, loaded alone (`?lcp`), this build against the stripped pages (and an
 * earlier build), alternating. On a slow link the stripped pages are measured twice, as two columns: the difference
 * between their medians is what the machine alone puts between identical pages.
 */
async function largestPaints(
  chromium: string,
  variants: Variant[],
  served: Served[],
  targets: Array<{ template: string; path: string }>,
  runs: number,
  onSlowLink: boolean,
): Promise<string> {
  // The earlier build (with --compare), this build and the stripped pages, in that order.
  const shown = variants.flatMap((variant, at) => (variant.tapsOnly ? [] : [at]))
  // On a slow link the stripped pages get a second column, measured as the others are and shown as a difference only.
  const compared = onSlowLink ? [...shown, shown.at(-1)!] : shown
  const rows: string[][] = []
  // One browser, a fresh context per load: no prerendering is involved, and a browser started per load added
  // 100 ms of spread to the medians (the start-up shares the two cores with the page).
  const browser = await playwright.launch({ executablePath: chromium, args: chromiumArgs })
  try {
    for (const target of targets) {
      const lcp = compared.map(() => [] as number[])
      for (let run = 0; run < runs; run++)
        for (let step = 0; step < compared.length; step++) {
          const column = (run + step) % compared.length
          const site = served[compared[column]!]!
          const context = await browser.newContext(onSlowLink ? { viewport: phoneViewport, isMobile: true } : {})
          const page = await context.newPage()
          if (onSlowLink) {
            const devtools = await context.newCDPSession(page)
            await devtools.send('Network.enable')
            await devtools.send('Network.emulateNetworkConditions', {
              offline: false,
              latency: 0,
              downloadThroughput: slowLink.bytesPerSecond,
              uploadThroughput: slowLink.bytesUpPerSecond,
            })
          }
          const url = `${site.origin}${target.path}?lcp`
          const report = site.next('lcp')
          await page.goto(url)
          lcp[column]!.push((await within30s(report, url)).lcp ?? Number.NaN)
          await context.close()
        }
      const medians = lcp.map((values) => Math.round(median(values)))
      const signed = (value: number) => `${value > 0 ? '+' : ''}${value} ms`
      const stripped = medians[shown.length - 1]!
      const difference = medians[shown.length - 2]! - stripped
      rows.push([
        target.template,
        ...medians.slice(0, shown.length).map((value) => `${value} ms`),
        signed(difference),
        ...(onSlowLink ? [signed(medians[shown.length]! - stripped)] : []),
        difference <= lcpGoalMs ? 'met' : 'missed',
      ])
      console.log(rows.at(-1)!.join(', '))
    }
  } finally {
    await browser.close()
  }
  const conditions = onSlowLink
    ? ` on a phone's slow link (${phoneViewport.width} x ${phoneViewport.height}, ${(slowLink.bytesPerSecond * 8) / 1e6} Mbps down), `
    : ', '
  return `Largest contentful paint${conditions}median of ${runs} loads each, each response held back ${roundTripMs} ms; goal: this build within ${lcpGoalMs} ms of the stripped pages${onSlowLink ? '. "Stripped against itself" is a second column of the same stripped pages against the first: what the machine alone puts between two medians' : ''}:\n\n${markdownTable(['Template', ...shown.map((at) => variants[at]!.label), 'This build against stripped', ...(onSlowLink ? ['Stripped against itself'] : []), 'Goal'], rows)}`
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '5' },
      compare: { type: 'string' },
      lcp: { type: 'boolean' },
      'lcp-runs': { type: 'string' },
      'slow-link': { type: 'boolean' },
      'lcp-only': { type: 'boolean' },
      templates: { type: 'string' },
    },
  })
  const runs = parseRuns('runs', values.runs)
  const lcpRuns = parseRuns('lcp-runs', values['lcp-runs'] ?? values.runs)
  const templates = auditTargets(buildRouteManifest(siteContent, resolveSiteUrl(process.env))).filter(
    (target) => target.status === 200,
  )
  const only = values.templates?.split(',')
  const unknown = only?.filter((name) => !templates.some((target) => target.template === name)) ?? []
  if (unknown.length) {
    console.error(
      `--templates: no template is called ${unknown.join(', ')}; they are ${templates.map((target) => target.template).join(', ')}.`,
    )
    return 1
  }
  const targets = only ? templates.filter((target) => only.includes(target.template)) : templates
  if (values['lcp-only'] && !values.lcp && !values['slow-link']) {
    console.error('--lcp-only measures the largest paint only: add --lcp or --slow-link.')
    return 1
  }
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run bench:tap.')
    return 1
  }
  const builds: Variant[] = [
    ...(values.compare ? [{ label: `earlier build (${values.compare})`, dir: resolve(values.compare) }] : []),
    { label: 'this build', dir: distDir },
    { label: 'stripped of scripts', dir: distDir, rewrite: withoutPageScripts },
    {
      label: 'stripped, no speculation rules',
      dir: distDir,
      rewrite: (html) => withoutPageScripts(html).replace(/<script type="speculationrules">[^<]*<\/script>/, ''),
      tapsOnly: true,
    },
    {
      label: 'this build, no view transition',
      dir: distDir,
      rewrite: (html) => html.replace(/@view-transition\{[^}]*\}/g, ''),
      tapsOnly: true,
    },
  ]
  const variants = builds.filter((variant) => !(values['lcp-only'] && variant.tapsOnly))
  const chromium = ensureChromium()
  const work = join(projectRoot, 'reports', 'tap-builds')
  rmSync(work, { recursive: true, force: true })
  const served: Served[] = []
  try {
    for (const [index, variant] of variants.entries()) {
      const dir = join(work, String(index))
      await prepare(variant, dir)
      served.push(await serveDelayed(dir))
    }
    const sections: string[] = []
    if (!values['lcp-only']) {
      sections.push(await taps(chromium, variants, served, runs))
      console.log(sections.at(-1))
    }
    if (values.lcp || values['slow-link']) {
      sections.push(await largestPaints(chromium, variants, served, targets, lcpRuns, !!values['slow-link']))
      console.log(sections.at(-1))
    }
    writeReport(values['lcp-only'] ? 'largest-paint.md' : 'tap.md', sections.join('\n\n'))
    return 0
  } finally {
    for (const site of served) site.close()
  }
}

runMain(main)
