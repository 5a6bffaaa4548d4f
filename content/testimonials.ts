import type { Testimonial } from './testimonials.schema'

/** Placeholder testimonials: replace with real, consented reviews before launch. */
export const testimonials: Testimonial[] = [
  {
    id: 'carol-w-live-oak',
    name: 'Carol W.',
    place: 'Live Oak, FL',
    real: false,
    situation: 'Inherited home',
    quote:
      "After my mother passed, her house sat empty for almost a year. I live out of state and couldn't keep driving down to deal with it. They were patient, worked with the title company, and let me take my time going through her things. It was one less weight on me.",
  },
  {
    id: 'darrell-t-perry',
    name: 'Darrell T.',
    place: 'Perry, FL',
    real: false,
    situation: 'Storm damage',
    quote:
      'The hurricane took part of our roof and a pine came down across the back porch. We were still going back and forth with the insurance company. They came out, looked at everything, and bought it the way it was, tarp and all.',
  },
  {
    id: 'angela-r-lake-city',
    name: 'Angela R.',
    place: 'Lake City, FL',
    real: false,
    situation: 'Behind on payments',
    quote:
      'I had fallen behind on the mortgage and was embarrassed to even call. Nobody made me feel judged. They explained the offer in plain terms, answered every question, and we closed in about two weeks. I finally slept through the night again.',
  },
  {
    id: 'mike-h-madison',
    name: 'Mike H.',
    place: 'Madison, FL',
    real: false,
    situation: 'Tired landlord',
    quote:
      "I owned a rental for years and was done with the repair calls. The tenants were still in it, and I didn't want to put them out. They bought it with the tenants in place and handled it respectfully. I wish I'd called sooner.",
  },
  {
    id: 'tonya-b-branford',
    name: 'Tonya B.',
    place: 'Branford, FL',
    real: false,
    situation: 'Relocating',
    quote:
      'My husband got transferred and we had about a month to move. Listing the house, showings and waiting on a buyer just was not going to happen. We got an offer the next day and closed before the moving truck came.',
  },
  {
    id: 'earl-j-cross-city',
    name: 'Earl J.',
    place: 'Cross City, FL',
    real: false,
    situation: 'Mobile home on land',
    quote:
      'Older mobile home on a couple of acres. A couple of people told me nobody would want it. They walked the property with me, were straight with me about how they came up with their number, and did not push. Closing at the title office was quick and easy.',
  },
]
