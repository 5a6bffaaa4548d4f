/** The whole content as one object, for validation and build scripts. Pages import the file they need instead. */
import { articleMetas } from './articles'
import { business } from './business'
import { cityImages } from './city-images'
import { cityProfiles, defaultMarketSnapshot } from './cities'
import { counties } from './counties'
import { faqEntries } from './faqs'
import { homeCopy } from './home'
import { layoutCopy } from './layout'
import { localPagesCopy } from './local-pages'
import { notFoundCopy } from './not-found'
import { familyMeta, staticPages } from './pages'
import { testimonials } from './testimonials'
import { towns } from './towns'
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
}
