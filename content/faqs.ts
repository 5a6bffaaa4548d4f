import { business } from './business'
import type { FaqEntry } from './faqs.schema'

/** Site-wide questions by category. Answers are trusted HTML (the tags content/shared.schema.ts allows). */
export const faqEntries: FaqEntry[] = [
  // General
  {
    id: 'who-are-you',
    category: 'general',
    question: `Who is ${business.name}?`,
    answerHtml:
      "<p>We are a local cash home buyer. We buy houses directly from homeowners, so there is no listing, no showings and no waiting on a buyer's bank.</p><p>We work across North Central Florida and make fair, <strong>no-obligation cash offers</strong> on homes in any condition. If selling the traditional way feels like too much right now, we are here to give you a simpler option.</p>",
  },
  {
    id: 'areas-you-serve',
    category: 'general',
    question: 'What areas do you buy houses in?',
    answerHtml:
      '<p>We buy homes throughout seven North Central Florida counties:</p><ul><li>Suwannee</li><li>Columbia</li><li>Dixie</li><li>Hamilton</li><li>Lafayette</li><li>Madison</li><li>Taylor</li></ul><p>We also buy in nearby cities such as <strong>Ocala</strong> and <strong>Gainesville</strong>. If you are not sure whether your property is in our area, just give us a call and ask.</p>',
  },
  {
    id: 'what-properties-do-you-buy',
    category: 'general',
    question: 'What kinds of properties do you buy?',
    answerHtml:
      "<p>We buy houses <strong>as-is</strong>, whatever shape they are in. That includes:</p><ul><li>Storm-damaged, flood-damaged and fire-damaged homes</li><li>Houses with liens or code violations</li><li>Inherited and probate properties</li><li>Vacant houses</li><li>Rentals with tenants still living in them</li><li>Mobile homes and land</li></ul><p>If your situation isn't on this list, reach out anyway. Chances are we can help.</p>",
  },
  {
    id: 'are-you-real-estate-agents',
    category: 'general',
    question: 'Are you real estate agents? How is this different from listing my house?',
    answerHtml:
      '<p>No, we are not agents. We are the buyer. That changes a few things:</p><ul><li><strong>No commissions.</strong> Agents typically charge about 6% of the sale price. We charge nothing.</li><li><strong>No repairs.</strong> Agent sales often need $5,000 to $15,000 of repairs before the house will sell. We buy as-is.</li><li><strong>Faster.</strong> A traditional sale usually takes 30 to 60 days to close. We can close in as little as 7 days.</li></ul><p>Listing with an agent can be a good choice for some homes. We simply offer a faster, simpler path when you need one.</p>',
  },
  {
    id: 'how-to-reach-us',
    category: 'general',
    question: 'How do I get in touch, and when are you available?',
    answerHtml: `<p>Call us at <strong>${business.phone}</strong> or e-mail <strong>${business.email}</strong>. We are open <strong>every day from 8:00 AM to 8:00 PM</strong>, weekends included.</p><p>Tell us a little about the property and your situation, and we will take it from there. There is no pressure and no obligation.</p>`,
  },

  // Cash offer
  {
    id: 'how-fast-is-the-offer',
    category: 'cash-offer',
    question: 'How quickly will I get a cash offer?',
    answerHtml:
      '<p>We aim to give you a cash offer <strong>within 24 hours</strong> of when you contact us. We will ask a few questions about the house and may set up a quick visit so we can see it in person.</p><p>You get a clear number in plain language, with no fees taken out of it afterward.</p>',
  },
  {
    id: 'how-is-the-offer-calculated',
    category: 'cash-offer',
    question: 'How do you decide how much to offer for my house?',
    answerHtml:
      "<p>We use a common investor method called the <strong>70% rule</strong>. We estimate what the house would be worth after it is fully fixed up (the <em>after-repair value</em>), take roughly 70% of that, and subtract the cost of the repairs it needs.</p><p>That leaves room for the work, holding costs and risk we take on, so that you don't have to. We are happy to walk you through how we reached your number.</p>",
  },
  {
    id: 'do-i-have-to-accept',
    category: 'cash-offer',
    question: 'Am I obligated to accept your offer?',
    answerHtml:
      '<p><strong>Not at all.</strong> Every offer we make is no-obligation. Take the time you need, talk it over with your family, and compare it with your other options.</p><p>If the offer does not work for you, you simply say no. We will not pressure you or keep calling.</p>',
  },
  {
    id: 'are-there-fees-or-commissions',
    category: 'cash-offer',
    question: 'Are there any fees, commissions or closing costs?',
    answerHtml:
      '<p>No. When you sell to us there are:</p><ul><li><strong>No fees</strong></li><li><strong>No commissions</strong> (agents typically charge about 6%)</li><li><strong>No usual closing costs</strong> for you, because we pay them</li></ul><p>The offer we make is the amount we pay for the house, without deductions tacked on at the end.</p>',
  },
  {
    id: 'do-i-need-to-repair-or-clean',
    category: 'cash-offer',
    question: 'Do I need to make repairs or clean the house before you make an offer?',
    answerHtml:
      '<p>No. We buy houses <strong>as-is</strong>. You do not need to fix anything, paint, or clean. Agent sales often call for $5,000 to $15,000 of repairs before a house is ready to list; with us, that money and effort stay in your pocket.</p><p>We account for the repairs in our offer, so you can skip the contractors and the to-do list.</p>',
  },

  // Selling process (the first three are shown under the cash-offer group via "Load more FAQs")
  {
    id: 'what-happens-after-i-accept',
    category: 'selling-process',
    question: 'What happens after I accept your cash offer?',
    answerHtml:
      '<p>Once you say yes, the steps are simple:</p><ul><li>We sign a straightforward purchase agreement.</li><li>A local title company opens the file and checks the title.</li><li>You pick a closing date that works for you.</li><li>You sign the closing papers and receive your money.</li></ul><p>We stay in touch the whole way, so you always know what comes next.</p>',
  },
  {
    id: 'how-fast-can-we-close',
    category: 'selling-process',
    question: 'How fast can we close?',
    answerHtml:
      '<p>We can close in <strong>as little as 7 days</strong>, and most of our sales close in 7 to 14 days. A traditional sale with an agent usually takes 30 to 60 days.</p><p>If you need more time to move or sort things out, that is fine too. We work around your schedule.</p>',
  },
  {
    id: 'who-handles-the-closing',
    category: 'selling-process',
    question: 'Who handles the paperwork and the closing?',
    answerHtml:
      '<p>A <strong>local title company</strong> handles the closing. They check the title, prepare the closing documents and make sure the money is handled properly.</p><p>We pay the usual closing costs, and we will answer any questions you have along the way. If you would like someone to review the paperwork on your behalf, you are always welcome to speak with an attorney.</p>',
  },
  {
    id: 'selling-with-mortgage-or-liens',
    category: 'selling-process',
    question: 'Can I sell if I still owe on my mortgage or have liens or code violations?',
    answerHtml:
      '<p>Yes. We buy homes with mortgages, liens and code violations. In most cases, what is owed is paid off out of the sale at closing through the title company, and you receive what is left.</p><p>Every situation is different, so we will look at yours honestly. If you have questions about your legal or financial position, we suggest speaking with an attorney or tax professional.</p>',
  },
  {
    id: 'selling-inherited-or-probate-home',
    category: 'selling-process',
    question: 'Can I sell an inherited house or one that is still in probate?',
    answerHtml:
      '<p>Yes. We buy inherited and probate properties, including homes full of belongings or in need of work. We know this is often a hard time, and we will go at a pace that feels right for your family.</p><p>Probate rules and taxes on inherited property can be complicated. We do not give legal or tax advice, so please speak with a probate attorney or tax professional about your situation.</p>',
  },
  {
    id: 'selling-rental-with-tenants',
    category: 'selling-process',
    question: 'Can I sell a rental property with tenants still living in it?',
    answerHtml:
      '<p>Yes. We buy rentals with tenants in place, so you do not have to wait for a lease to end or ask anyone to move out before you sell.</p><p>If you are a tired landlord dealing with repairs, late rent or turnover, selling as-is can be a clean way to step away. For questions about leases or deposits, an attorney can advise you.</p>',
  },

  // Storm damage
  {
    id: 'do-you-buy-storm-damaged-homes',
    category: 'storm-damage',
    question: 'Do you buy houses damaged by hurricanes or storms?',
    answerHtml:
      '<p>Yes. We buy storm-damaged homes as-is, including houses with:</p><ul><li>Roof damage and blue tarps</li><li>Water damage</li><li>Fallen trees</li><li>Mold</li></ul><p>You do not need to fix anything first. Call us and we can usually have a cash offer to you within 24 hours.</p>',
  },
  {
    id: 'sell-before-insurance-claim-settled',
    category: 'storm-damage',
    question: 'Can I sell before my insurance claim is settled?',
    answerHtml:
      '<p>Yes. We can buy your home <strong>before your insurance claim is settled</strong>, so you do not have to wait months on an adjuster to move forward.</p><p>How an open claim is handled in a sale depends on your policy and your mortgage. We will work through it with you and the title company, but we do not give legal advice, so we suggest speaking with an attorney about your claim.</p>',
  },
  {
    id: 'fix-roof-or-remove-trees-first',
    category: 'storm-damage',
    question: 'Do I need to fix the roof or clear fallen trees before selling?',
    answerHtml:
      '<p>No. Leave the tarp on and the trees where they fell. We buy the house as it is today and factor the repairs into our offer.</p><p>There is also nothing to clean up and no fees or commissions, so you can stop spending money on a house you are ready to leave.</p>',
  },
  {
    id: 'flood-water-and-mold-damage',
    category: 'storm-damage',
    question: 'My house flooded and now has mold. Will you still buy it?',
    answerHtml:
      '<p>Yes. We buy <strong>flood-damaged</strong> homes, including houses with soaked floors, damaged drywall and mold. These are exactly the homes that are hard to sell through an agent.</p><p>You do not need to gut, dry out or treat the house first. We handle all of that after we buy it.</p>',
  },
  {
    id: 'how-storm-damage-affects-offer',
    category: 'storm-damage',
    question: 'How does storm damage affect your offer?',
    answerHtml:
      '<p>We use the same <strong>70% rule</strong> for every house: roughly 70% of the after-repair value, minus the cost of repairs. More damage means higher repair costs, so we will explain how the damage factors into your number.</p><p>The offer is always no-obligation. Take your time, compare it with your other options, and decide what is best for you.</p>',
  },
]
