/**
 * The form Decap CMS writes content's files in (YAML as the yaml package writes it by default, its top-level fields
 * in the order of the collection's fields, the body after the front matter untouched), so that content/ kept in that
 * form changes only where an editor changed something. `npm run format` rewrites every file into it
 * (tools/format-content.ts); a unit test checks that none has drifted.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, stringify } from 'yaml'
import { cmsCollections, type CmsFilesCollection, type CmsFolderCollection } from './config'
import type { CmsField } from './fields'

function inFieldOrder(data: Record<string, unknown>, fields: readonly CmsField[]): Record<string, unknown> {
  const rank = (key: string) => {
    const index = fields.findIndex((field) => field.name === key)
    return index < 0 ? fields.length : index
  }
  return Object.fromEntries(Object.entries(data).sort(([a], [b]) => rank(a) - rank(b)))
}

/** A Markdown file of a folder collection as the content manager would write it. */
export function markdownAsWritten(text: string, fields: readonly CmsField[]): string {
  const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(text)
  if (!match) return text
  return `---\n${stringify(inFieldOrder(parse(match[1] ?? '') as Record<string, unknown>, fields))}---\n${match[2] ?? ''}`
}

/** A YAML file of content/site/ as the content manager would write it. */
export function yamlAsWritten(text: string, fields: readonly CmsField[]): string {
  return stringify(inFieldOrder(parse(text) as Record<string, unknown>, fields))
}

/** Every file of content/ the content manager edits, with its text now and in the form the manager writes. */
export function contentFileForms(root: string): Array<{ file: string; text: string; written: string }> {
  return cmsCollections().flatMap((collection) => {
    const isFolder = (entry: CmsFolderCollection | CmsFilesCollection): entry is CmsFolderCollection =>
      typeof entry.folder === 'string'
    const entries = isFolder(collection)
      ? readdirSync(join(root, collection.folder))
          .filter((name) => name.endsWith('.md'))
          .map((name) => ({ file: `${collection.folder}/${name}`, fields: collection.fields, markdown: true }))
      : collection.files.map(({ file, fields }) => ({ file, fields, markdown: false }))
    return entries.map(({ file, fields, markdown }) => {
      const text = readFileSync(join(root, file), 'utf8')
      return { file, text, written: markdown ? markdownAsWritten(text, fields) : yamlAsWritten(text, fields) }
    })
  })
}
