/** The whole content as one object, for validation and build scripts. Pages import what they need from data.ts. */
import * as data from './data'
import { cityPicture, placeHeroImage } from './pictures'
import type { SiteImage } from './images.schema'
import type { SiteContent } from './validate'

const { contentSources, ...collections } = data
export const siteContent: SiteContent = collections

/** The file of each town, county, city, guide and article, so a problem names the file to open. */
export const siteContentSources = contentSources

/**
 * Every picture the build makes files of: the named ones, each city profile's, and each town's and county's hero
 * (their own entry of siteImages when a photo replaced the art, listed once).
 */
export function sitePictures(content: SiteContent): SiteImage[] {
  const pictures = [
    ...content.siteImages,
    ...content.cityImages.map(cityPicture),
    ...content.towns.map((town) => placeHeroImage('town', town.pageSlug, town.city)),
    ...content.counties.map((county) => placeHeroImage('county', county.slug, county.name)),
  ]
  return pictures.filter((picture, index) => pictures.findIndex((other) => other.id === picture.id) === index)
}
