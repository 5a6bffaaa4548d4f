/** The whole content as one object, for validation and build scripts. Pages import the module they need instead. */
import { aboutCopy } from './about'
import { blogCopy } from './blog'
import { business } from './business'
import { cityImages, cityPicture } from './city-images'
import { contactCopy } from './contact'
import { articleMetas, cityGuides, cityProfiles, counties, defaultMarketSnapshot, towns } from './data'
import { faqPageCopy } from './faq-page'
import { faqEntries } from './faqs'
import { homeCopy } from './home'
import { placeHeroImage, siteImages } from './images'
import type { SiteImage } from './images.schema'
import { layoutCopy } from './layout'
import { leadsCopy } from './leads'
import { legalCopy } from './legal'
import { localPagesCopy } from './local-pages'
import { notFoundCopy } from './not-found'
import { offerCopy } from './offer'
import { familyMeta, staticPages } from './pages'
import { sitemapPageCopy } from './sitemap-page'
import { stormCopy } from './storm'
import { testimonials } from './testimonials'
import type { SiteContent } from './validate'

export const siteContent: SiteContent = {
  business,
  towns,
  counties,
  cityProfiles,
  defaultMarketSnapshot,
  cityImages,
  testimonials,
  faqEntries,
  articleMetas,
  staticPages,
  familyMeta,
  homeCopy,
  layoutCopy,
  localPagesCopy,
  notFoundCopy,
  siteImages,
  offerCopy,
  faqPageCopy,
  contactCopy,
  stormCopy,
  legalCopy,
  leadsCopy,
  blogCopy,
  cityGuides,
  sitemapPageCopy,
  aboutCopy,
}

/** The file of each town, county, city, guide and article, so a problem names the file to open. */
export { contentSources as siteContentSources } from './data'

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
