import { mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { createStaticSiteServer } from '../../server/static-site-server'
import { compressedDirFor, writeCompressedCopies } from '../../builder/post-render/compressed-copies'

let server: Server
let origin: string
let secretDir: string

beforeAll(async () => {
  const parent = mkdtempSync(join(tmpdir(), 'site-'))
  const dist = join(parent, 'dist')
  secretDir = 'secret'
  mkdirSync(join(parent, secretDir), { recursive: true })
  writeFileSync(join(parent, secretDir, 'key.txt'), 'do not serve')
  const write = (path: string, text: string) => {
    mkdirSync(join(dist, path, '..'), { recursive: true })
    writeFileSync(join(dist, path), text)
  }
  write('index.html', '<h1>home</h1>')
  write('locations/live-oak.html', '<h1>Live Oak</h1>')
  write('404.html', '<h1>Page Not Found</h1>')
  write('county/404.html', '<h1>County not found</h1>')
  write('offer.html', '<h1>Offer</h1>')
  write('offer/live-oak.html', '<h1>Live Oak offer</h1>')
  write('big.js', 'console.log("a long enough script to be worth compressing");\n'.repeat(40))
  write(
    '_redirects',
    '/live-oak /locations/live-oak 301\n/offer/* /offer 302\n/forced /offer 301!\n/locations/live-oak /nowhere 301\n',
  )
  write(
    '_headers',
    '/*\n  X-Content-Type-Options: nosniff\n/admin/*\n  Content-Security-Policy: the looser one of /admin\n',
  )
  write('.build-stamp.json', '{}')
  write('changed.js', 'console.log("as the build compressed it");\n'.repeat(40))
  await writeCompressedCopies(dist)
  // Written after the build's copies were made: a file the build did not compress, and one it compressed as it was.
  write('late.js', 'console.log("written after the build made its compressed copies");\n'.repeat(40))
  write('changed.js', 'console.log("edited after the build");\n'.repeat(40))
  const site = createStaticSiteServer(`${dist}/`)
  server = createServer((request, response) => site.handle(request, response))
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string) => fetch(`${origin}${path}`, { redirect: 'manual' })

describe('static site server', () => {
  it('serves clean URLs from flat page files', async () => {
    const response = await get('/locations/live-oak')
    expect(response.status).toBe(200)
    expect(await response.text()).toContain('Live Oak')
  })

  it('answers an unknown path with the nearest 404.html and status 404', async () => {
    const county = await get('/county/nowhere')
    expect(county.status).toBe(404)
    expect(await county.text()).toContain('County not found')
    const other = await get('/no/such/page')
    expect(other.status).toBe(404)
    expect(await other.text()).toContain('Page Not Found')
  })

  it('applies _redirects and _headers', async () => {
    const redirected = await get('/live-oak?utm_source=x')
    expect(redirected.status).toBe(301)
    expect(redirected.headers.get('location')).toBe('/locations/live-oak?utm_source=x')
    expect((await get('/')).headers.get('x-content-type-options')).toBe('nosniff')
  })

  it('moves a page file name to its clean address, and never serves a not-found document as a page', async () => {
    for (const [from, to] of [
      ['/offer.html', '/offer'],
      ['/locations/live-oak.html?utm_source=x', '/locations/live-oak?utm_source=x'],
      ['/index.html', '/'],
    ] as const) {
      const response = await get(from)
      expect(response.status, from).toBe(301)
      expect(response.headers.get('location'), from).toBe(to)
    }
    for (const path of ['/404', '/404.html', '/county/404', '/county/404.html']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
    }
  })

  it('sends a trailing-slash address to its canonical form', async () => {
    const response = await get('/locations/live-oak/')
    expect(response.status).toBe(301)
    expect(response.headers.get('location')).toBe('/locations/live-oak')
  })

  it("never serves the host's rule files or dotfiles", async () => {
    for (const path of ['/_headers', '/_redirects', '/.build-stamp.json'])
      expect((await get(path)).status, path).toBe(404)
  })

  it('never serves a file outside the build folder', async () => {
    const escaped = await get(`/..%2f${secretDir}%2fkey.txt`)
    expect(escaped.status).toBe(404)
    expect(await escaped.text()).not.toContain('do not serve')
  })

  it('never redirects to another host, whatever a path encodes', async () => {
    for (const path of [
      '/.//evil.example/',
      '/%2e//evil.example/',
      '/%2fevil.example%2f..%2flocations/live-oak.html',
      '/%2f%2fevil.example/',
      '/%5cevil.example/',
    ]) {
      const response = await get(path)
      expect(response.headers.get('location'), path).toBeNull()
      expect(response.status, path).toBe(404)
    }
  })

  it("answers a path that only passes through a folder as not found, so it never takes that folder's headers", async () => {
    for (const path of ['/admin/..%2foffer', '/admin%2f..%2foffer', '/admin/.%2f..%2foffer']) {
      const response = await get(path)
      expect(response.status, path).toBe(404)
      expect(response.headers.get('content-security-policy'), path).toBeNull()
    }
  })

  it('lets an existing page win over a redirect rule, unless the rule is forced', async () => {
    expect((await get('/offer/live-oak')).status).toBe(200)
    expect((await get('/locations/live-oak')).status).toBe(200)
    const unknown = await get('/offer/atlantis')
    expect(unknown.status).toBe(302)
    expect(unknown.headers.get('location')).toBe('/offer')
    expect((await get('/forced')).status).toBe(301)
  })

  it("sends the build's compressed copy the browser accepts and revalidates with an ETag per encoding", async () => {
    const original = 'console.log("a long enough script to be worth compressing");\n'.repeat(40)
    const brotli = await fetch(`${origin}/big.js`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(brotli.headers.get('content-encoding')).toBe('br')
    expect(await brotli.text()).toBe(original)
    const gzip = await fetch(`${origin}/big.js`, { headers: { 'accept-encoding': 'gzip, br;q=0' } })
    expect(gzip.headers.get('content-encoding')).toBe('gzip')
    expect(await gzip.text()).toBe(original)
    expect(gzip.headers.get('etag')).not.toBe(brotli.headers.get('etag'))
    const again = await fetch(`${origin}/big.js`, {
      headers: { 'accept-encoding': 'gzip', 'if-none-match': `W/${gzip.headers.get('etag')}` },
    })
    expect(again.status).toBe(304)
    expect(again.headers.get('vary')).toBe('Accept-Encoding')
  })

  it('never compresses on the request: a file the build made no copy of is sent as it is', async () => {
    const late = await fetch(`${origin}/late.js`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(late.status).toBe(200)
    expect(late.headers.get('content-encoding')).toBeNull()
    expect(late.headers.get('vary')).toBe('Accept-Encoding')
    expect(await late.text()).toContain('written after the build')
    // The copies of its earlier bytes are never sent for the new ones.
    const changed = await fetch(`${origin}/changed.js`, { headers: { 'accept-encoding': 'gzip, br' } })
    expect(changed.headers.get('content-encoding')).toBeNull()
    expect(await changed.text()).toContain('edited after the build')
  })

  it('marks spam-keyword paths with extra no-index directives', async () => {
    const response = await get('/best-casino-bonus')
    expect(response.status).toBe(404)
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow, noarchive, nosnippet, noimageindex')
  })

  it('refuses methods a static site does not take', async () => {
    expect((await fetch(`${origin}/`, { method: 'POST' })).status).toBe(405)
  })
})

describe('static site server after a rebuild', () => {
  it('follows the _redirects and _headers a rebuild wrote, without a restart', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'site-rebuilt-'))
    writeFileSync(join(dist, 'index.html'), '<h1>home</h1>')
    writeFileSync(join(dist, '404.html'), '<h1>Page Not Found</h1>')
    writeFileSync(join(dist, '_redirects'), '/old /first 301\n')
    writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: DENY\n')
    const site = createStaticSiteServer(dist)
    const rebuilt = createServer((request, response) => site.handle(request, response))
    await new Promise<void>((resolve) => rebuilt.listen(0, '127.0.0.1', resolve))
    const at = `http://127.0.0.1:${(rebuilt.address() as AddressInfo).port}`
    try {
      const before = await fetch(`${at}/old`, { redirect: 'manual' })
      expect(before.headers.get('location')).toBe('/first')
      expect((await fetch(`${at}/`)).headers.get('x-frame-options')).toBe('DENY')

      writeFileSync(join(dist, '_redirects'), '/old /the-second-target 301\n/older /the-second-target 302\n')
      writeFileSync(join(dist, '_headers'), '/*\n  X-Frame-Options: SAMEORIGIN\n  Referrer-Policy: no-referrer\n')
      const after = await fetch(`${at}/old`, { redirect: 'manual' })
      expect(after.headers.get('location')).toBe('/the-second-target')
      expect((await fetch(`${at}/older`, { redirect: 'manual' })).status).toBe(302)
      const home = await fetch(`${at}/`)
      expect(home.headers.get('x-frame-options')).toBe('SAMEORIGIN')
      expect(home.headers.get('referrer-policy')).toBe('no-referrer')

      // A rule file the parsers refuse (a hand edit of dist/) is a plain 500 naming nothing, not a crash.
      const log = vi.spyOn(console, 'error').mockImplementation(() => {})
      writeFileSync(join(dist, '_redirects'), '/broken\n')
      const broken = await fetch(`${at}/`)
      expect(broken.status).toBe(500)
      expect(await broken.text()).toBe('The site could not be served: see the server log.\n')
      expect(String(log.mock.calls[0]?.[0])).toContain('_redirects: Could not parse redirect line 1: /broken')
      log.mockRestore()
      writeFileSync(join(dist, '_redirects'), '/old /first 301\n')
      expect((await fetch(`${at}/`)).status).toBe(200)
    } finally {
      await new Promise<void>((resolve) => rebuilt.close(() => resolve()))
    }
  })
})

describe('compressed copies of a build made again', () => {
  it('keeps the copies of unchanged files, replaces the copy of a changed one and leaves no other file', async () => {
    const dist = join(mkdtempSync(join(tmpdir(), 'site-copies-')), 'dist')
    mkdirSync(dist)
    const script = (text: string) => `console.log(${JSON.stringify(text)});\n`.repeat(40)
    writeFileSync(join(dist, 'kept.js'), script('unchanged between the builds'))
    writeFileSync(join(dist, 'edited.js'), script('the first build'))
    await writeCompressedCopies(dist)
    const copies = compressedDirFor(dist)
    const listed = () => readdirSync(copies).sort()
    const first = new Map(listed().map((name) => [name, statSync(join(copies, name)).mtimeMs]))
    writeFileSync(join(copies, 'left-over.js.tmp'), 'cut off')

    writeFileSync(join(dist, 'edited.js'), script('the second build'))
    await writeCompressedCopies(dist)
    const second = listed()
    expect(second).toHaveLength(4)
    for (const name of second.filter((item) => item.startsWith('kept.js.')))
      expect(statSync(join(copies, name)).mtimeMs, name).toBe(first.get(name))
    expect(second.filter((name) => name.startsWith('edited.js.') && first.has(name))).toEqual([])
    const gzipped = second.find((name) => name.startsWith('edited.js.') && name.endsWith('.gz'))!
    expect(gunzipSync(readFileSync(join(copies, gzipped))).toString()).toBe(script('the second build'))
  })
})
