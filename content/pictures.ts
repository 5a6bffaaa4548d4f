/** The pictures content names without listing them: each city profile's, and each town's and county's hero. */
import type { CityImage } from './city-images.schema'
import { siteImages } from './data'
import type { SiteImage } from './images.schema'

/** A city picture as the image pipeline and the image component take it. */
export function cityPicture(image: CityImage) {
  return { id: `city-${image.citySlug}`, alt: image.altText, width: 1200, height: 675, scene: 'home-street' as const }
}

/** Alt text of the art each town and county page shows beside its headline; {place} is the town or county. */
export const placeHeroAlt = {
  town: 'Illustration of a single-story home on a quiet street in {place}, Florida',
  county: 'Illustration of a family home under shade trees in {place}, Florida',
} as const

/**
 * The hero picture of a town or county page: the entry of content/site/images.yaml with id `{kind}-{slug}` when a
 * photo has replaced the art (content/images/town-live-oak.jpg and an entry describing it), else the art committed
 * for that id (content/images/art/town-live-oak.svg; a town added since shows its scene's art, decision 0019).
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
