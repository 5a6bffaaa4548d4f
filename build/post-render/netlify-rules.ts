/** Parsers for the Netlify/Cloudflare-style _redirects and _headers files the build emits, so the local server obeys what a CDN would. */

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

/** Lines of "from to [status]"; blank lines and # comments are skipped. */
export function parseRedirects(text: string): RedirectRule[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'))
    .map((line, index) => {
      const [from, to, status = '301'] = line.split(/\s+/)
      if (!from || !to) throw new Error(`_redirects line ${index + 1} ('${line}') needs a source and a target`)
      return { from, to, status: Number.parseInt(status, 10), force: status.endsWith('!') }
    })
}

/** Blocks of a path pattern followed by indented "Name: value" lines. */
export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (/^\s/.test(line)) {
      const current = rules[rules.length - 1]
      const separator = line.indexOf(':')
      if (!current || separator < 0)
        throw new Error(`_headers line '${line.trim()}' is not under a path or has no "Name: value"`)
      current.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
    } else {
      rules.push({ pattern: line.trim(), headers: [] })
    }
  }
  return rules
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
