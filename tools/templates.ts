/**
 * One address per page template, for the checks that measure templates rather than every page (accessibility,
 * Lighthouse): the first page of each family in the route manifest, the main pages that each have their own
 * layout, and an unknown address for the not-found view.
 */
import type { RouteEntry } from '../src/routing/manifest'
import { pagePath } from '../src/routing/paths'

export interface TemplatePage {
  template: string
  path: string
}

export function templatePages(manifest: readonly RouteEntry[]): TemplatePage[] {
  const firstOf = (kind: RouteEntry['kind']) => {
    const entry = manifest.find((item) => item.kind === kind)
    if (!entry) throw new Error(`The route manifest has no ${kind} page`)
    return entry.path
  }
  return [
    { template: 'home', path: firstOf('home') },
    { template: 'city', path: firstOf('city') },
    { template: 'county', path: firstOf('county') },
    { template: 'location', path: firstOf('location') },
    { template: 'offer', path: firstOf('offer') },
    { template: 'town offer', path: firstOf('town-offer') },
    { template: 'contact', path: pagePath('contact') },
    { template: 'faq', path: pagePath('faq') },
    { template: 'storm', path: pagePath('storm') },
    { template: 'about', path: pagePath('about') },
    { template: 'blog index', path: pagePath('blog') },
    { template: 'article', path: firstOf('article') },
    { template: 'city guide', path: firstOf('city-guide') },
    { template: 'legal', path: pagePath('privacy') },
    { template: 'sitemap', path: firstOf('sitemap') },
    { template: 'not found', path: '/no-such-page' },
  ]
}
