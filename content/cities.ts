import { business } from './business'
import type { CityProfile, MarketSnapshot } from './cities.schema'

// The 10 city profiles (landing pages, guides, market figures). Long because it is data, about 45 lines a city; issue
// 19 gives each city a file of its own.

/** Shown for cities without their own 2025 figures. */
export const defaultMarketSnapshot: MarketSnapshot = {
  medianPrice: 255000,
  daysOnMarket: 30,
  trend: 'Prices mostly steady across the region, with homes taking a bit longer to sell',
}

/** The ten cities with their own landing page and blog guide; the first is the lead city. */
export const cityProfiles: CityProfile[] = [
  {
    slug: 'ocala',
    cityName: 'Ocala',
    countyName: 'Marion County',
    pageSlug: 'sell-house-fast-ocala',
    nearbyCities: ['Belleview', 'Silver Springs', 'Dunnellon', 'Reddick', 'Summerfield', 'Citra', 'Anthony'],
    marketSnapshot: {
      medianPrice: 269000,
      daysOnMarket: 29,
      trend: 'Prices holding steady, with homes selling at roughly the regional pace',
    },
    intro: `Ocala has grown quickly, but not every house here is ready for today's buyers. Block homes from past decades in Silver Springs Shores, older houses near the downtown square, and rentals around the SR 200 corridor often need updates that stall a traditional sale. We buy Ocala homes as-is for cash. Call ${business.phone} any day from 8 AM to 8 PM, get a written offer within 24 hours, and pick a closing date, as soon as 7 days out. No commissions, no fees, no repairs.`,
    neighborhoods: [
      {
        name: 'Ocala Historic District',
        note: 'East of the downtown square along Fort King Street, this district is known for Victorian and early twentieth-century homes. Owners who inherit these houses often find that period repairs, from wood siding to old plumbing, cost more than they planned, which is when a cash sale starts to make sense.',
      },
      {
        name: 'Silver Springs Shores',
        note: 'A large subdivision southeast of the city made up mostly of concrete block homes, many of them rentals. Landlords tired of turnover and out-of-town owners holding a house they never see are the sellers we hear from most here.',
      },
      {
        name: 'Marion Oaks',
        note: 'South of Ocala near I-75, Marion Oaks mixes older homes with newer construction and a great many vacant lots. We buy both the houses and the lots, including parcels owners bought years ago and never built on.',
      },
      {
        name: 'SR 200 corridor',
        note: 'Southwest Ocala along State Road 200 is home to many retirees and 55-plus communities. When an owner moves to assisted living or a family settles an estate, a quick sale with no showings and no clean-out is often the easiest path.',
      },
      {
        name: 'Silver Springs area',
        note: 'East of town toward Silver Springs State Park and the Ocala National Forest, properties range from older homes to mobile homes on wooded lots. Condition varies widely, and we make offers on all of it.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy horse properties or acreage around Ocala?',
        answer:
          'Yes. Marion County is horse country, and we look at small farms, acreage and homes on larger lots, including those with older barns or fencing that needs work. Tell us what is on the land and we will make a cash offer.',
      },
      {
        question: 'Can you buy my Ocala house if it is in a 55-plus community?',
        answer:
          'Often, yes. Age-restricted and HOA communities have their own rules about who can buy and how, so we review the association documents before making an offer. If a sale to us fits those rules, we can close in as little as 7 days.',
      },
      {
        question: 'How does your offer compare with Ocala market prices?',
        answer:
          'Our offer reflects the price of a home in repaired condition, minus the work it needs and our costs. You will usually net less than a fully updated home on the open market would bring, but you skip repairs, commissions and months of waiting. We explain how we reached the number so you can compare.',
      },
    ],
  },
  {
    slug: 'gainesville',
    cityName: 'Gainesville',
    countyName: 'Alachua County',
    pageSlug: 'sell-house-fast-gainesville',
    nearbyCities: ['Alachua', 'Newberry', 'High Springs', 'Archer', 'Micanopy', 'Hawthorne', 'Waldo', 'Jonesville'],
    marketSnapshot: {
      medianPrice: 290000,
      daysOnMarket: 24,
      trend: 'Prices largely steady, and homes still selling a little faster than the regional norm',
    },
    intro:
      "In a college town like Gainesville, houses change hands for all sorts of reasons: a landlord done with student turnover, a professor taking a job elsewhere, a family settling a parent's estate in an older neighborhood. Whatever brings you here, we can buy your Gainesville house as-is with cash. Expect a written offer within 24 hours and a closing in 7 to 14 days, timed around the semester if that helps. There are no fees, commissions or repairs, and no open houses.",
    neighborhoods: [
      {
        name: 'Duckpond',
        note: 'Just northeast of downtown, the Duckpond is a historic neighborhood of older wood-frame and Victorian-era homes. Character is high, and so are the repair bills when roofs, foundations or original wiring need attention, which is why some owners and heirs choose a sale as-is.',
      },
      {
        name: 'Pleasant Street Historic District',
        note: 'One of the oldest neighborhoods in Gainesville, northwest of downtown, with modest historic homes on small lots. Many properties have been in the same families for generations, and heirs who live elsewhere sometimes call us to sell a house they cannot maintain.',
      },
      {
        name: 'Archer Road corridor',
        note: 'Southwest of campus, Archer Road is lined with rentals serving students and hospital staff. Investors looking to exit a worn single-family rental or a unit between tenants can sell to us without turning it over first.',
      },
      {
        name: 'Haile Plantation',
        note: 'A large planned community in southwest Gainesville with a mix of home sizes and an HOA. Owners here usually call us when timing matters, such as a relocation or a divorce settlement, rather than because of condition.',
      },
      {
        name: 'Millhopper',
        note: 'The northwest Millhopper area has established homes on bigger, wooded lots, many built decades ago. Original kitchens, aging pools and big trees over the roof are common reasons an owner prefers a cash buyer to a list of inspection repairs.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy student rentals in Gainesville?',
        answer:
          'Yes, including houses near the University of Florida with tenants still in place. We can work around lease end dates or take over the leases, so you do not have to wait for summer turnover to sell.',
      },
      {
        question: 'Can I sell my Gainesville home before I move for a new job?',
        answer:
          'Yes. You choose the closing date. Some sellers close in a week and leave; others set the date a month out so they can finish the school year or a contract. Once the offer is accepted, that date is set around your plans.',
      },
      {
        question: 'Does a historic designation stop you from buying?',
        answer:
          'No. We buy homes in historic districts, and we account for any local review rules when we plan repairs after closing. You do not need to navigate those rules yourself before selling.',
      },
    ],
  },
  {
    slug: 'lake-city',
    cityName: 'Lake City',
    countyName: 'Columbia County',
    pageSlug: 'sell-house-fast-lake-city',
    nearbyCities: ['Fort White', 'Wellborn', 'Live Oak', 'White Springs', 'Lulu', 'Columbia City', 'Watertown'],
    marketSnapshot: {
      medianPrice: 225000,
      daysOnMarket: 35,
      trend: 'Prices below the regional median, with homes taking somewhat longer to sell',
    },
    intro:
      "Lake City sits at the crossroads of I-75 and I-10, and its homes range from older cottages around Lake DeSoto to block houses and mobile homes on the edges of town. If yours needs work, has been empty a while, or you just don't want months of showings, we'll buy it for cash in its current condition. You'll have a written offer within 24 hours and can close in as little as 7 days. There's no commission, no fee, and nothing for you to fix.",
    neighborhoods: [
      {
        name: 'Downtown and Lake DeSoto',
        note: 'The blocks around Lake DeSoto and the courthouse hold some of the oldest homes in Lake City. Many are wood-frame houses that need roofs, paint and updated systems, and owners who inherit them often prefer to sell rather than restore.',
      },
      {
        name: 'Alligator Lake area',
        note: 'On the southeast side of town near Alligator Lake, neighborhoods of mid-century and later homes attract long-time owners and landlords. We hear from people here who are downsizing or ready to stop managing a rental.',
      },
      {
        name: 'US 90 west toward I-75',
        note: 'West of downtown, the US 90 corridor has a mix of older houses, duplexes and homes close to busy commercial stretches. Properties with deferred maintenance or tenants in place are easy for us to take on as-is.',
      },
      {
        name: 'Watertown and the east side',
        note: 'East of downtown, Watertown and the surrounding streets include modest older homes and mobile homes. Sellers here often have houses that a buyer with a bank loan would struggle to finance, which is where a cash offer helps.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy mobile homes in and around Lake City?',
        answer:
          'Yes. Single-wides and double-wides, on your own land or in a park, in almost any condition. If the land is included, we make one offer for both.',
      },
      {
        question: 'My Lake City house has been vacant for over a year. Is that a problem?',
        answer:
          'Not for us. Empty houses often have water leaks, pests or overgrown yards by the time owners call. We buy them as they are, and you can skip the clean-up entirely.',
      },
      {
        question: 'How fast can you close in Lake City?',
        answer:
          'As fast as 7 days, and usually within 7 to 14. A local title company handles the closing. If you need extra weeks to move, just tell us and we will set the date to fit.',
      },
    ],
  },
  {
    slug: 'alachua',
    cityName: 'Alachua',
    countyName: 'Alachua County',
    pageSlug: 'sell-house-fast-alachua',
    nearbyCities: ['Gainesville', 'High Springs', 'Newberry', 'LaCrosse', 'Waldo'],
    intro:
      'The city of Alachua has kept its small-town Main Street even as new homes and research businesses have grown up around it. That mix means some sellers own newer houses they need to leave quickly, while others hold older family homes or rural acreage that need work. We buy both. Tell us about your Alachua property and we will send a cash offer within 24 hours, then close in 7 to 14 days, or as little as 7, without repairs, fees or agent commissions.',
    neighborhoods: [
      {
        name: 'Historic Main Street area',
        note: 'The streets around downtown Main Street include some of the oldest homes in Alachua, many wood-frame houses with porches and large lots. Original features are part of the charm, but updating them can be expensive, especially for heirs who live out of town.',
      },
      {
        name: 'Turkey Creek',
        note: 'A golf course community with homes from several decades and an HOA. Owners here usually sell to us because of timing, such as a relocation or an estate, rather than heavy repairs.',
      },
      {
        name: 'US 441 corridor',
        note: 'Along US 441 between Alachua and Gainesville, older houses and mobile homes sit alongside newer development. Properties that need work or are tangled up with liens are ones we commonly buy here.',
      },
      {
        name: 'Rural land toward San Felasco',
        note: 'Toward San Felasco Hammock Preserve State Park and out in the countryside, there are farmhouses, wooded lots and acreage. We buy land with or without a house on it.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy newer homes in Alachua, or only fixer-uppers?',
        answer:
          'Both. A house does not have to be in bad shape for us to buy it. Some sellers simply value a certain closing date and skipping showings more than squeezing out the last dollar on the open market.',
      },
      {
        question: 'Can you buy acreage outside the Alachua city limits?',
        answer:
          'Yes. Rural parcels, pasture and wooded land in northwest Alachua County are all part of what we buy. Send the parcel location and we will come back with a number within 24 hours.',
      },
      {
        question: 'Are there any costs if I accept your offer?',
        answer:
          'No commissions and no fees. You receive the offer price less only what is already owed against the property, such as a mortgage, which the title company pays off at closing.',
      },
    ],
  },
  {
    slug: 'newberry',
    cityName: 'Newberry',
    countyName: 'Alachua County',
    pageSlug: 'sell-house-fast-newberry',
    nearbyCities: ['Jonesville', 'Gainesville', 'Archer', 'Alachua', 'High Springs', 'Trenton', 'Williston'],
    intro:
      "Newberry grew up as a farming and railroad town west of Gainesville, and it still has fields and pasture right next to new subdivisions. If you own a farmhouse that's seen better days, a rental, a mobile home on acreage, or a newer house you need to leave in a hurry, we can help. We buy Newberry properties as-is for cash: a written offer within 24 hours, closing in as little as 7 days, and nothing for you to repair or pay in commissions.",
    neighborhoods: [
      {
        name: 'Downtown Newberry',
        note: 'The older blocks near the historic downtown have early homes on generous lots. Many are long-held family properties, and we often buy them from heirs who would rather not take on a full renovation.',
      },
      {
        name: 'State Road 26 toward Jonesville',
        note: 'East of town along SR 26, newer subdivisions have filled in much of the land between Newberry and Jonesville. Owners here usually call us when a move or a life change leaves no time for a traditional listing.',
      },
      {
        name: 'Farms and acreage',
        note: 'Around Newberry, including the country near Dudley Farm Historic State Park, there are working farms, pasture and wooded tracts. We buy rural land and older farmhouses, including homes with barns, wells and septic systems that need attention.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy farmland around Newberry?',
        answer:
          'Yes. Pasture, cropland and wooded acreage are all of interest, with or without a house. We make cash offers on land the same way we do on homes, within 24 hours.',
      },
      {
        question: 'Can I sell a mobile home on my own land in Newberry?',
        answer:
          'Yes. We buy the home and land together, even if the home is older or needs significant repairs. Many lenders are cautious about financing older mobile homes, which is not a concern for a cash purchase.',
      },
      {
        question: 'What if my Newberry house is newer and in good shape?',
        answer:
          'We still buy it. Sellers with newer homes usually come to us for a certain closing date and no showings. We will give you a fair cash offer, and you can compare it with what listing would net after commissions and time.',
      },
    ],
  },
  {
    slug: 'high-springs',
    cityName: 'High Springs',
    countyName: 'Alachua County',
    pageSlug: 'sell-house-fast-high-springs',
    nearbyCities: ['Alachua', 'Fort White', 'Newberry', 'Gainesville', 'Bell', 'Lake City'],
    intro:
      'High Springs draws people for the springs and the Santa Fe River, and many of its homes were built as getaways or passed down through families over the years. When a river cabin floods, a historic house needs more than a weekend of work, or an estate needs to be settled, selling for cash can save months. We buy High Springs homes and land as-is, make a written offer within 24 hours, and close in 7 to 14 days with no fees or commissions.',
    neighborhoods: [
      {
        name: 'Historic downtown',
        note: 'The historic downtown of High Springs grew up around the railroad, and the surrounding streets hold older frame homes with deep porches. Original construction means updates can be costly, so owners and heirs often weigh an as-is sale.',
      },
      {
        name: 'Santa Fe River area',
        note: 'Homes and cabins near the Santa Fe River are prized for their setting but can be exposed to flooding. We buy river properties in any condition, including those with past water damage.',
      },
      {
        name: 'Poe Springs Road and the countryside',
        note: 'West of town toward Poe Springs, wooded lots, acreage and mobile homes are common. Rural properties like these can be slow to sell through a listing, and we are glad to make an offer.',
      },
      {
        name: "US 441 toward O'Leno",
        note: "North along US 441 toward O'Leno State Park, properties tend to be rural homes on larger parcels. Owners here often call us after inheriting land they do not plan to live on.",
      },
    ],
    faqs: [
      {
        question: 'Do you buy homes near the Santa Fe River that have flooded?',
        answer:
          'Yes. Past flooding affects the price but does not stop us from buying. You do not need to make repairs, elevate the home, or clear out water damage before closing.',
      },
      {
        question: 'Can you buy a weekend cabin in High Springs?',
        answer:
          'Yes. It does not need to be your primary home. Cabins, camps and second homes are welcome, furnished or not, and you can leave behind whatever you do not want.',
      },
      {
        question: 'Will I be responsible for repairs found during an inspection?',
        answer:
          'No. We buy as-is, so there is no repair list to negotiate after a walk-through. The offer we make is based on the house as it stands.',
      },
    ],
  },
  {
    slug: 'live-oak',
    cityName: 'Live Oak',
    countyName: 'Suwannee County',
    pageSlug: 'sell-house-fast-live-oak',
    nearbyCities: ['Wellborn', 'McAlpin', "O'Brien", 'Branford', 'Dowling Park', 'Lake City', 'Jasper', 'Mayo'],
    intro:
      "Live Oak is the seat of Suwannee County, a railroad town where US 90 and US 129 cross and I-10 runs just to the north. Around its downtown you'll find older homes with big yards, and farther out, mobile homes, farmland and river property. If you need to sell any of it quickly, we make cash offers within 24 hours and can close in as little as 7 days. You pay no commission, no fees, and nothing for repairs.",
    neighborhoods: [
      {
        name: 'Downtown Live Oak',
        note: 'The streets around the courthouse and the old railroad district hold many early twentieth-century houses. Some have been carefully kept; others need roofs, porches and plumbing, and those are the ones we are most often asked to buy.',
      },
      {
        name: 'US 129 north toward I-10',
        note: 'North of downtown, US 129 connects the city to I-10, with a mix of older homes, rentals and commercial lots along the way. Landlords and long-time owners ready to move on call us from this side of town.',
      },
      {
        name: 'Suwannee River properties',
        note: 'Outside town, homes and camps along the Suwannee River are popular as getaways but can flood. We buy river properties as-is, including ones with damage from past high water.',
      },
      {
        name: 'Rural land toward Wellborn and McAlpin',
        note: 'The countryside around Live Oak is farmland, pasture and wooded acreage dotted with farmhouses and mobile homes. We buy these properties with or without a home on them.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy farmhouses and acreage near Live Oak?',
        answer:
          'Yes. Much of what we buy in Suwannee County is rural. Farmhouses, pasture and timberland are all properties we make offers on, and we can close without you clearing out barns or outbuildings.',
      },
      {
        question: "I live out of state and own my family's house in Live Oak. Do I need to come back?",
        answer:
          'Usually not. We can view the house with a local contact or a lockbox, and closing documents can often be signed remotely or with a mobile notary. The title company will explain the signing options available to you.',
      },
      {
        question: 'Is a cash sale really faster than listing in Live Oak?',
        answer:
          'In most cases. Financed buyers typically need 30 to 60 days to close after they are found, and rural homes can take a while to find one. We give an offer within 24 hours and close in 7 to 14 days.',
      },
    ],
  },
  {
    slug: 'starke',
    cityName: 'Starke',
    countyName: 'Bradford County',
    pageSlug: 'sell-house-fast-starke',
    nearbyCities: ['Lawtey', 'Hampton', 'Brooker', 'Keystone Heights', 'Lake Butler', 'Waldo', 'Raiford'],
    intro:
      'Starke, the county seat of Bradford County, sits on US 301 with Camp Blanding close by, so plenty of owners here are military families, commuters and people who have lived in the area for decades. When a transfer comes through, a rental needs too much work, or an estate has to be settled, we can help. We buy Starke houses in any condition for cash, send an offer within 24 hours, and close in as little as 7 days, no fees or commissions.',
    neighborhoods: [
      {
        name: 'Historic downtown Starke',
        note: 'The older blocks around the downtown core have wood-frame and brick homes from the early and mid twentieth century. Heirs and long-time owners often find that updating them is more than they want to take on.',
      },
      {
        name: 'US 301 corridor',
        note: 'US 301 runs straight through town, with older houses, rentals and mobile homes on either side. Properties near busy stretches of highway can be slower to sell to retail buyers, and we buy them as-is.',
      },
      {
        name: 'Lake Sampson and Lake Rowell',
        note: 'West of town, homes near Lake Sampson and Lake Rowell range from modest lake houses to mobile homes on larger lots. Second homes and inherited lake places are common reasons for a call.',
      },
      {
        name: 'Rural Bradford County',
        note: 'Outside the city, toward Hampton, Brooker and Lawtey, owners hold farmhouses, wooded acreage and manufactured homes. We buy rural properties of all kinds, including land with no house.',
      },
    ],
    faqs: [
      {
        question: 'Can you close quickly if I have military orders?',
        answer:
          'Yes. We can close in as little as 7 days, or on the date your orders require. We can also work with you if you have already left and need to finish the sale from your new station.',
      },
      {
        question: 'Do you buy houses in Starke with tenants still living there?',
        answer:
          'Yes. Rentals with tenants in place are fine. Share the lease details and we will factor them into the offer, so you do not have to wait for a lease to end.',
      },
      {
        question: 'Is Bradford County part of your service area?',
        answer: `Yes. Starke, Lawtey, Hampton, Brooker and the rural areas between them are all places we buy. Call ${business.phone} any day between 8 AM and 8 PM to get started.`,
      },
    ],
  },
  {
    slug: 'dunnellon',
    cityName: 'Dunnellon',
    countyName: 'Marion County',
    pageSlug: 'sell-house-fast-dunnellon',
    nearbyCities: ['Ocala', 'Romeo', 'Citrus Springs', 'Inglis', 'Williston', 'Crystal River'],
    intro:
      "Dunnellon sits where the Rainbow River meets the Withlacoochee, and many homes here were bought for life near the water or as a quiet place to retire. Over time, river houses flood, older homes need updates, and family plans change. Whatever your reason, we'll buy your Dunnellon property as-is for cash. You'll get a written offer within 24 hours and can close in 7 to 14 days, sometimes sooner, with no repairs, fees or commissions to cover.",
    neighborhoods: [
      {
        name: 'Historic district',
        note: 'Dunnellon grew during the phosphate boom of the late 1800s, and the historic district near downtown still has homes from that era. They are full of character but often need foundation, roof or system work that makes an as-is sale attractive.',
      },
      {
        name: 'Rainbow River frontage',
        note: 'Homes along the Rainbow River are in demand for the clear water, but they come with flood exposure and upkeep. Owners of waterfront homes with past damage, or heirs who cannot use them, sell to us without making repairs.',
      },
      {
        name: 'Rainbow Lakes Estates',
        note: 'North of town, this large subdivision has many homes, mobile homes and vacant lots. Out-of-area owners holding lots they never built on are frequent sellers, and we make offers on lots as well as houses.',
      },
      {
        name: 'Withlacoochee River and Lake Rousseau',
        note: 'West of Dunnellon, homes and lots near the Withlacoochee and Lake Rousseau appeal to anglers and boaters. We buy these properties in any condition, including those with old docks or seawalls in need of work.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy waterfront homes on the Rainbow River?',
        answer:
          'Yes. We buy river homes in any condition, whether they have flood damage, older docks, or simply need updating. You will not have to fix anything before the sale.',
      },
      {
        question: 'Can I sell a vacant lot in Rainbow Lakes Estates?',
        answer:
          'Yes. Tell us the lot or parcel number and we will research it and make a cash offer within 24 hours. Owners who live far away can usually complete the sale remotely.',
      },
      {
        question: 'I am moving to be closer to family. Can you work around my timeline?',
        answer:
          'Yes. You pick the closing date. It can be as soon as 7 days, or later if you need time to pack and arrange the move. You can also leave behind furniture and belongings you do not want to take.',
      },
    ],
  },
  {
    slug: 'williston',
    cityName: 'Williston',
    countyName: 'Levy County',
    pageSlug: 'sell-house-fast-williston',
    nearbyCities: ['Bronson', 'Archer', 'Morriston', 'Dunnellon', 'Newberry', 'Ocala', 'Chiefland'],
    intro:
      'Williston is a small Levy County city surrounded by farms, ranches and some of the best-known dive springs in the state. Homes here range from older houses near downtown to mobile homes and cabins on acreage. When you are ready to sell, we make a cash offer within 24 hours and can close in as little as 7 days. We buy as-is, including houses that need major work, inherited land and vacant lots, with no commissions, fees or repairs for you.',
    neighborhoods: [
      {
        name: 'Downtown Williston',
        note: 'The older streets near downtown have modest early and mid-century homes. Many have been owned by the same family for a long time, and sellers often call us when an estate needs to be settled or a parent moves into care.',
      },
      {
        name: 'Williston Highlands',
        note: 'This platted community outside the city center mixes homes with undeveloped lots. We buy both, which helps owners who bought land here years ago and no longer plan to build on it.',
      },
      {
        name: 'Farms and ranch land',
        note: 'Around Williston and toward Morriston, pasture and horse farms are common. We buy farmhouses and acreage, including properties with older barns, fencing and outbuildings that need work.',
      },
      {
        name: 'US 27 toward Bronson',
        note: 'West along US 27 toward Bronson, properties are often mobile homes and houses on a few acres. Older manufactured homes are hard to finance for retail buyers, but we purchase them with cash.',
      },
    ],
    faqs: [
      {
        question: 'Do you buy rural land around Williston?',
        answer:
          'Yes. Pasture, wooded acreage and vacant lots in Levy County are all properties we buy, with or without a home. We can make a cash offer within 24 hours.',
      },
      {
        question: 'My Williston home needs a new roof and septic system. Will you still buy it?',
        answer:
          'Yes. We buy as-is, so you do not have to replace the roof, repair the septic or do anything else first. We price the home in its current condition and handle the work after closing.',
      },
      {
        question: 'How do I get started selling my Williston house?',
        answer: `Call ${business.phone} any day from 8 AM to 8 PM, or fill out our form. We will ask a few questions, schedule a quick visit, and send a written offer within 24 hours. If you accept, we close on the date you choose.`,
      },
    ],
  },
]
