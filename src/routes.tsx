import type { RouteRecord } from 'vite-react-ssg'
import { RootLayout } from './app/root-layout'
import { relativePattern, routePatterns, staticPagePath } from './routing/paths'
import type { StaticPageKey } from '../content/pages.schema'

const staticRoute = (key: Exclude<StaticPageKey, 'home'>, lazy: RouteRecord['lazy']): RouteRecord => ({
  path: relativePattern(staticPagePath(key)),
  lazy,
})

/** Every page family and its module; the route manifest decides which addresses exist. */
export const routes: RouteRecord[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, lazy: () => import('./pages/home') },
      staticRoute('offer', () => import('./pages/offer')),
      staticRoute('contact', () => import('./pages/contact')),
      staticRoute('faq', () => import('./pages/faq')),
      staticRoute('storm', () => import('./pages/storm')),
      staticRoute('blog', () => import('./pages/placeholder')),
      staticRoute('privacy', () => import('./pages/legal')),
      staticRoute('terms', () => import('./pages/legal')),
      staticRoute('sitemap', () => import('./pages/placeholder')),
      { path: relativePattern(routePatterns.county), lazy: () => import('./pages/county') },
      { path: relativePattern(routePatterns.location), lazy: () => import('./pages/location') },
      { path: relativePattern(routePatterns.townOffer), lazy: () => import('./pages/town-offer') },
      { path: relativePattern(routePatterns.blogPost), lazy: () => import('./pages/placeholder') },
      { path: relativePattern(routePatterns.city), lazy: () => import('./pages/city') },
      { path: '*', lazy: () => import('./pages/not-found') },
    ],
  },
]
