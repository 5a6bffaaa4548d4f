/**
 * The content manager's configuration (Decap CMS's config.yml): where it saves, and every collection of content/ with
 * the fields its schema gives (builder/cms/fields.ts).
 */
import { folders } from '../../content/load'
import { collections, type CollectionName } from '../../content/validate'
import { adminPath } from '../../src/routing/paths'
import { cmsFields, fieldLabel, jsonSchemaOf, listSizes, listSummary, objectFields, type CmsField } from './fields'
import type { CmsSettings } from './settings'

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
