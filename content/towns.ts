import { business } from './business'
import type { Town } from './towns.schema'

/**
 * The 31 towns we buy houses in, grouped by county in this order. Adding a town is adding one entry. Long because it
 * is data, about 33 lines a town; issue 19 gives each town a file of its own.
 */
export const towns: Town[] = [
  // Suwannee County
  {
    pageSlug: 'live-oak',
    city: 'Live Oak',
    gridOrder: 2,
    county: 'suwannee-county',
    keywords: [
      'sell my house fast Live Oak',
      'cash home buyers Live Oak FL',
      'we buy houses Live Oak',
      'we buy houses Suwannee County',
      'sell inherited house Live Oak FL',
    ],
    description:
      'Live Oak is the seat of Suwannee County, a railroad-era town where US-90 crosses US-129 just south of I-10. Near downtown the streets are lined with older frame houses and brick ranches, while out in the county you find mobile homes on acreage and family land, so common reasons to sell range from an inherited home to a rental that has sat empty too long. We put a cash offer in your hands within 24 hours, buy the house as-is with no fees or commissions, and can close in as little as 7 days.',
    nearbyAreas: ['Wellborn', 'McAlpin', "O'Brien", 'Dowling Park', 'Branford', 'Lake City', 'Mayo', 'Jasper'],
    faqs: [
      {
        question: 'How fast can you buy my house in Live Oak?',
        answer:
          'You will have our cash offer within 24 hours of reaching us, and we can close in as little as 7 days; most Live Oak sales wrap up in 7 to 14 days. Listing with an agent typically runs 30 to 60 days once you count showings and a buyer waiting on bank financing.',
      },
      {
        question: 'Do you buy houses in town and out in the county around Live Oak?',
        answer:
          'We buy both: older homes inside the Live Oak city limits and farmhouses, mobile homes and land anywhere else in Suwannee County. Nothing needs to be repaired or cleaned first.',
      },
      {
        question: 'Can I sell a Live Oak house that has code violations or back taxes?',
        answer:
          'You can. Code fines, liens and unpaid property taxes are normally paid out of the sale at closing, so you do not have to clear them beforehand. We do not give tax or legal advice, but the title company lays out every payoff before you sign.',
      },
    ],
  },
  {
    pageSlug: 'branford',
    city: 'Branford',
    gridOrder: 8,
    county: 'suwannee-county',
    keywords: [
      'sell my house fast Branford FL',
      'cash home buyers Branford',
      'we buy houses Branford Florida',
      'sell river house Branford',
      'sell flooded house Suwannee River',
    ],
    description:
      'Branford is a river town on the Suwannee in southern Suwannee County, where US-27 and US-129 meet and the Santa Fe River flows into the Suwannee close by. Springs and boat ramps bring visitors, but low-lying lots can take on water when the rivers rise, which leaves owners holding flood-damaged houses, raised cabins that need work, or weekend places nobody uses anymore. We buy Branford property the way it stands, with a cash offer inside 24 hours, no commissions or fees, and a closing that can happen in 7 days.',
    nearbyAreas: ['Mayo', 'Fort White', "O'Brien", 'Live Oak', 'Bell', 'High Springs', 'Day'],
    faqs: [
      {
        question: 'Do you buy river homes in Branford that have flooded?',
        answer:
          'We do, including houses along the Suwannee and Santa Fe with past flood water inside, mold, or ruined floors and wiring. There is nothing to fix or clean, because our cash offer already reflects the condition.',
      },
      {
        question: 'Will you buy a fishing cabin or weekend place near Branford?',
        answer:
          'Second homes, cabins up on stilts and river camps that sit empty most of the year are all on our list, even when old furniture and fishing gear are still inside.',
      },
      {
        question: 'What does it cost me to sell my Branford house to you?',
        answer:
          'There are no fees and no commissions. The price we agree on is not trimmed by repair requests or agent cuts; any mortgage or lien on the property is simply paid off from it at closing.',
      },
    ],
  },
  {
    pageSlug: 'wellborn',
    city: 'Wellborn',
    gridOrder: 15,
    county: 'suwannee-county',
    keywords: [
      'sell my house fast Wellborn FL',
      'cash home buyers Wellborn',
      'sell mobile home and land Wellborn',
      'we buy land Suwannee County',
    ],
    description:
      'Wellborn is a small unincorporated community on US-90 between Live Oak and Lake City, surrounded by pasture and pine woods. Homes there are mostly country places: single-wides and double-wides on a few acres, older block houses, and family land handed down a generation or two. If you need to sell a house or a parcel around Wellborn, expect a cash offer from us within a day, an as-is purchase with no fees or commissions, and a closing in as little as a week.',
    nearbyAreas: ['Live Oak', 'Lake City', 'McAlpin', 'Watertown', 'White Springs', 'Jasper'],
    faqs: [
      {
        question: 'Will you buy a mobile home on land near Wellborn?',
        answer:
          'Yes, we buy single-wides and double-wides together with the land under them, including older homes that need work. Whether the home is titled on its own or already tied to the land, the title company and we handle that paperwork.',
      },
      {
        question: 'Can I sell just the land I inherited near Wellborn?',
        answer:
          'Vacant lots and acreage around Wellborn are welcome, even parcels shared by several heirs. If the estate still has to go through probate, we can set a timeline that fits that process.',
      },
      {
        question: 'How do I get a cash offer for my Wellborn property?',
        answer: `Call ${business.phone} any day from 8:00 AM to 8:00 PM, or send your details through our contact page. After a few questions about the property, we send a cash offer within 24 hours, and you are under no obligation to take it.`,
      },
    ],
  },
  {
    pageSlug: 'obrien',
    city: "O'Brien",
    gridOrder: 22,
    county: 'suwannee-county',
    keywords: [
      "sell my house fast O'Brien FL",
      "cash home buyers O'Brien",
      "we buy land O'Brien Florida",
      'sell farmhouse Suwannee County',
    ],
    description:
      "O'Brien is a quiet farming community in southern Suwannee County, in the farm country between Live Oak and Branford. A property here is often a farmhouse with outbuildings, a mobile home set back on acreage, or a piece of open land, and the people selling range from heirs settling an estate to owners who cannot keep up with the upkeep anymore. Our cash offer arrives within 24 hours; we buy as-is, so nothing has to be repaired, no commissions are owed, and closing can be as soon as 7 days out.",
    nearbyAreas: ['Branford', 'Live Oak', 'McAlpin', 'Mayo', 'Fort White', 'Bell'],
    faqs: [
      {
        question: "Do you buy farmhouses and barns around O'Brien?",
        answer:
          'We buy rural homes with barns, sheds, wells and septic systems just as they are, even when the buildings are worn out or the pasture has grown over.',
      },
      {
        question: "Can you buy a property near O'Brien that several family members inherited?",
        answer:
          'Land inherited by several relatives is common in Suwannee County. Every owner on the title must agree to sell, and we work with the family and the title company to collect each signature, including from heirs living out of state.',
      },
      {
        question: 'Will I have to clean out the house before selling?',
        answer:
          'There is no clean-out required: keep what matters to you and leave the rest, from furniture to old equipment in the shed; clearing it out after closing is our job.',
      },
    ],
  },
  {
    pageSlug: 'mcalpin',
    city: 'McAlpin',
    gridOrder: 21,
    county: 'suwannee-county',
    keywords: [
      'sell my house fast McAlpin FL',
      'cash home buyers McAlpin',
      'sell house needing repairs Suwannee County',
      'we buy mobile homes McAlpin',
    ],
    description:
      'McAlpin is a rural community south of Live Oak, with pasture, woods and homes spread well apart across the Suwannee County countryside. Many houses out here are older mobile homes or modest frame homes on land, and plenty need a roof, a septic repair or a full clean-out before a conventional buyer would look twice. We skip all of that: you get a cash offer in 24 hours, we purchase as-is without fees or commissions, and closing can be in 7 days.',
    nearbyAreas: ['Live Oak', "O'Brien", 'Branford', 'Wellborn', 'Mayo', 'Lake City'],
    faqs: [
      {
        question: 'Do you buy houses near McAlpin that need major repairs?',
        answer:
          'Roof leaks, a failed septic system, foundation trouble or a home that has not been updated in decades are all fine with us. The cost of repairs is built into our offer so you never have to do them.',
      },
      {
        question: 'Can I sell my McAlpin house if I am behind on payments?',
        answer:
          'In many cases you can. If you are behind on the mortgage or facing foreclosure, a quick cash sale can pay off the loan before the foreclosure is complete. Timing matters, so call as early as you can; we cannot promise a legal outcome, but we move fast.',
      },
      {
        question: 'How far outside McAlpin do you buy?',
        answer:
          "Our buying area covers all of Suwannee County and the counties around it, including Live Oak, O'Brien, Branford, Mayo and Lake City.",
      },
    ],
  },
  {
    pageSlug: 'dowling-park',
    city: 'Dowling Park',
    gridOrder: 23,
    county: 'suwannee-county',
    keywords: [
      'sell my house fast Dowling Park',
      'cash home buyers Dowling Park FL',
      'sell parents house Dowling Park',
      'sell riverfront home Suwannee County',
    ],
    description:
      'Dowling Park lies along the Suwannee River in western Suwannee County and is best known for the long-established retirement village on its riverbank. Housing around it includes riverfront cottages, homes on low lots that flood, and mobile homes tucked into the woods. Families often need to sell after a parent moves into assisted living or passes away and the house sits empty; we can make a cash offer within 24 hours, buy it as-is, charge nothing in fees or commissions, and close in as little as a week.',
    nearbyAreas: ['Live Oak', 'Luraville', 'Mayo', 'Lee', 'Madison', 'Branford'],
    faqs: [
      {
        question: "Can you buy my parent's house in Dowling Park after they move into assisted living?",
        answer:
          "We often work with adult children handling a parent's home. Someone holding power of attorney or guardianship can usually sign for the sale, and the title company will confirm exactly which documents are needed.",
      },
      {
        question: 'Do you buy riverfront homes near Dowling Park that sit in a flood zone?',
        answer:
          'Flood zone status, earlier flood damage and the price of flood insurance do not stop us. We buy river homes as-is, with no repair contingencies tied to an inspection.',
      },
      {
        question: 'How long does it take to close on a Dowling Park house?',
        answer:
          'As little as 7 days, and 7 to 14 days is typical. When the family needs extra time to move belongings or coordinate, the closing date can be pushed later.',
      },
    ],
  },
  // Columbia County
  {
    pageSlug: 'lake-city',
    city: 'Lake City',
    gridOrder: 1,
    county: 'columbia-county',
    keywords: [
      'sell my house fast Lake City FL',
      'cash home buyers Lake City',
      'we buy houses Lake City Florida',
      'we buy houses Columbia County',
      'sell rental property Lake City',
      'sell house as is Lake City FL',
    ],
    description:
      'Lake City is the seat of Columbia County and the crossroads of North Central Florida, with I-10 and I-75 meeting just outside town and US-90, US-41 and US-441 running through it. Housing ranges from older homes around the lakes near downtown to subdivisions and rental houses on the edges of town, and the sellers we hear from include tired landlords, heirs of family homes and owners relocating for work. Call for a cash offer within 24 hours; we buy as-is, there are no fees or commissions, and we can close in as little as 7 days.',
    nearbyAreas: [
      'Watertown',
      'Columbia City',
      'Lulu',
      'Fort White',
      'Wellborn',
      'White Springs',
      'Lake Butler',
      'Live Oak',
    ],
    faqs: [
      {
        question: 'Do you buy rental houses in Lake City with tenants still living in them?',
        answer:
          'We buy tenant-occupied rentals, including ones with late-paying tenants or expired leases. Existing leases generally carry over to the new owner, so the house does not have to be empty first.',
      },
      {
        question: 'Will you buy a Lake City home with code violations or an open permit?',
        answer:
          'Code enforcement cases, unpermitted additions and open permits are problems we regularly take on. We buy the house as-is, and fines or liens are typically settled from the sale at closing.',
      },
      {
        question: 'How is selling to you different from listing my Lake City house?',
        answer:
          "With an agent you usually make repairs, hold showings, pay a commission and wait 30 to 60 days for the buyer's lender. With us you get a cash offer within 24 hours, skip repairs and cleaning, pay no commission, and can close in as little as 7 days.",
      },
    ],
  },
  {
    pageSlug: 'fort-white',
    city: 'Fort White',
    gridOrder: 10,
    county: 'columbia-county',
    keywords: [
      'sell my house fast Fort White',
      'cash home buyers Fort White FL',
      'we buy houses Fort White',
      'sell house near Santa Fe River',
      'sell land Fort White Florida',
    ],
    description:
      'Fort White is a small town in southern Columbia County near Ichetucknee Springs State Park and the Santa Fe River, on the US-27 route between High Springs and Branford. Around it are river homes, weekend cabins, mobile homes on wooded lots and rural acreage, some of it in areas that flood when the Santa Fe runs high. However a Fort White property looks today, we will buy it in that shape, give you a cash number within 24 hours, charge no commissions, and close in as little as 7 days.',
    nearbyAreas: ['High Springs', 'Branford', 'Columbia City', 'Lake City', 'Alachua', 'Bell'],
    faqs: [
      {
        question: 'Do you buy homes near the Santa Fe River in Fort White that have flooded?',
        answer:
          'We buy river-area homes with past water damage, mold, or raised foundations that need work, and no repairs are expected of you beforehand.',
      },
      {
        question: 'Can I sell a mobile home and acreage outside Fort White?',
        answer:
          'Mobile homes with land, bare acreage and wooded lots anywhere in the Fort White area are all properties we purchase for cash.',
      },
      {
        question: 'I live out of state. Can I sell my Fort White property without coming back?',
        answer:
          'Usually you can. Most of the process happens by phone and email, and the title company can arrange a mobile notary or mail the closing documents so you sign wherever you live.',
      },
    ],
  },
  {
    pageSlug: 'columbia-city',
    city: 'Columbia City',
    gridOrder: 24,
    county: 'columbia-county',
    keywords: [
      'sell my house fast Columbia City FL',
      'cash home buyers Columbia City',
      'sell acreage Columbia County FL',
      'sell probate house Columbia City',
    ],
    description:
      'Columbia City is an unincorporated community in the countryside south of Lake City, on the way toward Fort White and the Santa Fe River. Properties here are mostly rural, such as ranch houses on a few acres, mobile homes, horse and hay land, and the occasional old homestead that no one in the family wants to manage. For owners who want out quickly, we offer cash within 24 hours of your call, require no repairs or cleaning, take no fees or commissions, and can close in as few as 7 days.',
    nearbyAreas: ['Lake City', 'Fort White', 'Lulu', 'Watertown', 'High Springs', 'Lake Butler'],
    faqs: [
      {
        question: 'Do you buy acreage and land around Columbia City?',
        answer:
          'Raw land, pasture and wooded parcels of many sizes are all things we buy around Columbia City, as is land with a house or mobile home already on it.',
      },
      {
        question: 'Can you buy a house in Columbia City that is going through probate?',
        answer:
          'We can make an offer while the estate is in probate and close once the personal representative has authority to sell. We cannot advise on the probate itself, so keep your attorney involved.',
      },
      {
        question: 'Is there any obligation if I ask for an offer on my Columbia City property?',
        answer:
          'None at all. You receive a cash offer within 24 hours and can accept it, ask questions or say no. Asking for an offer costs nothing.',
      },
    ],
  },
  {
    pageSlug: 'lulu',
    city: 'Lulu',
    gridOrder: 25,
    county: 'columbia-county',
    keywords: [
      'sell my house fast Lulu FL',
      'cash home buyers Lulu Florida',
      'sell old mobile home Columbia County',
      'sell rural land Lulu FL',
    ],
    description:
      'Lulu is a tiny rural community in Columbia County outside Lake City, made up of farms, woods and homes on large lots. Properties there are usually mobile homes, older site-built houses or open land, and selling them the traditional way can drag on because few buyers with bank financing shop that far out of town. As a local cash buyer, we can offer within 24 hours, purchase the place as-is, keep fees and commissions out of the deal, and close within about a week.',
    nearbyAreas: ['Lake City', 'Lake Butler', 'Columbia City', 'Watertown', 'Fort White', 'Worthington Springs'],
    faqs: [
      {
        question: 'Will you buy an older mobile home near Lulu that a bank will not finance?',
        answer:
          'Plenty of lenders refuse to finance older mobile homes, which shrinks the pool of buyers. We pay cash, so the age of the home and whether it would qualify for a loan do not matter to us.',
      },
      {
        question: 'Do you buy land with no house on it near Lulu?',
        answer:
          'We buy vacant rural land around Lulu, including wooded parcels and lots that have no well or septic system.',
      },
      {
        question: 'What if my Lulu property has a lien or unpaid taxes on it?',
        answer:
          'We can still buy it. Liens and back taxes are normally paid from the proceeds at closing, and the title company shows you the figures ahead of time so nothing comes as a surprise.',
      },
    ],
  },
  {
    pageSlug: 'watertown',
    city: 'Watertown',
    gridOrder: 26,
    county: 'columbia-county',
    keywords: [
      'sell my house fast Watertown FL',
      'cash home buyers Watertown Lake City',
      'sell old house Watertown Florida',
      'sell vacant house Columbia County',
    ],
    description:
      'Watertown is an older community just east of downtown Lake City, close to US-90, with single-family homes, small rentals and mobile homes on modest lots. Many of its houses were built decades ago and now need plumbing, roofing or electrical updates, and owners frequently inherit them or end up holding them as rentals that have become hard to manage. We will make you a cash offer within 24 hours, take the house without repairs, leave out commissions and fees, and close in as little as 7 days.',
    nearbyAreas: ['Lake City', 'Columbia City', 'Lulu', 'Wellborn', 'Olustee', 'Lake Butler'],
    faqs: [
      {
        question: 'Do you buy older houses in Watertown that need updating?',
        answer:
          'Old wiring, cast-iron plumbing, a tired roof or an original kitchen are no problem. We buy Watertown homes exactly as they are.',
      },
      {
        question: 'Can I sell a vacant house in Watertown that has been broken into or vandalized?',
        answer:
          'Damaged, stripped or broken-into vacant houses are something we buy regularly, and a quick closing means the property stops being your responsibility sooner.',
      },
      {
        question: 'Do you also buy in Lake City and the rest of Columbia County?',
        answer:
          'Besides Watertown we buy in Lake City, Fort White, Columbia City, Lulu and everywhere else in the county, plus the neighboring counties.',
      },
    ],
  },
  // Dixie County
  {
    pageSlug: 'cross-city',
    city: 'Cross City',
    gridOrder: 6,
    county: 'dixie-county',
    keywords: [
      'sell my house fast Cross City',
      'cash home buyers Cross City FL',
      'we buy houses Dixie County',
      'sell hurricane damaged house Cross City',
      'sell land Dixie County FL',
    ],
    description:
      'Cross City is the seat of Dixie County, a timber town on the US-19/98 corridor between Perry and Chiefland. Homes here are largely older frame houses, block homes and mobile homes on wooded lots, and sellers are often families settling an estate, landlords with worn-out rentals, or owners facing damage from the hurricanes that have crossed the Big Bend. We buy Cross City properties in any condition, make a cash offer within 24 hours, take no fees or commissions, and can close in as few as 7 days.',
    nearbyAreas: [
      'Old Town',
      'Horseshoe Beach',
      'Suwannee',
      'Jena',
      'Fanning Springs',
      'Chiefland',
      'Steinhatchee',
      'Mayo',
    ],
    faqs: [
      {
        question: 'Will you buy my Cross City house with hurricane damage?',
        answer:
          'Roof damage, water intrusion and fallen-tree damage from storms are all conditions we buy as-is. If an insurance claim is still open or was denied, tell us and we will factor that into how the sale is set up.',
      },
      {
        question: 'Can you buy an inherited house in Cross City if the title is not cleared yet?',
        answer:
          'We can make an offer and work alongside the estate while probate or title issues are sorted out, then close when the paperwork is ready.',
      },
      {
        question: 'Do you buy land and hunting tracts in Dixie County?',
        answer:
          'Wooded land, hunting tracts and vacant lots around Cross City and the rest of Dixie County are all properties we buy for cash.',
      },
    ],
  },
  {
    pageSlug: 'horseshoe-beach',
    city: 'Horseshoe Beach',
    gridOrder: 17,
    county: 'dixie-county',
    keywords: [
      'sell my house fast Horseshoe Beach',
      'cash home buyers Horseshoe Beach FL',
      'sell storm damaged house Horseshoe Beach',
      'sell flood zone home Dixie County',
      'sell waterfront lot Horseshoe Beach',
    ],
    description:
      'Horseshoe Beach is a small Gulf coast fishing town at the end of CR-351 in Dixie County, surrounded by salt marsh and open water. Most homes are raised stilt houses, canal-front fishing cottages and mobile homes in high-risk flood zones, and Hurricane Idalia in 2023 and Hurricane Helene in 2024 left many of them badly damaged. If rebuilding or elevating no longer makes sense for you, we make a cash offer within 24 hours, buy as-is with no fees or commissions, and close in as little as 7 days.',
    nearbyAreas: ['Cross City', 'Suwannee', 'Jena', 'Steinhatchee', 'Old Town'],
    faqs: [
      {
        question: 'Do you buy homes in the flood zone near Horseshoe Beach?',
        answer:
          'We buy houses in high-risk flood zones, including homes below current elevation requirements and ones that have flooded more than once. Our offer does not depend on flood insurance or an elevation certificate.',
      },
      {
        question: 'Can I sell a Horseshoe Beach house that was damaged in Hurricane Idalia or Helene?',
        answer:
          'Storm-gutted, partly repaired and even condemned homes are all properties we buy as-is. You do not need to finish repairs or haul away debris before selling.',
      },
      {
        question: 'Will you buy a lot in Horseshoe Beach where the house was destroyed?',
        answer:
          'If the storm left only a slab, pilings or an empty lot, we can still make a cash offer on the land within 24 hours.',
      },
    ],
  },
  {
    pageSlug: 'old-town',
    city: 'Old Town',
    gridOrder: 9,
    county: 'dixie-county',
    keywords: [
      'sell my house fast Old Town FL',
      'cash home buyers Old Town Florida',
      'sell river house Old Town',
      'we buy mobile homes Dixie County',
    ],
    description:
      'Old Town is an unincorporated community in eastern Dixie County, near where US-19/98 crosses the Suwannee River into Fanning Springs. It is a spread-out area of river lots, fish camps, mobile homes and houses on acreage, and some properties sit close enough to the Suwannee to see high water during floods. Whether you are dealing with a flooded river house, an estate or a rental that has turned into a headache, we offer cash within 24 hours, buy as-is, charge no fees or commissions, and can close in a week.',
    nearbyAreas: ['Fanning Springs', 'Cross City', 'Suwannee', 'Chiefland', 'Trenton', 'Horseshoe Beach'],
    faqs: [
      {
        question: 'Do you buy houses near the Suwannee River in Old Town that have flooded?',
        answer:
          'River flooding, moisture damage and homes on pilings that need repair are all fine. We buy them without asking for repairs, cleaning or a repair inspection.',
      },
      {
        question: 'Will you buy a mobile home on acreage near Old Town?',
        answer:
          'Mobile homes on their own land, whether in good shape or rough, are properties we buy regularly around Old Town, Cross City and Fanning Springs.',
      },
      {
        question: 'How soon can I get paid for my Old Town property?',
        answer:
          'Our cash offer reaches you within 24 hours, and we can close in as little as 7 days. The title company pays you at closing.',
      },
    ],
  },
  {
    pageSlug: 'suwannee',
    city: 'Suwannee',
    gridOrder: 18,
    county: 'dixie-county',
    keywords: [
      'sell my house fast Suwannee FL',
      'cash home buyers Suwannee Florida',
      'sell canal front home Suwannee',
      'sell storm damaged house Dixie County',
    ],
    description:
      'The town of Suwannee sits at the mouth of the Suwannee River where it meets the Gulf, at the south end of CR-349 in Dixie County. It is a boating and fishing community laid out along canals, with stilt homes, waterfront cottages and mobile homes in flood zones, many of which have taken storm surge. Owners here often decide to sell after a storm or after years of climbing insurance costs, and we buy Suwannee properties as-is for cash, with an offer in 24 hours, no commissions, and a closing in as little as 7 days.',
    nearbyAreas: ['Old Town', 'Cross City', 'Horseshoe Beach', 'Fanning Springs', 'Chiefland'],
    faqs: [
      {
        question: 'Do you buy canal-front homes in Suwannee?',
        answer:
          'We buy canal and riverfront homes in Suwannee as they are, including ones with damaged docks, seawalls or boat lifts.',
      },
      {
        question: 'Can I sell my Suwannee house if flood insurance has become too expensive?',
        answer:
          'Some owners choose to sell rather than keep paying for flood coverage or raising the house. Our cash offer does not depend on a buyer getting insurance or a mortgage.',
      },
      {
        question: 'Do you buy homes in Suwannee that have not been repaired since the last storm?',
        answer:
          'Gutted interiors, mold and leftover storm debris are fine with us. Nothing has to be cleaned out or fixed before we close.',
      },
    ],
  },
  // Hamilton County
  {
    pageSlug: 'jasper',
    city: 'Jasper',
    gridOrder: 5,
    county: 'hamilton-county',
    keywords: [
      'sell my house fast Jasper FL',
      'cash home buyers Jasper Florida',
      'we buy houses Hamilton County',
      'sell inherited house Jasper',
    ],
    description:
      'Jasper is the seat of Hamilton County, a small courthouse town where US-41 and US-129 meet, a few miles from I-75 and not far from the Georgia line. Much of its housing is older frame and brick homes near downtown plus mobile homes and farmhouses on rural land, and a good share of these properties pass to heirs who live somewhere else. Those heirs can sell to us without a trip home to fix anything: we buy as-is, send a cash offer within 24 hours, charge no fees or commissions, and can close in as little as 7 days.',
    nearbyAreas: ['Jennings', 'White Springs', 'Live Oak', 'Lake City', 'Wellborn', 'Madison'],
    faqs: [
      {
        question: 'Can you buy my inherited house in Jasper if it is still in probate?',
        answer:
          'We can agree on a price now and close once the court gives the personal representative authority to sell. We are not attorneys, so please keep your probate lawyer in the loop.',
      },
      {
        question: 'Do you buy older homes in downtown Jasper?',
        answer:
          'Older homes with original wiring, plumbing or roofs are welcome. We buy them without asking you to fix a thing.',
      },
      {
        question: 'Will you buy farmland or acreage around Jasper?',
        answer:
          'Farmland, pasture, pine tracts and rural homesites throughout Hamilton County are all things we buy for cash, with or without a house on them.',
      },
    ],
  },
  {
    pageSlug: 'jennings',
    city: 'Jennings',
    gridOrder: 14,
    county: 'hamilton-county',
    keywords: [
      'sell my house fast Jennings FL',
      'cash home buyers Jennings Florida',
      'sell vacant house Jennings',
      'sell timberland Hamilton County',
    ],
    description:
      'Jennings is a small town in northern Hamilton County, the last stop on US-41 before the Georgia state line and close to an I-75 exit. Its homes are mostly older houses and mobile homes on large lots, along with farmland and timber tracts, and some properties sit vacant for years after an owner passes away or moves off. Selling to us in Jennings means an offer within 24 hours, no repairs or cleaning, no commissions, and a closing as soon as 7 days.',
    nearbyAreas: ['Jasper', 'White Springs', 'Lake Park', 'Valdosta', 'Live Oak', 'Madison'],
    faqs: [
      {
        question: 'Do you buy vacant houses in Jennings?',
        answer:
          'Whether the house has been empty for months or years, with an overgrown yard or shut-off utilities, we buy it as-is.',
      },
      {
        question: 'Will you buy timberland or farmland near Jennings?',
        answer:
          'Rural acreage in northern Hamilton County is something we buy, including planted pine, pasture and land with an old house or mobile home on it.',
      },
      {
        question: 'Can I sell my Jennings property fast if I am moving to Georgia?',
        answer:
          'We can close in as little as 7 days or on a later date that lines up with your move. You choose the closing date.',
      },
    ],
  },
  {
    pageSlug: 'white-springs',
    city: 'White Springs',
    gridOrder: 11,
    county: 'hamilton-county',
    keywords: [
      'sell my house fast White Springs',
      'cash home buyers White Springs FL',
      'sell historic home White Springs',
      'sell flooded house Suwannee River',
      'we buy houses Hamilton County FL',
    ],
    description:
      "White Springs is a historic town on the Suwannee River in Hamilton County, once a mineral spring resort and now home to Stephen Foster Folk Culture Center State Park, with Big Shoals State Park just upriver. Its housing includes old frame homes from the town's resort era, cottages near the river and mobile homes on rural lots, and flooding along the Suwannee is a real concern for some of them. We buy White Springs homes as-is for cash, with an offer inside 24 hours, no fees or commissions, and closing in as few as 7 days.",
    nearbyAreas: ['Jasper', 'Lake City', 'Jennings', 'Wellborn', 'Live Oak'],
    faqs: [
      {
        question: 'Do you buy historic homes in White Springs that need a lot of work?',
        answer:
          'Older homes with sagging porches, termite damage or outdated systems are properties we buy as they stand. You will not be handed a repair list.',
      },
      {
        question: 'Will you buy a White Springs house that flooded when the Suwannee rose?',
        answer:
          'Flood damage and a flood-zone location do not keep us from buying. Our cash offer already accounts for the water damage.',
      },
      {
        question: 'How close to White Springs do you buy?',
        answer:
          'We buy in White Springs itself and across Hamilton, Columbia and Suwannee counties, including Jasper, Jennings, Lake City and Live Oak.',
      },
    ],
  },
  // Lafayette County
  {
    pageSlug: 'mayo',
    city: 'Mayo',
    gridOrder: 7,
    county: 'lafayette-county',
    keywords: [
      'sell my house fast Mayo FL',
      'cash home buyers Mayo Florida',
      'we buy houses Lafayette County',
      'sell mobile home on land Mayo',
    ],
    description:
      'Mayo is the seat of Lafayette County, a quiet farm town on US-27 a few miles west of the Suwannee River and near Lafayette Blue Springs State Park. Homes around Mayo are mostly older houses in town and mobile homes on acreage in the surrounding farm and timber country, and owners who sell are often heirs, retirees or people moving closer to family. When you are ready, call us: the cash offer comes within 24 hours, we take the house as-is without a single repair, no fees or commissions come out of your proceeds, and the closing can be just 7 days later.',
    nearbyAreas: ['Day', 'Alton', 'Branford', 'Live Oak', 'Dowling Park', 'Perry', 'Luraville'],
    faqs: [
      {
        question: 'Will you buy a mobile home on land outside Mayo?',
        answer:
          'We buy single-wide and double-wide homes on acreage throughout Lafayette County, whether they are lived in, rented out or empty.',
      },
      {
        question: 'Can I sell my Mayo house without fixing it up first?',
        answer:
          'Since we buy as-is, there is no need to repair, paint or clean. Take the things you want and leave the rest.',
      },
      {
        question: 'How long will it take to sell my house in Mayo?',
        answer:
          'You receive our cash offer within 24 hours, and closing can happen in as little as 7 days, usually within 7 to 14. That is far quicker than the 30 to 60 days a financed sale typically takes.',
      },
    ],
  },
  {
    pageSlug: 'day',
    city: 'Day',
    gridOrder: 20,
    county: 'lafayette-county',
    keywords: [
      'sell my house fast Day FL',
      'cash home buyers Day Florida',
      'sell rural land Lafayette County',
      'sell farmhouse Day FL',
    ],
    description:
      'Day is a small unincorporated community in Lafayette County, a scattering of homes and farms along country roads outside Mayo. Property here usually means land: acreage with a mobile home, an old family farmhouse, or timber and pasture that an heir now owns from far away. Because few traditional buyers shop this far out, we keep it simple by offering cash within 24 hours, taking the property as-is without fees or commissions, and closing as soon as 7 days.',
    nearbyAreas: ['Mayo', 'Alton', 'Perry', 'Branford', 'Live Oak', 'Madison'],
    faqs: [
      {
        question: 'Do you buy rural land near Day in Lafayette County?',
        answer:
          'Acreage, pasture and wooded tracts around Day are all things we buy, with or without a home on the property.',
      },
      {
        question: 'Can you buy a property near Day if the survey is old or the boundaries are unclear?',
        answer:
          'Old or missing surveys are common on family land, and that usually does not stop a sale; and we can bring in a surveyor and work with the title company to sort it out before closing.',
      },
      {
        question: 'Will you buy an old farmhouse near Day that nobody has lived in for years?',
        answer:
          'Long-vacant farmhouses with overgrown yards, leaks or animal damage are exactly the kind of property we buy as-is.',
      },
    ],
  },
  {
    pageSlug: 'alton',
    city: 'Alton',
    gridOrder: 27,
    county: 'lafayette-county',
    keywords: [
      'sell my house fast Alton FL',
      'cash home buyers Alton Florida',
      'sell inherited land Lafayette County',
      'we buy mobile homes Alton FL',
    ],
    description:
      'Alton is a rural Lafayette County community in the farm and timber country outside Mayo, with homes spread along county roads rather than gathered around a town center. Typical properties there are mobile homes on acreage, older houses that need repair, and inherited land owned by several relatives at once. We can give you a fair cash offer within 24 hours, buy without repairs or cleaning, keep commissions and fees out of it, and close in as little as 7 days.',
    nearbyAreas: ['Mayo', 'Day', 'Branford', 'Perry', 'Live Oak', 'Dowling Park'],
    faqs: [
      {
        question: 'Do you buy inherited land near Alton with several owners?',
        answer:
          'When land passes to several heirs, all of them need to agree and sign. We work with each family member and the title company, even when some of them live far from Lafayette County.',
      },
      {
        question: 'Will you buy a mobile home near Alton that needs repairs?',
        answer:
          'Soft floors, roof leaks, missing skirting or a home too old to finance are all fine. We buy mobile homes together with their land as-is.',
      },
      {
        question: 'What areas near Alton do you buy in?',
        answer:
          'We buy across Lafayette County, including Mayo and Day, and in neighboring areas such as Branford, Perry and Live Oak.',
      },
    ],
  },
  // Madison County
  {
    pageSlug: 'madison',
    city: 'Madison',
    gridOrder: 4,
    county: 'madison-county',
    keywords: [
      'sell my house fast Madison FL',
      'cash home buyers Madison Florida',
      'we buy houses Madison County FL',
      'sell historic home Madison FL',
      'sell rental property Madison',
    ],
    description:
      'Madison is the seat of Madison County, a historic town on US-90 just north of I-10, built around its courthouse square and older neighborhoods where some homes date to the 1800s. Beyond town the county is farmland, pine woods and mobile homes on acreage, and properties often come up for sale when an older owner passes or a rental becomes more trouble than it is worth. Sellers there can have a cash offer from us within 24 hours and a closing date as soon as 7 days away, with the house bought as-is and no fees or commissions taken out.',
    nearbyAreas: ['Greenville', 'Lee', 'Pinetta', 'Cherry Lake', 'Monticello', 'Perry', 'Live Oak'],
    faqs: [
      {
        question: 'Do you buy historic homes in Madison that need major work?',
        answer:
          'Older Madison homes with foundation, roof or termite problems are properties we buy as-is, with no inspection-driven repair requests.',
      },
      {
        question: 'Can you buy a rental property in Madison with problem tenants?',
        answer:
          'We buy occupied rentals, including those with tenants behind on rent. The lease and tenants normally transfer with the sale, and dealing with them after closing becomes our job.',
      },
      {
        question: 'What if my Madison house has back taxes or a tax certificate on it?',
        answer:
          'A tax certificate does not stop us from buying. Unpaid property taxes are typically paid off from the sale at closing, which keeps the debt from growing. We cannot give tax advice, but you will see the payoff amounts before you sign.',
      },
    ],
  },
  {
    pageSlug: 'greenville',
    city: 'Greenville',
    gridOrder: 13,
    county: 'madison-county',
    keywords: [
      'sell my house fast Greenville FL',
      'cash home buyers Greenville Florida',
      'sell family home Greenville FL',
      'we buy houses Madison County',
    ],
    description:
      'Greenville is a small town in western Madison County on US-90, near the I-10 interchange at US-221, and the place where Ray Charles spent his childhood. Housing is mostly older wood-frame and block homes in town with mobile homes and farmland around it, and many of these houses have stayed in one family for generations. If you are ready to let a Greenville property go, we offer cash within 24 hours, buy it in its current condition, take no commissions or fees, and close in as few as 7 days.',
    nearbyAreas: ['Madison', 'Lee', 'Monticello', 'Pinetta', 'Cherry Lake', 'Perry'],
    faqs: [
      {
        question: 'Will you buy a family home in Greenville that has been passed down for generations?',
        answer:
          "Older family homes, sometimes with the title still in a late grandparent's name, are something we can help with. We work with the title company to sort out who needs to sign.",
      },
      {
        question: 'Do you buy houses in Greenville that need a new roof?',
        answer:
          'Roof leaks, ceiling damage and rot are priced into our offer, so you do not have to replace anything before selling.',
      },
      {
        question: 'How do I get started selling my Greenville house?',
        answer: `Phone ${business.phone} between 8:00 AM and 8:00 PM, any day of the week, or send your details through our contact page. A no-obligation cash offer follows within 24 hours.`,
      },
    ],
  },
  {
    pageSlug: 'lee',
    city: 'Lee',
    gridOrder: 19,
    county: 'madison-county',
    keywords: [
      'sell my house fast Lee FL',
      'cash home buyers Lee Florida',
      'sell farmland Madison County',
      'sell vacant house Lee FL',
    ],
    description:
      'Lee is a small town in eastern Madison County along US-90, between Madison and the Suwannee River, with an I-10 exit just to the south. It is a farming community of older homes, mobile homes and open land, where properties are often sold by heirs or by owners who have moved away and no longer want to maintain them. Selling to us means a cash offer in 24 hours, an as-is purchase, zero fees or commissions, and a closing that can be set as soon as 7 days out.',
    nearbyAreas: ['Madison', 'Live Oak', 'Greenville', 'Pinetta', 'Dowling Park', 'Jasper'],
    faqs: [
      {
        question: 'Do you buy houses in Lee that have been empty for a long time?',
        answer:
          'Vacant houses with overgrown yards, leftover furniture or water damage are fine. We buy them as-is and close on your schedule.',
      },
      {
        question: 'Can I sell farmland or a homestead near Lee?',
        answer:
          'Farmland, pasture and rural homesteads in eastern Madison County are all properties we buy, with or without a house.',
      },
      {
        question: 'Do I need to be in Florida to sell my Lee property?',
        answer:
          'You can stay where you are, because closing papers can be signed in front of a notary near you, and we take care of the local details in Lee.',
      },
    ],
  },
  {
    pageSlug: 'pinetta',
    city: 'Pinetta',
    gridOrder: 28,
    county: 'madison-county',
    keywords: [
      'sell my house fast Pinetta FL',
      'cash home buyers Pinetta',
      'sell farm acreage Pinetta',
      'sell land Madison County FL',
    ],
    description:
      'Pinetta is a rural community in northern Madison County, up toward the Georgia line and the Withlacoochee River. The land is mostly pasture, pine timber and crop fields, and the homes are scattered farmhouses and mobile homes on acreage, many owned by families who have held the same ground for decades. We buy Pinetta properties for cash, with an offer within 24 hours, no repairs required, no fees or commissions, and closing possible in 7 days.',
    nearbyAreas: ['Madison', 'Cherry Lake', 'Lee', 'Greenville', 'Jasper', 'Valdosta'],
    faqs: [
      {
        question: 'Do you buy farmland and acreage near Pinetta?',
        answer:
          'Pasture, timberland and farm acreage in northern Madison County are all on our list, whether or not there is a house on the land.',
      },
      {
        question: 'Will you buy a farmhouse near Pinetta with a failing well or septic?',
        answer: 'Well and septic problems are common on rural properties, and we buy homes that have them as-is.',
      },
      {
        question: 'How quickly can I close on my Pinetta property?',
        answer:
          'We can close in as little as 7 days, though most closings take 7 to 14 days. Land sales sometimes run a little longer when a survey is needed.',
      },
    ],
  },
  {
    pageSlug: 'cherry-lake',
    city: 'Cherry Lake',
    gridOrder: 29,
    county: 'madison-county',
    keywords: [
      'sell my house fast Cherry Lake FL',
      'cash home buyers Cherry Lake',
      'sell lake house Madison County',
      'sell inherited home Cherry Lake',
    ],
    description:
      'Cherry Lake is a rural community in northern Madison County named for the lake beside it, not far from the Georgia border. Homes around it range from lake-area houses and cabins to farmhouses and mobile homes on wooded acreage, and many belong to owners who have retired elsewhere or inherited them. For a quick, simple sale, we can put a cash offer on the table within 24 hours and close a week later if you like, buying the property as-is and charging no fees or commissions.',
    nearbyAreas: ['Madison', 'Pinetta', 'Greenville', 'Lee', 'Monticello'],
    faqs: [
      {
        question: 'Do you buy homes near the lake in Cherry Lake?',
        answer: 'We buy lake-area houses, cabins and lots around Cherry Lake, including older places that need work.',
      },
      {
        question: 'Can I sell a Cherry Lake property I inherited but have never lived in?',
        answer:
          'Many people who call us have never lived in the house they inherited. We can walk through it with you or a family member and handle the rest of the sale.',
      },
      {
        question: 'Do you buy mobile homes on wooded land around Cherry Lake?',
        answer: 'Mobile homes with acreage, in any condition, are properties we buy throughout Madison County.',
      },
    ],
  },
  // Taylor County
  {
    pageSlug: 'perry',
    city: 'Perry',
    gridOrder: 3,
    county: 'taylor-county',
    keywords: [
      'sell my house fast Perry FL',
      'cash home buyers Perry Florida',
      'we buy houses Taylor County',
      'sell hurricane damaged house Perry',
      'sell rental house Perry FL',
    ],
    description:
      "Perry is the seat of Taylor County, a timber and mill town where US-19/98, US-27 and US-221 come together in the Big Bend. Its neighborhoods hold older frame houses, brick ranches and rentals, with mobile homes and woodland farther out, and Hurricane Helene's 2024 landfall nearby left many roofs and homes damaged. We make a cash offer within 24 hours on Perry houses, buy them as-is with no fees or commissions, and can close in as little as 7 days.",
    nearbyAreas: [
      'Steinhatchee',
      'Keaton Beach',
      'Salem',
      'Shady Grove',
      'Mayo',
      'Greenville',
      'Madison',
      'Cross City',
    ],
    faqs: [
      {
        question: 'Do you buy houses in Perry with hurricane damage from Helene or Idalia?',
        answer:
          'Roof damage, fallen trees, water intrusion and unfinished repairs are all fine. We buy storm-damaged Perry homes as-is, whether or not an insurance claim was paid.',
      },
      {
        question: 'Will you buy a rental house in Perry that needs work?',
        answer:
          'Worn-out rentals, homes between tenants and houses with tenants in place are all properties we buy. There is no need to renovate before selling.',
      },
      {
        question: 'Do you buy mobile homes and land around Perry?',
        answer:
          'We buy mobile homes on acreage, wooded lots and rural land across Taylor County, including around Salem, Shady Grove and Steinhatchee.',
      },
    ],
  },
  {
    pageSlug: 'steinhatchee',
    city: 'Steinhatchee',
    gridOrder: 12,
    county: 'taylor-county',
    keywords: [
      'sell my house fast Steinhatchee',
      'cash home buyers Steinhatchee FL',
      'sell storm damaged house Steinhatchee',
      'sell vacation home Steinhatchee',
      'sell flood zone home Taylor County',
    ],
    description:
      'Steinhatchee is a fishing town at the mouth of the Steinhatchee River on the Gulf, best known for its summer scallop season, boat ramps and fish camps. Homes there are mostly stilt houses, river and canal cottages and mobile homes, many of them in flood zones that took surge during Hurricanes Idalia and Helene. Whether you own a storm-damaged house or a second home you no longer use, we will offer cash within 24 hours, buy it as-is, charge no fees or commissions, and close in as little as 7 days.',
    nearbyAreas: ['Jena', 'Keaton Beach', 'Perry', 'Salem', 'Cross City', 'Horseshoe Beach'],
    faqs: [
      {
        question: 'Will you buy my Steinhatchee house that flooded in the storms?',
        answer:
          'Surge-damaged homes, gutted interiors and houses still waiting on repairs are properties we buy as-is. No clean-out or mold work is needed.',
      },
      {
        question: 'Can I sell a vacation home or rental cottage in Steinhatchee?',
        answer: 'We buy second homes and rental cottages near the river and the Gulf, furnished or empty.',
      },
      {
        question: 'Do you buy homes on the Jena side of the Steinhatchee River too?',
        answer:
          'We buy on both sides of the river, in Steinhatchee in Taylor County and in Jena in Dixie County, as well as in Keaton Beach and Horseshoe Beach.',
      },
    ],
  },
  {
    pageSlug: 'salem',
    city: 'Salem',
    gridOrder: 30,
    county: 'taylor-county',
    keywords: [
      'sell my house fast Salem FL',
      'cash home buyers Salem Florida',
      'sell hunting land Taylor County',
      'we buy mobile homes Salem FL',
    ],
    description:
      'Salem is a small rural community in southern Taylor County, south of Perry in the pine flatwoods between US-19/98 and the coast. Homes here are usually mobile homes and modest houses on large lots, and much of the surrounding land is timber or hunting ground, so sellers tend to be heirs, absentee owners or people ready to trade acreage upkeep for something smaller. For any of these situations, we can make a cash offer within 24 hours, buy without repairs, skip every fee and commission, and close as soon as 7 days.',
    nearbyAreas: ['Perry', 'Steinhatchee', 'Keaton Beach', 'Shady Grove', 'Cross City', 'Mayo'],
    faqs: [
      {
        question: 'Do you buy hunting land or timber acreage near Salem?',
        answer:
          'Wooded tracts, hunting land and cut-over timber acreage in Taylor County are all things we buy, with or without a cabin or home.',
      },
      {
        question: 'Will you buy a mobile home near Salem that is in rough shape?',
        answer:
          'Older or damaged mobile homes on their own land are properties we buy as-is, even if a lender would not finance them.',
      },
      {
        question: 'Can I sell a Salem property I own but do not live near?',
        answer:
          'Absentee owners sell to us regularly. We can look at the property without you being there and send the closing documents for you to sign remotely.',
      },
    ],
  },
  {
    pageSlug: 'shady-grove',
    city: 'Shady Grove',
    gridOrder: 31,
    county: 'taylor-county',
    keywords: [
      'sell my house fast Shady Grove FL',
      'cash home buyers Shady Grove',
      'sell house as is Taylor County',
      'sell land Shady Grove Florida',
    ],
    description:
      'Shady Grove is a rural community in Taylor County outside Perry, a stretch of woods, small farms and homes set well apart on country roads. Typical properties include mobile homes and site-built houses on a few acres, old homesteads and vacant tracts, many needing the kind of repairs that make a bank-financed sale hard. We buy Shady Grove properties with cash and no repair requests, sending an offer within 24 hours and closing in as little as 7 days, with no fees or commissions.',
    nearbyAreas: ['Perry', 'Greenville', 'Salem', 'Madison', 'Mayo', 'Steinhatchee'],
    faqs: [
      {
        question: 'Do you buy houses near Shady Grove that a bank will not lend on?',
        answer:
          "Homes with roof, structural or septic problems often cannot pass a lender's inspection. We pay cash, so those issues do not hold up the sale.",
      },
      {
        question: 'Can I sell land near Shady Grove with a mobile home that is no longer livable?',
        answer: 'We buy the land and the old home together, and you do not need to haul the mobile home off first.',
      },
      {
        question: 'What does it cost to get an offer on my Shady Grove property?',
        answer:
          'Nothing. Our cash offer is free and carries no obligation, and if you accept it, you pay no fees or commissions at closing.',
      },
    ],
  },
  {
    pageSlug: 'keaton-beach',
    city: 'Keaton Beach',
    gridOrder: 16,
    county: 'taylor-county',
    keywords: [
      'sell my house fast Keaton Beach',
      'cash home buyers Keaton Beach FL',
      'sell hurricane damaged home Keaton Beach',
      'sell canal lot Keaton Beach',
      'sell flood zone home Taylor County FL',
    ],
    description:
      "Keaton Beach is a small coastal community on Taylor County's Gulf shore southwest of Perry; Hurricane Idalia came ashore nearby in August 2023, and Hurricane Helene's surge followed in 2024. Its canal-front stilt homes, fishing cottages and lots sit in high-risk flood zones, and many owners are weighing the cost of rebuilding or elevating against simply selling. We buy Keaton Beach properties as-is, from damaged houses to empty lots, with a cash offer in 24 hours, no fees or commissions, and closing in as little as 7 days.",
    nearbyAreas: ['Perry', 'Steinhatchee', 'Dekle Beach', 'Salem', 'Jena'],
    faqs: [
      {
        question: 'Do you buy Keaton Beach homes damaged by Hurricane Idalia?',
        answer:
          'Homes with surge damage, missing walls, gutted first floors or unfinished repairs are properties we buy exactly as they are.',
      },
      {
        question: 'Will you buy a Keaton Beach house that does not meet current elevation rules?',
        answer:
          "Older homes built below today's flood elevation requirements can be hard to rebuild or insure. We buy them as-is, and the decisions about rebuilding become ours.",
      },
      {
        question: 'Can I sell a canal lot in Keaton Beach with no house on it?',
        answer:
          'We buy canal-front and Gulf-side lots, including ones where the house was destroyed or has already been torn down.',
      },
    ],
  },
]
