/**
 * All of content/, read once (content/load.ts). In Node this module reads the files; in the browser bundle and the
 * pre-rendering the build replaces each collection with its data (build/vite-config.ts, contentData), so neither the
 * file reading nor zod reaches a visitor.
 */
import { loadContentFiles } from './load'

export const {
  content: {
    business,
    towns,
    counties,
    cityProfiles,
    defaultMarketSnapshot,
    cityImages,
    testimonials,
    faqEntries,
    articleMetas,
    staticPages,
    familyMeta,
    homeCopy,
    layoutCopy,
    localPagesCopy,
    notFoundCopy,
    siteImages,
    offerCopy,
    faqPageCopy,
    contactCopy,
    stormCopy,
    legalCopy,
    leadsCopy,
    blogCopy,
    cityGuides,
    sitemapPageCopy,
    aboutCopy,
  },
  sources: contentSources,
} = loadContentFiles()
