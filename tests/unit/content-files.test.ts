import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyProject } from '../../builder/project-copy'
import { projectRoot } from '../../builder/stamp'
import { loadContentFiles, readFrontMatter } from '../../content/load'
import { siteContent } from '../../content/site-content'
import { ContentError, validateContent } from '../../content/validate'

const scratch: string[] = []
afterEach(() => {
  for (const dir of scratch.splice(0)) rmSync(dir, { recursive: true, force: true })
})

/** A copy of content/ to break, as a project root. */
function contentCopy(): string {
  const root = mkdtempSync(join(tmpdir(), 'ncf-content-'))
  scratch.push(root)
  const pictures = join(projectRoot, 'content', 'images')
  cpSync(join(projectRoot, 'content'), join(root, 'content'), {
    recursive: true,
    filter: (path) => !path.startsWith(pictures),
  })
  return root
}

const edit = (root: string, file: string, change: (text: string) => string) =>
  writeFileSync(join(root, file), change(readFileSync(join(root, file), 'utf8')))

/** The files the tests break, picked by place in their collection, never by name, so an editor may remove any. */
const { sources: realSources, content: realContent } = loadContentFiles()
const townFile = realSources.towns[0]!
const countyFile = realSources.counties[0]!
const cityFile = realSources.cityProfiles[0]!
const guideFile = realSources.cityGuides[0]!
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

function problemsOf(root: string): string[] {
  try {
    loadContentFiles(root)
  } catch (error) {
    if (error instanceof ContentError) return error.problems
    throw error
  }
  return []
}

describe("content's files", () => {
  it('are read in the order the site shows them, with the body as the long text', () => {
    const { content, sources } = loadContentFiles()
    const townFiles = readdirSync(join(projectRoot, 'content', 'towns')).filter((name) => name.endsWith('.md'))
    expect(content.towns).toHaveLength(townFiles.length)
    const countyOrders = content.counties.map((county) => county.order)
    expect(countyOrders).toEqual([...countyOrders].sort((a, b) => a - b))
    // Towns by their county's order, then by their place in the home grid.
    const countyIndex = (slug: string) => content.counties.findIndex((county) => county.slug === slug)
    const places = content.towns.map((town) => [countyIndex(town.county), town.gridOrder] as const)
    expect(places).toEqual([...places].sort(([countyA, gridA], [countyB, gridB]) => countyA - countyB || gridA - gridB))
    content.towns.forEach((town, index) => expect(sources.towns[index]).toBe(`content/towns/${town.pageSlug}.md`))
    const body = (file: string) => {
      const read = readFrontMatter(file, readFileSync(join(projectRoot, file), 'utf8'))
      if ('problem' in read) throw new Error(read.problem)
      return read.body.trim()
    }
    expect(content.towns[0]!.description).toBe(body(sources.towns[0]!))
    const paragraphs = body(sources.cityGuides[0]!).split(/\n\s*\n/)
    expect(content.cityGuides[0]!.sellingThere).toHaveLength(paragraphs.length)
    expect(content.cityGuides[0]!.sellingThere.at(-1)).toBe(paragraphs.at(-1)!.replace(/\s*\n\s*/g, ' '))
  })

  it('fill the business identity where a file names it, from the one profile', () => {
    const root = contentCopy()
    edit(root, countyFile, (text) => `${text.trimEnd()} Call {businessName} ({shortName}) at {phone} or {email}.\n`)
    const { business } = siteContent
    const county = loadContentFiles(root).content.counties[0]!
    expect(county.description).toContain(
      `Call ${business.name} (${business.shortName}) at ${business.phone} or ${business.email}.`,
    )
  })

  it('name the file and field of a missing field, a wrong type, an unknown field and broken front matter', () => {
    const root = contentCopy()
    edit(root, townFile, (text) => text.replace(/^gridOrder: \d+\n/m, ''))
    edit(root, countyFile, (text) =>
      text.replace(/^order: \d+$/m, 'order: eight').replace('featuredTown:', 'featuredTowns:'),
    )
    edit(root, guideFile, (text) => text.replace(/^citySlug: (.*)$/m, 'citySlug: [$1'))
    edit(root, cityFile, (text) => text.replace(/\n---\n\n[\s\S]*$/, '\n---\n\nToo short.\n'))
    const problems = problemsOf(root)
    const [town, county, guide, city] = [townFile, countyFile, guideFile, cityFile].map(escaped)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${town}: gridOrder: .*number`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${county}: order: .*number`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${county}: .*featuredTowns`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${county}: featuredTown: `)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${guide}: front matter is not valid YAML: `)))
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${city}: the text after the front matter \\(intro\\): .*200`)),
    )
  })

  it('refuse a local fact that does not say whether the owner has confirmed it', () => {
    const root = contentCopy()
    const withoutFirstFlag = (text: string) => text.replace(/^ +confirmed: (true|false)\n/m, '')
    for (const file of [townFile, cityFile, guideFile]) edit(root, file, withoutFirstFlag)
    const problems = problemsOf(root)
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${escaped(townFile)}: situations\\[0\\]\\.confirmed: `)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${escaped(cityFile)}: neighborhoods\\[0\\]\\.confirmed: `)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${escaped(guideFile)}: localNotes\\[0\\]\\.confirmed: `)),
    )
  })

  it('refuse a file not named by its slug, a long text written as a field, and a file that is not Markdown', () => {
    const root = contentCopy()
    const slug = realContent.towns[0]!.pageSlug
    renameSync(join(root, townFile), join(root, `content/towns/${slug}-fl.md`))
    const lastTownFile = realSources.towns.at(-1)!
    edit(root, lastTownFile, (text) => text.replace(/^(county: .*)$/m, '$1\ndescription: Too short.'))
    writeFileSync(join(root, 'content/counties/notes.txt'), 'notes')
    const problems = problemsOf(root)
    expect(problems).toContainEqual(
      `content/towns/${slug}-fl.md: pageSlug: is '${slug}', so the file must be named ${slug}.md`,
    )
    expect(problems).toContainEqual(
      `${lastTownFile === townFile ? `content/towns/${slug}-fl.md` : lastTownFile}: description: write it as the text after the front matter, not as a field`,
    )
    expect(problems).toContainEqual('content/counties/notes.txt: only Markdown files (.md) belong in content/counties')
  })

  it("read the site's YAML files: placeholders filled from the profile, problems named by file and field", () => {
    const { content } = loadContentFiles()
    expect(JSON.stringify(content)).not.toMatch(
      /\{(businessName|shortName|phone|email|legalEntity|mailingAddress|offerPercent|openingTime|closingTime)\}/,
    )
    const root = contentCopy()
    edit(root, 'content/site/pages.yaml', (text) =>
      text.replace(/^(contact:\n(?: {2}.*\n)*? {2}title: ).*$/m, '$1Call {shortName} at {phone}'),
    )
    const { business } = siteContent
    expect(loadContentFiles(root).content.sitePages.contact.title).toBe(
      `Call ${business.shortName} at ${business.phone}`,
    )

    edit(root, 'content/site/home.yaml', (text) => text.replace(/^hero:\n/m, 'hero:\n  - broken\n  '))
    edit(root, 'content/site/business.yaml', (text) => text.replace(/^phone: .*\n/m, ''))
    edit(root, 'content/site/faqs.yaml', (text) => text.replace(/category: \S+/, 'category: 12'))
    const problems = problemsOf(root)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/home\.yaml: not valid YAML: /))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/business\.yaml: phone: /))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/faqs\.yaml: questions\[\d+\]\.category: /))
  })

  it('name the file of a town whose county does not exist', () => {
    const root = contentCopy()
    edit(root, townFile, (text) => text.replace(/^county: .*$/m, 'county: lafayete'))
    const { content, sources } = loadContentFiles(root)
    expect(validateContent({ ...siteContent, ...content }, sources)).toContainEqual(
      expect.stringContaining(
        `${townFile}: county: unknown county 'lafayete' (known: ${content.counties.map((county) => county.slug).join(', ')})`,
      ),
    )
  })
})

describe('the build with a broken content file', () => {
  it('stops before rendering and names the file and field, without a stack trace', () => {
    const copy = copyProject('ncf-broken-content')
    try {
      const town = join(copy.dir, townFile)
      writeFileSync(town, readFileSync(town, 'utf8').replace(/^gridOrder: \d+\n/m, ''))
      const result = spawnSync(process.execPath, ['--import', 'tsx', join(copy.dir, 'builder', 'build.ts')], {
        cwd: copy.dir,
        encoding: 'utf8',
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toMatch(new RegExp(`${escaped(townFile)}: gridOrder: `))
      expect(result.stderr).not.toMatch(/\n\s+at /)
    } finally {
      copy.remove()
    }
  }, 60_000)
})
