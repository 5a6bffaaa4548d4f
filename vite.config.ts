import { readdir, rm, rename } from 'node:fs/promises'
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import { transformHtmlTemplate, type createHead } from '@unhead/react/server'
import { defineConfig, type Plugin } from 'vite'
import type { ViteReactSSGOptions } from 'vite-react-ssg'
import { business } from './content/business'
import { siteContent } from './content/site-content'
import { assertValidContent } from './content/validate'
import { buildRouteManifest, notFoundDocuments } from './src/routing/manifest'
import { pageHtmlFile } from './src/routing/paths'
import { buildSiteIndex } from './src/routing/site-index'
import { resolveSiteUrl } from './src/routing/site-url'
import { articlePlaceholders, renderAllArticles, renderArticle, type RenderedArticle } from './scripts/lib/articles'
import { consentVersion } from './supabase/functions/_shared/consent'
import { consentText } from './src/features/leads/consent-text'
import { siteDates } from './scripts/postbuild/site-dates'
import { sitemapEntries, sitemapXml } from './scripts/postbuild/sitemap'
import { inlineStylesheets } from './scripts/postbuild/inline-stylesheet'
import { bootAfterFirstPaint } from './scripts/postbuild/paint-first'

const siteUrl = resolveSiteUrl(process.env)

/** Stops the build before anything renders when content/ has a bad entry. */
function contentValidation(): Plugin {
  return {
    name: 'ncf:content-validation',
    buildStart() {
      assertValidContent(siteContent)
    },
  }
}

/** A module the build computes: `import ... from '<id>'` gets the code `source()` returns. */
function virtualModule(name: string, id: string, source: () => string | Promise<string>): Plugin {
  return {
    name,
    resolveId: (requested) => (requested === id ? `\0${id}` : undefined),
    load: (resolved) => (resolved === `\0${id}` ? source() : undefined),
  }
}

/** The version of the consent box's words (docs/decisions/0009), taken at build so the form sends it unchanged. */
const consentModule = () =>
  virtualModule(
    'ncf:consent',
    'virtual:consent',
    async () =>
      `export const consentVersion = ${JSON.stringify(await consentVersion(consentText(siteContent.leadsCopy.consent, business.name)))}`,
  )

/** The browser's copy of the manifest and of the town and county names, computed once from content. */
const siteIndexModule = () =>
  virtualModule(
    'ncf:site-index',
    'virtual:site-index',
    () => `export const siteIndex = ${JSON.stringify(buildSiteIndex(siteContent, siteUrl))}`,
  )

/**
 * The /sitemap page's copy of sitemap.xml, made by the function that writes the file with the same dates
 * (scripts/postbuild/site-files.ts checks the built page shows exactly the file's text).
 */
const sitemapModule = () =>
  virtualModule('ncf:sitemap-xml', 'virtual:sitemap-xml', () => {
    const manifest = buildRouteManifest(siteContent, siteUrl)
    const { generatedAt, lastModified } = siteDates()
    const sitemap = {
      xml: sitemapXml(manifest, lastModified),
      urlCount: sitemapEntries(manifest).length,
      canonicalCount: manifest.filter((entry) => entry.canonical).length,
      generatedAt,
    }
    return `export const sitemap = ${JSON.stringify(sitemap)}`
  })

/**
 * Blog articles: each content/articles/{slug}.md imports as its rendered article (HTML, headings, read time), so no
 * Markdown library reaches the browser; virtual:article-index gives the blog index every article's read time.
 */
function articleMarkdown(): Plugin {
  const indexId = 'virtual:article-index'
  const knownPaths = new Set(buildRouteManifest(siteContent, siteUrl).map((entry) => entry.path))
  let articles = new Map<string, RenderedArticle>()
  return {
    name: 'ncf:article-markdown',
    buildStart() {
      articles = renderAllArticles(siteContent, knownPaths)
    },
    resolveId: (source) => (source === indexId ? `\0${indexId}` : undefined),
    load(resolved) {
      if (resolved !== `\0${indexId}`) return undefined
      const index = Object.fromEntries(
        [...articles].map(([slug, article]) => [
          slug,
          { readMinutes: article.readMinutes, image: article.frontmatter.image },
        ]),
      )
      return `export const articleIndex = ${JSON.stringify(index)}`
    },
    transform(source, id) {
      const match = /[\\/]content[\\/]articles[\\/]([a-z0-9-]+)\.md$/.exec(id)
      if (!match) return undefined
      const slug = match[1] ?? ''
      const article =
        articles.get(slug) ??
        renderArticle({
          file: `content/articles/${slug}.md`,
          source,
          placeholders: articlePlaceholders(siteContent),
          knownPaths,
        })
      return { code: `export default ${JSON.stringify(article)}`, map: null }
    },
  }
}

/** Brand colours live in content/business.ts; this exposes them to Tailwind as CSS variables. */
const brandStylesheet = () =>
  virtualModule(
    'ncf:brand-css',
    'virtual:brand.css',
    () => `:root{--brand-primary:${business.brand.primaryColor};--brand-accent:${business.brand.accentColor}}`,
  )

/**
 * vite-react-ssg wraps the browser's app in react-helmet-async's provider (about 5 KB gzipped), though this site's
 * head is @unhead/react and nothing reads Helmet's context in the browser. The browser bundle gets a provider that
 * only renders its children; the server render, which vite-react-ssg reads Helmet's context from, keeps the real one.
 */
function helmetFreeBrowserBundle(): Plugin {
  const id = '\0ncf:helmet-passthrough'
  return {
    name: 'ncf:helmet-free-browser-bundle',
    enforce: 'pre',
    resolveId: (requested, _importer, options) =>
      requested === 'react-helmet-async' && !options?.ssr ? id : undefined,
    load: (resolved) =>
      resolved === id
        ? 'export const HelmetProvider = ({ children }) => children\nexport const Helmet = () => null'
        : undefined,
  }
}

/**
 * Inline scripts the renderers add: vite-react-ssg's loader-data hash and React Router's hydration data.
 * This site has no loaders, so the browser needs neither, and the CSP forbids inline scripts.
 */
const inlineScripts = [
  /\s*<script>\/\* SCRIPT_COMMENT_PLACEHOLDER \*\/<\/script>/,
  /<script>window\.__staticRouterHydrationData = JSON\.parse\("(?:[^"\\]|\\.)*"\);<\/script>/,
]
const withoutInlineScripts = (html: string) => inlineScripts.reduce((text, pattern) => text.replace(pattern, ''), html)

const ssgOptions: ViteReactSSGOptions = {
  dirStyle: 'flat',
  script: 'async',
  formatting: 'none',
  beastiesOptions: false,
  includedRoutes: () => [
    ...buildRouteManifest(siteContent, siteUrl).map((entry) => entry.path),
    ...notFoundDocuments.map((document) => document.renderPath),
  ],
  onPageRendered(route, html, appCtx) {
    const head = (appCtx as unknown as { head?: ReturnType<typeof createHead> }).head
    if (!head) throw new Error('No server head for this page: src/main.tsx must create one per rendered path')
    const page = transformHtmlTemplate(head, withoutInlineScripts(html))
    const inline = page.match(/<script(?![^>]*\s(?:src=|type="application\/ld\+json"))[^>]*>/)
    if (inline) throw new Error(`${route}: an inline script (${inline[0]}) would break the CSP; move it into a module`)
    return page
  },
  async onFinished(outDir) {
    for (const document of notFoundDocuments) {
      await rename(join(outDir, pageHtmlFile(document.renderPath)), join(outDir, document.file))
    }
    // Loader data vite-react-ssg writes for every page: this site has no loaders, so it is all empty.
    for (const entry of await readdir(outDir)) {
      if (entry.startsWith('static-loader-data')) await rm(join(outDir, entry), { recursive: true, force: true })
    }
    await inlineStylesheets(outDir)
    await bootAfterFirstPaint(outDir)
  },
}

export default defineConfig({
  plugins: [
    contentValidation(),
    helmetFreeBrowserBundle(),
    siteIndexModule(),
    consentModule(),
    sitemapModule(),
    articleMarkdown(),
    brandStylesheet(),
    react(),
    tailwindcss(),
  ],
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: { target: 'es2022', assetsInlineLimit: 0 },
  ssgOptions,
})
