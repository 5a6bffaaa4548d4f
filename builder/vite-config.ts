/**
 * Vite's configuration of the site for one build plan, shared by the pre-rendering (builder/ssg.ts) and `npm run dev`:
 * content validated before anything renders, and the modules the build computes (content's collections, site index,
 * consent version, sitemap XML, articles, brand colours).
 */
import { join } from 'node:path'
import tailwindcss from '@tailwindcss/vite'
import react from '@vitejs/plugin-react'
import type { Plugin, UserConfig } from 'vite'
import { business } from '../content/data'
import { loadContentFiles } from '../content/load'
import { siteContent, siteContentSources } from '../content/site-content'
import { copyParts } from '../content/copy-parts'
import { assertValidContent } from '../content/validate'
import { consentText } from '../src/features/leads/consent-text'
import { cityGuideReadMinutes, cityGuideText } from '../src/features/blog/city-guide-text'
import { townPathPrefixes } from '../src/routing/paths'
import { buildSiteIndex } from '../src/routing/site-index'
import { consentVersion } from '../supabase/functions/_shared/consent'
import { articlePlaceholders, renderAllArticles, renderArticle, type RenderedArticle } from './articles'
import type { BuildPlan } from './plan'
import { projectRoot } from './stamp'
import { sitemapEntries, sitemapXml } from './post-render/sitemap'

/** Stops the build before anything renders when content/ has a bad entry. */
function contentValidation(): Plugin {
  return {
    name: 'ncf:content-validation',
    buildStart() {
      assertValidContent(siteContent, siteContentSources)
    },
  }
}

/**
 * content/data.ts reads content's files in Node; the bundles get the data it would export instead, read afresh, so
 * the browser never loads the file reader or zod and a rebuild (or the dev server) shows an edited file. Each
 * collection is a module of its own (virtual:content/towns, ...), so an island's chunk holds only the collections it
 * uses.
 */
export function contentData(): Plugin {
  const dataModule = join(projectRoot, 'content', 'data.ts')
  const prefix = 'virtual:content/'
  let loaded: ReturnType<typeof loadContentFiles> | undefined
  const collections = () => {
    loaded ??= loadContentFiles()
    return { ...loaded.content, ...copyParts(loaded.content), contentSources: loaded.sources } as Record<
      string,
      unknown
    >
  }
  return {
    name: 'ncf:content-data',
    enforce: 'pre',
    buildStart() {
      loaded = undefined
    },
    watchChange() {
      loaded = undefined
    },
    // npm run dev: an edited content file reaches the next render (the server's modules are evaluated again) and the
    // open pages reload.
    configureServer(server) {
      server.watcher.on('change', (file) => {
        if (!file.startsWith(join(projectRoot, 'content'))) return
        loaded = undefined
        server.moduleGraph.invalidateAll()
        server.ws.send({ type: 'full-reload' })
      })
    },
    resolveId: (requested) => (requested.startsWith(prefix) ? `\0${requested}` : undefined),
    load(id) {
      if (id.startsWith(`\0${prefix}`)) {
        const name = id.slice(prefix.length + 1)
        return `export const ${name} = ${JSON.stringify(collections()[name])}`
      }
      if (id.split('?')[0] !== dataModule) return undefined
      loaded = undefined
      const names = Object.keys(collections())
      for (const files of Object.values(loaded!.sources))
        for (const file of files) this.addWatchFile(join(projectRoot, file))
      return names.map((name) => `export { ${name} } from '${prefix}${name}'`).join('\n')
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

/** The towns', counties' and cities' names and slugs, for islands and the pages' shared parts (src/routing/site-index.ts). */
export const siteIndexModule = () =>
  virtualModule(
    'ncf:site-index',
    'virtual:site-index',
    () => `export const siteIndex = ${JSON.stringify(buildSiteIndex(siteContent))}`,
  )

/** The build's route manifest, whole, for the pages (src/routing/route-entry.ts): they render only at build. */
const routeManifestModule = ({ manifest }: BuildPlan) =>
  virtualModule(
    'ncf:route-manifest',
    'virtual:route-manifest',
    () => `export const routeManifest = ${JSON.stringify(manifest)}`,
  )

/**
 * The /sitemap page's copy of sitemap.xml, made by the function that writes the file with the same dates
 * (builder/post-render/site-files.ts checks the built page shows exactly the file's text).
 */
const sitemapModule = ({ manifest, dates: { generatedAt, lastModified } }: BuildPlan) =>
  virtualModule('ncf:sitemap-xml', 'virtual:sitemap-xml', () => {
    const sitemap = {
      xml: sitemapXml(manifest, lastModified),
      urlCount: sitemapEntries(manifest).length,
      canonicalCount: manifest.filter((entry) => entry.canonical).length,
      generatedAt,
    }
    return `export const sitemap = ${JSON.stringify(sitemap)}`
  })

/**
 * What the blog index shows of each city's guide (its headline, date and read time), computed here so that page does
 * not load every city's profile and guide to time them.
 */
const cityGuideIndexModule = () =>
  virtualModule('ncf:city-guide-index', 'virtual:city-guide-index', () => {
    const index = siteContent.cityProfiles.map((city) => {
      const own = siteContent.cityGuides.find((guide) => guide.citySlug === city.slug)
      const { headline, publishedAt } = cityGuideText(city, own)
      const image = siteContent.cityImages.find((item) => item.citySlug === city.slug)
      return {
        image,
        slug: city.slug,
        cityName: city.cityName,
        headline,
        publishedAt,
        readMinutes: cityGuideReadMinutes(city, own),
      }
    })
    return `export const cityGuideIndex = ${JSON.stringify(index)}`
  })

/**
 * Blog articles: each content/articles/{slug}.md imports as its rendered article (HTML, headings, read time), so no
 * Markdown library reaches the browser; virtual:article-index gives the blog index every article's read time.
 */
function articleMarkdown({ manifest }: BuildPlan): Plugin {
  const indexId = 'virtual:article-index'
  const knownPaths = new Set(manifest.map((entry) => entry.path))
  let articles = new Map<string, RenderedArticle>()
  return {
    name: 'ncf:article-markdown',
    buildStart() {
      articles = renderAllArticles(siteContent, knownPaths)
    },
    // npm run dev: an edited article is rendered again from its new text.
    watchChange(id) {
      const slug = /[\\/]content[\\/]articles[\\/]([a-z0-9-]+)\.md$/.exec(id)?.[1]
      if (slug) articles.delete(slug)
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

/** Brand colours live in content/site/business.yaml; this exposes them to Tailwind as CSS variables. */
const brandStylesheet = () =>
  virtualModule(
    'ncf:brand-css',
    'virtual:brand.css',
    () => `:root{--brand-primary:${business.brand.primaryColor};--brand-accent:${business.brand.accentColor}}`,
  )

export function siteViteConfig(plan: BuildPlan): UserConfig {
  return {
    root: projectRoot,
    plugins: [
      contentValidation(),
      contentData(),
      siteIndexModule(),
      routeManifestModule(plan),
      consentModule(),
      cityGuideIndexModule(),
      sitemapModule(plan),
      articleMarkdown(plan),
      brandStylesheet(),
      react(),
      tailwindcss(),
    ],
    define: {
      __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()),
      __SITE_URL__: JSON.stringify(plan.siteUrl),
      __TOWN_PATH_PREFIXES__: JSON.stringify(townPathPrefixes),
      // A preview build (decision 0067); unset in the unit tests, where it reads as false.
      'import.meta.env.SITE_PREVIEW': JSON.stringify(plan.preview),
    },
    build: {
      target: 'es2022',
      assetsInlineLimit: 0,
      // Every browser the site supports preloads modules itself.
      modulePreload: { polyfill: false },
      // The site's one stylesheet, inside every page (builder/ssg.ts), belongs to no chunk, so
      // no chunk loaded later links it again.
      cssCodeSplit: false,
    },
  }
}
