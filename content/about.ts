import type { AboutCopy } from './about.schema'

/** The /about page: who buys, how an offer is made, what we promise, and who you are dealing with. */
export const aboutCopy: AboutCopy = {
  hero: {
    badge: 'About us',
    heading: 'Local Buyers Who Put Every Offer in Writing',
    text: '{business} buys houses for cash across North Central Florida. Here is who we are, how we arrive at an offer and the promises we keep to every seller, whether or not you sell to us.',
  },
  whoBuys: {
    heading: 'Who Buys Your House',
    paragraphs: [
      '{business} is a local, family-run company based in {city}, buying houses since {founded}. We are the buyer, not a middleman: we do not list your house, pass your details to other investors or charge you a commission.',
      'We buy in {counties}: houses, mobile homes and land, in any condition. Most of the sellers we meet have inherited a house, fallen behind on payments, been hit by a storm or carry a lien they cannot clear by listing.',
      'When we buy, we repair the house and either rent it to a local family or sell it again. That is how we make our living, and it is why a cash offer is less than what a fully repaired house would sell for on the open market.',
    ],
  },
  howOffers: {
    heading: 'How We Make an Offer',
    intro: 'Every offer is worked out the same way, and we show you the numbers behind it.',
    steps: [
      {
        title: 'You tell us about the house',
        text: 'Fill in the form or call. We ask about the address, the condition and your timeline, nothing more.',
      },
      {
        title: 'We look at value and repairs',
        text: 'We compare recent sales of similar homes nearby and estimate the repairs, from photos or a short visit at a time you choose.',
      },
      {
        title: 'You get a written offer',
        text: 'Within 24 hours you get the offer in writing, with how we reached it: the after-repair value, the repairs, and our 70% rule, the same math as our offer calculator.',
      },
      {
        title: 'You choose the closing date',
        text: 'If you accept, a local title company handles the closing and the money, on the day you pick: in as little as 7 days, or later if you need time.',
      },
    ],
  },
  pledges: {
    heading: 'Our Promises to Every Seller',
    intro: 'Whatever you decide, these hold from the first call to the closing table.',
    items: [
      {
        title: 'A written offer',
        text: 'Every offer comes in writing, with the figures it rests on. Nothing we say on the phone replaces it.',
      },
      {
        title: 'No fees',
        text: 'No commission, no closing costs and no cleaning or repair bills: the price we offer is the amount the offer is built on.',
      },
      {
        title: 'No obligation',
        text: 'An offer costs you nothing and commits you to nothing. Take time, compare it with listing, ask family or a lawyer.',
      },
      {
        title: 'You choose the closing date',
        text: 'Close in as little as 7 days, or months from now. The date is yours, and we work around a probate or a move.',
      },
      {
        title: 'We buy with our own funds',
        text: 'We pay cash from our own funds, with no bank loan to wait for, so a sale does not fall through over a lender.',
      },
    ],
  },
  identity: {
    heading: 'Who You Are Dealing With',
    intro: 'Check us before you call: the same name, address and phone appear on every page and in public records.',
    labels: {
      name: 'Business name',
      legalEntity: 'Legal entity',
      address: 'Office address',
      phone: 'Phone',
      email: 'E-mail',
      hours: 'Hours',
      founded: 'Buying houses since',
    },
  },
  callToAction: {
    heading: 'Ready to See Your Offer?',
    text: 'Tell us about your house and get a written, no-obligation cash offer within 24 hours, or call and talk it through with a local buyer.',
    button: 'Ask for My Written Offer',
  },
}
