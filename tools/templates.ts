/**
 * One address per page template, for the checks that measure templates rather than every page (accessibility,
 * Lighthouse): the first page of each family in the route manifest, the main pages that each have their own
 * layout, and an unknown address for the not-found view.
 */
import type { RouteEntry } from '../src/routing/manifest'
import { staticPagePath } from '../src/routing/paths'

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
    { template: 'contact', path: staticPagePath('contact') },
    { template: 'faq', path: staticPagePath('faq') },
    { template: 'storm', path: staticPagePath('storm') },
    { template: 'about', path: staticPagePath('about') },
    { template: 'blog index', path: staticPagePath('blog') },
    { template: 'article', path: firstOf('article') },
    { template: 'city guide', path: firstOf('city-guide') },
    { template: 'legal', path: staticPagePath('privacy') },
    { template: 'sitemap', path: firstOf('sitemap') },
    { template: 'not found', path: '/no-such-page' },
  ]
}
