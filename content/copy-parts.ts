import type { SiteContent } from './validate'

/**
 * Parts of a copy collection that pages read on their own, so a page's bundle carries its part and not the whole
 * collection: the bundles get each part as a module of its own (builder/vite-config.ts, contentData), and in Node
 * content/data.ts reads them from the whole collection.
 */
export function copyParts(content: SiteContent) {
  return {
    /** What every local page and the blog's and calculator's breadcrumbs share. */
    localPagesSharedCopy: content.localPagesCopy.shared,
    cityPageCopy: content.localPagesCopy.city,
    countyPageCopy: content.localPagesCopy.county,
    locationPageCopy: content.localPagesCopy.location,
    /** A city guide's words (the guides, the blog index's cards, a town's link to its city's guide). */
    cityGuideCopy: content.blogCopy.guide,
    /** The home page's location grid, the one part of it the app runs. */
    homeLocationsCopy: content.homeCopy.locations,
    /** The questions of /faq's section with the load-more button, and those the button adds. */
    faqLoadMoreEntries: content.faqEntries.filter(
      (entry) =>
        entry.category === content.faqPageCopy.loadMore.category ||
        content.faqPageCopy.loadMore.questionIds.includes(entry.id),
    ),
    /** The 70% rule explained, below the calculator. */
    offerRuleCopy: content.offerCopy.rule,
    /** What the calculator shows once asked for an estimate (where the rest goes, the net sheet). */
    offerExplainedCopy: content.offerCopy.explained,
    /**
     * The main phone and the numbers shown in its place to visits from one source (src/lib/call-tracking.ts), which
     * every page's first script reads: without the rest of the business profile.
     */
    callNumbers: { phone: content.business.phone, trackingNumbers: content.business.trackingNumbers },
  }
}
