/**
 * Validates every content file against its schema and checks the references between files, so a bad entry stops the
 * build with "content/towns/mayo.md: county: unknown county 'lafayete'" (a collection kept one entry per file) or
 * "content/site/home.yaml: hero.image: unknown image 'x'" (content/load.ts reads the files).
 */
import type { z } from 'zod'
import { aboutCopySchema } from './about.schema'
import { articleMetasSchema } from './articles.schema'
import { blogCopySchema } from './blog.schema'
import { businessProfileSchema } from './business.schema'
import { cityGuidesSchema } from './city-guides.schema'
import { cityImagesSchema } from './city-images.schema'
import { cityProfilesSchema, marketSnapshotSchema } from './cities.schema'
import { contactCopySchema } from './contact.schema'
import { countiesSchema } from './counties.schema'
import { faqPageCopySchema } from './faq-page.schema'
import { faqEntriesSchema } from './faqs.schema'
import { homeCopySchema } from './home.schema'
import { siteImagesSchema } from './images.schema'
import { layoutCopySchema } from './layout.schema'
import { leadsCopySchema } from './leads.schema'
import { consoleCopySchema } from './console.schema'
import { legalCopySchema } from './legal.schema'
import { localPagesCopySchema } from './local-pages.schema'
import { notFoundCopySchema } from './not-found.schema'
import { offerCopySchema } from './offer.schema'
import { familyMetaSchema, pagesSchema } from './pages.schema'
import { sitemapPageCopySchema } from './sitemap-page.schema'
import { stormCopySchema } from './storm.schema'
import { testimonialsSchema } from './testimonials.schema'
import { townsSchema } from './towns.schema'

/**
 * Each collection: the name pages import it by, the file or folder it lives in and its schema; `list` names the key
 * of a YAML file that holds a list (content/load.ts reads the files).
 */
/** For each collection kept one entry per file, the file of each entry, in the collection's order. */
export type ContentSources = Record<'towns' | 'counties' | 'cityProfiles' | 'cityGuides' | 'articleMetas', string[]>

export const collections = {
  business: { file: 'content/site/business.yaml', schema: businessProfileSchema },
  towns: { file: 'content/towns/', schema: townsSchema },
  counties: { file: 'content/counties/', schema: countiesSchema },
  cityProfiles: { file: 'content/cities/', schema: cityProfilesSchema },
  defaultMarketSnapshot: { file: 'content/site/default-market.yaml', schema: marketSnapshotSchema },
  cityImages: { file: 'content/site/city-images.yaml', schema: cityImagesSchema, list: 'images' },
  testimonials: { file: 'content/site/testimonials.yaml', schema: testimonialsSchema, list: 'testimonials' },
  faqEntries: { file: 'content/site/faqs.yaml', schema: faqEntriesSchema, list: 'questions' },
  articleMetas: { file: 'content/articles/', schema: articleMetasSchema },
  sitePages: { file: 'content/site/pages.yaml', schema: pagesSchema },
  familyMeta: { file: 'content/site/page-families.yaml', schema: familyMetaSchema },
  homeCopy: { file: 'content/site/home.yaml', schema: homeCopySchema },
  layoutCopy: { file: 'content/site/layout.yaml', schema: layoutCopySchema },
  localPagesCopy: { file: 'content/site/local-pages.yaml', schema: localPagesCopySchema },
  notFoundCopy: { file: 'content/site/not-found.yaml', schema: notFoundCopySchema },
  siteImages: { file: 'content/site/images.yaml', schema: siteImagesSchema, list: 'images' },
  offerCopy: { file: 'content/site/offer.yaml', schema: offerCopySchema },
  faqPageCopy: { file: 'content/site/faq-page.yaml', schema: faqPageCopySchema },
  contactCopy: { file: 'content/site/contact.yaml', schema: contactCopySchema },
  stormCopy: { file: 'content/site/storm.yaml', schema: stormCopySchema },
  legalCopy: { file: 'content/site/legal.yaml', schema: legalCopySchema },
  leadsCopy: { file: 'content/site/leads.yaml', schema: leadsCopySchema },
  blogCopy: { file: 'content/site/blog.yaml', schema: blogCopySchema },
  cityGuides: { file: 'content/city-guides/', schema: cityGuidesSchema },
  sitemapPageCopy: { file: 'content/site/sitemap-page.yaml', schema: sitemapPageCopySchema },
  aboutCopy: { file: 'content/site/about.yaml', schema: aboutCopySchema },
  consoleCopy: { file: 'content/site/console.yaml', schema: consoleCopySchema },
} satisfies Record<string, { file: string; schema: z.ZodType; list?: string }>

export type CollectionName = keyof typeof collections
/** All site content, as the content files export it. */
export type SiteContent = { [name in CollectionName]: z.infer<(typeof collections)[name]['schema']> }

type PathSegment = PropertyKey

/** Names an entry by its slug or id when it has one, so "towns[12] (mayo)" says which town is meant. */
function describePath(root: unknown, name: string, path: readonly PathSegment[]): string {
  let text = name
  let node: unknown = root
  for (const segment of path) {
    node = node && typeof node === 'object' ? (node as Record<PropertyKey, unknown>)[segment] : undefined
    if (typeof segment === 'number') {
      const entry = node as Record<string, unknown> | undefined
      const key = entry?.pageSlug ?? entry?.slug ?? entry?.id ?? entry?.citySlug
      text += typeof key === 'string' ? `[${segment}] (${key})` : `[${segment}]`
    } else {
      text += `.${String(segment)}`
    }
  }
  return text
}

/** The file of each entry of the collections kept one entry per file, to name in problems. */
export type EntrySources = Partial<Record<CollectionName, readonly string[]>>

function problem(
  name: CollectionName,
  content: SiteContent,
  path: PathSegment[],
  message: string,
  sources: EntrySources,
): string {
  const [index, ...field] = path
  const entryFile = typeof index === 'number' ? sources[name]?.[index] : undefined
  if (entryFile) {
    const entry = (content[name] as unknown[])[index as number]
    return `${entryFile}: ${field.length > 0 ? describePath(entry, '', field).replace(/^\./, '') : 'the file'}: ${message}`
  }
  const collection: { file: string; list?: string } = collections[name]
  // A folder's collection without its files named says "towns[3] (mayo)"; a YAML file names the path inside it.
  const label = collection.file.endsWith('/') ? name : (collection.list ?? '')
  return `${collection.file}: ${describePath(content[name], label, path).replace(/^\./, '') || 'the file'}: ${message}`
}

function duplicates<T>(items: readonly T[], key: (item: T) => string): Array<{ index: number; value: string }> {
  const seen = new Set<string>()
  const found: Array<{ index: number; value: string }> = []
  items.forEach((item, index) => {
    const value = key(item)
    if (seen.has(value)) found.push({ index, value })
    seen.add(value)
  })
  return found
}

/** References between collections that no single schema can see. */
function crossReferenceProblems(content: SiteContent, sources: EntrySources): string[] {
  const problems: string[] = []
  const report = (name: CollectionName, path: PathSegment[], message: string) =>
    problems.push(problem(name, content, path, message, sources))
  const countySlugs = new Set(content.counties.map((county) => county.slug))

  for (const { index, value } of duplicates(content.towns, (town) => town.pageSlug))
    report('towns', [index, 'pageSlug'], `duplicate town '${value}'`)
  for (const { index, value } of duplicates(content.towns, (town) => town.city))
    report('towns', [index, 'city'], `duplicate town name '${value}'`)
  for (const { index, value } of duplicates(content.towns, (town) => String(town.gridOrder)))
    report('towns', [index, 'gridOrder'], `another town already stands at ${value} in the home grid`)
  for (const { index, value } of duplicates(content.counties, (county) => county.slug))
    report('counties', [index, 'slug'], `duplicate county '${value}'`)
  for (const { index, value } of duplicates(content.counties, (county) => String(county.order)))
    report('counties', [index, 'order'], `another county already has order ${value}`)
  for (const { index, value } of duplicates(content.cityProfiles, (city) => String(city.order)))
    report('cityProfiles', [index, 'order'], `another city already has order ${value}`)
  for (const { index, value } of duplicates(content.cityProfiles, (city) => city.slug))
    report('cityProfiles', [index, 'slug'], `duplicate city '${value}'`)
  for (const { index, value } of duplicates(content.cityProfiles, (city) => city.pageSlug))
    report('cityProfiles', [index, 'pageSlug'], `duplicate city page '${value}'`)
  for (const { index, value } of duplicates(content.testimonials, (testimonial) => testimonial.id))
    report('testimonials', [index, 'id'], `duplicate testimonial '${value}'`)
  for (const { index, value } of duplicates(content.faqEntries, (faq) => faq.id))
    report('faqEntries', [index, 'id'], `duplicate question '${value}'`)
  for (const { index, value } of duplicates(content.articleMetas, (article) => article.slug))
    report('articleMetas', [index, 'slug'], `duplicate article '${value}'`)

  content.towns.forEach((town, index) => {
    if (!countySlugs.has(town.county)) {
      report('towns', [index, 'county'], `unknown county '${town.county}' (known: ${[...countySlugs].join(', ')})`)
    }
  })
  content.counties.forEach((county, index) => {
    const featured = content.towns.find((town) => town.pageSlug === county.featuredTown)
    if (!featured) report('counties', [index, 'featuredTown'], `unknown town '${county.featuredTown}'`)
    else if (featured.county !== county.slug)
      report(
        'counties',
        [index, 'featuredTown'],
        `town '${county.featuredTown}' lies in '${featured.county}', not in this county`,
      )
    if (!content.towns.some((town) => town.county === county.slug))
      report('counties', [index], 'has no towns in content/towns/')
  })

  const citySlugs = new Set(content.cityProfiles.map((city) => city.slug))
  content.cityImages.forEach((image, index) => {
    if (!citySlugs.has(image.citySlug)) report('cityImages', [index, 'citySlug'], `unknown city '${image.citySlug}'`)
  })
  content.cityProfiles.forEach((city, index) => {
    if (!content.cityImages.some((image) => image.citySlug === city.slug))
      report('cityProfiles', [index], `has no image in content/site/city-images.yaml`)
    if (!content.cityGuides.some((guide) => guide.citySlug === city.slug))
      report('cityProfiles', [index], `has no guide in content/city-guides/`)
  })
  content.cityGuides.forEach((guide, index) => {
    if (!citySlugs.has(guide.citySlug)) report('cityGuides', [index, 'citySlug'], `unknown city '${guide.citySlug}'`)
  })

  const testimonialIds = new Set(content.testimonials.map((testimonial) => testimonial.id))
  content.homeCopy.testimonials.ids.forEach((id, index) => {
    if (!testimonialIds.has(id)) report('homeCopy', ['testimonials', 'ids', index], `unknown testimonial '${id}'`)
  })
  content.stormCopy.testimonials.ids.forEach((id, index) => {
    if (!testimonialIds.has(id)) report('stormCopy', ['testimonials', 'ids', index], `unknown testimonial '${id}'`)
  })

  for (const { index, value } of duplicates(content.siteImages, (image) => image.id))
    report('siteImages', [index, 'id'], `duplicate image '${value}'`)
  const imageIds = new Set(content.siteImages.map((image) => image.id))
  const knownImages = `(known: ${[...imageIds].join(', ')})`
  if (!imageIds.has(content.homeCopy.hero.image))
    report('homeCopy', ['hero', 'image'], `unknown image '${content.homeCopy.hero.image}' ${knownImages}`)
  if (!imageIds.has(content.contactCopy.heroImage))
    report('contactCopy', ['heroImage'], `unknown image '${content.contactCopy.heroImage}' ${knownImages}`)
  content.stormCopy.photos.imageIds.forEach((id, index) => {
    if (!imageIds.has(id)) report('stormCopy', ['photos', 'imageIds', index], `unknown image '${id}' ${knownImages}`)
  })

  for (const { index, value } of duplicates(content.faqPageCopy.groups, (group) => group.category))
    report('faqPageCopy', ['groups', index, 'category'], `group '${value}' appears twice`)
  const { loadMore } = content.faqPageCopy
  loadMore.questionIds.forEach((id, index) => {
    const entry = content.faqEntries.find((faq) => faq.id === id)
    if (!entry) report('faqPageCopy', ['loadMore', 'questionIds', index], `unknown question '${id}'`)
    else if (entry.category === loadMore.category)
      report(
        'faqPageCopy',
        ['loadMore', 'questionIds', index],
        `'${id}' is already in the '${loadMore.category}' group`,
      )
  })
  content.localPagesCopy.location.relatedArticles.forEach((slug, index) => {
    if (!content.articleMetas.some((article) => article.slug === slug)) {
      report('localPagesCopy', ['location', 'relatedArticles', index], `unknown article '${slug}'`)
    }
  })
  content.blogCopy.guide.relatedArticles.forEach((slug, index) => {
    if (!content.articleMetas.some((article) => article.slug === slug))
      report('blogCopy', ['guide', 'relatedArticles', index], `unknown article '${slug}'`)
  })
  if (content.layoutCopy.footer.popularCounties > content.counties.length) {
    report(
      'layoutCopy',
      ['footer', 'popularCounties'],
      `asks for ${content.layoutCopy.footer.popularCounties} counties but there are ${content.counties.length}`,
    )
  }

  // One-segment addresses share the root: site pages, city pages and the old /{townSlug} redirects.
  const rootOwners = new Map<string, string>()
  const claimRoot = (slug: string, owner: string, name: CollectionName, path: PathSegment[]) => {
    const previous = rootOwners.get(slug)
    if (previous) report(name, path, `address '/${slug}' is already taken by ${previous}`)
    else rootOwners.set(slug, owner)
  }
  for (const [key, page] of Object.entries(content.sitePages))
    claimRoot(page.path.slice(1).split('/')[0] ?? '', `page '${key}'`, 'sitePages', [key, 'path'])
  content.cityProfiles.forEach((city, index) =>
    claimRoot(city.pageSlug, `city '${city.slug}'`, 'cityProfiles', [index, 'pageSlug']),
  )
  content.towns.forEach((town, index) =>
    claimRoot(town.pageSlug, `town '${town.pageSlug}' (its old address redirects)`, 'towns', [index, 'pageSlug']),
  )

  // Articles and city guides share /blog/{slug}.
  const articleSlugs = new Set(content.articleMetas.map((article) => article.slug))
  content.cityProfiles.forEach((city, index) => {
    if (articleSlugs.has(city.slug))
      report('cityProfiles', [index, 'slug'], `'/blog/${city.slug}' is already an article's address`)
  })
  return problems
}

/**
 * Every problem in the content, each naming its file, entry and field; empty when all is well. `sources` names the
 * file of each entry read from a folder (content/load.ts), so its problems name that file.
 */
export function validateContent(content: SiteContent, sources: EntrySources = {}): string[] {
  const problems: string[] = []
  for (const name of Object.keys(collections) as CollectionName[]) {
    const result = collections[name].schema.safeParse(content[name])
    if (!result.success) {
      for (const issue of result.error.issues) problems.push(problem(name, content, issue.path, issue.message, sources))
    }
  }
  // Cross references assume well-formed collections.
  return problems.length > 0 ? problems : crossReferenceProblems(content, sources)
}

export class ContentError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `The content has ${problems.length} problem${problems.length === 1 ? '' : 's'}; fix ${problems.length === 1 ? 'it' : 'them'} and build again:\n${problems.map((line) => `  - ${line}`).join('\n')}`,
    )
    this.name = 'ContentError'
  }
}

export function assertValidContent(content: SiteContent, sources: EntrySources = {}): void {
  const problems = validateContent(content, sources)
  if (problems.length > 0) throw new ContentError(problems)
}
