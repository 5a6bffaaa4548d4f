/**
 * The site audit behind `npm run audit:seo`: crawls a served build from / the way a search engine would (following
 * links, not the manifest) and checks it against the route manifest, sitemap.xml and robots.txt. The sitemap's schema
 * and JSON-LD checks are in structured-data.ts. Longer than most modules on purpose: auditSite is one crawl whose
 * sections share the pages it fetched, and reads top to bottom in the order of its report.
 */
import { parse, type HTMLElement } from 'node-html-parser'
import { saysNoindex } from '../../src/features/seo/robots'
import type { Redirect, RouteEntry } from '../../src/routing/manifest'
import { sitemapXmlPath } from '../../src/routing/paths'
import { sitemapEntries } from '../../builder/post-render/sitemap'
import { jsonLdProblems, sitemapLocations, sitemapSchemaProblems } from './structured-data'

export interface AuditSection {
  name: string
  /** How many things the section looked at, for the report. */
  checked: number
  problems: string[]
}

export interface AuditReport {
  sections: AuditSection[]
  ok: boolean
}

export interface AuditInput {
  /** Where the build is served, e.g. http://127.0.0.1:4321. */
  origin: string
  /** The SITE_URL the build was made for: canonical URLs, sitemap locations and JSON-LD start with it. */
  siteUrl: string
  manifest: readonly RouteEntry[]
  /** Redirects the site promises (no wildcards): each must answer with its status and lead to a page. */
  redirects: readonly Redirect[]
  /** Unknown addresses, one per not-found family, that must answer 404 with noindex. */
  notFoundProbes: readonly string[]
}

interface FetchedPage {
  status: number
  location?: string
  contentType: string
  robotsHeader: string
  document?: HTMLElement
}

/** Runs `work` over items with at most `limit` at a time. */
async function eachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) await work(items[next++] as T)
    }),
  )
}

/** Addresses of what a page loads (scripts, styles, pictures, preloads, social images, JSON-LD images). */
function resourceAddresses(document: HTMLElement): string[] {
  const fromSrcset = (value: string | undefined) =>
    (value ?? '')
      .split(',')
      .map((candidate) => candidate.trim().split(/\s+/)[0] ?? '')
      .filter(Boolean)
  const addresses: string[] = []
  for (const element of document.querySelectorAll('img, source, script[src], link[href], link[imagesrcset]')) {
    const tag = element.tagName.toLowerCase()
    const rel = element.getAttribute('rel') ?? ''
    if (tag === 'link' && !/\b(stylesheet|preload|modulepreload|icon)\b/.test(rel)) continue
    addresses.push(
      ...[element.getAttribute('src'), tag === 'link' ? element.getAttribute('href') : undefined].filter(
        (value): value is string => Boolean(value),
      ),
      ...fromSrcset(element.getAttribute('srcset')),
      ...fromSrcset(element.getAttribute('imagesrcset')),
    )
  }
  for (const meta of document.querySelectorAll('meta[property="og:image"], meta[name="twitter:image"]'))
    addresses.push(meta.getAttribute('content') ?? '')
  for (const script of document.querySelectorAll('script[type="application/ld+json"]')) {
    for (const match of script.textContent.matchAll(/"image":"([^"]+)"/g)) addresses.push(match[1] ?? '')
  }
  return addresses.filter(Boolean)
}

/** How many other pages must link to each indexable page (decision 0015): none rests on one link a crawler may skip. */
export const minimumLinkingPages = 3

export async function auditSite({
  origin,
  siteUrl,
  manifest,
  redirects,
  notFoundProbes,
}: AuditInput): Promise<AuditReport> {
  const pages = new Map<string, FetchedPage>()
  const fetchPage = async (target: string): Promise<FetchedPage> => {
    const known = pages.get(target)
    if (known) return known
    const response = await fetch(new URL(target, origin), { redirect: 'manual' })
    const contentType = response.headers.get('content-type') ?? ''
    const page: FetchedPage = {
      status: response.status,
      location: response.headers.get('location') ?? undefined,
      contentType,
      robotsHeader: response.headers.get('x-robots-tag') ?? '',
      document: contentType.startsWith('text/html') ? parse(await response.text()) : undefined,
    }
    if (!page.document) await response.body?.cancel()
    pages.set(target, page)
    return page
  }

  /** A link's target as a path on this site (with its query), or undefined for another site or a tel:/mailto: link. */
  const internalTarget = (href: string, base: string): { path: string; hash: string } | undefined => {
    const url = URL.parse(href, new URL(base, origin))
    if (!url || (url.origin !== origin && url.origin !== siteUrl)) return undefined
    let hash = url.hash.slice(1)
    try {
      hash = decodeURIComponent(hash)
    } catch {
      // A malformed escape stays as written; the anchor check then reports it missing.
    }
    return { path: `${url.pathname}${url.search}`, hash }
  }

  // Crawl: every page reachable from / by links, as a search engine finds them.
  const linkProblems: string[] = []
  const anchorChecks: Array<{ from: string; path: string; hash: string }> = []
  const linkedFrom = new Map<string, string>()
  /** Pages reached by a link, without the query a link may add. */
  const linkedPaths = new Set<string>(['/'])
  /** For each page, the other pages that link to it. */
  const linkingPages = new Map<string, Set<string>>()
  const resources = new Map<string, string>()
  let linksChecked = 0
  let frontier = ['/']
  linkedFrom.set('/', '(start)')
  while (frontier.length) {
    const found: string[] = []
    await eachLimited(frontier, 8, async (path) => {
      const page = await fetchPage(path)
      if (page.status !== 200 || !page.document) return
      for (const address of resourceAddresses(page.document)) {
        const target = internalTarget(address, path)
        if (target && !resources.has(target.path)) resources.set(target.path, path)
      }
      for (const anchor of page.document.querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href') ?? ''
        if (/^javascript:/i.test(href) || !URL.canParse(href, new URL(path, origin))) {
          linkProblems.push(`${path}: link '${href}' does not lead to a page`)
          continue
        }
        const target = internalTarget(href, path)
        if (!target) continue
        linksChecked++
        if (target.hash) anchorChecks.push({ from: path, ...target })
        const bare = target.path.replace(/\?.*$/, '')
        linkedPaths.add(bare)
        if (bare !== path) linkingPages.set(bare, (linkingPages.get(bare) ?? new Set()).add(path))
        if (!linkedFrom.has(target.path)) {
          linkedFrom.set(target.path, path)
          found.push(target.path)
        }
      }
    })
    frontier = found
  }
  for (const [target, from] of linkedFrom) {
    if (from === '(start)') continue
    const page = await fetchPage(target)
    if (page.status >= 300 && page.status < 400)
      linkProblems.push(
        `${from} links to ${target}, which redirects (${page.status}) to ${page.location}: link there directly`,
      )
    else if (page.status !== 200) linkProblems.push(`${from} links to ${target}, which answers ${page.status}`)
  }
  for (const { from, path, hash } of anchorChecks) {
    const document = (await fetchPage(path)).document
    if (document && !document.querySelector(`[id="${hash.replace(/"/g, '\\"')}"]`))
      linkProblems.push(`${from} links to ${path}#${hash}, but that page has no element with id '${hash}'`)
  }

  // The manifest: every URL answers 200 and is reachable by links.
  const manifestProblems: string[] = []
  for (const entry of manifest) {
    const page = await fetchPage(entry.path)
    if (page.status !== 200) manifestProblems.push(`${entry.path} answers ${page.status}, not 200`)
    else if (!linkedPaths.has(entry.path))
      manifestProblems.push(`${entry.path} is not linked from any page (an orphan)`)
    else if (entry.indexable && (linkingPages.get(entry.path)?.size ?? 0) < minimumLinkingPages) {
      const from = [...(linkingPages.get(entry.path) ?? [])].sort()
      manifestProblems.push(
        `${entry.path} is linked from ${from.length} other page(s) (${from.join(', ')}); link it from at least ${minimumLinkingPages}`,
      )
    }
  }
  const manifestPaths = new Set(manifest.map((entry) => entry.path))
  for (const [path, page] of pages) {
    const bare = path.replace(/\?.*$/, '')
    if (page.status === 200 && page.document && !manifestPaths.has(bare))
      manifestProblems.push(`${bare} is a page linked from ${linkedFrom.get(path)} but not in the route manifest`)
  }

  // sitemap.xml: valid, and exactly the indexable canonical URLs.
  const sitemapProblems: string[] = []
  const sitemapResponse = await fetch(new URL(sitemapXmlPath, origin))
  const xml = await sitemapResponse.text()
  let locations: string[] = []
  if (sitemapResponse.status !== 200) sitemapProblems.push(`${sitemapXmlPath} answers ${sitemapResponse.status}`)
  else {
    sitemapProblems.push(...(await sitemapSchemaProblems(xml)))
    locations = sitemapLocations(xml)
    const indexable = new Set(sitemapEntries(manifest).map((entry) => entry.canonical))
    const canonicalOf = new Map(manifest.map((entry) => [entry.canonical, entry]))
    const seen = new Set<string>()
    for (const location of locations) {
      if (seen.has(location)) sitemapProblems.push(`${location} is listed twice`)
      seen.add(location)
      const entry = canonicalOf.get(location)
      if (!entry) sitemapProblems.push(`${location} is in the sitemap but not in the route manifest`)
      else if (!entry.indexable) sitemapProblems.push(`${location} is in the sitemap but the page is noindex`)
    }
    for (const canonical of indexable)
      if (!seen.has(canonical)) sitemapProblems.push(`${canonical} is an indexable page missing from the sitemap`)
  }

  // robots.txt names the sitemap and blocks nothing the sitemap lists.
  const robotsProblems: string[] = []
  const robotsResponse = await fetch(new URL('/robots.txt', origin))
  const robots = await robotsResponse.text()
  if (robotsResponse.status !== 200) robotsProblems.push(`/robots.txt answers ${robotsResponse.status}`)
  else {
    if (!robots.split('\n').some((line) => line.trim() === `Sitemap: ${siteUrl}${sitemapXmlPath}`))
      robotsProblems.push(`/robots.txt has no line 'Sitemap: ${siteUrl}${sitemapXmlPath}'`)
    const disallowed = robots
      .split('\n')
      .map((line) => /^disallow:\s*(\S*)/i.exec(line.trim())?.[1] ?? '')
      .filter(Boolean)
    for (const location of locations) {
      const path = location.slice(siteUrl.length) || '/'
      const rule = disallowed.find((prefix) => path.startsWith(prefix))
      if (rule) robotsProblems.push(`${path} is in the sitemap but robots.txt disallows ${rule}`)
    }
  }

  // Each page's head and headings.
  const pageProblems: string[] = []
  const pageUrls = new Set(manifest.map((entry) => entry.canonical))
  const firstWith = new Map<string, string>()
  const unique = (field: string, value: string, path: string) => {
    const previous = firstWith.get(`${field}\0${value}`)
    if (previous) pageProblems.push(`${path}: same ${field} as ${previous} ('${value}')`)
    else firstWith.set(`${field}\0${value}`, path)
  }
  const sitemapSet = new Set(locations)
  for (const entry of manifest) {
    const page = pages.get(entry.path)
    const document = page?.document
    if (!page || page.status !== 200 || !document) continue
    const robotsMeta = document.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
    const noindex = saysNoindex(robotsMeta) || saysNoindex(page.robotsHeader)
    if (!entry.indexable) {
      if (!noindex) pageProblems.push(`${entry.path}: not meant for search results but has no noindex`)
      if (sitemapSet.has(entry.canonical)) pageProblems.push(`${entry.path}: noindex page is in the sitemap`)
      continue
    }
    if (noindex) pageProblems.push(`${entry.path}: indexable page says noindex ('${robotsMeta || page.robotsHeader}')`)
    if (!document.querySelector('html')?.getAttribute('lang')) pageProblems.push(`${entry.path}: <html> has no lang`)
    const headings = document.querySelectorAll('h1').length
    if (headings !== 1) pageProblems.push(`${entry.path}: ${headings} h1 elements, not exactly 1`)
    const title = document.querySelector('title')?.textContent.trim() ?? ''
    if (!title) pageProblems.push(`${entry.path}: no title`)
    else if (title.length > 60)
      pageProblems.push(`${entry.path}: title is ${title.length} characters, over 60 ('${title}')`)
    unique('title', title, entry.path)
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content')?.trim() ?? ''
    if (description.length < 70 || description.length > 160)
      pageProblems.push(`${entry.path}: description is ${description.length} characters, outside 70-160`)
    unique('description', description, entry.path)
    const canonicals = document.querySelectorAll('link[rel="canonical"]').map((link) => link.getAttribute('href'))
    const expected = `${siteUrl}${entry.path}`
    if (canonicals.length !== 1 || canonicals[0] !== expected)
      pageProblems.push(`${entry.path}: canonical is ${JSON.stringify(canonicals)}, not ['${expected}']`)
    for (const script of document.querySelectorAll('script[type="application/ld+json"]'))
      for (const problem of jsonLdProblems(script.textContent, siteUrl, pageUrls))
        pageProblems.push(`${entry.path}: ${problem}`)
  }
  // What pages load: every script, stylesheet, picture and social image answers 200.
  const resourceProblems: string[] = []
  await eachLimited([...resources], 8, async ([path, from]) => {
    const response = await fetch(new URL(path, origin), { method: 'HEAD', redirect: 'manual' })
    if (response.status !== 200) resourceProblems.push(`${from} loads ${path}, which answers ${response.status}`)
  })

  // Redirects of old addresses: the promised status, straight to a page.
  const redirectProblems: string[] = []
  for (const redirect of redirects.filter((rule) => !rule.from.includes('*'))) {
    const moved = await fetchPage(redirect.from)
    if (moved.status !== redirect.status || moved.location !== redirect.to)
      redirectProblems.push(
        `${redirect.from} answers ${moved.status} to ${moved.location ?? '(nowhere)'}, not ${redirect.status} to ${redirect.to}`,
      )
    const target = await fetchPage(redirect.to)
    if (target.status !== 200)
      redirectProblems.push(`${redirect.from} redirects to ${redirect.to}, which answers ${target.status}`)
  }

  // An address that is no page answers 404 with noindex, not a soft 404, in every family.
  const notFoundProblems: string[] = []
  for (const probe of notFoundProbes) {
    const missing = await fetchPage(probe)
    if (missing.status !== 404) notFoundProblems.push(`${probe} (no such page) answers ${missing.status}, not 404`)
    const missingRobots = missing.document?.querySelector('meta[name="robots"]')?.getAttribute('content') ?? ''
    if (!saysNoindex(missingRobots) && !saysNoindex(missing.robotsHeader))
      notFoundProblems.push(`${probe}: the not-found page has no noindex`)
  }

  const sections: AuditSection[] = [
    {
      name: `Manifest URLs answer 200 and are linked (indexable ones from at least ${minimumLinkingPages} other pages)`,
      checked: manifest.length,
      problems: manifestProblems,
    },
    {
      name: 'Internal links (no broken link, no redirect, anchors exist)',
      checked: linksChecked,
      problems: linkProblems,
    },
    {
      name: 'sitemap.xml (sitemaps.org schema, exactly the indexable pages)',
      checked: locations.length,
      problems: sitemapProblems,
    },
    { name: 'robots.txt', checked: 1, problems: robotsProblems },
    {
      name: 'Resources pages load (scripts, styles, pictures, social images)',
      checked: resources.size,
      problems: resourceProblems,
    },
    {
      name: 'Redirects of old addresses',
      checked: redirects.filter((rule) => !rule.from.includes('*')).length,
      problems: redirectProblems,
    },
    {
      name: 'Pages (one h1, unique title <= 60 and description 70-160, self canonical, valid JSON-LD, noindex kept out)',
      checked: manifest.length,
      problems: pageProblems,
    },
    { name: 'Unknown addresses answer 404 with noindex', checked: notFoundProbes.length, problems: notFoundProblems },
  ]
  return { sections, ok: sections.every((section) => section.problems.length === 0) }
}

export function formatAuditReport(report: AuditReport, limit = 25): string {
  const lines: string[] = []
  for (const section of report.sections) {
    const mark = section.problems.length ? 'FAIL' : 'ok  '
    lines.push(`${mark} ${section.name}: ${section.checked} checked, ${section.problems.length} problems`)
    for (const problem of section.problems.slice(0, limit)) lines.push(`       - ${problem}`)
    if (section.problems.length > limit) lines.push(`       ... and ${section.problems.length - limit} more`)
  }
  const failed = report.sections.reduce((sum, section) => sum + section.problems.length, 0)
  lines.push(report.ok ? 'SEO audit passed.' : `SEO audit failed: ${failed} problems.`)
  return lines.join('\n')
}
