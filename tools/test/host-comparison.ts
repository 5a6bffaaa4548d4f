/**
 * One build served by two hosts, asked the same questions: every page, every file of dist/, the old addresses, the
 * unknown ones of each family and the odd forms of an address (trailing slash, .html). Each answer's status, target,
 * content type, body and the headers dist/_headers promises are compared; a difference either matches one of the
 * recorded host differences below (docs/decisions/0018) or is a problem.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { join, relative, sep } from 'node:path'
import type { HeaderRule } from '../../builder/post-render/netlify-rules'
import { headersFor } from '../../builder/post-render/netlify-rules'
import type { NotFoundDocument, Redirect, RouteEntry } from '../../src/routing/manifest'

export interface HostAnswer {
  status: number
  /** The Location header as a path and query on the same host (hosts differ in writing it absolute or not). */
  location?: string
  mediaType: string
  headers: Map<string, string>
  bodyHash: string
}

export interface Probe {
  path: string
  /** Why it is asked, for the report. */
  kind: 'page' | 'file' | 'old address' | 'unknown address' | 'odd form'
}

/**
 * A way the hosts are known to differ, with its reason: `applies` says whether two answers' difference in what they
 * serve is this one, `excusesHeader` whether the other host's value for one of the headers _headers names is.
 */
export interface HostDifference {
  name: string
  reason: string
  applies?: (probe: Probe, local: HostAnswer, other: HostAnswer) => boolean
  excusesHeader?: (name: string, local: HostAnswer, other: HostAnswer) => boolean
}

/** Every file under dist/ as the address a host serves it at, without the host's own rule files. */
export function distFileAddresses(distDir: string): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
      entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
    )
  return walk(distDir)
    .map((file) => `/${relative(distDir, file).split(sep).join('/')}`)
    .filter((path) => path !== '/_headers' && path !== '/_redirects' && !path.endsWith('.html'))
    .sort()
}

export function hostProbes({
  manifest,
  redirects,
  notFoundDocuments,
  files,
}: {
  manifest: readonly RouteEntry[]
  redirects: readonly Redirect[]
  notFoundDocuments: readonly NotFoundDocument[]
  files: readonly string[]
}): Probe[] {
  const page = manifest.find((entry) => entry.path.split('/').length > 2)?.path ?? '/'
  const wildcard = redirects.find((redirect) => redirect.from.includes('*'))
  const documentAddress = (document: NotFoundDocument) => `/${document.file.replace(/\.html$/, '')}`
  // A page a wildcard rule would catch, asked for by its file name.
  const caught = wildcard && manifest.find((entry) => entry.path.startsWith(wildcard.from.replace('*', '')))?.path
  return [
    ...manifest.map((entry): Probe => ({ path: entry.path, kind: 'page' })),
    ...files.map((path): Probe => ({ path, kind: 'file' })),
    ...redirects
      .filter((redirect) => !redirect.from.includes('*'))
      .map((redirect): Probe => ({ path: `${redirect.from}?utm_source=host-check`, kind: 'old address' })),
    ...(wildcard ? [{ path: wildcard.from.replace('*', 'no-such-town'), kind: 'unknown address' as const }] : []),
    ...notFoundDocuments.map((document): Probe => ({
      path: document.renderPath.replace('_404', 'no-such-page'),
      kind: 'unknown address',
    })),
    ...notFoundDocuments.map((document): Probe => ({ path: documentAddress(document), kind: 'odd form' })),
    ...[
      `${page}/`,
      `${page}.html`,
      `${page}/?utm_source=host-check`,
      ...(caught ? [`${caught}.html`] : []),
      '/index.html',
      '/offer.html',
      '/404.html',
      '/_headers',
      '/_redirects',
      '/.build-stamp.json',
      '/.vite/manifest.json',
    ].map((path): Probe => ({ path, kind: 'odd form' })),
  ]
}

/** Asks a host one question without following a redirect. */
export async function askHost(origin: string, path: string): Promise<HostAnswer> {
  const response = await fetch(new URL(path, origin), { redirect: 'manual' })
  const body = Buffer.from(await response.arrayBuffer())
  const location = response.headers.get('location')
  const target = location ? new URL(location, new URL(path, origin)) : undefined
  return {
    status: response.status,
    location: target ? (target.origin === origin ? `${target.pathname}${target.search}` : target.href) : undefined,
    mediaType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase(),
    headers: new Map([...response.headers].map(([name, value]) => [name.toLowerCase(), value])),
    bodyHash: createHash('sha256').update(body).digest('hex').slice(0, 16),
  }
}

const isPermanent = (status: number) => status === 301 || status === 308

/** Differences found between this project's server and Cloudflare Pages' runtime, each kept on purpose. */
export const cloudflareDifferences = (notFoundDocuments: readonly NotFoundDocument[]): HostDifference[] => [
  {
    name: 'permanent redirects of a trailing slash or a page file name are 308 on Cloudflare, 301 here',
    reason:
      "Cloudflare Pages' own clean-URL handling answers 308; both are permanent and search engines treat them alike. The local server keeps 301, as Netlify answers.",
    applies: (_probe, local, other) =>
      isPermanent(local.status) && isPermanent(other.status) && local.location === other.location,
  },
  {
    name: 'scripts are application/javascript on Cloudflare, text/javascript here',
    reason:
      'Both are JavaScript to every browser; text/javascript is the type RFC 9239 names, and Cloudflare keeps the older one.',
    applies: (_probe, local, other) =>
      local.status === other.status &&
      local.bodyHash === other.bodyHash &&
      local.mediaType === 'text/javascript' &&
      other.mediaType === 'application/javascript',
  },
  {
    name: "a family's not-found document asked for by its own address answers 200 on Cloudflare",
    reason:
      'Cloudflare serves every file at its clean address, 404.html included (as /404, and /404.html moves there). The document is noindex, linked from nowhere and not in the sitemap; unknown addresses still get it with 404.',
    applies: (probe, local, other) => {
      const address = notFoundDocuments
        .map((document) => `/${document.file.replace(/\.html$/, '')}`)
        .find((clean) => probe.path === clean || probe.path === `${clean}.html`)
      return (
        address !== undefined &&
        local.status === 404 &&
        (other.status === 200 || (isPermanent(other.status) && other.location === address))
      )
    },
  },
  {
    name: 'an unknown city address gets the site-wide not-found page on Cloudflare, not "City not found"',
    reason:
      "Cloudflare's _redirects accepts no 404 status (it skips the line with a warning), so the city family's document, whose addresses share the root with every other page, is not served there; the answer is still 404 with noindex.",
    applies: (probe, local, other) =>
      notFoundDocuments.some(
        (document) => document.servedFor && probe.path.startsWith(document.servedFor.replace('*', '')),
      ) &&
      local.status === 404 &&
      other.status === 404 &&
      local.mediaType === other.mediaType,
  },
  {
    name: "a town calculator's file name is caught by the unknown-town rule on Cloudflare",
    reason:
      'Cloudflare applies _redirects before it strips .html, so /offer/live-oak.html meets /offer/* and goes to /offer (302) instead of /offer/live-oak; no page links a file name.',
    applies: (probe, local, other) => probe.path.endsWith('.html') && isPermanent(local.status) && other.status === 302,
  },
  {
    name: 'not-found answers carry Cache-Control: no-store on Cloudflare, whatever _headers gives their folder',
    reason:
      'Cloudflare Pages sets it on the 404 it serves; a not-found page is then never cached, which costs nothing. Every other header of _headers arrives.',
    excusesHeader: (name, local, other) =>
      name === 'cache-control' && local.status === 404 && other.headers.get(name) === 'no-store',
  },
  {
    name: 'the rule files answer 502 under wrangler pages dev, 404 here',
    reason:
      'Neither host publishes _headers or _redirects; the local runtime of Cloudflare answers a request for them with an error instead of its 404.',
    applies: (probe, local, other) =>
      (probe.path === '/_headers' || probe.path === '/_redirects') && local.status === 404 && other.status === 502,
  },
]

export interface Comparison {
  checked: number
  /** Differences no recorded host difference explains. */
  problems: string[]
  /** How many answers each recorded difference explained. */
  explained: Map<string, number>
  /** Headers the other host adds that the build does not ask for, with how many answers carried them. */
  addedHeaders: Map<string, number>
}

/** Headers every HTTP server sets on its own, or that differ by encoding and time, not by the site. */
const transportHeaders = new Set([
  'date',
  'connection',
  'keep-alive',
  'transfer-encoding',
  'content-length',
  'content-encoding',
  'vary',
  'etag',
  'last-modified',
  'accept-ranges',
  'server',
  'content-type',
  'location',
  'allow',
])

/** How two answers differ in what they serve: status, target, type and body. */
function answerDifferences(local: HostAnswer, other: HostAnswer): string[] {
  const differences: string[] = []
  if (local.status !== other.status) differences.push(`status ${local.status} here, ${other.status} there`)
  if (local.location !== other.location)
    differences.push(`redirects to ${local.location ?? '(nowhere)'} here, ${other.location ?? '(nowhere)'} there`)
  if (local.status < 300 || local.status >= 400) {
    if (local.mediaType !== other.mediaType) differences.push(`type ${local.mediaType} here, ${other.mediaType} there`)
    if (local.bodyHash !== other.bodyHash) differences.push('a different body')
  }
  return differences
}

/**
 * Where both hosts serve a document (200 or 404), each must carry exactly the headers dist/_headers gives its path:
 * no recorded difference excuses a missing security or caching header.
 */
function headerProblems(
  probe: Probe,
  local: HostAnswer,
  other: HostAnswer,
  rules: HeaderRule[],
  excused: (name: string) => boolean,
): string[] {
  if (local.status !== other.status || (local.status !== 200 && local.status !== 404)) return []
  const problems: string[] = []
  const shown = (value: string | undefined) => (value === undefined ? 'missing' : `'${value}'`)
  for (const [name, value] of headersFor(rules, probe.path.split('?')[0]!)) {
    if (local.headers.get(name) !== value) problems.push(`${name} here is ${shown(local.headers.get(name))}`)
    if (other.headers.get(name) !== value && !excused(name))
      problems.push(`${name} there is ${shown(other.headers.get(name))}`)
  }
  return problems
}

export async function compareHosts({
  probes,
  localOrigin,
  otherOrigin,
  rules,
  differences,
}: {
  probes: readonly Probe[]
  localOrigin: string
  otherOrigin: string
  rules: HeaderRule[]
  differences: readonly HostDifference[]
}): Promise<Comparison> {
  const comparison: Comparison = {
    checked: 0,
    problems: [],
    explained: new Map(differences.map((difference) => [difference.name, 0])),
    addedHeaders: new Map(),
  }
  let next = 0
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < probes.length) {
        const probe = probes[next++]!
        const [local, other] = await Promise.all([askHost(localOrigin, probe.path), askHost(otherOrigin, probe.path)])
        comparison.checked++
        for (const name of other.headers.keys())
          if (!local.headers.has(name) && !transportHeaders.has(name))
            comparison.addedHeaders.set(name, (comparison.addedHeaders.get(name) ?? 0) + 1)
        const explain = (difference: HostDifference) =>
          comparison.explained.set(difference.name, (comparison.explained.get(difference.name) ?? 0) + 1)
        const problems = headerProblems(probe, local, other, rules, (name) => {
          const excuse = differences.find((difference) => difference.excusesHeader?.(name, local, other))
          if (excuse) explain(excuse)
          return excuse !== undefined
        })
        const served = answerDifferences(local, other)
        const known = served.length
          ? differences.find((difference) => difference.applies?.(probe, local, other))
          : undefined
        if (known) explain(known)
        else problems.push(...served)
        if (problems.length) comparison.problems.push(`${probe.path} (${probe.kind}): ${problems.join('; ')}`)
      }
    }),
  )
  comparison.problems.sort()
  return comparison
}
