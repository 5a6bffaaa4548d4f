import type { RouteRecord } from 'vite-react-ssg'
import { articleMetas, cityGuides, cityImages, cityProfiles, counties, towns } from '../content/data'
import type { PageKey } from '../content/pages.schema'
import type { RenderedArticle } from './features/blog/rendered-article'
import { RootLayout } from './app/root-layout'
import { Component as AboutPage } from './pages/about'
import { ArticlePage } from './pages/article'
import { Component as BlogIndexPage } from './pages/blog-index'
import { CityGuidePage } from './pages/city-guide'
import { CityLandingPage } from './pages/city'
import { Component as ContactPage } from './pages/contact'
import { CountyPage } from './pages/county'
import { CityGuideNotFound, CityNotFound, CountyNotFound, LocationNotFound } from './pages/family-fallbacks'
import { Component as FaqPage } from './pages/faq'
import { Component as HomePage } from './pages/home'
import { Component as LegalPage } from './pages/legal'
import { TownLocationPage } from './pages/location'
import { Component as NotFoundPage } from './pages/not-found'
import { Component as OfferPage } from './pages/offer'
import { Component as SitemapPage } from './pages/sitemap'
import { Component as StormPage } from './pages/storm'
import { TownOfferPage } from './pages/town-offer'
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
import { citySummaries, townSummaries } from './routing/site-manifest'

/**
 * Every page family and its page, read from content directly: the routes exist only while pre-rendering (src/main.tsx),
 * so nothing here reaches a visitor's browser (decision 0042). The route manifest decides which addresses exist.
 */
const route = (path: string, Component: RouteRecord['Component']): RouteRecord => ({
  path: relativePattern(path),
  Component,
})
const pageRoute = (key: Exclude<PageKey, 'home'>, Component: RouteRecord['Component']) =>
  route(pagePath(key), Component)

/** The one entry of `list` named `slug`; a missing one is a content error validation already reports. */
function entryOf<T>(list: readonly T[], matches: (item: T) => boolean, what: string): T {
  const found = list.find(matches)
  if (!found) throw new Error(`content has no ${what}`)
  return found
}

const articleFiles = import.meta.glob<RenderedArticle>('../content/articles/*.md', { import: 'default', eager: true })

/** One route per fixed article (they outrank the city guides' /blog/:blogSlug). */
const articleRoutes = articleMetas.map((meta) => {
  const article = articleFiles[`../content/articles/${meta.slug}.md`]
  if (!article) throw new Error(`content/articles/${meta.slug}.md is missing`)
  return route(articlePath(meta.slug), () => <ArticlePage meta={meta} article={article} />)
})

const countyRoutes = counties.map((county) => route(countyPagePath(county.slug), () => <CountyPage county={county} />))

/** A town's location page and its offer page. */
const townRoutes = townSummaries.flatMap((summary) => {
  const town = entryOf(towns, (item) => item.pageSlug === summary.pageSlug, `town ${summary.pageSlug}`)
  const county = entryOf(counties, (item) => item.slug === summary.county, `county ${summary.county}`)
  return [
    route(townPagePath(summary.pageSlug), () => <TownLocationPage summary={summary} town={town} county={county} />),
    route(townOfferPath(summary.pageSlug), () => <TownOfferPage summary={summary} town={town} />),
  ]
})

/** A city's guide and, unless the city is one of our towns (decision 0035), its landing page. */
const cityRoutes = citySummaries.flatMap(({ slug, pageSlug, path }) => {
  const index = cityProfiles.findIndex((city) => city.slug === slug)
  const profile = entryOf(cityProfiles, (city) => city.slug === slug, `city ${slug}`)
  const guide = cityGuides.find((item) => item.citySlug === slug)
  const image = cityImages.find((item) => item.citySlug === slug)
  return [
    // Where the site index sends the city's selling search elsewhere (its town's page), it has no landing page.
    ...(path === cityPagePath(pageSlug)
      ? [route(path, () => <CityLandingPage city={profile} image={image} index={index} />)]
      : []),
    route(cityGuidePath(slug), () => <CityGuidePage city={profile} own={guide} image={image} />),
  ]
})

/** The routes vite-react-ssg pre-renders; the families' patterns answer every other address. */
export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, Component: HomePage },
      pageRoute('offer', OfferPage),
      pageRoute('contact', ContactPage),
      pageRoute('faq', FaqPage),
      pageRoute('storm', StormPage),
      pageRoute('about', AboutPage),
      pageRoute('blog', BlogIndexPage),
      pageRoute('privacy', LegalPage),
      pageRoute('terms', LegalPage),
      pageRoute('sitemap', SitemapPage),
      ...countyRoutes,
      route(routePatterns.county, CountyNotFound),
      ...townRoutes,
      route(routePatterns.location, LocationNotFound),
      ...articleRoutes,
      ...cityRoutes,
      route(routePatterns.blogPost, CityGuideNotFound),
      route(routePatterns.city, CityNotFound),
      { path: '*', Component: NotFoundPage },
    ],
  },
]
