/**
 * Part of `npm run format`: rewrites content's Markdown and YAML files in the form the content manager writes
 * (builder/cms/file-form.ts), so a later save in /admin changes only what the editor changed.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { contentFileForms } from '../builder/cms/file-form'
import { projectRoot } from '../builder/stamp'

const changed = contentFileForms(projectRoot).filter(({ text, written }) => text !== written)
for (const { file, written } of changed) writeFileSync(join(projectRoot, file), written)
console.log(
  changed.length
    ? `Rewrote ${changed.length} content file(s) in the content manager's form: ${changed.map(({ file }) => file).join(', ')}`
    : "Every content file is in the content manager's form.",
)
