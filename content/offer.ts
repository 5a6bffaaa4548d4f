import type { OfferCopy } from './offer.schema'

/** The offer calculator: the 70% rule's settings and the words around it. */
export const offerCopy: OfferCopy = {
  offerShare: 0.7,
  arv: {
    label: 'After-repair value (ARV)',
    help: 'What the house would sell for once fully fixed up. Nearby homes that sold recently in good shape are the best guide.',
    min: 50_000,
    max: 500_000,
    step: 5_000,
    initial: 200_000,
  },
  repairs: {
    label: 'Estimated repair costs',
    help: 'Roof, floors, kitchen, plumbing, storm or water damage: a rough total is fine. We confirm it with you before making a firm offer.',
    min: 0,
    max: 100_000,
    step: 1_000,
    initial: 20_000,
  },
  crumb: 'Offer calculator',
  genericHeading: 'Cash Offer Calculator: See What We Can Pay',
  townHeading: 'What Could We Pay for Your {city} House?',
  genericIntro:
    'Estimate a cash offer in seconds. We buy houses in {towns} towns across {counties} North Central Florida counties and in {cities} nearby cities, as-is, with no fees.',
  townIntro:
    'Estimate a cash offer for your house in {city}, {county}. We buy as-is, pay no fees and can close in as little as 7 days.',
  calculateGeneric: 'Calculate My Cash Offer',
  calculateTown: 'Calculate My {city} Offer',
  resultHeading: 'Your estimated cash offer',
  resultNote:
    'This is an estimate, not an offer. Tell us about the house and we will give you a firm, no-obligation cash offer within 24 hours.',
  accept: 'ACCEPT CASH OFFER',
  acceptedMessage:
    'I would like to accept the estimated cash offer of {offer} for my house in {place} (after-repair value {arv}, repairs about {repairs}).',
  genericPlace: 'North Central Florida',
  noScript:
    'The calculator needs JavaScript, which is off in this browser. Call us and we will work out the same estimate with you on the phone.',
  rule: {
    heading: 'How we estimate your offer: the {share} rule',
    paragraphs: [
      'Investors who buy houses for cash use a simple rule. Start from the after-repair value, the price the house would fetch once fully fixed up. Take {share} of it, then subtract what the repairs will cost.',
      'The other {margin} covers what we take on so you do not have to: the work itself, holding costs while it is done, closing costs and the risk of surprises behind the walls. You pay no commission, no fees and no repairs.',
      'Your firm offer can be higher or lower than the estimate once we have seen the house, and you are never obliged to accept it.',
    ],
    example:
      'For example, a house worth {arv} after repairs that needs {repairs} of work: {share} of {arv}, minus {repairs}, gives an offer of about {offer}.',
  },
  town: {
    sellingHeading: 'Selling a house in {city}',
    nearbyIntro: 'Selling nearby instead? Estimate an offer for these towns too:',
    ruleLink: 'More on how we work out an offer',
  },
  townLinks: {
    heading: 'More about selling in your area',
    townPage: 'Selling a house in {city}',
    townPageText: 'How we buy in {city}: the homes we buy, nearby areas and local questions answered.',
    countyPageText: 'Every town we buy in across {county}, and why sellers there choose a cash sale.',
  },
  typedValue: {
    inputLabel: '{label}, in dollars',
    raised: 'Raised to {value}, the lowest amount this calculator takes.',
    lowered: 'Lowered to {value}, the highest amount this calculator takes.',
    rounded: 'Rounded to {value}: amounts here move in steps of {step}.',
    unreadable: 'Type a whole dollar amount, such as {example}.',
  },
  explained: {
    margin: {
      heading: 'Where the Other {margin} Goes',
      intro:
        'The offer starts from {share} of the after-repair value. The rest pays for what we take on so you do not have to, worked out here for your house:',
      items: [
        {
          label: 'Selling it again',
          text: 'The agent commission and closing costs when we sell the repaired house.',
          share: 0.08,
        },
        {
          label: 'Holding it while it is fixed',
          text: 'Property taxes, insurance, utilities and financing for the four to six months the work takes.',
          share: 0.06,
        },
        {
          label: 'Your closing costs',
          text: 'Title, recording and closing fees on your sale, which we pay instead of you.',
          share: 0.02,
        },
        {
          label: 'Repairs that cost more than planned',
          text: 'What turns up behind walls and under floors, permits and rising prices of materials.',
          share: 0.04,
        },
        {
          label: 'Our profit',
          text: 'What keeps the business running and lets us buy the next house with our own funds.',
          share: 0.1,
        },
      ],
      total: 'Total',
    },
    netSheet: {
      heading: 'Cash Sale or Listing: What You Keep',
      intro:
        'The same house sold two ways. Listing usually brings a higher price, and it costs a commission, repairs and time. The figures follow the values above.',
      cashColumn: 'Sell to us for cash',
      agentColumn: 'List with an agent',
      rows: {
        price: 'Sale price',
        commission: 'Agent commission (about {share})',
        repairs: 'Repairs before the sale',
        net: 'What you keep',
        days: 'Time to close',
      },
      cashPriceNote: 'our estimated offer',
      agentPriceNote: 'if it sells at the after-repair value',
      cashRepairsNote: 'none: we buy as-is',
      agentRepairsNote: 'your estimate, and at least the {min} to {max} most listings need',
      commissionShare: 0.06,
      listingRepairs: { min: 5_000, max: 15_000 },
      cashDays: '7 days, or the day you choose',
      agentDays: '30 to 60 days once a buyer signs',
      note: "Estimates, not a quote. Both columns leave out your mortgage payoff and any taxes owed, which are the same either way, and a listing can fall through when a buyer's loan does. Your written offer shows our exact figures.",
    },
  },
}
