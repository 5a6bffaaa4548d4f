import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { siteContent } from '../../content/site-content'
import { headersFor, parseHostRules } from '../../builder/post-render/netlify-rules'
import { sitemapLocations, sitemapSchemaProblems } from '../../tools/audit/structured-data'
import {
  cacheControl,
  contentSecurityPolicy,
  headerSettingsFromEnv,
  headersFileText,
  pagePatterns,
} from '../../builder/post-render/headers'
import { robotsTxt } from '../../builder/post-render/robots'
import { speculationRulesElement, speculationRulesHashSource } from '../../builder/post-render/speculation-rules'
import { siteDates } from '../../builder/post-render/site-dates'
import { makeBuildPlan } from '../../builder/plan'
import { formatPriority, sitemapXml } from '../../builder/post-render/sitemap'
import { buildRouteManifest } from '../../src/routing/manifest'

const siteUrl = 'https://homes.example.org'
const manifest = buildRouteManifest(siteContent, siteUrl)

/** The CSP's directives as a map of name to sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/)
      return [name, sources]
    }),
  )
}

describe('sitemap.xml', () => {
  const xml = sitemapXml(manifest, '2025-05-13')
  const locations = sitemapLocations(xml)

  it('lists every indexable canonical URL once, and nothing else', () => {
    const indexable = manifest.filter((entry) => entry.indexable).map((entry) => entry.canonical)
    expect(locations).toEqual(indexable)
    expect(new Set(locations).size).toBe(locations.length)
    expect(locations).not.toContain(`${siteUrl}/sitemap`)
    expect(locations).toHaveLength(manifest.length - 1)
  })

  it('writes each kind of page with its sitemap priority', () => {
    const priorityOf = (path: string) => {
      const block = xml.split('<url>').find((part) => part.includes(`<loc>${siteUrl}${path}</loc>`)) ?? ''
      return /<priority>([^<]+)<\/priority>/.exec(block)?.[1]
    }
    const priorities: Record<string, string> = {
      home: '1.0',
      main: '0.9',
      offer: '0.9',
      city: '0.85',
      county: '0.8',
      location: '0.8',
      'town-offer': '0.8',
      article: '0.8',
      'city-guide': '0.75',
    }
    for (const entry of manifest.filter((item) => item.indexable))
      expect(priorityOf(entry.path), entry.path).toBe(priorities[entry.kind])
  })

  it('gives every URL the content date as lastmod', () => {
    expect(xml.match(/<lastmod>2025-05-13<\/lastmod>/g)).toHaveLength(locations.length)
  })

  it('validates against the sitemaps.org 0.9 schema, and the check catches a broken file', async () => {
    expect(await sitemapSchemaProblems(xml)).toEqual([])
    const broken = xml.replace('<priority>1.0</priority>', '<priority>high</priority>')
    const problems = await sitemapSchemaProblems(broken)
    expect(problems.join('\n')).toMatch(/priority/)
  })

  it('formats priorities as written in the spec and refuses one outside 0-1', () => {
    expect([1, 0.9, 0.85, 0.8, 0.75, 0.5].map(formatPriority)).toEqual(['1.0', '0.9', '0.85', '0.8', '0.75', '0.5'])
    expect(() => formatPriority(1.5)).toThrow(/outside 0.0-1.0/)
  })

  it('takes its dates from the settings when pinned, and names a bad one', () => {
    expect(siteDates({ SITEMAP_GENERATED_AT: '2025-05-13T10:00:00Z', SITEMAP_LASTMOD: '2025-05-01' })).toEqual({
      generatedAt: '2025-05-13T10:00:00Z',
      lastModified: '2025-05-01',
    })
    expect(() => siteDates({ SITEMAP_GENERATED_AT: '2025-05-13T10:00:00Z', SITEMAP_LASTMOD: 'May 1' })).toThrow(
      /SITEMAP_LASTMOD 'May 1' is not a day/,
    )
    // Unpinned, the build's plan takes them once; nothing is written back into the environment (decision 0017).
    const env: Record<string, string | undefined> = {}
    const { dates } = makeBuildPlan(siteContent, env)
    expect(dates.lastModified).toMatch(/^\d{4}-\d{2}-\d{2}$/)
    expect(Date.parse(dates.generatedAt)).not.toBeNaN()
    expect(env).toEqual({})
  })
})

describe('robots.txt', () => {
  it('allows every page and names the sitemap on the site origin', () => {
    expect(robotsTxt(siteUrl)).toBe(`User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap.xml\n`)
  })
})

describe('_headers', () => {
  it('allows scripts, connections and frames from this origin only when nothing is configured', () => {
    const policy = directives(contentSecurityPolicy(headerSettingsFromEnv({})))
    expect(policy.get('default-src')).toEqual(["'self'"])
    expect(policy.get('script-src')).toEqual(["'self'"])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    expect(policy.get('img-src')).toEqual(["'self'"])
    expect(policy.get('frame-src')).toEqual(["'none'"])
    expect(policy.get('object-src')).toEqual(["'none'"])
    expect(policy.get('frame-ancestors')).toEqual(["'none'"])
    expect(policy.get('base-uri')).toEqual(["'self'"])
    expect(policy.get('form-action')).toEqual(["'self'"])
  })

  it('never allows inline or eval script, whatever is configured', () => {
    const policy = contentSecurityPolicy(
      headerSettingsFromEnv({
        VITE_SUPABASE_URL: 'https://abc.supabase.co',
        VITE_CHAT_WIDGET_SRC: 'https://chat.example.net/loader.js',
        VITE_CHAT_WIDGET_ID: 'abc123',
        VITE_ANALYTICS_SRC: 'https://stats.example.net/script.js',
      }),
    )
    const scripts = directives(policy).get('script-src') ?? []
    expect(scripts).not.toContain("'unsafe-inline'")
    expect(scripts).not.toContain("'unsafe-eval'")
  })

  it('adds the Supabase project to connect-src only when it is set', () => {
    const policy = directives(
      contentSecurityPolicy(headerSettingsFromEnv({ VITE_SUPABASE_URL: 'https://abc.supabase.co/' })),
    )
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://abc.supabase.co'])
    expect(policy.get('script-src')).toEqual(["'self'"])
  })

  it('adds the chat provider (and the origins it names) only when the widget is configured', () => {
    const chatEnv = {
      VITE_CHAT_WIDGET_SRC: 'https://embed.chat.example.net/widget.js',
      VITE_CHAT_WIDGET_ID: 'abc123',
      CHAT_WIDGET_CSP_ORIGINS: 'https://api.chat.example.net wss://live.chat.example.net',
    }
    const policy = directives(contentSecurityPolicy(headerSettingsFromEnv(chatEnv)))
    const chat = ['https://embed.chat.example.net', 'https://api.chat.example.net']
    expect(policy.get('script-src')).toEqual(["'self'", ...chat])
    expect(policy.get('style-src')).toEqual(["'self'", "'unsafe-inline'", ...chat])
    expect(policy.get('frame-src')).toEqual(chat)
    // Its socket only where connections are made.
    expect(policy.get('connect-src')).toEqual(["'self'", ...chat, 'wss://live.chat.example.net'])
    // Without its id the widget does not load (src/features/leads/chat-widget.tsx), so nothing is allowed; nor by
    // extra origins alone.
    for (const partial of [
      { ...chatEnv, VITE_CHAT_WIDGET_ID: ' ' },
      { CHAT_WIDGET_CSP_ORIGINS: chatEnv.CHAT_WIDGET_CSP_ORIGINS },
    ]) {
      const without = directives(contentSecurityPolicy(headerSettingsFromEnv(partial)))
      expect(without.get('script-src')).toEqual(["'self'"])
      expect(without.get('connect-src')).toEqual(["'self'"])
      expect(without.get('frame-src')).toEqual(["'none'"])
    }
  })

  it("allows Cloudflare Turnstile's script and frame only when its site key is set", () => {
    const policy = directives(contentSecurityPolicy(headerSettingsFromEnv({ VITE_TURNSTILE_SITE_KEY: '0x4AAA' })))
    expect(policy.get('script-src')).toEqual(["'self'", 'https://challenges.cloudflare.com'])
    expect(policy.get('frame-src')).toEqual(['https://challenges.cloudflare.com'])
    expect(policy.get('connect-src')).toEqual(["'self'"])
    const without = directives(contentSecurityPolicy(headerSettingsFromEnv({ VITE_TURNSTILE_SITE_KEY: ' ' })))
    expect(without.get('script-src')).toEqual(["'self'"])
    expect(without.get('frame-src')).toEqual(["'none'"])
  })

  it("allows each marketing tag's documented origins only when its id is set, and refuses an id of the wrong shape", () => {
    const none = directives(contentSecurityPolicy(headerSettingsFromEnv({})))
    const gtm = directives(contentSecurityPolicy(headerSettingsFromEnv({ VITE_GTM_ID: 'GTM-AB12CD3' })))
    expect(gtm.get('script-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    expect(gtm.get('connect-src')).toEqual(["'self'", 'https://www.googletagmanager.com'])
    const ga4 = directives(contentSecurityPolicy(headerSettingsFromEnv({ VITE_GA4_ID: 'G-AB12CD34EF' })))
    expect(ga4.get('script-src')).toEqual(["'self'", 'https://*.googletagmanager.com'])
    expect(ga4.get('connect-src')).toEqual([
      "'self'",
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    ])
    const meta = directives(contentSecurityPolicy(headerSettingsFromEnv({ VITE_META_PIXEL_ID: '123456789012345' })))
    expect(meta.get('script-src')).toEqual(["'self'", 'https://connect.facebook.net'])
    expect(meta.get('img-src')).toEqual(["'self'", 'https://www.facebook.com'])
    for (const policy of [gtm, ga4, meta]) {
      expect(policy.get('frame-src')).toEqual(["'none'"])
      expect(policy.get('default-src')).toEqual(none.get('default-src'))
    }
    expect(none.get('script-src')).toEqual(["'self'"])
    expect(() => contentSecurityPolicy(headerSettingsFromEnv({ VITE_GA4_ID: 'UA-12345-1' }))).toThrow(
      "VITE_GA4_ID 'UA-12345-1' is not a valid id: it looks like G-XXXXXXXXXX",
    )
    expect(() => contentSecurityPolicy(headerSettingsFromEnv({ VITE_META_PIXEL_ID: "1'; script-src *" }))).toThrow(
      /VITE_META_PIXEL_ID/,
    )
  })

  it('adds the analytics origin to scripts, images and connections only when analytics is configured', () => {
    const policy = directives(
      contentSecurityPolicy(headerSettingsFromEnv({ VITE_ANALYTICS_SRC: 'https://stats.example.net/js/script.js' })),
    )
    expect(policy.get('script-src')).toEqual(["'self'", 'https://stats.example.net'])
    expect(policy.get('img-src')).toEqual(["'self'", 'https://stats.example.net'])
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://stats.example.net'])
    expect(policy.get('frame-src')).toEqual(["'none'"])
  })

  it('names a configured origin that is not an https URL', () => {
    expect(() => contentSecurityPolicy({ analyticsSrc: 'stats.example.net/script.js' })).toThrow(
      /VITE_ANALYTICS_SRC 'stats.example.net\/script.js' is not a URL/,
    )
    expect(() => contentSecurityPolicy({ supabaseUrl: 'http://abc.supabase.co' })).toThrow(
      /VITE_SUPABASE_URL .* must start with https:\/\//,
    )
    expect(contentSecurityPolicy({ supabaseUrl: 'http://localhost:54321' })).toContain('http://localhost:54321')
  })

  it('gives every page the security headers, and caching by kind of file without two rules setting one header', async () => {
    const rules = (await parseHostRules({ headers: headersFileText(manifest, {}) })).headers
    for (const entry of manifest) {
      const headers = headersFor(rules, entry.path)
      expect(headers.get('content-security-policy'), entry.path).toContain("script-src 'self'")
      expect(headers.get('strict-transport-security'), entry.path).toMatch(/max-age=\d{8}/)
      expect(headers.get('x-content-type-options')).toBe('nosniff')
      expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
      expect(headers.get('permissions-policy')).toContain('camera=()')
      expect(headers.get('cross-origin-opener-policy')).toBe('same-origin')
      expect(headers.get('cache-control'), entry.path).toBe(cacheControl.revalidate)
    }
    expect(headersFor(rules, '/assets/index-abc123.js').get('cache-control')).toBe(cacheControl.hashedAsset)
    expect(headersFor(rules, '/images/contact-hero-800.avif').get('cache-control')).toBe(cacheControl.picture)
    expect(headersFor(rules, '/sitemap.xml').get('cache-control')).toBe(cacheControl.revalidate)
    expect(headersFor(rules, '/sitemap').get('x-robots-tag')).toBe('noindex')
    expect(headersFor(rules, '/').get('x-robots-tag')).toBeUndefined()
    // Cloudflare Pages joins a header two matching rules set, so no path may match two rules giving one header.
    for (const path of [...manifest.map((entry) => entry.path), '/assets/a.js', '/images/a.jpg', '/sitemap.xml']) {
      const names = rules
        .filter((rule) => headersFor([rule], path).size > 0)
        .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
      expect(new Set(names).size, path).toBe(names.length)
    }
  })

  it("allows the speculation rules' exact text inline by its hash, and no other inline script", () => {
    const patterns = pagePatterns(manifest.map((entry) => entry.path))
    const element = speculationRulesElement(patterns)
    const text = element.replace(/^<script type="speculationrules">|<\/script>$/g, '')
    const scriptSources = headersFileText(manifest, {})
      .match(/script-src ([^;\n]*)/)![1]!
      .split(' ')
    expect(scriptSources).toEqual(["'self'", `'sha256-${createHash('sha256').update(text).digest('base64')}'`])
    // A town added in content changes the rules, and the hash with them.
    expect(speculationRulesHashSource([...patterns, '/new-town'])).not.toBe(speculationRulesHashSource(patterns))
  })

  it('covers pages with one pattern per top-level folder or root page', () => {
    expect(pagePatterns(['/', '/offer', '/offer/live-oak', '/offer/mayo', '/sell-house-fast-ocala'])).toEqual([
      '/',
      '/offer',
      '/offer/*',
      '/sell-house-fast-ocala',
    ])
  })
})
