/**
 * `npm run test:cloudflare`: the built site on Cloudflare's own runtime (wrangler pages dev, workerd) beside the local
 * server: the SEO audit (pages, links, sitemap, robots, the old addresses' redirects, a 404 with noindex in every
 * family) against both, with the same result, then every page, file and odd address asked of both and compared with
 * the headers of dist/_headers. A difference fails unless it is one recorded in host-comparison.ts (decision 0018).
 * Prints "N passed, N failed"; `--report <file>` writes the counts for tools/test/test.ts.
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { adminLaunchPath } from '../../builder/cms/launch-page'
import { redirectsFileText } from '../../builder/post-render/redirects'
import { staffPathPrefixes } from '../../builder/staff-origin'
import { adminPath, consolePath, pageHtmlFile } from '../../src/routing/paths'
import { performance } from 'node:perf_hooks'
import { readHostRules } from '../../builder/post-render/netlify-rules'
import { distDir, isBuildCurrent, staffDistDir } from '../../builder/stamp'
import { siteContent } from '../../content/site-content'
import { serveStaticSite } from '../../server/static-site-server'
import { buildRedirects, buildRouteManifest, notFoundDocuments } from '../../src/routing/manifest'
import { resolveSiteUrl } from '../../src/routing/site-url'
import { auditSite, formatAuditReport, type AuditReport } from '../audit/seo-audit'
import { servePagesDev } from '../cloudflare-pages'
import { runMain, writeReport } from '../reports'
import {
  askHost,
  cloudflareDifferences,
  compareHosts,
  distFileAddresses,
  hostProbes,
  type Probe,
} from './host-comparison'

const auditProblems = (report: AuditReport) =>
  report.sections.flatMap((section) => section.problems.map((problem) => `${section.name}: ${problem}`))

async function main(): Promise<number> {
  const reportIndex = process.argv.indexOf('--report')
  const reportFile = reportIndex >= 0 ? process.argv[reportIndex + 1] : undefined
  const finish = (passed: number, failed: number) => {
    console.log(`${passed} passed, ${failed} failed`)
    if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }))
    return failed === 0 ? 0 : 1
  }
  if (!isBuildCurrent()) {
    console.error('dist/ is missing or older than the sources: run npm run build first, then npm run test:cloudflare.')
    return finish(0, 1)
  }
  const started = performance.now()
  const siteUrl = resolveSiteUrl(process.env)
  const manifest = buildRouteManifest(siteContent, siteUrl)
  const redirects = buildRedirects(siteContent)
  const rules = await readHostRules(distDir)
  const local = await serveStaticSite(distDir)
  let cloudflare: Awaited<ReturnType<typeof servePagesDev>>
  try {
    cloudflare = await servePagesDev(distDir)
  } catch (error) {
    await local.close()
    console.error((error as Error).message)
    return finish(0, 1)
  }
  try {
    console.log(`dist/ served by the local server at ${local.origin} and by wrangler pages dev at ${cloudflare.origin}`)
    const auditInput = {
      siteUrl,
      manifest,
      redirects,
      notFoundProbes: notFoundDocuments.map((document) =>
        document.renderPath.replace('_404', 'no-such-page-seo-audit'),
      ),
    }
    const [localAudit, cloudflareAudit] = await Promise.all([
      auditSite({ ...auditInput, origin: local.origin }),
      auditSite({ ...auditInput, origin: cloudflare.origin }),
    ])
    console.log('\nSEO audit on Cloudflare Pages (wrangler pages dev):')
    console.log(formatAuditReport(cloudflareAudit))
    const onlyHere = auditProblems(localAudit).filter((problem) => !auditProblems(cloudflareAudit).includes(problem))
    const onlyThere = auditProblems(cloudflareAudit).filter((problem) => !auditProblems(localAudit).includes(problem))
    const sameAudit = onlyHere.length === 0 && onlyThere.length === 0
    if (!sameAudit) {
      console.log('The audit differs between the hosts:')
      for (const problem of onlyHere) console.log(`  only on the local server: ${problem}`)
      for (const problem of onlyThere) console.log(`  only on Cloudflare: ${problem}`)
    }

    const differences = cloudflareDifferences(notFoundDocuments)
    const probes = hostProbes({ manifest, redirects, notFoundDocuments, files: distFileAddresses(distDir) })
    const comparison = await compareHosts({
      probes,
      localOrigin: local.origin,
      otherOrigin: cloudflare.origin,
      rules: rules.headers,
      differences,
    })
    const lines = [
      `Compared ${comparison.checked} addresses (pages, files of dist/, old, unknown and odd addresses) on both hosts: ${comparison.problems.length} unexplained differences.`,
      ...comparison.problems.slice(0, 40).map((problem) => `  - ${problem}`),
      ...(comparison.problems.length > 40 ? [`  ... and ${comparison.problems.length - 40} more`] : []),
      'Recorded differences (docs/decisions/0018-proven-on-cloudflare-pages.md):',
      ...differences.map(
        (difference) => `  - ${difference.name}: ${comparison.explained.get(difference.name) ?? 0} addresses`,
      ),
      `Headers Cloudflare adds that _headers does not ask for: ${
        [...comparison.addedHeaders].map(([name, count]) => `${name} (${count})`).join(', ') || 'none'
      }`,
      `Rule lines wrangler refused: ${cloudflare.output().match(/Found \d+ invalid redirect rules?/)?.[0] ?? 'none'}`,
    ]
    console.log(`\n${lines.join('\n')}`)
    writeReport(
      'cloudflare.md',
      [
        formatAuditReport(cloudflareAudit, Infinity),
        '',
        ...lines,
        '',
        'Every difference:',
        ...comparison.problems,
      ].join('\n'),
    )
    console.log(`Took ${((performance.now() - started) / 1000).toFixed(1)} s.`)

    const staff = await compareStaffOrigin(manifest, differences)
    console.log(
      `The staff origin (dist-staff/) and the site's 301s to it: ${staff.checked} addresses on both hosts, ${staff.problems.length} unexplained differences.`,
    )
    for (const problem of staff.problems) console.log(`  - ${problem}`)

    const auditSections = cloudflareAudit.sections.length
    const failedSections = cloudflareAudit.sections.filter((section) => section.problems.length).length
    const checked = comparison.checked + staff.checked
    const problems = comparison.problems.length + staff.problems.length
    const passed = auditSections - failedSections + (sameAudit ? 1 : 0) + checked - problems
    return finish(passed, failedSections + (sameAudit ? 0 : 1) + problems)
  } finally {
    await Promise.all([cloudflare.close(), local.close()])
  }
}

/** The staff origin the site's _redirects are written for in this check, as a build with CONSOLE_URL writes them. */
const exampleStaffUrl = 'https://staff.example.com'

/** What Cloudflare must answer a staff path with: on the site a 301 to the staff origin, there the console itself. */
function expectedOnStaff(path: string, onSite: boolean): { status: number; location?: string } | undefined {
  if (onSite) return { status: 301, location: `${exampleStaffUrl}${path}` }
  if (path === consolePath) return { status: 200 }
  if (path === '/') return { status: 302, location: consolePath }
  if (path === '/no-such-page') return { status: 404 }
  return undefined
}

/**
 * The staff origin's folder on both hosts (decision 0084): its files, /console, /admin, its root and an unknown
 * address; and the site's _redirects as a build with CONSOLE_URL writes them, whose 301s must reach the staff origin's
 * address with the path kept.
 */
async function compareStaffOrigin(
  manifest: ReturnType<typeof buildRouteManifest>,
  differences: ReturnType<typeof cloudflareDifferences>,
): Promise<{ checked: number; problems: string[] }> {
  const redirecting = mkdtempSync(join(tmpdir(), 'staff-redirects-'))
  writeFileSync(join(redirecting, 'index.html'), '<!doctype html><title>site</title>')
  writeFileSync(join(redirecting, '_redirects'), redirectsFileText(manifest, siteContent, exampleStaffUrl))
  const pages = [consolePath, adminPath, adminLaunchPath].filter((path) =>
    existsSync(join(staffDistDir, pageHtmlFile(path))),
  )
  const passes = [
    {
      dir: staffDistDir,
      probes: [
        ...pages.map((path): Probe => ({ path, kind: 'page' })),
        ...distFileAddresses(staffDistDir).map((path): Probe => ({ path, kind: 'file' })),
        ...['/', '/no-such-page', `${consolePath}/`, '/_headers', '/_redirects'].map((path): Probe => ({
          path,
          kind: 'odd form',
        })),
      ],
    },
    {
      dir: redirecting,
      probes: staffPathPrefixes.flatMap((path): Probe[] => [
        { path, kind: 'old address' },
        { path: `${path}/some/file.js?x=1`, kind: 'old address' },
      ]),
    },
  ]
  const result = { checked: 0, problems: [] as string[] }
  try {
    for (const { dir, probes } of passes) {
      const local = await serveStaticSite(dir)
      const cloudflare = await servePagesDev(dir).catch(async (error: unknown) => {
        await local.close()
        throw error
      })
      try {
        const rules = await readHostRules(dir)
        const comparison = await compareHosts({
          probes,
          localOrigin: local.origin,
          otherOrigin: cloudflare.origin,
          rules: rules.headers,
          differences,
        })
        // Alike is not enough: Cloudflare must send each staff path to the staff origin, and serve the console.
        for (const { path } of probes.filter((probe) => probe.kind !== 'file')) {
          const expected = expectedOnStaff(path, dir === redirecting)
          if (!expected) continue
          const answer = await askHost(cloudflare.origin, path)
          result.checked++
          if (answer.status !== expected.status || answer.location !== expected.location)
            result.problems.push(
              `${path}: ${answer.status} ${answer.location ?? ''} on Cloudflare, not ${expected.status} ${expected.location ?? ''}`,
            )
        }
        result.checked += comparison.checked
        result.problems.push(
          ...comparison.problems.map((problem) => `${dir === redirecting ? 'the site' : 'staff'}: ${problem}`),
        )
      } finally {
        await Promise.all([cloudflare.close(), local.close()])
      }
    }
  } finally {
    rmSync(redirecting, { recursive: true, force: true })
  }
  return result
}

runMain(main)
