import { z } from 'zod'

/** Pages with one fixed address each. Families of pages (towns, counties, cities, articles) come from their own content. */
export const pageKeys = [
  'home',
  'offer',
  'contact',
  'faq',
  'storm',
  'about',
  'blog',
  'privacy',
  'terms',
  'sitemap',
] as const
export type PageKey = (typeof pageKeys)[number]

export const seoTitleSchema = z
  .string()
  .min(15)
  .max(60, 'must be at most 60 characters so search results show it whole')
export const seoDescriptionSchema = z
  .string()
  .min(70, 'must be at least 70 characters')
  .max(160, 'must be at most 160 characters so search results show it whole')

export const pageSchema = z.object({
  path: z.string().regex(/^\/(?:[a-z0-9]+(?:-[a-z0-9]+)*)?$/, 'must be "/" or "/" followed by a slug'),
  /** Whether search engines may index it (and so whether sitemap.xml lists it). */
  indexable: z.boolean(),
  title: seoTitleSchema,
  description: seoDescriptionSchema,
})
export type SitePage = z.infer<typeof pageSchema>
export const pagesSchema = z.record(z.enum(pageKeys), pageSchema)

/** A title or description with {placeholders} filled in per page of a family. */
const templateSchema = (placeholders: string[]) =>
  z.string().refine((text) => placeholders.every((name) => text.includes(`{${name}}`)), {
    message: `must contain ${placeholders.map((name) => `{${name}}`).join(' and ')}`,
  })

export const familyMetaSchema = z.object({
  locationTitles: z.array(templateSchema(['city'])).length(4),
  locationDescriptions: z.array(templateSchema(['city', 'county'])).length(4),
  cityTitle: templateSchema(['city']),
  cityDescription: templateSchema(['city']),
  countyTitle: templateSchema(['county']),
  countyDescription: templateSchema(['county', 'towns']),
  townOfferTitle: templateSchema(['city']),
  townOfferDescription: templateSchema(['city']),
  cityGuideTitle: templateSchema(['city']),
  cityGuideDescription: templateSchema(['city']),
})
export type FamilyMeta = z.infer<typeof familyMetaSchema>
