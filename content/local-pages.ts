import type { LocalPagesCopy } from './local-pages.schema'

export const localPagesCopy: LocalPagesCopy = {
  shared: {
    homeCrumb: 'Home',
    faqHeading: 'Questions From {place} Sellers',
    relatedHeading: 'Related Pages',
    placeCrumb: '{place} Cash Home Buyers',
  },
  city: {
    heading: 'We Buy Houses in {city}, FL',
    marketHeading: '{city} Housing Market: 2025 Snapshot',
    marketIntro:
      'What the local market looks like this year, so you can weigh a listing against a cash sale with real numbers in front of you.',
    medianPriceLabel: 'Median sale price',
    daysOnMarketLabel: 'Typical days on market',
    daysOnMarketValue: '{days} days',
    trendLabel: 'Where it is heading',
    guideLink: 'Read our {city} selling guide',
    regionalNote:
      'We have no separate 2025 figures for this city yet, so these are the regional figures for North Central Florida.',
    nearbyHeading: 'We Also Buy Near {city}',
    testimonialsHeading: 'Sellers We Have Helped',
    ctaHeading: 'Get Your {city} Cash Offer',
    ctaText:
      'Tell us about the house and get a written, no-obligation offer within 24 hours. You pick the closing date.',
  },
  county: {
    areasHeading: 'Areas We Serve in {county}',
    areasIntro: 'We buy houses in all {count} of these {county} communities. Pick yours for local details.',
    propertyTypesHeading: 'Property Types We Buy',
    propertyTypes: [
      {
        title: 'Single-family homes',
        text: 'Frame, block and brick houses of any age, from move-in ready to needing a new roof, plumbing or wiring.',
      },
      {
        title: 'Mobile homes',
        text: 'Single-wide and double-wide homes, on their own land or on a lot, titled or not yet retired into the real estate.',
      },
      {
        title: 'Land',
        text: 'Vacant lots, acreage, timber and farm land, including parcels with back taxes or no road frontage.',
      },
    ],
    reasonsHeading: 'Why {county} Owners Sell to Us',
    callHeading: 'Call Us Today',
    callText:
      'Talk to a local buyer who knows {county}. Tell us about the property and we will walk you through your options, with no pressure.',
    hoursLabel: 'Monday-Sunday {hours}',
  },
  location: {
    heading: 'Sell Your House Fast in {city}, FL',
    offerLinkLabel: 'Estimate Your {city} Offer',
    propertyTypesHeading: 'Properties We Buy in {city}',
    propertyTypesIntro: 'Whatever shape your {city} property is in, these are the situations we buy in every week:',
    propertyTypes: [
      'Storm-damaged homes',
      'Mobile homes and land',
      'Inherited properties',
      'Properties with liens',
      'Homes needing repairs',
      'Vacant properties',
    ],
    benefitsHeading: 'How Selling to Us Works',
    benefits: [
      { title: 'Fast closing', text: 'Close in as little as 7 days.' },
      { title: 'No fees', text: 'No commissions or closing costs.' },
      { title: 'We buy as-is', text: 'No repairs, cleaning or showings.' },
      { title: 'Simple process', text: 'One call, one written offer.' },
    ],
    formHeading: 'Get Your Cash Offer for Your {city} House',
    formText:
      'Tell us about the house and a local buyer will call you back, usually the same day. Rather talk now? Call us:',
    nearbyHeading: 'Nearby Areas We Also Serve Around {city}',
    otherTownLinkTitle: 'Sell Your House Fast in {city}',
    countyLinkTitle: 'All of {county}',
    relatedArticles: ['trends-2025', 'cash-offer-vs-agent-sale'],
  },
}
