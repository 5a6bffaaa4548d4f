import { z } from 'zod'
import { text, toastText, withPlaceholder } from './shared.schema'

/** The words of the /sitemap page: the XML tools (download, view, copy, their toasts) and the lists of every page. */
export const sitemapPageCopySchema = z.object({
  heading: text(3, 60),
  intro: text(20, 300),
  stats: z.object({
    urls: text(3, 40),
    canonical: text(3, 40),
    generated: text(3, 40),
  }),
  xml: z.object({
    heading: text(3, 60),
    text: withPlaceholder(20, 300, 'file'),
    download: text(3, 20),
    view: text(3, 20),
    hide: text(3, 20),
    copy: text(3, 20),
    copied: text(3, 20),
  }),
  toasts: z.object({ downloadStarted: toastText, copied: toastText, copyFailed: toastText }),
  lists: z.object({
    mainHeading: text(3, 60),
    citiesHeading: text(3, 60),
    articlesHeading: text(3, 60),
    guidesHeading: text(3, 60),
    guideLink: withPlaceholder(5, 60, 'city'),
    locationsHeading: text(3, 60),
    countyLink: withPlaceholder(5, 60, 'county'),
    offerLink: text(3, 40),
    /** The offer link's accessible name, since several read alike. */
    offerLinkLabel: withPlaceholder(5, 60, 'city'),
  }),
})
export type SitemapPageCopy = z.infer<typeof sitemapPageCopySchema>
