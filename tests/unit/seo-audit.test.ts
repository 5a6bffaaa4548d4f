import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { auditSite, formatAuditReport, type AuditReport } from '../../tools/audit/seo-audit'
import { jsonLdProblems } from '../../tools/audit/structured-data'
import { createStaticSiteServer } from '../../server/static-site-server'
import { robotsTxt } from '../../builder/post-render/robots'
import { sitemapXml } from '../../builder/post-render/sitemap'
import type { PageKind, RouteEntry } from '../../src/routing/manifest'

const siteUrl = 'https://homes.example.org'
const servers: Server[] = []
afterAll(() => Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve)))))

const page = (path: string, kind: PageKind, indexable = true): RouteEntry => ({
  path,
  kind,
  key: path,
  indexable,
  priority: 0.8,
  canonical: `${siteUrl}${path}`,
  title: `Title of ${path}`,
  description: `A description of the page at ${path} that is long enough for a search result snippet.`,
})
const manifest = [page('/', 'home'), page('/a', 'main'), page('/b', 'main'), page('/sitemap', 'sitemap', false)]

function html(entry: RouteEntry, { body = '', head = '' }: { body?: string; head?: string } = {}): string {
  const robots = entry.indexable ? 'index, follow' : 'noindex, follow'
  return `<!doctype html><html lang="en"><head><title>${entry.title}</title>
<meta name="description" content="${entry.description}"><meta name="robots" content="${robots}">
<link rel="canonical" href="${entry.canonical}">${head}</head><body>${body}</body></html>`
}

const links = (...paths: string[]) => paths.map((path) => `<a href="${path}">${path}</a>`).join(' ')
const breadcrumbs = (items: Array<{ position: number; item: string }>) =>
  `<script type="application/ld+json">${JSON.stringify({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item) => ({ '@type': 'ListItem', name: 'Crumb', ...item })),
  })}</script>`

/** Serves a site written from files, the way `npm run audit:seo` serves dist/, and audits it. */
async function audit(files: Record<string, string>): Promise<AuditReport> {
  const dist = mkdtempSync(join(tmpdir(), 'audit-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(join(dist, path, '..'), { recursive: true })
    writeFileSync(join(dist, path), text)
  }
  const site = createStaticSiteServer(dist)
  const server = createServer((request, response) => site.handle(request, response))
  servers.push(server)
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return auditSite({
    origin,
    siteUrl,
    manifest,
    redirects: [{ from: '/old-b', to: '/b', status: 301 }],
    notFoundProbes: ['/this-page-does-not-exist-seo-audit'],
  })
}

const [home, a, b, sitemapPage] = manifest as [RouteEntry, RouteEntry, RouteEntry, RouteEntry]
const soundSite: Record<string, string> = {
  'index.html': html(home, { body: `<h1>Home</h1>${links('/a', '/b', '/sitemap', '/a#part')}` }),
  'a.html': html(a, {
    body: `<h1>A</h1><h2 id="part">Part</h2>${links('/', '/b')}`,
    head: breadcrumbs([
      { position: 1, item: `${siteUrl}/` },
      { position: 2, item: `${siteUrl}/a` },
    ]),
  }),
  'b.html': html(b, {
    body: `<h1>B</h1>${links('/', '/a', 'tel:+13525550142', 'https://elsewhere.example.com/')}<img src="/images/house-480.jpg" srcset="/images/house-480.jpg 480w" alt="">`,
    head: '<script type="module" src="/app.js"></script>',
  }),
  'sitemap.html': html(sitemapPage, { body: `<h1>Sitemap</h1>${links('/', '/a', '/b')}` }),
  '404.html':
    '<!doctype html><html lang="en"><head><meta name="robots" content="noindex"></head><body><h1>Not found</h1></body></html>',
  'sitemap.xml': sitemapXml(manifest, '2025-05-13'),
  _redirects: '/old-b /b 301\n',
  'app.js': 'console.log(1)',
  'images/house-480.jpg': 'jpeg',
  'robots.txt': robotsTxt(siteUrl),
}
const problemsOf = (report: AuditReport) => report.sections.flatMap((section) => section.problems)

describe('npm run audit:seo', () => {
  it('passes a sound site', async () => {
    const report = await audit(soundSite)
    expect(problemsOf(report)).toEqual([])
    expect(report.ok).toBe(true)
    expect(formatAuditReport(report)).toMatch(/SEO audit passed\./)
  })

  it('finds broken links, links through a redirect, missing anchors and orphans', async () => {
    const report = await audit({
      ...soundSite,
      'index.html': html(home, { body: `<h1>Home</h1>${links('/a', '/old-a', '/gone', '/a#nowhere', '/sitemap')}` }),
      'a.html': html(a, { body: `<h1>A</h1>${links('/')}` }),
      'sitemap.html': html(sitemapPage, { body: `<h1>Sitemap</h1>${links('/', '/a')}` }),
      _redirects: '/old-a /a 301\n/old-b /b 301\n',
    })
    const problems = problemsOf(report)
    expect(problems).toContain('/ links to /old-a, which redirects (301) to /a: link there directly')
    expect(problems).toContain('/ links to /gone, which answers 404')
    expect(problems).toContain("/ links to /a#nowhere, but that page has no element with id 'nowhere'")
    expect(problems).toContain('/b is not linked from any page (an orphan)')
    // With /b gone, the pages it linked lose a linking page each.
    expect(problems).toContain('/ is linked from 2 other page(s) (/a, /sitemap); link it from at least 3')
    expect(problems).toContain('/a is linked from 2 other page(s) (/, /sitemap); link it from at least 3')
    expect(report.ok).toBe(false)
    expect(formatAuditReport(report)).toMatch(/SEO audit failed: 6 problems\./)
  })

  it('finds an indexable page that fewer than 3 other pages link to; a page linking itself does not count', async () => {
    const problems = problemsOf(
      await audit({
        ...soundSite,
        'b.html': html(b, { body: `<h1>B</h1>${links('/', '/a', '/b')}` }),
        'sitemap.html': html(sitemapPage, { body: `<h1>Sitemap</h1>${links('/', '/a')}` }),
      }),
    )
    expect(problems).toEqual(['/b is linked from 2 other page(s) (/, /a); link it from at least 3'])
  })

  it('finds a page with two h1s, a shared title, a long title, a short description and a foreign canonical', async () => {
    const longTitle = 'A title that goes on and on, well past the sixty characters a result shows'
    const problems = problemsOf(
      await audit({
        ...soundSite,
        'a.html': html({ ...a, title: home.title }, { body: `<h1>A</h1><h1>Again</h1>${links('/')}` }),
        'b.html': html(
          { ...b, title: longTitle, description: 'Too short.', canonical: `${siteUrl}/a` },
          { body: `<h1>B</h1>${links('/')}` },
        ),
      }),
    )
    expect(problems).toContain('/a: 2 h1 elements, not exactly 1')
    expect(problems).toContain(`/a: same title as / ('${home.title}')`)
    expect(problems).toContain(`/b: title is ${longTitle.length} characters, over 60 ('${longTitle}')`)
    expect(problems).toContain('/b: description is 10 characters, outside 70-160')
    expect(problems).toContain(`/b: canonical is ["${siteUrl}/a"], not ['${siteUrl}/b']`)
  })

  it('finds invalid JSON-LD: not JSON, a breadcrumb out of order, a link to no page', async () => {
    const problems = problemsOf(
      await audit({
        ...soundSite,
        'a.html': html(a, {
          body: `<h1>A</h1>${links('/')}`,
          head: `<script type="application/ld+json">{"@context": "https://schema.org", </script>${breadcrumbs([
            { position: 2, item: `${siteUrl}/` },
            { position: 1, item: `${siteUrl}/nowhere` },
          ])}`,
        }),
      }),
    )
    expect(problems.some((problem) => problem.startsWith('/a: JSON-LD is not JSON'))).toBe(true)
    expect(problems).toContain('/a: BreadcrumbList item 1 has position 2')
    expect(problems).toContain(`/a: item '${siteUrl}/nowhere' is not a page of this site`)
  })

  it('finds a sitemap that is invalid, lists a noindex page and misses an indexable one, and a robots.txt without it', async () => {
    const xml = sitemapXml(
      manifest.map((entry) => (entry.path === '/b' ? { ...entry, indexable: false } : { ...entry, indexable: true })),
      '2025-05-13',
    ).replace('<priority>0.8</priority>', '<priority>top</priority>')
    const problems = problemsOf(
      await audit({ ...soundSite, 'sitemap.xml': xml, 'robots.txt': 'User-agent: *\nDisallow: /a\n' }),
    )
    expect(problems.some((problem) => /sitemap\.xml line \d+: .*priority/.test(problem))).toBe(true)
    expect(problems).toContain(`${siteUrl}/sitemap is in the sitemap but the page is noindex`)
    expect(problems).toContain(`${siteUrl}/b is an indexable page missing from the sitemap`)
    expect(problems).toContain(`/robots.txt has no line 'Sitemap: ${siteUrl}/sitemap.xml'`)
    expect(problems).toContain('/a is in the sitemap but robots.txt disallows /a')
    expect(problems).toContain('/sitemap: noindex page is in the sitemap')
  })

  it('finds an indexable page that says noindex and a soft 404', async () => {
    const problems = problemsOf(
      await audit({
        ...soundSite,
        'a.html': html({ ...a, indexable: false }, { body: `<h1>A</h1>${links('/')}` }),
        '404.html': '',
        'this-page-does-not-exist-seo-audit.html': html(home, { body: '<h1>Soft</h1>' }),
      }),
    )
    expect(problems).toContain("/a: indexable page says noindex ('noindex, follow')")
    expect(problems).toContain('/this-page-does-not-exist-seo-audit (no such page) answers 200, not 404')
  })
})

describe('npm run audit:seo, beyond the pages', () => {
  it('finds a picture or script a page loads that is missing, and a redirect that goes astray', async () => {
    const problems = problemsOf(
      await audit({
        ...soundSite,
        'b.html': html(b, {
          body: `<h1>B</h1>${links('/')}<picture><source srcset="/images/house-800.avif 800w"><img src="/images/house-480.jpg" alt=""></picture>`,
          head: '<script type="module" src="/gone.js"></script>',
        }),
        _redirects: '/old-b /a 302\n',
      }),
    )
    expect(problems).toContain('/b loads /images/house-800.avif, which answers 404')
    expect(problems).toContain('/b loads /gone.js, which answers 404')
    expect(problems).toContain('/old-b answers 302 to /a, not 301 to /b')
  })
})

describe('JSON-LD checks', () => {
  const pages = new Set([`${siteUrl}/`, `${siteUrl}/blog/post`])
  it('accepts complete blocks and names what a block lacks', () => {
    const posting = {
      '@context': 'https://schema.org',
      '@type': 'BlogPosting',
      headline: 'Post',
      datePublished: '2024-12-01',
      author: { '@type': 'Organization', name: 'Team' },
      image: `${siteUrl}/images/a.jpg`,
      mainEntityOfPage: `${siteUrl}/blog/post`,
    }
    expect(jsonLdProblems(JSON.stringify(posting), siteUrl, pages)).toEqual([])
    expect(jsonLdProblems(JSON.stringify({ ...posting, headline: '', datePublished: 'soon' }), siteUrl, pages)).toEqual(
      ['BlogPosting has no headline', "BlogPosting datePublished 'soon' is not a date"],
    )
    expect(jsonLdProblems(JSON.stringify({ '@type': 'WebSite', name: 'x', url: 'x' }), siteUrl, pages)).toEqual([
      'JSON-LD @context is undefined, not https://schema.org',
      "url 'x' is not an absolute URL",
    ])
    expect(
      jsonLdProblems(
        JSON.stringify({
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: [{ '@type': 'Question', name: 'Q' }],
        }),
        siteUrl,
        pages,
      ),
    ).toEqual(['Question at mainEntity[0] has no acceptedAnswer'])
  })
})
