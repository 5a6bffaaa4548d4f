/// <reference types="vite/client" />

/** The year the build ran; the footer shows it until the page runs in the browser. */
declare const __BUILD_YEAR__: number
/** The SITE_URL the build was made for (builder/vite-config.ts). */
declare const __SITE_URL__: string
/** Where a town's own pages start ('/locations/', '/offer/'), from the route patterns (builder/vite-config.ts). */
declare const __TOWN_PATH_PREFIXES__: string[]

/** The town, county and city names of this build (see src/routing/site-index.ts and builder/vite-config.ts). */
declare module 'virtual:site-index' {
  export const siteIndex: import('./routing/site-index').SiteIndex
}

interface ImportMetaEnv {
  /** Hosted Supabase project URL; unset, the site calls the embedded backend on its own origin. */
  readonly VITE_SUPABASE_URL?: string
  /** The project's publishable key (sb_publishable_..., decision 0075); builder/supabase-keys.ts sets it. */
  readonly VITE_SUPABASE_PUBLISHABLE_KEY?: string
  /** Third-party chat widget loader (docs/decisions/0027); unset, the site's own chat button opens the short form. */
  readonly VITE_CHAT_WIDGET_SRC?: string
  readonly VITE_CHAT_WIDGET_ID?: string
  /** Analytics script, e.g. https://plausible.io/js/script.js; loaded after the page is idle, and allowed by the CSP only when set. */
  readonly VITE_ANALYTICS_SRC?: string
  /** Cloudflare Turnstile site key (docs/decisions/0007); unset, no widget loads and the CSP allows no Cloudflare origin. */
  readonly VITE_TURNSTILE_SITE_KEY?: string
  /** The marketer's tags (docs/decisions/0010): Google Tag Manager container, GA4 measurement id, Meta pixel id. */
  readonly VITE_GTM_ID?: string
  readonly VITE_GA4_ID?: string
  readonly VITE_META_PIXEL_ID?: string
  /** A preview build (SITE_PREVIEW=1, decision 0067), set by builder/vite-config.ts; unset in the unit tests. */
  readonly SITE_PREVIEW?: boolean
}

/** The build's route manifest, whole (builder/vite-config.ts), for the pages' pre-rendering. */
declare module 'virtual:route-manifest' {
  export const routeManifest: import('./routing/manifest').RouteEntry[]
}

/** sitemap.xml as this build wrote it, for the /sitemap page (builder/vite-config.ts). */
declare module 'virtual:sitemap-xml' {
  export const sitemap: { xml: string; urlCount: number; canonicalCount: number; generatedAt: string }
}

/** A blog article, rendered at build time from its Markdown (builder/articles.ts, builder/vite-config.ts). */
declare module '*.md' {
  const article: import('./features/blog/rendered-article').RenderedArticle
  export default article
}

/** Every article's read time and picture, for the blog index. */
declare module 'virtual:article-index' {
  export const articleIndex: Record<string, { readMinutes: number; image: string }>
}

/** Each city guide's headline, date and read time, in the cities' order, for the blog index (builder/vite-config.ts). */
declare module 'virtual:city-guide-index' {
  export const cityGuideIndex: Array<{
    slug: string
    cityName: string
    headline: string
    publishedAt: string
    readMinutes: number
    image: import('../content/city-images.schema').CityImage | undefined
  }>
}

/** The version of the consent box's words (supabase/functions/_shared/consent.ts), computed at build. */
declare module 'virtual:consent' {
  export const consentVersion: string
}
