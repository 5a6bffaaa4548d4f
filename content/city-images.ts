import type { CityImage } from './city-images.schema'

/** One illustration per city profile in content/cities/. */
export const cityImages: CityImage[] = [
  {
    citySlug: 'ocala',
    altText: 'Illustration of a brick ranch home under live oaks beside a horse pasture fence in Ocala',
    description:
      'Placeholder illustration of a single-story brick ranch house shaded by moss-draped live oaks, with white board fencing and rolling pasture behind it, a nod to Marion County horse country.',
    keywords: ['Ocala', 'ranch home', 'live oaks', 'horse country'],
  },
  {
    citySlug: 'gainesville',
    altText: 'Illustration of a wood-frame bungalow with a front porch on a tree-lined Gainesville street',
    description:
      'Placeholder illustration of an older wood-frame bungalow with a deep front porch and tin roof, set on a shady street beneath a thick tree canopy typical of older Gainesville neighborhoods.',
    keywords: ['Gainesville', 'bungalow', 'front porch', 'tree canopy'],
  },
  {
    citySlug: 'lake-city',
    altText: 'Illustration of a modest block home near a lakeside park in Lake City',
    description:
      'Placeholder illustration of a painted concrete block house with a carport and a small lawn, with a calm lake and cypress trees visible down the street.',
    keywords: ['Lake City', 'block home', 'lake', 'cypress'],
  },
  {
    citySlug: 'alachua',
    altText: 'Illustration of a farmhouse with a wraparound porch on a quiet street in Alachua',
    description:
      'Placeholder illustration of a two-story white farmhouse with a wraparound porch and a metal roof, framed by oaks on a small-town street with open fields in the distance.',
    keywords: ['Alachua', 'farmhouse', 'small town', 'porch'],
  },
  {
    citySlug: 'newberry',
    altText: 'Illustration of a country home beside open farm fields outside Newberry',
    description:
      'Placeholder illustration of a single-story country home with a red barn nearby, set beside wide green fields and a long gravel drive under a big sky.',
    keywords: ['Newberry', 'country home', 'farmland', 'barn'],
  },
  {
    citySlug: 'high-springs',
    altText: 'Illustration of a raised cabin among cypress trees near a clear spring-fed river in High Springs',
    description:
      'Placeholder illustration of a small raised cabin with a screened porch, tucked among cypress and oak trees beside a clear, slow-moving river.',
    keywords: ['High Springs', 'river cabin', 'springs', 'cypress'],
  },
  {
    citySlug: 'live-oak',
    altText: 'Illustration of an older frame house under a spreading live oak in Live Oak',
    description:
      'Placeholder illustration of a one-story frame house with a tin roof and a swing on the porch, sitting beneath a huge spreading live oak on a wide, grassy lot.',
    keywords: ['Live Oak', 'frame house', 'live oak tree', 'Suwannee County'],
  },
  {
    citySlug: 'starke',
    altText: 'Illustration of a small brick home with a carport on a pine-shaded lot in Starke',
    description:
      'Placeholder illustration of a compact brick house with a side carport and chain-link fence, set on a sandy lot shaded by tall longleaf pines.',
    keywords: ['Starke', 'brick home', 'pine trees', 'Bradford County'],
  },
  {
    citySlug: 'dunnellon',
    altText: 'Illustration of a waterfront home with a wooden dock on a clear river in Dunnellon',
    description:
      'Placeholder illustration of a stilted riverfront house with a wooden dock and a kayak tied up, facing clear blue-green water lined with cypress and palms.',
    keywords: ['Dunnellon', 'riverfront home', 'dock', 'Rainbow River'],
  },
  {
    citySlug: 'williston',
    altText: 'Illustration of a farmhouse with a pasture and grazing cattle near Williston',
    description:
      'Placeholder illustration of a tidy farmhouse with a metal-roofed barn, pasture fencing and a few grazing cattle, set among oak hammocks in rural Levy County.',
    keywords: ['Williston', 'farmhouse', 'pasture', 'Levy County'],
  },
]

/** A city picture as the image pipeline and the image component take it. */
export function cityPicture(image: CityImage) {
  return { id: `city-${image.citySlug}`, alt: image.altText, width: 1200, height: 675, scene: 'home-street' as const }
}
