import { business } from './business'
import type { County } from './counties.schema'

/** The seven counties we serve; their towns are in content/towns.ts. */
export const counties: County[] = [
  {
    slug: 'suwannee-county',
    name: 'Suwannee County',
    title: 'Sell Your House Fast in Suwannee County',
    description: `From in-town homes in Live Oak to river cabins near Branford and farm parcels outside Wellborn and O'Brien, Suwannee County property comes in every shape. We buy it the way it stands: a written cash offer within 24 hours, no repairs, no commissions, and a closing date you pick, often 7 to 14 days out. If the house has sat empty, come down through the family, or simply needs more work than you want to take on, we can talk it through at ${business.phone}.`,
    featuredTown: 'live-oak',
    reasons: [
      'River homes and fish camps along the Suwannee that have taken on water, or that the family no longer has time to keep up.',
      'Inherited farmhouses and acreage where heirs live out of state and would rather split cash than manage a rural property from afar.',
      'Older mobile homes on their own land, which many traditional buyers and lenders pass over but we purchase regularly.',
      'Rentals in and around Live Oak that have become more trouble than income, whether tenants are still in place or the unit sits vacant.',
    ],
    faqs: [
      {
        question: 'Do you buy river property along the Suwannee?',
        answer:
          'Yes. We look at homes, cabins and lots near the river, including places that have flooded before or sit in a flood zone. Flood history affects what a property is worth, so we factor it into a straightforward cash number rather than asking you to make repairs or elevate anything first.',
      },
      {
        question: 'Will you buy land in Suwannee County with no house on it?',
        answer:
          'We do. Pasture, wooded tracts and vacant lots are all worth a call. Tell us where the parcel is and roughly how many acres, and we will come back with a cash offer within 24 hours, the same as we would for a house.',
      },
      {
        question: "I inherited my parents' place near Live Oak. Can I sell it before probate is finished?",
        answer:
          'That depends on the estate and who has authority to sign, which is a question for your probate attorney. What we can do is make an offer now, keep it open while the paperwork moves forward, and close as soon as the title company confirms the seller is able to convey. We buy inherited homes with everything still inside.',
      },
      {
        question: 'How quickly can you close in Suwannee County?',
        answer:
          'Closings can happen in as little as 7 days, and most land between 7 and 14. If you need more time to move or sort belongings, we can set a later date. A buyer using a bank loan usually needs 30 to 60 days once an agent finds them.',
      },
    ],
  },
  {
    slug: 'columbia-county',
    name: 'Columbia County',
    title: 'Cash Home Buyers Serving Lake City and Columbia County',
    description:
      'Columbia County sits where I-75 meets I-10, and its housing runs from older neighborhoods around Lake City to newer homes and acreage near Fort White, Columbia City and Lulu. Whatever you own here, we can make a cash offer within 24 hours and close on your schedule, usually within 7 to 14 days. There are no agent commissions, no fees and no repair list. Sellers call us when a listing has stalled, a rental has worn out, or a move needs to happen faster than the market allows.',
    featuredTown: 'lake-city',
    reasons: [
      'Older block and frame homes in Lake City that need roofs, plumbing or electrical work before a lender would approve a buyer.',
      'Job transfers and military moves where the owner needs to be gone in weeks, not months, and cannot wait for a retail buyer.',
      'Homes near Fort White and the Santa Fe River that owners used as getaways and are now ready to let go.',
      'Tax or code problems on a property that are easier to settle at a closing table than by pouring money into the house first.',
    ],
    faqs: [
      {
        question: 'Do you buy houses inside the Lake City limits and out in the county?',
        answer:
          'Both. We buy in town near Lake DeSoto and the older neighborhoods, and we buy rural homes and land out toward Fort White, Lulu, Watertown and Columbia City. Location changes the price, not whether we are interested.',
      },
      {
        question: 'My house has a lien on it. Can I still sell to you?',
        answer:
          'Usually, yes. Liens, back taxes and unpaid utility balances are normally paid off from the sale proceeds at closing, handled by the title company. We will look at the numbers with you up front so you know roughly what you would walk away with before you agree to anything.',
      },
      {
        question: 'Can you buy a mobile home in Columbia County?',
        answer:
          'Yes, whether it sits on land you own or on its own in a park. We buy single-wide and double-wide homes in all kinds of condition. Share the year, size and whether the land is included, and we will make a cash offer.',
      },
      {
        question: 'What happens after I call?',
        answer:
          'We ask a few questions about the property, arrange a short walk-through at a time that suits you, and send a written cash offer within 24 hours. If you accept, a local title company handles the closing, which can be as soon as 7 days out. You never pay commissions or closing fees.',
      },
    ],
  },
  {
    slug: 'dixie-county',
    name: 'Dixie County',
    title: 'We Buy Dixie County Homes As-Is, Storm Damage Included',
    description:
      'Dixie County stretches from Cross City and Old Town down to the Gulf at Horseshoe Beach and the village of Suwannee, and the recent run of Big Bend hurricanes has left many owners weighing whether to rebuild. We buy homes here as they stand, including storm-damaged, flooded and gutted houses, stilt homes, mobile homes and vacant lots. You get a cash offer within 24 hours and can close in as little as 7 days, with no repairs, fees or commissions.',
    featuredTown: 'cross-city',
    reasons: [
      'Coastal homes in Horseshoe Beach and Suwannee hit by hurricanes such as Idalia and Helene, where rebuilding costs more than the owner wants to take on.',
      'Weekend and fishing places that family members inherited but rarely use and do not want to keep insuring.',
      'Mobile homes and older houses around Cross City and Old Town that need work a bank-financed buyer could not take on.',
      'Owners who have already moved inland and want one clean sale instead of managing contractors from a distance.',
    ],
    faqs: [
      {
        question: 'Will you really buy a house that was flooded in a hurricane?',
        answer:
          'Yes. Flood and wind damage are a regular part of what we see on the Dixie County coast. You do not need to tear out drywall, remove debris or finish repairs. We price the home in its current condition and handle the work ourselves after closing.',
      },
      {
        question: 'I already filed an insurance claim. Can I still sell?',
        answer:
          'In many cases, yes, but how a claim or payout is handled when the house changes hands depends on your policy, your insurer and sometimes your mortgage lender. Talk with them before you sign. Once you know where the claim stands, we can shape an offer around it.',
      },
      {
        question: 'Do you buy lots in Horseshoe Beach or Suwannee where the house is gone?',
        answer:
          'We do. If a storm took the house and you are left with a lot, a slab or pilings, we will still make a cash offer. Vacant waterfront and canal lots are property we buy.',
      },
      {
        question: 'How long does a sale take if I live out of the area now?',
        answer:
          'Most of our Dixie County closings take 7 to 14 days. Much of the paperwork can be signed remotely or with a mobile notary, so you do not have to drive back to the coast to finish the sale.',
      },
    ],
  },
  {
    slug: 'hamilton-county',
    name: 'Hamilton County',
    title: 'Sell a House in Hamilton County Without Listing It',
    description:
      'Hamilton County is quiet, rural country along the Georgia line, with Jasper at its center, Jennings near the state border and White Springs on the Suwannee River. Homes here can take a long while to attract a retail buyer, and many need updates that lenders flag. We skip all of that. Call us, get a cash offer within 24 hours, and close in 7 to 14 days, or as little as 7, without repairs, showings, fees or commissions.',
    featuredTown: 'jasper',
    reasons: [
      'Older homes in Jasper and Jennings with dated wiring, aging roofs or foundation issues that make financing hard for a typical buyer.',
      'Houses in White Springs near the Suwannee River that owners have outgrown or can no longer maintain.',
      'Farm ground and timber acreage that heirs would rather turn into cash than keep paying taxes on.',
      'Vacant houses that have sat empty long enough to attract break-ins, overgrowth or code notices.',
    ],
    faqs: [
      {
        question: 'Is Hamilton County too far out for you to buy?',
        answer:
          'No. Jasper, Jennings, White Springs and the country roads between them are all part of our service area. We come to see the property ourselves and do not charge for the visit.',
      },
      {
        question: 'Can you buy a house with a tenant living in it?',
        answer:
          'Yes. We buy rentals with tenants in place, so you do not have to wait for a lease to end or ask anyone to leave before selling. Bring the lease and rent details and we will work them into the offer.',
      },
      {
        question: 'Do I need to clean out the house before closing?',
        answer:
          'No. Leave behind whatever you do not want: furniture, tools, a shed full of odds and ends. Take what matters to you and we will deal with the rest after the sale.',
      },
      {
        question: 'How is your offer different from listing with an agent?',
        answer:
          'An agent listing means preparing the house, showings, waiting for a buyer and then a loan process that usually runs 30 to 60 days, with commission taken out at the end. Our offer is cash, comes within 24 hours, and closes in as little as 7 days with no commission or fees.',
      },
    ],
  },
  {
    slug: 'lafayette-county',
    name: 'Lafayette County',
    title: 'Fast Cash Offers for Homes and Land in Lafayette County',
    description:
      "Lafayette County is small-town Florida: Mayo at the center, the communities of Day and Alton, the Suwannee River along its eastern edge, and a lot of farmland and woods in between. When it is time to sell a house or a parcel here, the pool of buyers can be thin. We're a direct buyer, so you get a cash offer within 24 hours and can close in as little as 7 days. No repairs, no commissions, no fees, and no waiting on a buyer's bank.",
    featuredTown: 'mayo',
    reasons: [
      'Family homesteads in and around Mayo passed down to several heirs who need a simple way to divide the value.',
      'River lots and cabins along the Suwannee that have flooded or that nobody in the family uses anymore.',
      'Mobile homes on rural acreage that conventional lenders often will not finance for a new buyer.',
      'Owners moving closer to children or medical care who want the house sold without months of upkeep in the meantime.',
    ],
    faqs: [
      {
        question: 'Do you buy property in Day and Alton, or just Mayo?',
        answer:
          'All three, and the rural land around them. Much of what we buy in Lafayette County is out in the country, whether that is a farmhouse, a mobile home on a few acres or a wooded tract with no structure at all.',
      },
      {
        question: 'There are several heirs on the property. How does that work?',
        answer:
          'Everyone with an ownership interest generally needs to agree to the sale and sign, and the title company will confirm who that is. We can send the same written offer to every heir so the family is looking at one number. For questions about the estate itself, please consult a probate attorney.',
      },
      {
        question: 'The house needs a new roof and septic work. Does that matter?',
        answer:
          'It matters to the price, but not to whether we buy. We purchase as-is, so you do not replace the roof, repair the septic or fix anything else before closing.',
      },
      {
        question: 'What does it cost me to sell to you?',
        answer:
          'Nothing out of pocket. We charge no fees and there is no commission. The price we offer is the amount we pay, less only anything already owed against the property, such as a mortgage or back taxes, which is paid off at closing.',
      },
    ],
  },
  {
    slug: 'madison-county',
    name: 'Madison County',
    title: 'Selling in Madison County? Get a Cash Offer in 24 Hours',
    description:
      "Madison County runs from the Georgia line down across I-10, with the historic county seat of Madison, the towns of Greenville and Lee, and rural communities such as Pinetta and Cherry Lake. Many homes here are older, and plenty sit on acreage. We make cash offers on all of it within 24 hours and close in 7 to 14 days, or as little as 7 when you're ready. You won't pay commissions or fees, and you won't fix a thing.",
    featuredTown: 'madison',
    reasons: [
      'Older homes near downtown Madison with original systems and deferred maintenance that a buyer using a loan could not get past inspection.',
      'Farmhouses and acreage around Pinetta, Lee and Cherry Lake that heirs living elsewhere would rather sell than manage.',
      'Homes in Greenville that need more work than the owner can afford, or that have fallen behind on taxes.',
      'Sellers relocating for work along the I-10 corridor who need a firm closing date they can plan around.',
    ],
    faqs: [
      {
        question: 'Do you buy historic or very old homes in Madison?',
        answer:
          'Yes. Age and condition do not rule a house out. We buy older homes with original wiring, plaster walls, termite damage or sagging porches, and we make the offer on the house as it stands today.',
      },
      {
        question: 'Can I sell a house near Cherry Lake that is mostly used as a second home?',
        answer:
          'Absolutely. Lake houses, hunting cabins and weekend places are all properties we buy. It does not need to be your primary residence, and it does not need to be move-in ready.',
      },
      {
        question: 'Will you buy if I am behind on my mortgage?',
        answer:
          'Often, yes. If the sale price covers what is owed, the lender is paid off at closing. Time can matter when payments are late, and our 7 to 14 day closings can help. We cannot predict what your lender will do, so keep them in the loop.',
      },
      {
        question: 'Do you use local title companies?',
        answer:
          'Yes. Closings are handled by a licensed title company, which checks ownership, pays off any mortgage or liens, and sends your proceeds. You can sign in person or, in many cases, with a mobile notary.',
      },
    ],
  },
  {
    slug: 'taylor-county',
    name: 'Taylor County',
    title: 'Taylor County Home Buyers, From Perry to the Coast',
    description:
      "Taylor County takes in Perry and its timber country inland, plus a long stretch of Gulf coastline at Steinhatchee and Keaton Beach. The coast took direct hits from Hurricane Idalia in 2023 and Hurricane Helene in 2024, and many owners are still deciding what's next. Whether your property is a storm-damaged stilt home, a house in Perry, or a mobile home near Salem or Shady Grove, we can make a cash offer within 24 hours and close in as little as 7 days with no repairs or commissions.",
    featuredTown: 'perry',
    reasons: [
      'Coastal homes in Keaton Beach and Steinhatchee damaged by wind or storm surge, where owners would rather sell than rebuild.',
      'Houses in Perry with downed-tree damage, roof leaks or other repairs that insurance did not fully cover.',
      'Rural mobile homes and acreage around Salem and Shady Grove that are hard to sell to financed buyers.',
      'Fishing and scalloping getaways that no longer get enough use to justify the insurance and upkeep.',
    ],
    faqs: [
      {
        question: 'Do you buy homes in Keaton Beach and Steinhatchee after the hurricanes?',
        answer:
          'Yes. We buy coastal properties in every condition, including homes with surge damage, missing siding or roofs, and lots where the structure is gone. You do not need to clean up or rebuild before you sell.',
      },
      {
        question: 'What about a house in Perry that just needs a lot of work?',
        answer:
          'That is exactly the kind of house we buy. Old roofs, outdated kitchens, foundation issues, tree damage: we price the house as it is and take on the repairs ourselves after closing.',
      },
      {
        question: 'Can you close fast enough to help before winter or a new storm season?',
        answer:
          'We can close in as little as 7 days, and most sales finish within 7 to 14. If you need more time, you choose the date. That flexibility is one of the main reasons Taylor County owners call us instead of listing.',
      },
      {
        question: 'Will selling affect my FEMA assistance or insurance claim?',
        answer:
          'We cannot answer that for you, because it depends on the terms of your assistance and your policy. Please check with FEMA, your insurer or an attorney before you sign. We are happy to wait while you get those answers.',
      },
    ],
  },
]
