import type { CityGuide } from './city-guides.schema'

/** One blog guide per city profile in content/cities.ts, in the same order. Complements, never repeats, the city pages. */
export const cityGuides: CityGuide[] = [
  {
    citySlug: 'ocala',
    sellingThere: [
      'Ocala draws a steady stream of newcomers. Retirees arrive from out of state and from South Florida, workers come for distribution and logistics jobs along I-75, and horse people look for land with room for a barn. Move-in-ready block homes with newer roofs tend to find buyers without much trouble. Small farms sell too, but to a narrower group of buyers who know exactly what they want in fencing, pasture and barns.',
      "What slows an Ocala sale is usually the paperwork behind the house, not the house itself. Many homes built in the 1970s and 1980s still have their original electrical panels or older plumbing, and insurers may ask for a four-point inspection before they write a policy. An aging roof can stop a financed buyer cold. On acreage, buyers often want a survey, a well test and a septic check, and land in Marion County's farmland preservation area can be hard to split into smaller home sites.",
      "A fast as-is sale tends to make sense in Ocala when the house would need an insurance-driven repair list before a buyer could close. It also fits when a farm has more upkeep than the owner can handle, or when a family is clearing a parent's home from another state. If your home is updated and you have time, a listing may net more. If the roof, the panel or the barn is the problem, selling as-is lets you skip the repair project.",
    ],
    localNotes: [
      {
        title: 'Where Ocala deeds and tax records are kept',
        text: 'Deeds in Ocala are recorded with the Marion County Clerk of Court and Comptroller. You can look up ownership, parcel lines and exemptions through the Marion County Property Appraiser, and tax bills through the Marion County Tax Collector. Florida property taxes are paid in arrears, so the current year is split between buyer and seller at closing.',
      },
      {
        title: 'City limits or county: who handles permits',
        text: 'Many homes with an Ocala mailing address sit in unincorporated Marion County, not the city. The City of Ocala handles permits and code enforcement inside its limits, and Marion County handles the rest. Unpermitted work, such as an enclosed garage or carport, often surfaces in a lien or permit search before closing.',
      },
      {
        title: 'Limestone ground and sinkhole coverage',
        text: 'Marion County sits on limestone, and sinkholes do happen here. Florida insurers must cover catastrophic ground collapse, but broader sinkhole coverage is optional and often costs extra. If a home has had a sinkhole claim or repair, keep the reports. Buyers and insurers will ask for them.',
      },
      {
        title: 'Winter season and hurricane season',
        text: 'Winter brings seasonal residents and the horse show season, and with them more out-of-town buyers. Hurricane season runs from June 1 to November 30. When a storm threatens, insurers can pause new policies for a few days, which can push back a financed closing.',
      },
    ],
  },
  {
    citySlug: 'gainesville',
    sellingThere: [
      'Gainesville has two housing markets side by side. Near the University of Florida, small houses and duplexes trade between investors who rent to students and staff. Farther out, buyers are often faculty, medical workers and young families who move to town on an academic or hospital hiring schedule. A tidy home on the west side can sell quickly in spring, while a worn rental near campus may only appeal to other landlords.',
      'Student rentals are the most common sticking point. Years of turnover leave scuffed floors, tired kitchens and small repairs that add up, and a tenant with a lease through July limits who can buy and when they can move in. Older homes in town may still have galvanized pipes or original wiring, and mature trees can mean roof and gutter damage. Any of these can turn a buyer inspection into a long list of requests.',
      'A quick sale as-is makes sense in Gainesville when the timing of the school year works against you. That might be a landlord who wants out before the next leasing cycle, a professor who has accepted a job elsewhere and has to leave over the summer, or heirs who cannot manage a house near campus from far away. Selling with tenants in place, or between leases, can avoid a season of vacancy and repairs.',
    ],
    localNotes: [
      {
        title: 'Alachua County records and taxes',
        text: 'Gainesville deeds are recorded with the Alachua County Clerk of Court. Ownership and exemptions are listed by the Alachua County Property Appraiser, and tax bills come from the Alachua County Tax Collector. Tax bills go out in November, and paying early in that window earns a small discount.',
      },
      {
        title: 'Homestead after you move out',
        text: 'If you moved out and started renting your Gainesville home, the homestead exemption no longer applies. Florida expects owners to tell the property appraiser when they stop living in the home. Claiming it after that can lead to back taxes and penalties, so settle the question before you sell.',
      },
      {
        title: 'Working around the UF calendar',
        text: 'Many Gainesville leases follow the university year and start in August. Fall classes begin in late August, and graduations fall in early May and mid-December. Leasing for the next fall often starts months ahead. If you own a rental, decide whether to sell with tenants in place or in the summer gap before new leases are signed.',
      },
      {
        title: 'City rules, historic districts and rentals',
        text: 'Inside city limits, the City of Gainesville handles permits and code enforcement; outside them, Alachua County does. Exterior changes in the historic districts usually need review before work starts. The city also has its own rental rules, so check that a rental has been kept in good standing before you sell it.',
      },
    ],
  },
  {
    citySlug: 'lake-city',
    sellingThere: [
      "Lake City's buyers are practical. Veterans and staff at the VA medical center, students and staff at Florida Gateway College, and commuters who use I-75 and I-10 all look here for homes they can afford. Plain block homes in decent shape sell to first-time buyers, often with FHA, VA or USDA loans. Landlords buy the rest, looking for rentals that need only light work.",
      'Government-backed loans are where many Lake City sales slow down. FHA and VA appraisers look for safe, working homes, so peeling paint on an older house, a leaking roof or a broken heater can hold up the loan until it is fixed. Manufactured homes built before mid-1976 are very hard to finance, and newer ones still need the right paperwork. A house that sat empty may also have trouble getting insured at all.',
      'An as-is cash sale is a good fit in Lake City when the repairs a loan would require cost more than you want to spend, or when the pool of buyers who could pay cash is small. It also helps when a house has sat empty and the insurance has lapsed, or when a rental with tenants in place has stopped being worth the trouble. In those cases, a buyer who does not need a lender can save months.',
    ],
    localNotes: [
      {
        title: 'Records at the Columbia County seat',
        text: 'Lake City is the Columbia County seat. Deeds are recorded with the Columbia County Clerk of Court, parcel and ownership details come from the Columbia County Property Appraiser, and tax bills from the Columbia County Tax Collector. Inside city limits the City of Lake City handles permits; outside them, Columbia County does.',
      },
      {
        title: 'What VA and FHA appraisers look for',
        text: 'VA and FHA loans have minimum property standards. Peeling paint on a home built before 1978, a roof near the end of its life, exposed wiring or a missing heat source can all lead to required repairs. If your house has these issues, a financed sale may stall until they are fixed.',
      },
      {
        title: 'Vacant houses and insurance',
        text: 'Many homeowner policies limit coverage once a house has been empty for a set number of days, and some will not renew at all. Check your policy if a Lake City house has been vacant for a while. A lapse in coverage can also be a problem if you still have a mortgage.',
      },
      {
        title: 'Mobile home titles',
        text: "In Florida, a mobile home usually has its own title from the state motor vehicle agency unless that title was retired and the home made part of the land. Find the title early. If it is lost or still in a late relative's name, getting it sorted out is one of the first steps toward a sale.",
      },
    ],
  },
  {
    citySlug: 'alachua',
    sellingThere: [
      "Alachua attracts buyers who want to be near Gainesville without living in it. Newer subdivisions appeal to people working in the area's biotech and research jobs and to families who commute down US 441 or I-75. Rural buyers want space for gardens, animals or a workshop. Because new homes keep going up nearby, a dated resale has to compete with builders who can offer fresh finishes and incentives.",
      'That competition is what slows many Alachua sales. A buyer comparing your 1990s kitchen and original roof against a brand-new house down the road will either pass or ask for a lower price. Out in the county, rural sales can take longer for other reasons: the well and septic need checking, old surveys may not match fence lines, and some parcels reach the road only by an easement that was never written down.',
      "A fast sale tends to make sense in Alachua when your house can't match new construction without a remodel you don't want to pay for. It also fits an HOA home you need to leave on a set date, or family land where the paperwork is more complicated than the house. Selling as-is lets you skip updating a house just to compete with a model home.",
    ],
    localNotes: [
      {
        title: 'Same name, different places',
        text: 'Alachua is both a city and a county, and many addresses with an Alachua mailing address are outside the city limits. Check the parcel with the Alachua County Property Appraiser to see which applies. Either way, deeds are recorded with the Alachua County Clerk of Court and taxes are paid to the Alachua County Tax Collector.',
      },
      {
        title: 'Who handles zoning and code',
        text: 'Inside city limits, the City of Alachua handles zoning and code enforcement; in unincorporated areas, Alachua County does. City limits have changed over the years, so confirm which one covers your property before you plan repairs or sort out an old permit.',
      },
      {
        title: 'HOA estoppel letters',
        text: 'If your home is in an HOA, Florida law lets the buyer or title company request an estoppel certificate. It shows the dues and any amounts owed to the association. Unpaid dues or fines are usually paid from your proceeds at closing, so it helps to know the numbers early.',
      },
      {
        title: 'Wells, septic and nearby springs',
        text: 'Many rural homes around Alachua rely on private wells and septic tanks. Septic permits are now handled by the Florida Department of Environmental Protection. In some areas near springs, state rules can call for upgraded systems when a septic tank is replaced, which buyers will want to know about.',
      },
    ],
  },
  {
    citySlug: 'newberry',
    sellingThere: [
      'Newberry has changed fast. Families priced out of Gainesville come for newer homes and good-sized lots, while buyers who want pasture or a few acres look at the farmland that still surrounds town. Working farms and older farmhouses sell to a smaller group, often neighbors or people who already keep animals. A newer home near the SR 26 corridor and a farmhouse on twenty acres attract very different buyers.',
      'Older rural property is where Newberry sales tend to stall. Tracts that have been in one family for decades may be described in old deeds by landmarks rather than a modern survey, and the fence may not match the deed. Farmhouses often have old wells, septic tanks of unknown age and outbuildings that were never permitted. Land taxed under an agricultural classification can surprise a buyer who does not plan to farm it.',
      'Selling as-is for cash is worth a look in Newberry when the land is the valuable part and the house is the problem. It also fits when several heirs share a family tract and want a clean split of the proceeds, or when a newer home has to be sold on a fixed date. For a well-kept house with time to spare, a listing may bring more. For a farm that needs work, a direct sale saves months of fixes.',
    ],
    localNotes: [
      {
        title: 'Deeds, surveys and the county record',
        text: 'Newberry is in Alachua County. Deeds and older recorded documents, such as easements and plats, are kept by the Alachua County Clerk of Court and can be searched online. The Alachua County Property Appraiser shows parcel maps and ownership, and the Alachua County Tax Collector handles the tax bill.',
      },
      {
        title: 'Agricultural classification on farmland',
        text: 'The property appraiser can give land used for genuine farming a lower agricultural value for tax purposes. It is tied to how the land is used, not who owns it. A buyer who will not farm the land should expect a higher tax bill later, and that can shape how they value it.',
      },
      {
        title: 'Karst and sinkholes west of Gainesville',
        text: 'Western Alachua County sits on limestone, and sinkholes and low depressions are part of the landscape around Newberry. If a depression on your land holds water after storms, or the home has had a sinkhole claim, expect a buyer or insurer to ask about it.',
      },
      {
        title: 'Splitting rural land',
        text: 'County land-use rules limit how many homes can go on rural acreage, and the City of Newberry has its own zoning inside city limits. If you hoped to sell off part of a tract or split land among heirs, check what the rules allow before you promise anyone a lot.',
      },
    ],
  },
  {
    citySlug: 'high-springs',
    sellingThere: [
      'High Springs sells to people who want to be outdoors. Divers, paddlers and campers buy cabins for weekends, retirees look for a quiet small town, and some commuters accept the drive to Gainesville for the lower pace. Restored cottages near downtown attract buyers who want character. Rough cabins and wooded lots sell more slowly, and often only to buyers who can pay cash or carry the work themselves.',
      'Water is what slows High Springs sales most. Homes near the Santa Fe River may sit in a mapped flood zone, and a lender will then require flood insurance, which changes what a buyer can afford. Many homes here use wells and septic systems, and lots near springs can face stricter septic rules. Cabins built as weekend places may have additions or screened rooms that were never permitted.',
      'A quick as-is sale makes sense in High Springs when a river home has flooded and the repairs would trigger costly rebuilding rules. It also fits when a family cabin has gone unused for years, or when heirs spread across several states share a house in town. If the home is dry, updated and close to downtown, listing it may bring more. If it is none of those, selling directly avoids a long wait for the right buyer.',
    ],
    localNotes: [
      {
        title: 'Check which county the land is in',
        text: 'High Springs is in Alachua County, so deeds are recorded with the Alachua County Clerk of Court and taxes paid to the Alachua County Tax Collector. The Santa Fe River is the county line, though. Land across the river is in Columbia or Gilchrist County, with its own clerk, property appraiser and rules.',
      },
      {
        title: 'Flood zones and elevation certificates',
        text: 'Look up your home on the FEMA flood maps. In a high-risk zone, lenders backed by the federal government require flood insurance. An elevation certificate shows how high the home sits and can affect the premium. The Santa Fe can rise days after heavy rain upstream, so river flooding does not always match local rainfall.',
      },
      {
        title: 'Septic rules near the springs',
        text: 'Septic permits are now handled by the Florida Department of Environmental Protection. Near some springs, state protection plans can require upgraded systems that remove more nitrogen when a septic tank is installed or replaced. Buyers of cabins near the river often ask about this first.',
      },
      {
        title: 'Seasons in a springs town',
        text: 'Summer weekends bring crowds to the springs and river, and traffic and parking near popular spots can make showings harder. Late summer and fall are also hurricane season, when heavy rain can raise the river. Cooler months are often calmer for showings, moving and repairs.',
      },
    ],
  },
  {
    citySlug: 'live-oak',
    sellingThere: [
      'Most Live Oak buyers are local. Families who work in town or in farming, retirees who want a slower pace, and hunters or weekenders looking for land or a river camp make up most of the market. Modest homes in good condition sell to buyers using FHA or USDA rural loans. Timber tracts and pasture sell to people who know land. A house in town and a camp on the Suwannee draw completely different buyers.',
      'Title trouble slows many Live Oak sales. Family land is often passed down without probate, so the owner on record may have died years ago and several heirs now share it. Old deeds may be unrecorded or have vague boundaries. River property adds flood insurance and floodplain rules, and rural homes need well and septic checks that can turn up expensive surprises.',
      "A fast sale fits Live Oak when heirs agree they want to sell but none of them wants to manage repairs from far away. It also fits a river camp that has flooded more than once, or an older home in town that a lender won't finance in its current state. When the title needs work, a buyer willing to wait for probate or a title fix can still set a closing date you can count on.",
    ],
    localNotes: [
      {
        title: 'Suwannee County records in Live Oak',
        text: 'Live Oak is the Suwannee County seat. Deeds are recorded with the Suwannee County Clerk of Court, parcel and ownership details are kept by the Suwannee County Property Appraiser, and tax bills come from the Suwannee County Tax Collector.',
      },
      {
        title: 'Building near the Suwannee River',
        text: 'The Suwannee River Water Management District, based in Live Oak, has its own permits for work in river floodplains. Under federal flood rules, a home in a flood zone that is badly damaged may need to meet current flood standards, such as elevation, before it can be rebuilt. That can change what a river home is worth.',
      },
      {
        title: 'Unpaid taxes on family land',
        text: 'If property taxes go unpaid, the county sells a tax certificate on the land. After about two years, the holder can apply for a tax deed, which can lead to a public sale. If family land has fallen behind, check with the tax collector and act before that happens.',
      },
      {
        title: 'Wells and septic on rural homes',
        text: 'Most homes outside town rely on a private well and a septic tank. Buyers using a loan are often asked for a water test, and a septic inspection can find a failing drain field. Knowing the age of your tank and when it was last pumped helps any sale go more smoothly.',
      },
    ],
  },
  {
    citySlug: 'starke',
    sellingThere: [
      'Starke buyers are often working families on steady paychecks. People employed at the state prisons nearby, Guard and military families tied to Camp Blanding, and commuters who drive US 301 to Gainesville or Jacksonville all shop here. Affordable block and frame homes sell well to first-time buyers using VA, FHA or USDA loans. Landlords pick up the houses that need more work than a lender will allow.',
      'The loan rules behind many Starke sales are also what slow them. An appraiser for a government-backed loan may flag a worn roof, rotten wood or a water heater that is not up to code, and the sale waits until it is fixed. Long-held rentals can carry code violations or utility liens. Homes on lake lots or large rural parcels may need septic and well inspections that older systems fail.',
      'A direct cash sale fits Starke when military orders set the schedule, when a rental has worn past what a loan-backed buyer will accept, or when a family inherits a house that needs a full update. It also helps when a lien or code issue needs settling at closing. If your home is in good shape and you have a few months, listing may pay more. If not, selling as-is keeps your move on track.',
    ],
    localNotes: [
      {
        title: 'Bradford County records in Starke',
        text: 'Starke is the Bradford County seat. Deeds are recorded with the Bradford County Clerk of Court, ownership and parcel details are kept by the Bradford County Property Appraiser, and tax bills come from the Bradford County Tax Collector.',
      },
      {
        title: 'Selling on military orders',
        text: 'If you leave before closing, you may be able to sign with a power of attorney or a mobile notary. Ask the title company early, since they must approve the power of attorney. If you rent your home while you are away, federal law lets military renters end a lease when they get orders, so plan for a tenant leaving early.',
      },
      {
        title: 'Liens and code issues on older rentals',
        text: 'Inside city limits, the City of Starke handles code enforcement and permits; outside them, Bradford County does. Before closing, a title company searches for code liens, unpaid utilities and open permits. Clearing them, or paying them from the sale proceeds, is part of getting to closing.',
      },
      {
        title: 'Lake lots and septic',
        text: 'Homes near the lakes west of town often use septic systems, and state rules set how far a system must sit from the water. Low lots may also fall in a mapped flood zone. Check the FEMA flood map and your septic records before you list a lake home.',
      },
    ],
  },
  {
    citySlug: 'dunnellon',
    sellingThere: [
      'Dunnellon sells to people who plan to stay a while. Retirees and winter residents want a quiet home near the rivers, boaters and paddlers want water access, and buyers priced out of other river towns look here for a better value. Updated homes on higher ground sell steadily. Waterfront homes sell to a small group of buyers who care most about the river and will pay for it, as long as the home can be insured.',
      'Flood risk and shoreline rules slow many Dunnellon sales. Riverfront homes may need flood insurance and an elevation certificate, and docks or seawalls in poor condition can be costly to repair under state permits. Septic systems near the Rainbow River face springs protection rules. Older manufactured homes and lots without water or sewer can take a long time to sell to buyers who need a loan.',
      "A fast as-is sale is a good match in Dunnellon when a river home has taken on water and you don't want to manage a rebuild. It also fits when health or family brings a move sooner than planned, or when you hold a lot or older manufactured home that most lenders won't touch. If the home is dry and updated, the open market may pay more. If the dock, septic or flood history is the issue, a direct sale avoids the back and forth.",
    ],
    localNotes: [
      {
        title: 'A Dunnellon address, but which county?',
        text: 'Dunnellon sits near where Marion, Citrus and Levy counties meet, and a Dunnellon mailing address can belong to a parcel in any of them. Homes inside the city are in Marion County, so deeds go to the Marion County Clerk of Court and taxes to the Marion County Tax Collector. Check your parcel with the county property appraiser first.',
      },
      {
        title: 'Florida flood disclosure',
        text: 'Florida now requires sellers of most homes to give buyers a written flood disclosure at or before signing the contract. It covers flood insurance claims and federal aid received for flood damage. Gather your claim records and any FEMA paperwork early if your home has flooded.',
      },
      {
        title: 'Rules on the Rainbow River',
        text: 'The Rainbow River is protected as an Outstanding Florida Water and an aquatic preserve. Docks, seawalls and shoreline work usually need state permits. Springs protection plans also cover septic systems in the area. Waterfront buyers will ask what has been permitted.',
      },
      {
        title: 'Seasons on the rivers',
        text: 'Winter brings seasonal residents and more buyers looking. Summer weekends bring tubers and boaters to the Rainbow River. Hurricane season, from June 1 to November 30, can bring heavy rain that raises the Withlacoochee, so river homes are best shown and inspected outside high water.',
      },
    ],
  },
  {
    citySlug: 'williston',
    sellingThere: [
      'Williston appeals to buyers who want land and quiet. Horse and cattle owners look at pasture, people priced out of Gainesville and Ocala look for a few acres within driving distance, and divers and campers are drawn by the springs. Small block homes in town sell to local families. Manufactured homes on acreage sell to buyers who can pay cash or find a lender that will finance them.',
      'Land questions slow many Williston sales. Rural parcels need a current survey, and fence lines often do not match the deed. Some lots have no well, septic or power yet, and some sit on roads that the county does not maintain. Older manufactured homes may not meet lender or insurer standards, and a well or septic inspection can turn up repairs a buyer expects you to make.',
      "A fast sale works well in Williston when the land is worth more than the house on it. It also fits when a manufactured home is too old to finance, or when family land has passed down and no one plans to live there. If you own an updated home in town and can wait, a listing may bring more. If the survey, the access road or the home's condition is the hurdle, selling as-is avoids the delay.",
    ],
    localNotes: [
      {
        title: 'Levy County records are kept in Bronson',
        text: 'Williston is in Levy County, but the county seat is Bronson. Deeds are recorded with the Levy County Clerk of Court, parcel details are kept by the Levy County Property Appraiser, and tax bills come from the Levy County Tax Collector. Most records can be looked up online.',
      },
      {
        title: 'Lots without utilities or paved roads',
        text: 'Many lots in platted areas like Williston Highlands have no central water or sewer, so a buyer must plan for a well, a septic system and power. Some roads are unpaved and may not be county-maintained. Confirm legal access to your lot before you sell.',
      },
      {
        title: 'Limestone, springs and sinkholes',
        text: 'The dive springs around Williston are a sign of the limestone close to the surface. Sinkholes and depressions happen here. Florida insurers must cover catastrophic ground collapse, but wider sinkhole coverage is optional. Keep any inspection or repair reports for a buyer.',
      },
      {
        title: 'Surveys, fences and old boundaries',
        text: 'On older farms and acreage, fences, barns and driveways sometimes cross a property line. A new boundary survey shows what you actually own and can reveal encroachments before a buyer finds them. Title companies often need a survey to insure rural land without exceptions.',
      },
    ],
  },
]
