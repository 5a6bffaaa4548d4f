import { describe, expect, it } from 'vitest'
import { findRedirect, headersFor, matchPattern, parseHostRules } from '../../builder/post-render/netlify-rules'
import { redirectsFileText } from '../../builder/post-render/redirects'
import { siteContent } from '../../content/site-content'
import { buildRouteManifest } from '../../src/routing/manifest'

const parseRedirects = async (text: string) => (await parseHostRules({ redirects: text })).redirects
const parseHeaders = async (text: string) => (await parseHostRules({ headers: text })).headers

describe("_redirects and _headers as the local server reads them (Netlify's parsers)", () => {
  it('parses redirect lines with a default status of 301 and skips comments', async () => {
    expect(
      await parseRedirects('# old towns\n/live-oak /locations/live-oak 301\n\n/offer/* /offer 302\n/x /y'),
    ).toEqual([
      { from: '/live-oak', to: '/locations/live-oak', status: 301, force: false },
      { from: '/offer/*', to: '/offer', status: 302, force: false },
      { from: '/x', to: '/y', status: 301, force: false },
    ])
  })

  it('refuses a redirect line without a target, naming the file and the line', async () => {
    await expect(parseRedirects('/ok /fine\n/broken')).rejects.toThrow(
      '_redirects: Could not parse redirect line 2: /broken Missing destination path/URL',
    )
  })

  it('matches exact paths and splats, carrying the splat into the target', async () => {
    expect(matchPattern('/live-oak', '/live-oak')).toBe('')
    expect(matchPattern('/live-oak', '/live-oak/x')).toBeNull()
    expect(matchPattern('/assets/*', '/assets/app.js')).toBe('app.js')
    expect(findRedirect(await parseRedirects('/old/* /new/:splat 301'), '/old/a/b')).toEqual({
      to: '/new/a/b',
      status: 301,
      force: false,
    })
    expect(findRedirect(await parseRedirects('/old/* /new/:splat 301'), '/other')).toBeUndefined()
  })

  it('collects the headers of every matching block, later blocks winning', async () => {
    const rules = await parseHeaders(
      '/*\n  X-Frame-Options: DENY\n  Cache-Control: no-cache\n/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n',
    )
    expect(Object.fromEntries(headersFor(rules, '/assets/app.js'))).toEqual({
      'x-frame-options': 'DENY',
      'cache-control': 'public, max-age=31536000, immutable',
    })
    expect(headersFor(rules, '/contact').get('cache-control')).toBe('no-cache')
  })
})

describe('the generated _redirects file', async () => {
  const rules = await parseRedirects(
    redirectsFileText(buildRouteManifest(siteContent, 'https://homes.example.org'), siteContent),
  )

  it('passes every page a wildcard rule would catch through to itself first, as Cloudflare Pages needs', () => {
    const wildcard = rules.findIndex((rule) => rule.from === '/offer/*')
    expect(rules[wildcard]).toMatchObject({ to: '/offer', status: 302 })
    const passThrough = rules.slice(0, wildcard).filter((rule) => rule.from.startsWith('/offer/'))
    expect(passThrough).toHaveLength(31)
    for (const rule of passThrough) expect(rule).toMatchObject({ to: rule.from, status: 200 })
    expect(findRedirect(rules, '/offer/live-oak')).toMatchObject({ to: '/offer/live-oak', status: 200 })
    expect(findRedirect(rules, '/offer/nowhere')).toMatchObject({ to: '/offer', status: 302 })
  })
})
