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
  staticPagePath,
  townOfferPath,
  townPagePath,
} from './routing/paths'
import type { StaticPageKey } from '../content/pages.schema'
import { rendersPreRenderedStart } from './lib/app-started'
import { KeptPage, PreRendered, deferredPartsLoaded } from './lib/deferred-part'
import { citySummaries, townSummaries } from './routing/site-manifest'

const staticRoute = (key: Exclude<StaticPageKey, 'home'>, lazy: RouteRecord['lazy']): RouteRecord => ({
  path: relativePattern(staticPagePath(key)),
  lazy,
})

/**
 * What only a page's static parts show (src/lib/deferred-part.tsx, PreRendered): loaded while pre-rendering and for a
 * page reached in the app, and not for the page a visit starts on, which keeps those parts as pre-rendered.
 */
const firstPageSkips = <T,>(load: () => Promise<T>): Promise<T | undefined> =>
  rendersPreRenderedStart() ? Promise.resolve(undefined) : load()

/**
 * A page with nothing to press (src/lib/deferred-part.tsx): the page a visit starts on keeps it as pre-rendered and
 * loads neither its module nor its data; elsewhere `load` gives it, and it renders as one PreRendered part (so the
 * pre-rendered HTML has the element the kept page stands in).
 */
const staticPage =
  (load: () => Promise<ComponentType>): NonNullable<RouteRecord['lazy']> =>
  async () => {
    if (rendersPreRenderedStart()) return { Component: KeptPage }
    const Page = await load()
    return {
      Component: () => (
        <PreRendered>
          <Page />
        </PreRendered>
      ),
    }
  }

/** A page module's Component, for staticPage. */
const componentOf = (load: () => Promise<{ Component: ComponentType }>) => async () => (await load()).Component

/** Each article's rendered Markdown is its own chunk, loaded with its page only. */
const articleFiles = import.meta.glob<RenderedArticle>('../content/articles/*.md', { import: 'default' })

/** One route per fixed article (they outrank the city guides' /blog/:blogSlug), a page with nothing to press. */
const articleRoutes: RouteRecord[] = articleMetas.map((meta) => ({
  path: relativePattern(articlePath(meta.slug)),
  lazy: staticPage(async () => {
    const loadArticle = articleFiles[`../content/articles/${meta.slug}.md`]
    if (!loadArticle) throw new Error(`content/articles/${meta.slug}.md is missing`)
    const [{ ArticlePage }, article] = await Promise.all([import('./pages/article'), loadArticle()])
    return () => <ArticlePage meta={meta} article={article} />
  }),
}))

/**
 * A town's or a city's whole entry, a chunk of its own (build/vite-config.ts): a place's pages carry that place, not
 * all of them.
 */
async function loadEntry<T>(entries: Record<string, () => Promise<{ default: T }>>, slug: string): Promise<T> {
  const load = entries[slug]
  if (!load) throw new Error(`no entry for ${slug}`)
  return (await load()).default
}

/** One route per county, loaded with that county's entry (a page with nothing to press, staticPage). */
const countyRoutes: RouteRecord[] = Object.keys(countyEntries).map((slug) => ({
  path: relativePattern(countyPagePath(slug)),
  lazy: staticPage(async () => {
    const [{ CountyPage }, county] = await Promise.all([import('./pages/county'), loadEntry(countyEntries, slug)])
    return () => <CountyPage county={county} />
  }),
}))

/**
 * One route per town for its location page, loaded with that town's entry and its county's, and one for its offer
 * page, loaded with the town's entry (neither entry where a visit starts: only static parts show them).
 */
const townRoutes: RouteRecord[] = townSummaries.flatMap((summary): RouteRecord[] => [
  {
    path: relativePattern(townPagePath(summary.pageSlug)),
    lazy: async () => {
      const [{ TownLocationPage }, town, county] = await Promise.all([
        import('./pages/location'),
        firstPageSkips(() => loadEntry(townEntries, summary.pageSlug)),
        firstPageSkips(() => loadEntry(countyEntries, summary.county)),
      ])
      return { Component: () => <TownLocationPage summary={summary} town={town} county={county} /> }
    },
  },
  {
    path: relativePattern(townOfferPath(summary.pageSlug)),
    lazy: async () => {
      const [{ TownOfferPage }, town] = await Promise.all([
        import('./pages/town-offer'),
        firstPageSkips(() => loadEntry(townEntries, summary.pageSlug)),
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
          lazy: staticPage(async () => {
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
    lazy: staticPage(async () => {
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

/** Each route's module, then the deferred parts it started loading (src/lib/deferred-part.tsx). */
function withDeferredParts(route: RouteRecord): RouteRecord {
  const { lazy, children } = route
  return {
    ...route,
    ...(lazy && {
      lazy: async () => {
        const module = await lazy()
        await deferredPartsLoaded()
        return module
      },
    }),
    ...(children && { children: children.map(withDeferredParts) }),
  } as RouteRecord
}

/** Every page family and its module; the route manifest decides which addresses exist. */
const siteRoutes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./pages/home') },
      staticRoute('offer', () => import('./pages/offer')),
      staticRoute('contact', () => import('./pages/contact')),
      staticRoute('faq', () => import('./pages/faq')),
      staticRoute('storm', staticPage(componentOf(() => import('./pages/storm')))),
      staticRoute('about', staticPage(componentOf(() => import('./pages/about')))),
      staticRoute('blog', staticPage(componentOf(() => import('./pages/blog-index')))),
      staticRoute('privacy', () => import('./pages/legal')),
      staticRoute('terms', () => import('./pages/legal')),
      staticRoute('sitemap', () => import('./pages/sitemap')),
      ...countyRoutes,
      fallbackRoute(routePatterns.county, 'CountyNotFound'),
      ...townRoutes,
      fallbackRoute(routePatterns.location, 'LocationNotFound'),
      fallbackRoute(routePatterns.townOffer, 'TownOfferNotFound'),
      ...articleRoutes,
      ...cityRoutes,
      fallbackRoute(routePatterns.blogPost, 'CityGuideNotFound'),
      fallbackRoute(routePatterns.city, 'CityNotFound'),
      { path: '*', lazy: () => import('./pages/not-found') },
    ],
  },
]

export const routes = siteRoutes.map(withDeferredParts)
