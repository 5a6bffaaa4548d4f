import type { SiteImage } from './images.schema'

/** Every picture the pages show (placeholder art until real photos are added under content/images/). */
export const siteImages: SiteImage[] = [
  {
    id: 'contact-hero',
    alt: 'Illustration of a single-story Florida home on a quiet street under live oaks',
    width: 1600,
    height: 900,
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
]
