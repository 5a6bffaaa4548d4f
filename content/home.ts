import { business } from './business'
import type { HomeCopy } from './home.schema'

export const homeCopy: HomeCopy = {
  hero: {
    headline: 'Sell Your Florida Home Fast — Cash Buyers You Can Trust',
    subheading:
      'Inherited a house, facing foreclosure, dealing with storm damage or liens? Get a fair, no-obligation cash offer within 24 hours and close on the day you choose.',
    phonePrompt: 'Prefer to talk? Call us:',
    image: 'home-hero',
  },
  whyChoose: {
    heading: `Why Choose ${business.shortName}`,
    items: [
      {
        title: 'No Fees',
        text: 'No commissions, no closing costs, no hidden charges. The offer we make is the amount you receive.',
      },
      {
        title: 'Sell As-Is',
        text: 'Leave the repairs, the cleaning and the unwanted furniture. We buy houses in any condition.',
      },
      { title: 'Fast Closings', text: 'Get paid in as little as 7 days, or pick a later date that suits your move.' },
      {
        title: 'Local Buyers',
        text: 'We live and work in North Central Florida and answer the phone ourselves, every day.',
      },
    ],
  },
  howItWorks: {
    heading: 'How It Works',
    steps: [
      {
        title: 'Tell us about your house',
        text: 'Fill out the short form or call us. A few details about the property and your timeline are enough.',
      },
      {
        title: 'Get your cash offer',
        text: 'We look at the house, run the numbers with you and give you a written, no-obligation offer within 24 hours.',
      },
      {
        title: 'Close when you are ready',
        text: 'A local title company handles the paperwork. You choose the closing date and leave with cash.',
      },
    ],
  },
  testimonials: { heading: 'What Sellers Say', ids: ['carol-w-live-oak', 'darrell-t-perry'] },
  cities: {
    heading: 'Selling in One of Our Cities?',
    intro:
      'From Ocala and Gainesville to Lake City and Starke, each city has its own page with local prices, days on market and how a cash sale works there.',
    linkLabel: 'We Buy Houses in {city}',
  },
  locations: {
    heading: 'Areas We Buy Houses In',
    intro:
      'We buy houses in {towns} towns across {counties} North Central Florida counties. Find yours for local details or a quick offer estimate.',
    initialCount: 10,
    showMore: 'Show More Locations',
    showLess: 'Show Less',
    sellLabel: 'Sell My House Fast',
    offerLabel: 'Get Cash Offer',
    townHeading: '{city}, FL',
    townLinkLabel: '{action} in {city}',
  },
  closing: {
    heading: 'Ready to See What Your House Is Worth in Cash?',
    text: 'Ask for a free offer or estimate one yourself in under a minute. No obligation, no pressure.',
    requestLabel: 'Request Your Offer',
    calculateLabel: 'Calculate Your Offer',
  },
}
