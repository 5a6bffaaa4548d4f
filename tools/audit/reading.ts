/**
 * `npm run audit:reading`: what a newcomer has to read, in figures: the README's lines and words, the decision
 * records' words, BENCHMARKS.md's lines, the share of comment lines per folder, and the modules over 400 lines.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join, relative } from 'node:path'
import { projectSources } from './project-sources'

const root = join(import.meta.dirname, '../..')
const read = (path: string) => readFileSync(join(root, path), 'utf8')
const words = (text: string) => text.split(/\s+/).filter(Boolean).length
const lines = (text: string) => text.split('\n').length - (text.endsWith('\n') ? 1 : 0)

/** Non-blank lines, and those of them that are comments (line comments and the insides of block comments). */
function commentShare(text: string): { code: number; comment: number } {
  let inBlock = false
  let code = 0
  let comment = 0
  for (const raw of text.split('\n')) {
    const line = raw.trim()
    if (!line) continue
    if (inBlock) {
      comment++
      if (line.includes('*/')) inBlock = false
    } else if (line.startsWith('//')) comment++
    else if (line.startsWith('/*') || line.startsWith('{/*')) {
      comment++
      inBlock = !line.includes('*/')
    } else code++
  }
  return { code, comment }
}

const readme = read('README.md')
console.log(
  `README.md: ${lines(readme)} lines, ${words(readme)} words, ${readme.split('\n').filter((line) => line.length > 200).length} lines over 200 characters`,
)

const decisionsDir = join(root, 'docs/decisions')
const records = readdirSync(decisionsDir).filter((name) => /^\d{4}-.*\.md$/.test(name))
const recordWords = records.map((name) => ({ name, words: words(readFileSync(join(decisionsDir, name), 'utf8')) }))
const undated = records.filter((name) => !/^Date: /m.test(readFileSync(join(decisionsDir, name), 'utf8')))
const longest = [...recordWords].sort((a, b) => b.words - a.words)
console.log(
  `docs/decisions: ${records.length} records, ${recordWords.reduce((sum, record) => sum + record.words, 0)} words, ` +
    `the longest ${longest[0]?.words ?? 0} (${longest[0]?.name ?? '-'}), ${longest.filter((record) => record.words > 400).length} over 400, ${undated.length} without a date`,
)
console.log(`BENCHMARKS.md: ${lines(read('BENCHMARKS.md'))} lines`)

console.log('Comment lines among non-blank lines:')
const folders = readdirSync(root).filter(
  (name) =>
    !name.startsWith('.') &&
    !['node_modules', 'dist', 'docs', 'public', 'test-results', 'playwright-report'].includes(name) &&
    statSync(join(root, name)).isDirectory(),
)
const long: string[] = []
for (const folder of [...folders, 'supabase/functions'].sort()) {
  const files = projectSources(join(root, folder))
  if (!files.length) continue
  let code = 0
  let comment = 0
  for (const file of files) {
    const text = readFileSync(file, 'utf8')
    const share = commentShare(text)
    code += share.code
    comment += share.comment
    if (folder !== 'supabase/functions' && lines(text) > 400) long.push(`${relative(root, file)} (${lines(text)})`)
  }
  console.log(`  ${folder}/: ${Math.round((100 * comment) / (code + comment))}% of ${code + comment}`)
}
console.log(`Modules over 400 lines: ${long.length ? long.join(', ') : 'none'}`)
