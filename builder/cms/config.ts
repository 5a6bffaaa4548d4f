/**
 * The content manager's configuration (Decap CMS's config.yml), generated from content's own schemas so its fields,
 * required values, lengths, choices and list sizes are the build's (decision 0036): a field the schema requires is
 * required in the editor, a length the schema bounds is a pattern the editor checks before saving, an enum is a
 * select, a list of fixed size has that size. What no single field can see (a town's county exists, two towns do not
 * share a grid place) the build checks after saving, as for any edit (content/validate.ts).
 */
import { z } from 'zod'
import { folders } from '../../content/load'
import { collections, type CollectionName } from '../../content/validate'
import { adminPath } from '../../src/routing/paths'
import type { CmsSettings } from './settings'

/** The part of JSON Schema that zod writes for content's schemas. */
interface JsonSchema {
  type?: string
  properties?: Record<string, JsonSchema>
  required?: string[]
  additionalProperties?: JsonSchema | boolean
  propertyNames?: JsonSchema
  items?: JsonSchema
  enum?: Array<string | number>
  minLength?: number
  maxLength?: number
  pattern?: string
  minimum?: number
  maximum?: number
  exclusiveMinimum?: number
  minItems?: number
  maxItems?: number
}

/** One field of Decap CMS's config (widget options as its documentation names them). */
export interface CmsField {
  label: string
  name: string
  widget: string
  required?: boolean
  hint?: string
  pattern?: [string, string]
  [option: string]: unknown
}

/** "offerContext" -> "Offer context", "answerHtml" -> "Answer (HTML)". */
export function fieldLabel(name: string): string {
  if (name === 'faqs') return 'FAQs'
  const html = name.endsWith('Html')
  const words = (html ? name.slice(0, -4) : name).replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase()
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}${html ? ' (HTML)' : ''}`
}

/** Longer copy gets a text area; names, titles and slugs a line. */
const longTextFrom = 100

/** Beside a local fact's flag (confirmedSchema in content/shared.schema.ts). */
const confirmedHint =
  'Switch on once you have checked this against a source. Until then the page still shows it, but npm run check:launch lists it and a build for the real domain stops.'

const htmlHint = 'HTML: <p>, <ul>, <ol>, <li>, <strong>, <em>, <a href="...">, <br>, <h3> and tables only.'

function lengthPattern(schema: JsonSchema): [string, string] | undefined {
  const { minLength: min, maxLength: max } = schema
  if (min === undefined && max === undefined) return undefined
  const message =
    min !== undefined && max !== undefined
      ? `Between ${min} and ${max} characters.`
      : min !== undefined
        ? `At least ${min} characters.`
        : `At most ${max} characters.`
  return [`^[\\s\\S]{${min ?? 0},${max ?? ''}}$`, message]
}

const slugPattern = /^\^\[a-z0-9\]/

function stringField(name: string, schema: JsonSchema): { widget: string; [option: string]: unknown } {
  if (schema.enum) return { widget: 'select', options: schema.enum }
  const long = (schema.maxLength ?? 0) > longTextFrom || name.endsWith('Html')
  const pattern: [string, string] | undefined = schema.pattern
    ? [
        schema.pattern,
        slugPattern.test(schema.pattern)
          ? 'Lower-case words joined by hyphens, e.g. live-oak.'
          : 'Not in the form this field needs.',
      ]
    : lengthPattern(schema)
  return {
    widget: long ? 'text' : 'string',
    ...(pattern ? { pattern } : {}),
    ...(name.endsWith('Html') ? { hint: htmlHint } : {}),
  }
}

/** A list's sizes, as its schema bounds them. */
function listSizes(schema: JsonSchema): { min?: number; max?: number } {
  return {
    ...(schema.minItems !== undefined ? { min: schema.minItems } : {}),
    ...(schema.maxItems !== undefined ? { max: schema.maxItems } : {}),
  }
}

/**
 * A collapsed list item shows its first text field (a question, a title, a name). A list of local facts shows each
 * fact open, its Confirmed box beside it, and its summary says whether it is confirmed yet.
 */
function listSummary(fields: readonly CmsField[]): { summary?: string; collapsed?: false } {
  const first = fields.find((field) => ['string', 'text', 'select'].includes(field.widget))
  if (!first) return {}
  if (!fields.some((field) => field.name === 'confirmed')) return { summary: `{{fields.${first.name}}}` }
  return {
    summary: `{{fields.${first.name}}} ({{fields.confirmed | ternary('confirmed', 'drafted: check it')}})`,
    collapsed: false,
  }
}

/** A field for one property of a schema; `path` names it in the error thrown for a shape the editor cannot show. */
function fieldFor(name: string, schema: JsonSchema, required: boolean, path: string): CmsField {
  const base = { label: fieldLabel(name), name, ...(required ? {} : { required: false }) }
  switch (schema.type) {
    case 'string':
      return { ...base, ...stringField(name, schema) }
    case 'integer':
    case 'number': {
      const min = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + 1 : undefined)
      const max = schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER ? schema.maximum : undefined
      return {
        ...base,
        widget: 'number',
        value_type: schema.type === 'integer' ? 'int' : 'float',
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
      }
    }
    case 'boolean':
      return { ...base, widget: 'boolean', default: false, ...(name === 'confirmed' ? { hint: confirmedHint } : {}) }
    case 'array': {
      const items = schema.items ?? {}
      const sizes = listSizes(schema)
      if (items.type === 'object') {
        const fields = objectFields(items, `${path}[]`)
        return { ...base, widget: 'list', ...sizes, fields, ...listSummary(fields) }
      }
      // Each item its own input, open, so a keyword or a name may hold a comma.
      const item = { ...fieldFor(name, items, true, `${path}[]`), label: base.label }
      return { ...base, widget: 'list', ...sizes, collapsed: false, field: item }
    }
    case 'object':
      return { ...base, widget: 'object', fields: objectFields(schema, path) }
    default:
      throw new Error(`${path}: the content manager has no field for this schema (${JSON.stringify(schema)})`)
  }
}

/** The fields of an object schema, or of a record whose keys are a fixed list (content/site/pages.yaml). */
function objectFields(schema: JsonSchema, path: string): CmsField[] {
  const keys = schema.propertyNames?.enum
  if (keys && typeof schema.additionalProperties === 'object') {
    const value = schema.additionalProperties
    return keys.map((key) => fieldFor(String(key), value, true, `${path}.${String(key)}`))
  }
  const required = new Set(schema.required ?? [])
  return Object.entries(schema.properties ?? {}).map(([name, property]) =>
    fieldFor(name, property, required.has(name), `${path}.${name}`),
  )
}

const jsonSchemaOf = (schema: z.ZodType) =>
  z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as unknown as JsonSchema

/** The fields of one entry of a collection: the schema of a list's items, or of the whole file. */
export function cmsFields(name: CollectionName): CmsField[] {
  const schema = jsonSchemaOf(collections[name].schema)
  return objectFields(schema.type === 'array' ? (schema.items ?? {}) : schema, name)
}

/** The collections kept one Markdown file per entry, as the editor lists them. */
const folderCollections = {
  towns: { name: 'towns', label: 'Towns', singular: 'Town', identifier: 'city' },
  counties: { name: 'counties', label: 'Counties', singular: 'County', identifier: 'name' },
  cityProfiles: { name: 'cities', label: 'Cities', singular: 'City', identifier: 'cityName' },
  cityGuides: { name: 'guides', label: 'City guides', singular: 'City guide', identifier: 'citySlug' },
  articles: { name: 'articles', label: 'Articles', singular: 'Article', identifier: 'title' },
} as const satisfies Record<keyof typeof folders, unknown>

/** A field that names an entry of another folder is chosen from that folder's entries. */
const references: Partial<Record<keyof typeof folders, Record<string, keyof typeof folders>>> = {
  towns: { county: 'counties' },
  counties: { featuredTown: 'towns' },
  cityGuides: { citySlug: 'cityProfiles' },
}

const articleButtons = ['bold', 'italic', 'link', 'heading-two', 'heading-three', 'bulleted-list', 'numbered-list']

/** What the text after a file's front matter holds, for the editor's hint. */
const bodyHints: Partial<Record<keyof typeof folders, string>> = {
  cityGuides: 'Two to four paragraphs, separated by a blank line.',
  articles: 'Markdown: ## for a section heading, [text](/path) for a link.',
}

function folderFields(folder: keyof typeof folders, schemaFields: CmsField[]): CmsField[] {
  const { body, key } = folders[folder]
  const fields = schemaFields
    .filter((field) => field.name !== body)
    .map((field) => {
      const target = references[folder]?.[field.name]
      if (!target) return field
      const { identifier } = folderCollections[target]
      return {
        label: field.label,
        name: field.name,
        widget: 'relation',
        collection: folderCollections[target].name,
        value_field: folders[target].key,
        search_fields: [identifier],
        display_fields: [identifier],
      }
    })
    .map((field) =>
      field.name === key
        ? {
            ...field,
            hint: 'Names the file and the page address when the entry is created; renaming a page later needs a developer (its old address must redirect).',
          }
        : field,
    )
  const bodyField = body ? schemaFields.find((field) => field.name === body) : undefined
  return [
    ...fields,
    {
      label: bodyField?.label ?? 'Article',
      name: 'body',
      widget: folder === 'articles' ? 'markdown' : 'text',
      // What the articles' Markdown renders (builder/articles.ts): no pictures or code blocks inside an article.
      ...(folder === 'articles' ? { modes: ['raw', 'rich_text'], buttons: articleButtons, editor_components: [] } : {}),
      ...(bodyField?.pattern ? { pattern: bodyField.pattern } : {}),
      ...(bodyHints[folder] ? { hint: bodyHints[folder] } : {}),
    },
  ]
}

/** The YAML files of content/site/, grouped as the editor shows them; every file not named here is page copy. */
const siteGroups: Array<{ name: string; label: string; files: CollectionName[] }> = [
  { name: 'business', label: 'Business profile', files: ['business'] },
  { name: 'faqs', label: 'FAQs', files: ['faqEntries'] },
  { name: 'testimonials', label: 'Testimonials', files: ['testimonials'] },
]

const placeholderNote =
  'Write {businessName}, {shortName}, {phone}, {email}, {openingTime}, {closingTime}, {legalEntity}, {mailingAddress} or {offerPercent} where the business profile should fill them in; {city} and {county} are filled per page where a field asks for them.'

function siteFile(name: CollectionName) {
  const collection: { file: string; list?: string } = collections[name]
  const fields = cmsFields(name)
  const fileName = collection.file.replace(/^.*\//, '').replace(/\.yaml$/, '')
  return {
    name: fileName,
    label: fieldLabel(fileName.replace(/-(\w)/g, (_, letter: string) => letter.toUpperCase())),
    file: collection.file,
    // A file holding a list keeps it under its key (questions:, images:, testimonials:).
    fields: collection.list
      ? [
          {
            label: fieldLabel(collection.list),
            name: collection.list,
            widget: 'list',
            ...listSizes(jsonSchemaOf(collections[name].schema)),
            fields,
            ...listSummary(fields),
          },
        ]
      : fields,
  }
}

/** decap-server's address, where `npm run cms` runs it (server/cms.ts). */
export const localBackendUrl = (port: number): string => `http://localhost:${port}/api/v1`

function backendConfig(settings: CmsSettings): Record<string, unknown> {
  if (settings.backend === 'local')
    return { backend: { name: 'proxy', proxy_url: localBackendUrl(settings.localPort), branch: 'main' } }
  const { backend, repo, branch, authUrl, appId } = settings
  return {
    backend: {
      name: backend,
      repo,
      branch,
      ...(backend === 'github' ? { base_url: authUrl } : { auth_type: 'pkce', app_id: appId }),
      ...(backend === 'gitlab' && authUrl ? { api_root: `${new URL(authUrl).origin}/api/v4`, base_url: authUrl } : {}),
      commit_messages: { create: 'Add {{collection}} "{{slug}}"', update: 'Edit {{collection}} "{{slug}}"' },
    },
  }
}

/** A collection kept one Markdown file per entry, as config.yml gives it. */
export interface CmsFolderCollection {
  name: string
  folder: string
  fields: CmsField[]
  [option: string]: unknown
}

/** A collection of single YAML files, each an entry with its own fields. */
export interface CmsFilesCollection {
  name: string
  files: Array<{ name: string; label: string; file: string; fields: CmsField[] }>
  [option: string]: unknown
}

/** Every collection of content/, each file or folder once: the folders first, then content/site/'s files by group. */
export function cmsCollections(): Array<CmsFolderCollection | CmsFilesCollection> {
  const yamlFiles = (Object.keys(collections) as CollectionName[]).filter((name) =>
    collections[name].file.endsWith('.yaml'),
  )
  const grouped = new Set(siteGroups.flatMap((group) => group.files))
  const pageCopy = yamlFiles.filter((name) => !grouped.has(name))
  return [
    ...(Object.keys(folderCollections) as Array<keyof typeof folders>).map((folder) => {
      const { name, label, singular, identifier } = folderCollections[folder]
      const key = folders[folder].key
      return {
        name,
        label,
        label_singular: singular,
        description: placeholderNote,
        folder: folders[folder].folder,
        extension: 'md',
        format: 'frontmatter',
        create: true,
        // {{fields.x}} is the field's value; {{slug}} would be the identifier field's, made a slug.
        slug: `{{fields.${key}}}`,
        identifier_field: identifier,
        fields: folderFields(folder, objectFields(jsonSchemaOf(folders[folder].schema), folder)),
      }
    }),
    ...[...siteGroups, { name: 'pages', label: 'Page copy and settings', files: pageCopy }].map((group) => ({
      name: group.name,
      label: group.label,
      description: placeholderNote,
      extension: 'yaml',
      format: 'yaml',
      files: group.files.map(siteFile),
    })),
  ]
}

/** The whole config.yml for a build: where it saves, and every collection of content/ with its schema's fields. */
export function cmsConfig(settings: CmsSettings, siteUrl: string): Record<string, unknown> {
  return {
    ...backendConfig(settings),
    publish_mode: 'simple',
    site_url: siteUrl,
    display_url: siteUrl,
    // The media library is content/images/, where a photo named after a picture's id (content/site/images.yaml)
    // replaces its art (decision 0014); the build names a file that fits no picture. Articles insert no pictures.
    media_folder: 'content/images',
    public_folder: '/images',
    collections: cmsCollections(),
  }
}

/** Where the content manager opens one file of content/: its address under /admin and the entry's name there. */
export interface CmsEntryLink {
  href: string
  label: string
}

let entryLinks: Map<string, CmsEntryLink> | undefined
let entryFolders: Array<{ folder: string; name: string; label: string }> | undefined

/** The content manager's entry for a file of content/ ("content/towns/mayo.md"), or undefined if it edits none. */
export function cmsEntryLink(file: string): CmsEntryLink | undefined {
  if (!entryLinks || !entryFolders) {
    const all = cmsCollections()
    entryFolders = all.flatMap((collection) =>
      typeof collection.folder === 'string'
        ? [{ folder: collection.folder, name: collection.name, label: String(collection.label) }]
        : [],
    )
    entryLinks = new Map(
      all.flatMap((collection) =>
        Array.isArray(collection.files)
          ? (collection as CmsFilesCollection).files.map(({ file: path, name, label }): [string, CmsEntryLink] => [
              path,
              {
                href: `${adminPath}#/collections/${collection.name}/entries/${name}`,
                label: `${String(collection.label)} › ${label}`,
              },
            ])
          : [],
      ),
    )
  }
  const named = entryLinks.get(file)
  if (named) return named
  const slash = file.lastIndexOf('/')
  const inFolder = entryFolders.find((collection) => collection.folder === file.slice(0, slash))
  if (!inFolder || !file.endsWith('.md')) return undefined
  const slug = file.slice(slash + 1, -'.md'.length)
  return {
    href: `${adminPath}#/collections/${inFolder.name}/entries/${slug}`,
    label: `${inFolder.label} › ${slug}`,
  }
}
