import { business } from './business'
import type { NotFoundCopy } from './not-found.schema'

export const notFoundCopy: NotFoundCopy = {
  heading: 'Page Not Found',
  message: "The page you're looking for doesn't exist or has been moved.",
  homeLabel: 'Go to the home page',
  contactLabel: 'Contact us',
  title: `Page Not Found | ${business.name}`,
  description:
    'This page does not exist or has moved. Head back to the home page or contact a local cash home buyer in North Central Florida.',
  familyHeadings: {
    city: 'City not found',
    county: 'County not found',
    location: 'Location not found',
    cityGuide: 'City blog not found',
  },
  spamKeywords: [
    'casino',
    'viagra',
    'cialis',
    'porn',
    'xxx',
    'betting',
    'crypto-bonus',
    'payday-loan',
    'replica',
    'escort',
  ],
}
