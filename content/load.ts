/**
 * Reads content's files: the collections kept one entry per file (towns, counties, city profiles, city guides and
 * articles, each a Markdown file whose front matter holds the fields and whose body is the long text) and the YAML
 * files of content/site/ (the business profile, every page's copy, the FAQs, testimonials and picture lists). Checks
 * each file against its schema and names the file and field of every problem ("content/towns/mayo.md: gridOrder:
 * expected number"), then fills the site's placeholders ({phone}, {businessName}, ...) from the business profile.
 * Runs in Node (the build, the server, the tools and the tests); the browser bundle gets the data, not this module
 * (content/data.ts).
 */
import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parse as parseYaml } from 'yaml'
import type { z } from 'zod'
import { articleFrontmatterSchema } from './article-body.schema'
import type { BusinessProfile } from './business.schema'
import { cityProfileSchema, type CityProfile } from './cities.schema'
import { cityGuideSchema, type CityGuide } from './city-guides.schema'
import { countySchema, type County } from './counties.schema'
import { fillCopy } from './fill-copy'
import { formatTime } from './hours'
import { townSchema, type Town } from './towns.schema'
import { ContentError, collections, type CollectionName, type ContentSources, type SiteContent } from './validate'

/** The project's root: content/ is one of its folders. */
const projectRoot = join(dirname(fileURLToPath(import.meta.url)), '..')

/**
 * The names any file may write for the business's identity and hours (and the calculator's share, which the terms
 * quote), filled once the file has passed its schema; per-page names ({city}) are left for the page.
 */
function sitePlaceholders(business: BusinessProfile, offerShare: number): Record<string, string> {
  const { street, city, state, zip } = business.address
  return {
    businessName: business.name,
    shortName: business.shortName,
    phone: business.phone,
    // Not {opens}, {closes} or {hours}: the fields that must hold those are filled where they are shown.
    openingTime: formatTime(business.hours.opens),
    closingTime: formatTime(business.hours.closes),
    email: business.email,
    legalEntity: business.legalEntity,
    mailingAddress: `${street}, ${city}, ${state} ${zip}`,
    offerPercent: String(Math.round(offerShare * 100)),
  }
}

/** A collection's folder as validate.ts names it ("content/towns/"), without its last slash. */
const folderOf = (name: CollectionName) => collections[name].file.replace(/\/$/, '')

/**
 * Where the body of each folder's files goes: one text field, or paragraphs separated by blank lines (the content
 * manager's config, builder/cms/config.ts, gives each body its field's name).
 */
export const folders = {
  towns: { folder: folderOf('towns'), schema: townSchema, key: 'pageSlug', body: 'description', paragraphs: false },
  counties: { folder: folderOf('counties'), schema: countySchema, key: 'slug', body: 'description', paragraphs: false },
  cityProfiles: {
    folder: folderOf('cityProfiles'),
    schema: cityProfileSchema,
    key: 'slug',
    body: 'intro',
    paragraphs: false,
  },
  cityGuides: {
    folder: folderOf('cityGuides'),
    schema: cityGuideSchema,
    key: 'citySlug',
    body: 'sellingThere',
    paragraphs: true,
  },
  articles: {
    folder: folderOf('articleMetas'),
    schema: articleFrontmatterSchema,
    key: 'slug',
    body: undefined,
    paragraphs: false,
  },
} as const

type FolderName = keyof typeof folders

/** Fills the site's placeholders in every string of a checked file, leaving the per-page ones ({city}) as they are. */
function filled<T>(value: T, placeholders: Record<string, string>): T {
  if (typeof value === 'string') return fillCopy(value, placeholders) as T
  if (Array.isArray(value)) return value.map((item: unknown) => filled(item, placeholders)) as T
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([key, entry]) => [key, filled(entry, placeholders)])) as T
  return value
}

const yamlMessage = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0] : String(error))

/** Splits a Markdown file into its front matter (parsed YAML) and its body. */
export function readFrontMatter(
  file: string,
  source: string,
): { data: Record<string, unknown>; body: string } | { problem: string } {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/.exec(source)
  if (!match) return { problem: `${file}: must start with front matter between two --- lines` }
  let data: unknown
  try {
    data = parseYaml(match[1] ?? '')
  } catch (error) {
    return { problem: `${file}: front matter is not valid YAML: ${yamlMessage(error)}` }
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return { problem: `${file}: front matter must be fields (name: value), one per line` }
  return { data: data as Record<string, unknown>, body: match[2] ?? '' }
}

/** Names a field of a file's entry: "faqs[1].answer"; the body is "the text after the front matter". */
function fieldName(path: readonly PropertyKey[], body: string | undefined): string {
  if (path.length === 0) return 'front matter'
  const [first] = path
  if (first === body)
    return `the text after the front matter (${body})${typeof path[1] === 'number' ? `, paragraph ${path[1] + 1}` : ''}`
  return path
    .map((segment, index) => (typeof segment === 'number' ? `[${segment}]` : `${index ? '.' : ''}${String(segment)}`))
    .join('')
}

interface Entry<T> {
  file: string
  value: T
}

function readFolder<T>(root: string, name: FolderName, problems: string[]): Entry<T>[] {
  const { folder, schema, key, body, paragraphs } = folders[name]
  const entries: Entry<T>[] = []
  let names: string[]
  try {
    names = readdirSync(join(root, folder)).sort()
  } catch {
    problems.push(`${folder}: the folder is missing`)
    return entries
  }
  for (const fileName of names) {
    const file = `${folder}/${fileName}`
    if (!fileName.endsWith('.md')) {
      problems.push(`${file}: only Markdown files (.md) belong in ${folder}`)
      continue
    }
    const read = readFrontMatter(file, readFileSync(join(root, file), 'utf8'))
    if ('problem' in read) {
      problems.push(read.problem)
      continue
    }
    const raw: Record<string, unknown> = { ...read.data }
    if (body) {
      if (body in raw) problems.push(`${file}: ${body}: write it as the text after the front matter, not as a field`)
      const text = read.body.trim()
      raw[body] = paragraphs
        ? text.split(/\r?\n\s*\r?\n/).map((paragraph) => paragraph.replace(/\s*\r?\n\s*/g, ' ').trim())
        : text
    }
    const parsed = (schema as z.ZodType).safeParse(raw)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${fieldName(issue.path, body)}: ${issue.message}`)
      continue
    }
    const value = parsed.data as Record<string, unknown>
    const expected = `${String(value[key])}.md`
    if (fileName !== expected)
      problems.push(`${file}: ${key}: is '${String(value[key])}', so the file must be named ${expected}`)
    entries.push({ file, value: value as T })
  }
  if (entries.length === 0 && names.length === 0) problems.push(`${folder}: holds no files; add at least one`)
  return entries
}

/** Reads one YAML file of content/site/ (a list under its `list` key) and checks it against its schema. */
function readYaml<N extends CollectionName>(root: string, name: N, problems: string[]): SiteContent[N] | undefined {
  const collection = collections[name]
  const { file } = collection
  const list = 'list' in collection ? collection.list : undefined
  let data: unknown
  try {
    data = parseYaml(readFileSync(join(root, file), 'utf8'))
  } catch (error) {
    problems.push(
      `${file}: ${(error as NodeJS.ErrnoException).code === 'ENOENT' ? 'the file is missing' : `not valid YAML: ${yamlMessage(error)}`}`,
    )
    return undefined
  }
  if (!data || typeof data !== 'object' || Array.isArray(data)) {
    problems.push(`${file}: must hold fields (name: value), one per line`)
    return undefined
  }
  const parsed = collection.schema.safeParse(list ? (data as Record<string, unknown>)[list] : data)
  if (parsed.success) return parsed.data as SiteContent[N]
  for (const issue of parsed.error.issues)
    problems.push(`${file}: ${fieldName(list ? [list, ...issue.path] : issue.path, undefined)}: ${issue.message}`)
  return undefined
}

const byOrder = <T extends { order: number }>(a: Entry<T>, b: Entry<T>) => a.value.order - b.value.order

/**
 * Reads all of content/ under `root` (the project by default), checks each file, and orders the collections kept one
 * entry per file: counties and city profiles by their `order`, towns by their county's order and then their place in
 * the home grid, city guides as their cities, articles newest first. Throws ContentError listing every problem.
 */
export function loadContentFiles(root = projectRoot): { content: SiteContent; sources: ContentSources } {
  const problems: string[] = []
  const counties = readFolder<County>(root, 'counties', problems).sort(byOrder)
  const countyOrder = new Map(counties.map((entry, index) => [entry.value.slug, index]))
  const towns = readFolder<Town>(root, 'towns', problems).sort(
    (a, b) =>
      (countyOrder.get(a.value.county) ?? counties.length) - (countyOrder.get(b.value.county) ?? counties.length) ||
      a.value.gridOrder - b.value.gridOrder,
  )
  const cityProfiles = readFolder<CityProfile>(root, 'cityProfiles', problems).sort(byOrder)
  const cityOrder = new Map(cityProfiles.map((entry, index) => [entry.value.slug, index]))
  const cityGuides = readFolder<CityGuide>(root, 'cityGuides', problems).sort(
    (a, b) =>
      (cityOrder.get(a.value.citySlug) ?? cityProfiles.length) -
      (cityOrder.get(b.value.citySlug) ?? cityProfiles.length),
  )
  const articles = readFolder<z.infer<typeof articleFrontmatterSchema>>(root, 'articles', problems).sort(
    (a, b) => b.value.publishedAt.localeCompare(a.value.publishedAt) || a.value.slug.localeCompare(b.value.slug),
  )
  const yamlNames = (Object.keys(collections) as CollectionName[]).filter((name) =>
    collections[name].file.endsWith('.yaml'),
  )
  const site = Object.fromEntries(
    yamlNames.map((name) => [name, readYaml(root, name, problems)]),
  ) as Partial<SiteContent>
  const { business, offerCopy } = site
  if (problems.length > 0 || !business || !offerCopy) throw new ContentError(problems)

  const placeholders = sitePlaceholders(business, offerCopy.offerShare)
  const values = <T>(entries: Entry<T>[]) => entries.map((entry) => filled(entry.value, placeholders))
  const files = <T>(entries: Entry<T>[]) => entries.map((entry) => entry.file)
  const fromYaml = Object.fromEntries(
    yamlNames.map((name) => [name, name === 'business' ? business : filled(site[name], placeholders)]),
  )
  return {
    content: {
      ...(fromYaml as Omit<SiteContent, keyof ContentSources>),
      towns: values(towns),
      counties: values(counties),
      cityProfiles: values(cityProfiles),
      cityGuides: values(cityGuides),
      articleMetas: values(articles).map(({ slug, title, description, publishedAt, author }) => ({
        slug,
        title,
        description,
        publishedAt,
        author,
      })),
    },
    sources: {
      towns: files(towns),
      counties: files(counties),
      cityProfiles: files(cityProfiles),
      cityGuides: files(cityGuides),
      articleMetas: files(articles),
    },
  }
}
