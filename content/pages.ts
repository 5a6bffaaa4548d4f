import { business } from './business'
import type { FamilyMeta, StaticPage, StaticPageKey } from './pages.schema'

/** Every page with a fixed address, with its search title and description. */
export const staticPages: Record<StaticPageKey, StaticPage> = {
  home: {
    path: '/',
    indexable: true,
    title: 'Sell Your House Fast for Cash in North Central Florida',
    description:
      'Get a fair, no-obligation cash offer within 24 hours. We buy Florida houses as-is, pay no-fee closings and can close in as little as 7 days.',
  },
  offer: {
    path: '/offer',
    indexable: true,
    title: 'Cash Offer Calculator: Estimate What We Can Pay',
    description:
      'Move two sliders to estimate a cash offer for your house with the 70% rule, then ask for a firm offer within 24 hours. No fees, no repairs.',
  },
  contact: {
    path: '/contact',
    indexable: true,
    title: `Get Your Cash Offer Today | Contact ${business.shortName}`,
    description:
      'Tell us about your property or call us 8 AM to 8 PM, every day. A local buyer answers, and a no-obligation cash offer follows within 24 hours.',
  },
  faq: {
    path: '/faq',
    indexable: true,
    title: 'Questions About Selling Your House for Cash | FAQ',
    description:
      'Straight answers on cash offers, fees, closing times, storm-damaged homes, liens and inherited property from a local North Florida buyer.',
  },
  storm: {
    path: '/storm-damaged-homes',
    indexable: true,
    title: 'Sell a Storm-Damaged House As-Is for Cash in Florida',
    description:
      'Hurricane, flood, wind or fallen-tree damage? We buy storm-damaged homes as-is, before the insurance claim settles, and close in days.',
  },
  about: {
    path: '/about',
    indexable: true,
    title: `About Us: Local Cash Home Buyers | ${business.shortName}`,
    description:
      'Who buys your house, how we work out a written cash offer, and our promises: no fees, no obligation, your closing date, paid with our own funds.',
  },
  blog: {
    path: '/blog',
    indexable: true,
    title: 'Home Seller Guides for North Central Florida | Blog',
    description:
      'Guides for Florida homeowners: foreclosure options, inherited houses, as-is sales, property tax relief and city-by-city selling advice.',
  },
  privacy: {
    path: '/privacy',
    indexable: true,
    title: `Privacy Policy | ${business.name}`,
    description:
      'What we collect when you ask for a cash offer, why we collect it, who we share it with, how long we keep it and how to have it deleted.',
  },
  terms: {
    path: '/terms',
    indexable: true,
    title: `Terms of Use | ${business.name}`,
    description:
      'The terms for using this website and its offer calculator: estimates are not binding offers, and every purchase is subject to a written contract.',
  },
  sitemap: {
    path: '/sitemap',
    indexable: false,
    title: `Sitemap: Every Page on ${business.shortName}`,
    description:
      'Every page of the site in one place: main pages, city pages, county and town pages, offer calculators and blog articles, plus the sitemap XML.',
  },
}

/** Titles and descriptions of the page families; {placeholders} are filled per page. */
export const familyMeta: FamilyMeta = {
  locationTitles: [
    'Sell Your House Fast in {city}, FL | Cash Buyers',
    '{city}, FL Cash Home Buyers | Sell As-Is, No Fees',
    'We Buy Houses in {city}, FL | Fast Cash Offer',
    'Cash for Houses in {city}, FL | Close in 7 Days',
  ],
  locationDescriptions: [
    'Sell your {city} house as-is for cash. Local buyers serving {county}: an offer within 24 hours and a closing in as little as 7 days.',
    'Need to sell in {city}, {county}? We buy homes, mobile homes and land in any condition, with no fees, no repairs and no agents.',
    'Inherited, damaged or behind on payments in {city}? Get a fair cash offer from a {county} buyer and pick your own closing date.',
    'Cash home buyers in {city}, FL ({county}). No commissions, no cleaning, no showings: a no-obligation offer within 24 hours.',
  ],
  cityTitle: 'Sell House Fast {city} FL | Cash Offer in 24 Hours',
  cityDescription:
    "Sell your {city} home fast for cash. See 2025 market figures, read local sellers' stories and get a no-obligation offer within 24 hours.",
  countyTitle: 'We Buy Houses in {county}, FL | Cash Offers',
  countyDescription: 'Cash home buyers across {county}: {towns}. Sell as-is with no fees and close on your schedule.',
  townOfferTitle: '{city} Cash Offer Calculator | Estimate Your Offer',
  townOfferDescription:
    'Estimate a cash offer for your {city} house with the 70% rule in seconds, then ask a local buyer for a firm offer within 24 hours.',
  cityGuideTitle: 'Selling a House Fast in {city}, FL: 2025 Guide',
  cityGuideDescription:
    'How to sell a house fast in {city}, FL in 2025: local market figures, neighborhoods, your options and the steps of a cash sale.',
}
