/**
 * Serves the built site the way a static host does: clean URLs (/locations/live-oak → locations/live-oak.html),
 * the nearest 404.html with status 404, the _redirects and _headers files, and the brotli or gzip copies the build
 * made of text files (builder/post-render/compressed-copies.ts). It never compresses on a request's path: a file without
 * a current copy is sent as it is.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { notFoundCopy } from '../content/data'
import { isSpamPath, robotsDirectives } from '../src/features/seo/robots'
import { notFoundDocuments } from '../src/routing/manifest'
import { pageHtmlFile } from '../src/routing/paths'
import { findRedirect, headersFor, readHostRules, type HostRules } from '../builder/post-render/netlify-rules'
import { compressedCopyPath, contentTag, isCompressible, type Encoding } from '../builder/post-render/compressed-copies'

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
  // The content manager's config and WebAssembly (builder/cms/admin.ts).
  '.yml': 'text/yaml; charset=utf-8',
  '.wasm': 'application/wasm',
}

interface CachedFile {
  mtimeMs: number
  body: Buffer
  /** The build's compressed copies of these bytes, kept once read (a missing one is looked for again: a rebuild
   * writes its copies last). */
  copies: Partial<Record<Encoding, Buffer>>
  tag: string
  etag: string
}

/** The encoding a client accepts, best first, ignoring any it refuses with q=0. */
function preferredEncoding(acceptEncoding: string): 'br' | 'gzip' | undefined {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, quality]) => !quality || Number.parseFloat(quality.replace(/^\s*q=/, '')) > 0)
      .map(([name]) => name?.trim().toLowerCase()),
  )
  if (accepted.has('br')) return 'br'
  if (accepted.has('gzip')) return 'gzip'
  return undefined
}

/** A decoded path with no empty, '.' or '..' segment, backslash or control character. */
const isPlainPath = (path: string): boolean =>
  // eslint-disable-next-line no-control-regex -- control characters are what it looks for
  !/(^|\/)\.{1,2}(\/|$)|\/\/|\\|[\u0000-\u001f\u007f]/.test(path)

export interface StaticSiteServer {
  handle(request: IncomingMessage, response: ServerResponse): void
}

export function createStaticSiteServer(distDir: string): StaticSiteServer {
  const root = resolve(distDir)
  const cache = new Map<string, CachedFile>()

  // _redirects and _headers are read again whenever a rebuild has changed them, so a running server never serves a
  // new build by an old build's rules.
  let rules: { stamp: string; read: Promise<HostRules> } | undefined
  const currentRules = (): Promise<HostRules> => {
    const stamp = ['_redirects', '_headers']
      .map((file) => {
        const path = join(root, file)
        return existsSync(path) ? `${statSync(path).mtimeMs}/${statSync(path).size}` : '-'
      })
      .join(' ')
    if (rules?.stamp !== stamp) rules = { stamp, read: readHostRules(root) }
    return rules.read
  }

  /** A file inside dist, or undefined for anything that is missing or would escape it. */
  const fileAt = (relative: string): string | undefined => {
    const full = normalize(join(root, relative))
    if (full !== root && !full.startsWith(root + sep)) return undefined
    // The host's own rule files and dotfiles (the build stamp) are read by the server, never served.
    if (/(^|[\\/])(\.[^\\/]*|_headers|_redirects)$/.test(full)) return undefined
    try {
      return statSync(full).isFile() ? full : undefined
    } catch {
      return undefined
    }
  }

  const load = (file: string): CachedFile => {
    const { mtimeMs } = statSync(file)
    const cached = cache.get(file)
    if (cached && cached.mtimeMs === mtimeMs) return cached
    const body = readFileSync(file)
    const tag = contentTag(body)
    const entry: CachedFile = { mtimeMs, body, copies: {}, tag, etag: `"${tag}"` }
    cache.set(file, entry)
    return entry
  }

  const compressedCopy = (file: string, entry: CachedFile, encoding: Encoding): Buffer | undefined => {
    if (entry.copies[encoding] === undefined) {
      const copy = compressedCopyPath(root, file, entry.tag, encoding)
      if (existsSync(copy)) entry.copies[encoding] = readFileSync(copy)
    }
    return entry.copies[encoding]
  }

  const notFoundFiles = new Set(notFoundDocuments.map((document) => join(root, document.file)))
  /** The page for a clean URL, or for "/" the root index. */
  const pageFile = (path: string): string | undefined => {
    const file = extname(path) ? fileAt(path) : fileAt(pageHtmlFile(path))
    // A not-found document is served only with status 404, never as a page of its own (/404, /county/404).
    return file && !notFoundFiles.has(file) ? file : undefined
  }

  /** The nearest 404.html: county/404.html for /county/nowhere, else the root 404.html. */
  const notFoundFile = (path: string): string | undefined => {
    const segments = path.split('/').filter(Boolean)
    for (let depth = segments.length - 1; depth >= 0; depth--) {
      const file = fileAt(join(...segments.slice(0, depth), '404.html'))
      if (file) return file
    }
    return fileAt('404.html')
  }

  const send = (
    request: IncomingMessage,
    response: ServerResponse,
    { headers: headerRules }: HostRules,
    file: string,
    status: number,
    urlPath: string,
  ) => {
    const extension = extname(file)
    const entry = load(file)
    response.statusCode = status
    response.setHeader('Content-Type', contentTypes[extension] ?? 'application/octet-stream')
    for (const [name, value] of headersFor(headerRules, urlPath)) response.setHeader(name, value)
    // Beyond the _headers file (which a CDN applies too): a not-found address made of spam keywords asks crawlers not to keep it.
    if (status === 404 && isSpamPath(urlPath, notFoundCopy.spamKeywords))
      response.setHeader('X-Robots-Tag', robotsDirectives({ indexable: false, spam: true }))
    let body = entry.body
    let etag = entry.etag
    if (isCompressible(file, body.length)) {
      response.setHeader('Vary', 'Accept-Encoding')
      const encoding = preferredEncoding(String(request.headers['accept-encoding'] ?? ''))
      const copy = encoding && compressedCopy(file, entry, encoding)
      if (encoding && copy) {
        body = copy
        response.setHeader('Content-Encoding', encoding)
        etag = `${entry.etag.slice(0, -1)}-${encoding}"`
      }
    }
    response.setHeader('ETag', etag)
    const ifNoneMatch = String(request.headers['if-none-match'] ?? '')
    if (status === 200 && ifNoneMatch.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag)) {
      response.statusCode = 304
      response.end()
      return
    }
    response.setHeader('Content-Length', body.length)
    response.end(request.method === 'HEAD' ? undefined : body)
  }

  const redirect = (response: ServerResponse, location: string, status: number) => {
    // Every redirect stays on this origin: "//host" or "/\\host" in a Location header is another site.
    if (/^\/[/\\]/.test(location)) throw new Error(`refused to redirect to ${location}`)
    response.statusCode = status
    response.setHeader('Location', location)
    response.setHeader('Content-Type', 'text/plain; charset=utf-8')
    response.end(`Moved to ${location}\n`)
  }

  const serve = async (request: IncomingMessage, response: ServerResponse) => {
    const hostRules = await currentRules()
    const { redirects } = hostRules
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.statusCode = 405
      response.setHeader('Allow', 'GET, HEAD')
      response.end('Only GET and HEAD are served here.\n')
      return
    }
    // Concatenated, not resolved: a request for //host/ must stay a path, not become another origin.
    const url = new URL(`http://localhost${request.url ?? '/'}`)
    // "//host" in a Location header would send the visitor to another site.
    if (url.pathname.startsWith('//')) {
      const notFound = notFoundFile('/')
      if (notFound) send(request, response, hostRules, notFound, 404, url.pathname)
      else response.writeHead(404).end()
      return
    }
    let path: string
    try {
      path = decodeURIComponent(url.pathname)
    } catch {
      path = url.pathname
    }
    // An encoded slash, dot segment or backslash would make a second spelling of an address: one that redirects to
    // another origin (/%2fevil.example%2f..%2fcontact.html) or takes the headers of a folder it only passes through
    // (/admin/..%2fcontact). A static host answers them as not found, and so does this server.
    if (!isPlainPath(path)) {
      const notFound = notFoundFile('/')
      if (notFound) send(request, response, hostRules, notFound, 404, '/')
      else response.writeHead(404).end()
      return
    }
    // Canonical addresses carry no trailing slash.
    if (path.length > 1 && path.endsWith('/')) {
      redirect(response, `${url.pathname.replace(/\/+$/, '') || '/'}${url.search}`, 301)
      return
    }
    // A page's file name is not a second address of it: /offer.html and /index.html move to /offer and /, as on
    // Cloudflare Pages.
    if (path.endsWith('.html')) {
      const clean = path.replace(/\.html$/, '').replace(/\/index$/, '/') || '/'
      if (pageFile(clean)) {
        redirect(response, `${clean}${url.search}`, 301)
        return
      }
    }
    // As on Netlify and Cloudflare Pages, a file that exists wins over a rule unless the rule is forced (!).
    const rule = findRedirect(redirects, url.pathname)
    const page = pageFile(path)
    if (page && !rule?.force) {
      send(request, response, hostRules, page, 200, path)
      return
    }
    if (rule && rule.status >= 300 && rule.status < 400) {
      redirect(response, `${rule.to}${url.search}`, rule.status)
      return
    }
    // A rule naming a file (a family's 404 page) serves that file; one naming an address serves its page.
    const rewritten = rule ? (extname(rule.to) ? fileAt(rule.to) : pageFile(rule.to)) : undefined
    if (rule && rewritten) {
      send(request, response, hostRules, rewritten, rule.status, path)
      return
    }
    const notFound = notFoundFile(path)
    if (notFound) send(request, response, hostRules, notFound, 404, path)
    else {
      response.statusCode = 404
      response.setHeader('Content-Type', 'text/plain; charset=utf-8')
      response.end('Not found, and this build has no 404.html: run npm run build.\n')
    }
  }

  return {
    handle(request, response) {
      serve(request, response).catch((error: unknown) => {
        // A rule file the parsers refuse (a hand edit of dist/): the visitor gets a plain 500, the terminal the reason.
        console.error(
          `${error instanceof Error ? error.message : String(error)}\nRun npm run build to write them again.`,
        )
        if (!response.headersSent) response.writeHead(500, { 'Content-Type': 'text/plain; charset=utf-8' })
        response.end('The site could not be served: see the server log.\n')
      })
    },
  }
}

/** Serves a built site on a free port of 127.0.0.1, for the audits and benchmarks. */
export async function serveStaticSite(distDir: string): Promise<{ origin: string; close: () => Promise<void> }> {
  const site = createStaticSiteServer(distDir)
  const server = createServer((request, response) => site.handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
