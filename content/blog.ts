import type { BlogCopy } from './blog.schema'

/** The blog's words: the index, the article pages and the city guides' template. */
export const blogCopy: BlogCopy = {
  crumb: 'Blog',
  index: {
    heading: 'Guides for Florida Home Sellers',
    intro:
      'Plain answers for homeowners who need to sell: foreclosure options, inherited houses, as-is sales, property tax relief, and what the market looks like city by city.',
    articlesHeading: 'Articles',
    guidesHeading: 'City guides',
    guideCards: 6,
    allGuidesHeading: 'Every city guide',
  },
  readTime: '{minutes} min read',
  byline: 'By {author}',
  tocHeading: 'In this article',
  readMore: 'Read the guide',
  callToAction: {
    heading: 'Ready to see what your house is worth in cash?',
    text: 'Tell us about the property and get a fair, no-obligation cash offer within 24 hours. No fees, no repairs, and you pick the closing date.',
    button: 'Get My Free Cash Offer',
  },
  guide: {
    headline: 'Complete Guide to Selling Your House Fast in {city}, FL (2025)',
    summary:
      'What homes sell for in {city} this year, how long they take, which neighborhoods move fastest, and how a fast cash sale works from the first call to closing day.',
    cardText: 'Prices, days on market, neighborhoods and the steps of a fast sale in {city}.',
    marketHeading: 'The {city} market in 2025',
    marketNote:
      'Figures are 2025 estimates for typical single-family homes; a house that needs work, or sits on land, can sell well above or below them.',
    sellingHeading: 'Selling in {city}: what sells, and what slows a sale',
    localNotesHeading: 'Local things to know in {city}',
    neighborhoodsHeading: 'Neighborhoods in and around {city}',
    nearbyHeading: 'Nearby places we also buy in',
    processHeading: 'How a fast sale works in {city}',
    processSteps: [
      {
        title: 'Tell us about the house',
        text: 'Call or send the form with the address and what you know about its condition. There is no cost and no obligation, and we never ask you to clean or repair anything first.',
      },
      {
        title: 'Get a written cash offer',
        text: 'We look at recent sales around {city}, walk through the house once if you like, and send a written offer within 24 hours.',
      },
      {
        title: 'Close with a local title company',
        text: 'If you accept, a title company checks the title, handles any liens or payoffs and records the deed with the {county} clerk. We pay the usual closing costs.',
      },
      {
        title: 'Get paid on your date',
        text: 'Closing can be in as little as 7 days, or later if you need time to move. You leave what you do not want; we take care of the rest.',
      },
    ],
    relatedHeading: 'Keep reading',
    relatedArticles: ['trends-2025', 'cash-offer-vs-agent-sale', 'avoiding-foreclosure-in-florida'],
    cityPageLink: 'Selling a house in {city}',
    cityPageText: 'How we buy houses in {city}: what we buy, local questions answered, and how to reach us.',
  },
}
