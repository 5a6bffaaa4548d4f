import type { ArticleMeta } from './articles.schema'
import { business } from './business'

/** Who writes the blog, and when the fixed articles and the city guides were published (SPEC section 9). */
export const blogAuthor = `The ${business.shortName} Team`
export const blogPublishedAt = '2024-12-01'
const author = blogAuthor
const publishedAt = blogPublishedAt

/** The six fixed blog articles. */
export const articleMetas: ArticleMeta[] = [
  {
    slug: 'trends-2025',
    title: 'North Central Florida Housing Market Trends for 2025',
    description:
      'Prices, days on market and what is changing for sellers in Ocala, Gainesville, Lake City and the rural counties of North Central Florida.',
    publishedAt,
    author,
  },
  {
    slug: 'cash-offer-vs-agent-sale',
    title: 'Cash Offer vs. Listing With an Agent: Which Nets More?',
    description:
      'A side-by-side look at fees, repairs, closing time and the risk of a deal falling through when you sell for cash or list with an agent.',
    publishedAt,
    author,
  },
  {
    slug: 'avoiding-foreclosure-in-florida',
    title: '5 Ways to Avoid Foreclosure in Florida',
    description:
      'Behind on your mortgage? Five real options Florida homeowners have before a foreclosure sale, from loan modification to a fast cash sale.',
    publishedAt,
    author,
  },
  {
    slug: 'selling-inherited-property-florida',
    title: 'Selling an Inherited House in Florida: A Plain Guide',
    description:
      'Probate, summary administration, taxes and repairs: what heirs need to know before selling an inherited Florida house, step by step.',
    publishedAt,
    author,
  },
  {
    slug: 'as-is-home-sale-checklist',
    title: 'The As-Is Home Sale Checklist for Florida Sellers',
    description:
      'Everything to gather and decide before you sell a Florida house as-is: documents, disclosures, liens, utilities and how to compare offers.',
    publishedAt,
    author,
  },
  {
    slug: 'florida-property-tax-relief-2025',
    title: 'Florida Property Tax Relief in 2025: What Owners Can Claim',
    description:
      'Homestead exemption, senior and disability exemptions and deadlines: the Florida property tax relief programs owners can apply for in 2025.',
    publishedAt,
    author,
  },
]
