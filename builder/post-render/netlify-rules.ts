/**
 * The Netlify/Cloudflare-style _redirects and _headers files the build emits, read so the local server obeys what a
 * CDN would: parsed by Netlify's own parsers (@netlify/redirect-parser 15 and @netlify/headers-parser 9, the last
 * majors that run on Node 20), matched here for the forms the build writes (exact paths, one * whose text a target's
 * :splat carries). tools/test/test-cloudflare.ts checks the outcome against Cloudflare's runtime.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { parseAllHeaders } from '@netlify/headers-parser'
import { parseAllRedirects } from '@netlify/redirect-parser'

export interface RedirectRule {
  from: string
  to: string
  status: number
  /** "301!": applies even where a file exists at the source. */
  force: boolean
}

export interface HeaderRule {
  pattern: string
  headers: Array<[name: string, value: string]>
}

export interface HostRules {
  redirects: RedirectRule[]
  headers: HeaderRule[]
}

const describe = (errors: readonly unknown[]) =>
  errors.map((error) => (error instanceof Error ? error.message : String(error)).replace(/\s+/g, ' ').trim())

/**
 * The _redirects and _headers files of a folder as Netlify's own parsers read them (a missing file has no rules).
 * A line they refuse throws, naming the file (under `label`, the folder by default) and their message.
 */
export async function readHostRules(dir: string, { label = dir }: { label?: string } = {}): Promise<HostRules> {
  const redirectsFile = join(dir, '_redirects')
  const headersFile = join(dir, '_headers')
  const parsedRedirects = await parseAllRedirects({
    redirectsFiles: [redirectsFile],
    configRedirects: [],
    minimal: true,
  })
  const parsedHeaders = await parseAllHeaders({ headersFiles: [headersFile], configHeaders: [], minimal: true })
  const problems = [
    ...describe(parsedRedirects.errors).map((message) => `${join(label, '_redirects')}: ${message}`),
    ...describe(parsedHeaders.errors).map((message) => `${join(label, '_headers')}: ${message}`),
  ]
  if (problems.length) throw new Error(problems.join('\n'))
  return {
    redirects: (parsedRedirects.redirects as Array<Record<string, unknown>>).map((rule) => ({
      from: String(rule.from),
      to: String(rule.to),
      status: Number(rule.status ?? 301),
      force: rule.force === true,
    })),
    headers: parsedHeaders.headers.map((rule) => ({ pattern: rule.for, headers: Object.entries(rule.values) })),
  }
}

/** The rules of _redirects and _headers text (what the build is about to write), read by readHostRules. */
export async function parseHostRules(files: { redirects?: string; headers?: string }): Promise<HostRules> {
  const dir = mkdtempSync(join(tmpdir(), 'host-rules-'))
  try {
    if (files.redirects !== undefined) writeFileSync(join(dir, '_redirects'), files.redirects)
    if (files.headers !== undefined) writeFileSync(join(dir, '_headers'), files.headers)
    return await readHostRules(dir, { label: '' })
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

/** Matches a path against a pattern where * stands for any rest of the path; returns the splat or null. */
export function matchPattern(pattern: string, path: string): string | null {
  if (!pattern.includes('*')) return pattern === path ? '' : null
  const [prefix = '', suffix = ''] = pattern.split('*', 2)
  if (path.length < prefix.length + suffix.length) return null
  return path.startsWith(prefix) && path.endsWith(suffix)
    ? path.slice(prefix.length, path.length - suffix.length)
    : null
}

export function findRedirect(
  rules: RedirectRule[],
  path: string,
): { to: string; status: number; force: boolean } | undefined {
  for (const rule of rules) {
    const splat = matchPattern(rule.from, path)
    if (splat !== null) return { to: rule.to.replace(':splat', splat), status: rule.status, force: rule.force }
  }
  return undefined
}

/** Every header that applies to a path, later rules overriding earlier ones. */
export function headersFor(rules: HeaderRule[], path: string): Map<string, string> {
  const headers = new Map<string, string>()
  for (const rule of rules) {
    if (matchPattern(rule.pattern, path) === null) continue
    for (const [name, value] of rule.headers) headers.set(name.toLowerCase(), value)
  }
  return headers
}
