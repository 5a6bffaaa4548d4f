/**
 * All of content/, read once (content/load.ts). In Node this module reads the files; in the browser bundle and the
 * pre-rendering the build replaces each collection with its data (builder/vite-config.ts, contentData), so neither the
 * file reading nor zod reaches a visitor.
 */
import { copyParts } from './copy-parts'
import { loadContentFiles } from '#content-files'

const loaded = loadContentFiles()

export const {
  content: {
    towns,
    business,
    counties,
    cityProfiles,
    defaultMarketSnapshot,
    cityImages,
    testimonials,
    faqEntries,
    articleMetas,
    sitePages,
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
    consoleCopy,
  },
  sources: contentSources,
} = loaded

/** Parts of the copy that pages read on their own (content/copy-parts.ts). */
export const {
  localPagesSharedCopy,
  cityPageCopy,
  countyPageCopy,
  locationPageCopy,
  cityGuideCopy,
  offerExplainedCopy,
  homeLocationsCopy,
  offerRuleCopy,
  faqLoadMoreEntries,
  callNumbers,
} = copyParts(loaded.content)
