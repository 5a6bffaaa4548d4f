import type { SiteImage } from './images.schema'

/**
 * Every picture the pages show by name (placeholder art until real photos are added under content/images/). Town and
 * county pages get theirs from placeHeroImage below; an entry here with the same id replaces that one.
 */
export const siteImages: SiteImage[] = [
  {
    id: 'contact-hero',
    alt: 'Illustration of a single-story Florida home on a quiet street under live oaks',
    width: 1600,
    height: 900,
    scene: 'home-street',
  },
  {
    id: 'home-hero',
    alt: 'Illustration of a single-story home with a green lawn on a sunny North Central Florida street',
    width: 1200,
    height: 800,
    scene: 'home-street',
  },
  {
    id: 'storm-roof-tarp',
    alt: 'Illustration of a house with a blue tarp over its storm-damaged roof',
    caption: 'Roof damage under a tarp: we buy it as-is, before any repairs.',
    width: 1200,
    height: 800,
    scene: 'storm-roof',
  },
  {
    id: 'storm-flooded-yard',
    alt: 'Illustration of a home with flood water standing across the yard',
    caption: 'Flooded or water-damaged: no need to dry out, gut or rebuild first.',
    width: 1200,
    height: 800,
    scene: 'storm-flood',
  },
  {
    id: 'storm-fallen-oak',
    alt: 'Illustration of a large oak tree fallen across the roof of a house',
    caption: 'A tree through the roof: we handle removal and repairs after we buy.',
    width: 1200,
    height: 800,
    scene: 'storm-tree',
  },
  {
    id: 'blog-default',
    alt: 'Illustration of a quiet North Central Florida street with a single-story home',
    width: 1200,
    height: 675,
    scene: 'home-street',
  },
  {
    id: 'article-trends-2025',
    alt: 'Illustration of a Florida home on a sunny street, for an article on 2025 market trends',
    width: 1200,
    height: 675,
    scene: 'home-street',
  },
  {
    id: 'article-cash-offer-vs-agent-sale',
    alt: 'Illustration of a freshly repaired Florida home with a new roof and a tidy yard',
    width: 1200,
    height: 675,
    scene: 'storm-repaired',
  },
  {
    id: 'article-avoiding-foreclosure-in-florida',
    alt: 'Illustration of a family home under live oaks on a calm Florida street',
    width: 1200,
    height: 675,
    scene: 'home-street',
  },
  {
    id: 'article-selling-inherited-property-florida',
    alt: 'Illustration of an older single-story Florida home with a porch and a mailbox',
    width: 1200,
    height: 675,
    scene: 'home-street',
  },
  {
    id: 'article-as-is-home-sale-checklist',
    alt: 'Illustration of a house with a tarp on its roof, sold as-is without repairs',
    width: 1200,
    height: 675,
    scene: 'storm-roof',
  },
  {
    id: 'article-florida-property-tax-relief-2025',
    alt: 'Illustration of a well-kept Florida homestead with flower beds and a new roof',
    width: 1200,
    height: 675,
    scene: 'storm-repaired',
  },
]

/** Alt text of the art each town and county page shows beside its headline; {place} is the town or county. */
export const placeHeroAlt = {
  town: 'Illustration of a single-story home on a quiet street in {place}, Florida',
  county: 'Illustration of a family home under shade trees in {place}, Florida',
} as const

/**
 * The hero picture of a town or county page: the entry of siteImages with id `{kind}-{slug}` when a photo has replaced
 * the art (content/images/town-live-oak.jpg and an entry describing it), else the art committed for that id
 * (content/images/art/town-live-oak.svg; a town added since shows its scene's art, decision 0019).
 */
export function placeHeroImage(kind: keyof typeof placeHeroAlt, slug: string, place: string): SiteImage {
  const id = `${kind}-${slug}`
  return (
    siteImages.find((image) => image.id === id) ?? {
      id,
      alt: placeHeroAlt[kind].replace('{place}', place),
      width: 1200,
      height: 800,
      scene: 'home-street',
    }
  )
}
