import { business } from './business'
import type { StormCopy } from './storm.schema'

export const stormCopy: StormCopy = {
  hero: {
    badge: 'Storm Damage Specialists',
    heading: 'Sell Your Storm-Damaged House As-Is, for Cash',
    text: 'A hurricane, flood or fallen tree can leave you with a house you cannot live in and cannot afford to fix. We buy storm-damaged homes as they stand, tarp and all. Get a no-obligation cash offer within 24 hours and close in as little as 7 days, or on the date you pick.',
  },
  helpsWith: {
    heading: 'Storm Damage We Buy Every Day',
    intro:
      'You do not need to fix, clean or clear anything first. If the storm left it behind, we will look at it and make an offer on the house as it is today.',
    items: [
      {
        title: 'Roof damage and blue tarps',
        text: 'Missing shingles, torn-off decking or a tarp that has been up for months. We buy the house with the roof as it is, so you can stop waiting on a roofer.',
      },
      {
        title: 'Flood and storm surge',
        text: 'Water in the house, soaked floors and walls, or damage from a river or the Gulf rising. You do not need to gut or dry out the house before you sell.',
      },
      {
        title: 'Fallen trees',
        text: 'An oak or pine across the roof, porch or driveway. Leave it where it fell. Tree removal and the repairs under it are our job after we buy.',
      },
      {
        title: 'Mold after water damage',
        text: 'Leaks and flooding often lead to mold within days. We buy homes with mold and handle the cleanup ourselves, so you do not have to pay for testing or treatment.',
      },
      {
        title: 'Open or denied insurance claims',
        text: 'Still waiting on an adjuster, got a low payout, or had the claim denied? You can still sell. Ask your insurer or an attorney how your claim is handled in a sale.',
      },
      {
        title: 'Code enforcement and permits',
        text: 'Storm damage can bring notices, unsafe-structure letters or repair deadlines from the county. We buy houses with open code issues and work through them after closing.',
      },
      {
        title: 'Repairs you cannot afford',
        text: 'Your deductible, the gap after insurance or FEMA aid, and rising costs can put repairs out of reach. Selling as-is lets you stop paying for a house you cannot use.',
      },
      {
        title: 'No contractor in sight',
        text: 'After a big storm, roofers and builders are booked for months. Instead of waiting in line while the damage gets worse, you can sell now and move on.',
      },
    ],
  },
  process: {
    heading: 'How to Sell a Storm-Damaged House in 3 Steps',
    steps: [
      {
        title: 'Tell us what the storm did',
        text: 'Call or fill out the short form. Tell us about the damage, any open claim and your timeline. Photos help, but you do not need an estimate or an inspection.',
      },
      {
        title: 'Get a cash offer in 24 hours',
        text: 'We walk the property with you, explain how the damage affects the numbers, and give you a written, no-obligation offer within 24 hours.',
      },
      {
        title: 'Close on your timeline',
        text: 'A local title company handles the paperwork. Close in as little as 7 days or on a later date. No repairs, no cleanup, no fees or commissions.',
      },
    ],
  },
  testimonials: {
    heading: 'From a Seller Who Went Through It',
    ids: ['darrell-t-perry'],
  },
  photos: {
    heading: 'The Kind of Damage We Buy',
    intro:
      'Tarped roofs, flooded yards and trees on the house are what we see after every storm season. None of it needs to be fixed before we make you an offer.',
    imageIds: ['storm-roof-tarp', 'storm-flooded-yard', 'storm-fallen-oak'],
  },
  reasons: {
    heading: `Why Storm-Damaged Sellers Call ${business.shortName}`,
    items: [
      {
        title: 'Sell before the claim settles',
        text: 'You do not have to wait months on an adjuster to move forward. In many sales the seller keeps the claim. Ask your insurer or an attorney how yours would be handled.',
      },
      {
        title: 'No repairs, no cleanup',
        text: 'Leave the tarp on, the debris in the yard and anything you do not want to take. We buy the house as-is and take care of the rest after closing.',
      },
      {
        title: 'No fees or commissions',
        text: 'There are no agent commissions and no closing costs for you to pay. The amount in our offer is the amount you walk away with.',
      },
      {
        title: 'Fast, or on your date',
        text: 'Close in as little as 7 days if you need the money for a new place. Need more time to sort out belongings or housing? Pick a later date.',
      },
      {
        title: 'Straight talk about price',
        text: 'We show you how we reached our number and how the repairs factor in. The offer is no-obligation, so you can compare it with your other options.',
      },
      {
        title: 'Local and still here',
        text: 'We live and work in North Central Florida. We know these storms, these roads and these houses, and we answer the phone ourselves.',
      },
    ],
  },
  callToAction: {
    heading: 'Ready to Stop Fighting the Damage?',
    text: 'Tell us about your house and what the storm did to it. We will make you a fair, no-obligation cash offer within 24 hours, with no repairs and no fees.',
    button: 'Get My Storm Damage Offer',
  },
  faqHeading: 'Storm Damage Questions, Answered',
}
