import type { SitemapPageCopy } from './sitemap-page.schema'

/** The /sitemap page: every page in lists for people, and the XML sitemap for search engines and marketers. */
export const sitemapPageCopy: SitemapPageCopy = {
  heading: 'Sitemap',
  intro:
    'Every page on this site in one place: our main pages, city pages, county and town pages with their offer calculators, and the blog. Search engines read the XML version below.',
  stats: {
    urls: 'URLs in the XML sitemap',
    canonical: 'Canonical references',
    generated: 'Generated',
  },
  xml: {
    heading: 'Sitemap XML',
    text: 'The {file} file search engines read: every page that should appear in search results, with its priority and the date its content last changed.',
    download: 'Download',
    view: 'View XML',
    hide: 'Hide XML',
    copy: 'Copy',
    copied: 'Copied!',
  },
  toasts: {
    downloadStarted: { title: 'Download initiated', description: 'Your sitemap.xml file is downloading' },
    copied: { title: 'Copied to clipboard', description: 'Sitemap XML content has been copied' },
    copyFailed: { title: 'Copy failed', description: 'Could not copy to clipboard' },
  },
  lists: {
    mainHeading: 'Main pages',
    citiesHeading: 'City pages',
    articlesHeading: 'Blog articles',
    guidesHeading: 'City guides',
    guideLink: 'Selling in {city}: city guide',
    locationsHeading: 'Locations by county',
    countyLink: 'All of {county}',
    offerLink: 'Offer calculator',
    offerLinkLabel: 'Offer calculator for {city}',
  },
}
