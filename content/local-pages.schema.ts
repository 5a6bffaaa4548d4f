import { z } from 'zod'
import { text, withPlaceholder } from './shared.schema'

/** A text with {placeholders} that must all be present. */
const template = (min: number, max: number, ...placeholders: string[]) =>
  text(min, max).refine((value) => placeholders.every((name) => value.includes(`{${name}}`)), {
    message: `must contain ${placeholders.map((name) => `{${name}}`).join(' and ')}`,
  })
const titledText = z.object({ title: text(3, 60), text: text(15, 300) })

/** Copy of the city, county and location page templates; the facts of each place come from its own content entry. */
export const localPagesCopySchema = z.object({
  shared: z.object({
    homeCrumb: text(3, 20),
    faqHeading: template(5, 80, 'place'),
    relatedHeading: text(5, 60),
    /** Name of the page a breadcrumb trail ends on, e.g. "Live Oak Cash Home Buyers". */
    placeCrumb: template(5, 60, 'place'),
  }),
  city: z.object({
    heading: template(5, 80, 'city'),
    marketHeading: template(5, 80, 'city'),
    marketIntro: text(20, 300),
    medianPriceLabel: text(3, 40),
    daysOnMarketLabel: text(3, 40),
    daysOnMarketValue: template(5, 40, 'days'),
    trendLabel: text(3, 40),
    regionalNote: text(20, 200),
    /** The link to the city's blog guide; {city} is the city. */
    guideLink: withPlaceholder(10, 80, 'city'),
    nearbyHeading: template(5, 80, 'city'),
    testimonialsHeading: text(5, 60),
    ctaHeading: template(5, 80, 'city'),
    ctaText: text(20, 300),
  }),
  county: z.object({
    areasHeading: template(5, 80, 'county'),
    areasIntro: template(20, 300, 'county', 'count'),
    propertyTypesHeading: text(5, 80),
    propertyTypes: z.array(titledText).length(3),
    reasonsHeading: template(5, 80, 'county'),
    callHeading: text(5, 40),
    callText: template(20, 300, 'county'),
    /** {hours} is filled from the business profile. */
    hoursLabel: template(5, 80, 'hours'),
  }),
  location: z.object({
    heading: template(5, 80, 'city'),
    offerLinkLabel: template(5, 60, 'city'),
    propertyTypesHeading: template(5, 80, 'city'),
    propertyTypes: z.array(text(3, 40)).length(6),
    benefitsHeading: text(5, 80),
    benefits: z.array(titledText).length(4),
    /** Over the town's three situations (content/towns/{pageSlug}.md, situations). */
    situationsHeading: template(5, 80, 'city'),
    /** Over its county's offices (content/counties/{slug}.md, offices and probateNote). */
    officesHeading: template(5, 80, 'city'),
    /** Over the county's probate note. */
    probateHeading: text(5, 60),
    /** The lead form on every town page (docs/decisions/0009): its heading names the town. */
    formHeading: template(5, 80, 'city'),
    formText: text(20, 300),
    nearbyHeading: template(5, 80, 'city'),
    /** A related link to another town: {city} is that town. */
    otherTownLinkTitle: template(5, 80, 'city'),
    /**
     * The line under a related link to another town ({city}) and to the county ({county}): short on purpose, since
     * the same link shows on the county's other town pages (decision 0034).
     */
    otherTownLinkText: template(20, 120, 'city'),
    countyLinkTitle: template(5, 80, 'county'),
    countyLinkText: template(20, 120, 'county'),
    /**
     * Articles the town pages link: each page links relatedArticlesPerPage of them in a row, starting one further
     * along for each town, so neighbouring towns share at most one and every article is linked (decision 0034).
     */
    relatedArticles: z.array(z.string().min(3)).min(1).max(8),
    relatedArticlesPerPage: z.number().int().min(1).max(4),
  }),
})
export type LocalPagesCopy = z.infer<typeof localPagesCopySchema>
