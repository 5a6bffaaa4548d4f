import { z } from 'zod'
import { pageKeys } from './pages.schema'

const navLinkSchema = z.object({ label: z.string().min(2).max(30), page: z.enum(pageKeys) })

/** Copy of the header, menu and footer shown on every page. */
export const layoutCopySchema = z.object({
  skipLink: z.string().min(5),
  headerNavigation: z.array(navLinkSchema).min(3).max(7),
  openMenu: z.string().min(3),
  closeMenu: z.string().min(3),
  menuTitle: z.string().min(3),
  /** What a form or tool says when its code could not load (src/islands/island.tsx); {phoneLink} becomes a call link. */
  islandFailed: z.object({
    text: z.string().min(10).includes('{phoneLink}', { message: 'must contain {phoneLink}' }),
    retry: z.string().min(3).max(30),
  }),
  callLabel: z.string().min(3).max(20),
  /** The site-wide call to action that leads to the contact form. */
  offerCallToAction: z.string().min(3).max(40),
  /** Ends every FAQ block outside the FAQ page, linking to it. */
  seeMoreFaqs: z.string().min(5).max(40),
  /** Shown on a testimonial that is not a real customer's (content/site/testimonials.yaml, real: false). */
  sampleTestimonialLabel: z.string().min(5).max(80),
  /** Atop every page of a preview build (SITE_PREVIEW=1, decision 0067). */
  previewNotice: z.string().min(5).max(120),
  /**
   * The share card every page gets (1200 x 630, drawn at build): a line naming the page's family above its title,
   * and a footer line; {phone} comes from the business profile (filled as content is read), {domain} from SITE_URL.
   */
  shareCard: z.object({
    families: z.object({
      home: z.string().min(3).max(40),
      main: z.string().min(3).max(40),
      offer: z.string().min(3).max(40),
      sitemap: z.string().min(3).max(40),
      city: z.string().min(3).max(40),
      county: z.string().min(3).max(40),
      location: z.string().min(3).max(40),
      'town-offer': z.string().min(3).max(40),
      article: z.string().min(3).max(40),
      'city-guide': z.string().min(3).max(40),
    }),
    footer: z.string().min(5).max(80).includes('{domain}', { message: 'must contain {domain}' }),
  }),
  footer: z.object({
    about: z.string().min(20).max(300),
    quickLinksHeading: z.string().min(3),
    quickLinks: z.array(navLinkSchema).min(3),
    popularAreasHeading: z.string().min(3),
    /** How many counties, and towns of each, the Popular Areas block shows. */
    popularCounties: z.number().int().positive(),
    townsPerCounty: z.number().int().positive(),
    allAreasLabel: z.string().min(3),
    contactHeading: z.string().min(3),
    /** {hours} is filled from the business profile's opening hours. */
    hoursLabel: z.string().includes('{hours}', { message: 'must contain {hours}' }),
    followHeading: z.string().min(3),
    rightsReserved: z.string().min(3),
  }),
})
export type LayoutCopy = z.infer<typeof layoutCopySchema>
