import type { ComponentType } from 'react'
import type { RouteRecord } from 'vite-react-ssg'
import { cityEntries } from 'virtual:city-entries'
import { countyEntries } from 'virtual:county-entries'
import { townEntries } from 'virtual:town-entries'
import { articleMetas } from '../content/data'
import type { RenderedArticle } from './features/blog/rendered-article'
import { RootLayout } from './app/root-layout'
import {
  articlePath,
  cityGuidePath,
  cityPagePath,
  countyPagePath,
  relativePattern,
  routePatterns,
  pagePath,
  townOfferPath,
  townPagePath,
} from './routing/paths'
import type { PageKey } from '../content/pages.schema'
import { citySummaries, townSummaries } from './routing/site-manifest'

const pageRoute = (key: Exclude<PageKey, 'home'>, lazy: RouteRecord['lazy']): RouteRecord => ({
  path: relativePattern(pagePath(key)),
  lazy,
})

/** A page module's Component, for a route's `lazy`. */
const componentOf = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() })

/** Each article's rendered Markdown, loaded with its page only. */
const articleFiles = import.meta.glob<RenderedArticle>('../content/articles/*.md', { import: 'default' })

/** One route per fixed article (they outrank the city guides' /blog/:blogSlug). */
const articleRoutes: RouteRecord[] = articleMetas.map((meta) => ({
  path: relativePattern(articlePath(meta.slug)),
  lazy: componentOf(async () => {
    const loadArticle = articleFiles[`../content/articles/${meta.slug}.md`]
    if (!loadArticle) throw new Error(`content/articles/${meta.slug}.md is missing`)
    const [{ ArticlePage }, article] = await Promise.all([import('./pages/article'), loadArticle()])
    return () => <ArticlePage meta={meta} article={article} />
  }),
}))

/** A town's, a city's or a county's whole entry (builder/vite-config.ts). */
async function loadEntry<T>(entries: Record<string, () => Promise<{ default: T }>>, slug: string): Promise<T> {
  const load = entries[slug]
  if (!load) throw new Error(`no entry for ${slug}`)
  return (await load()).default
}

/** One route per county, loaded with that county's entry. */
const countyRoutes: RouteRecord[] = Object.keys(countyEntries).map((slug) => ({
  path: relativePattern(countyPagePath(slug)),
  lazy: componentOf(async () => {
    const [{ CountyPage }, county] = await Promise.all([import('./pages/county'), loadEntry(countyEntries, slug)])
    return () => <CountyPage county={county} />
  }),
}))

/**
 * One route per town for its location page, loaded with that town's entry and its county's, and one for its offer
 * page, loaded with the town's entry.
 */
const townRoutes: RouteRecord[] = townSummaries.flatMap((summary): RouteRecord[] => [
  {
    path: relativePattern(townPagePath(summary.pageSlug)),
    lazy: async () => {
      const [{ TownLocationPage }, town, county] = await Promise.all([
        import('./pages/location'),
        loadEntry(townEntries, summary.pageSlug),
        loadEntry(countyEntries, summary.county),
      ])
      return { Component: () => <TownLocationPage summary={summary} town={town} county={county} /> }
    },
  },
  {
    path: relativePattern(townOfferPath(summary.pageSlug)),
    lazy: async () => {
      const [{ TownOfferPage }, town] = await Promise.all([
        import('./pages/town-offer'),
        loadEntry(townEntries, summary.pageSlug),
      ])
      return { Component: () => <TownOfferPage summary={summary} town={town} /> }
    },
  },
])

/**
 * One route per city for its guide and, unless the city is one of our towns (decision 0035), its landing page, each
 * loaded with that city's entry (decision 0037); the families' patterns below answer every other address.
 */
const cityRoutes: RouteRecord[] = citySummaries.flatMap(({ slug, pageSlug, path }): RouteRecord[] => [
  // Where the site index sends the city's selling search elsewhere (its town's page), it has no landing page.
  ...(path === cityPagePath(pageSlug)
    ? [
        {
          path: relativePattern(path),
          lazy: componentOf(async () => {
            const [{ CityLandingPage }, entry] = await Promise.all([
              import('./pages/city'),
              loadEntry(cityEntries, slug),
            ])
            return () => <CityLandingPage city={entry.profile} image={entry.image} index={entry.index} />
          }),
        },
      ]
    : []),
  {
    path: relativePattern(cityGuidePath(slug)),
    lazy: componentOf(async () => {
      const [{ CityGuidePage }, entry] = await Promise.all([import('./pages/city-guide'), loadEntry(cityEntries, slug)])
      return () => <CityGuidePage city={entry.profile} own={entry.guide} image={entry.image} />
    }),
  },
])

/** A family's pattern, for the addresses none of its places' own routes answer (src/pages/family-fallbacks.tsx). */
const fallbackRoute = (pattern: string, view: keyof typeof import('./pages/family-fallbacks')): RouteRecord => ({
  path: relativePattern(pattern),
  lazy: async () => ({ Component: (await import('./pages/family-fallbacks'))[view] }),
})

/** Every page family and its module; the route manifest decides which addresses exist. */
const siteRoutes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./pages/home') },
      pageRoute('offer', () => import('./pages/offer')),
      pageRoute('contact', () => import('./pages/contact')),
      pageRoute('faq', () => import('./pages/faq')),
      pageRoute('storm', () => import('./pages/storm')),
      pageRoute('about', () => import('./pages/about')),
      pageRoute('blog', () => import('./pages/blog-index')),
      pageRoute('privacy', () => import('./pages/legal')),
      pageRoute('terms', () => import('./pages/legal')),
      pageRoute('sitemap', () => import('./pages/sitemap')),
      ...countyRoutes,
      fallbackRoute(routePatterns.county, 'CountyNotFound'),
      ...townRoutes,
      fallbackRoute(routePatterns.location, 'LocationNotFound'),
      ...articleRoutes,
      ...cityRoutes,
      fallbackRoute(routePatterns.blogPost, 'CityGuideNotFound'),
      fallbackRoute(routePatterns.city, 'CityNotFound'),
      { path: '*', lazy: () => import('./pages/not-found') },
    ],
  },
]

/** The routes vite-react-ssg pre-renders; the browser has none (decision 0042). */
export const routes = siteRoutes
