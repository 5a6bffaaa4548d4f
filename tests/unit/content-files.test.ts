import { spawnSync } from 'node:child_process'
import { cpSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { copyProject } from '../../builder/project-copy'
import { projectRoot } from '../../builder/stamp'
import { loadContentFiles } from '../../content/load'
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
    expect(content.towns).toHaveLength(31)
    expect(content.counties.map((county) => county.slug)).toEqual([
      'suwannee-county',
      'columbia-county',
      'dixie-county',
      'hamilton-county',
      'lafayette-county',
      'madison-county',
      'taylor-county',
    ])
    // Towns by their county's order, then by their place in the home grid.
    expect(content.towns.filter((town) => town.county === 'dixie-county').map((town) => town.pageSlug)).toEqual([
      'cross-city',
      'old-town',
      'horseshoe-beach',
      'suwannee',
    ])
    expect(sources.towns[content.towns.findIndex((town) => town.pageSlug === 'mayo')]).toBe('content/towns/mayo.md')
    const liveOak = content.towns.find((town) => town.pageSlug === 'live-oak')!
    expect(liveOak.description).toMatch(/^Live Oak is the seat of Suwannee County/)
    const ocalaGuide = content.cityGuides.find((guide) => guide.citySlug === 'ocala')!
    expect(ocalaGuide.sellingThere).toHaveLength(3)
    expect(ocalaGuide.sellingThere[1]).toMatch(/^What slows an Ocala sale/)
  })

  it('fill the business identity where a file names it, from the one profile', () => {
    const { content } = loadContentFiles()
    const suwannee = content.counties.find((county) => county.slug === 'suwannee-county')!
    expect(suwannee.description).toContain(siteContent.business.phone)
    expect(suwannee.description).not.toContain('{phone}')
    expect(content.articleMetas[0]!.author).toBe(`The ${siteContent.business.shortName} Team`)
    expect(content.cityGuides[0]!.author).toBe(`The ${siteContent.business.shortName} Team`)
  })

  it('name the file and field of a missing field, a wrong type, an unknown field and broken front matter', () => {
    const root = contentCopy()
    edit(root, 'content/towns/live-oak.md', (text) => text.replace(/^gridOrder: 2\n/m, ''))
    edit(root, 'content/towns/branford.md', (text) => text.replace('gridOrder: 8', 'gridOrder: eight'))
    edit(root, 'content/counties/dixie-county.md', (text) => text.replace('featuredTown:', 'featuredTowns:'))
    edit(root, 'content/towns/mayo.md', (text) => text.replace('city: Mayo', 'city: [Mayo'))
    edit(root, 'content/cities/ocala.md', (text) => text.replace(/\n---\n\n[\s\S]*$/, '\n---\n\nToo short.\n'))
    const problems = problemsOf(root)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/live-oak\.md: gridOrder: .*number/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/branford\.md: gridOrder: .*number/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/counties\/dixie-county\.md: .*featuredTowns/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/counties\/dixie-county\.md: featuredTown: /))
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/towns\/mayo\.md: front matter is not valid YAML: /),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/cities\/ocala\.md: the text after the front matter \(intro\): .*200/),
    )
  })

  it('refuse a local fact that does not say whether the owner has confirmed it', () => {
    const root = contentCopy()
    const withoutFirstFlag = (text: string) => text.replace(/^ +confirmed: false\n/m, '')
    edit(root, 'content/towns/fort-white.md', withoutFirstFlag)
    edit(root, 'content/cities/ocala.md', withoutFirstFlag)
    edit(root, 'content/city-guides/ocala.md', withoutFirstFlag)
    const problems = problemsOf(root)
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/towns\/fort-white\.md: situations\[0\]\.confirmed: /),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/cities\/ocala\.md: neighborhoods\[0\]\.confirmed: /),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/city-guides\/ocala\.md: localNotes\[0\]\.confirmed: /),
    )
  })

  it('refuse a file not named by its slug, a long text written as a field, and a file that is not Markdown', () => {
    const root = contentCopy()
    renameSync(join(root, 'content/towns/perry.md'), join(root, 'content/towns/perry-fl.md'))
    edit(root, 'content/towns/jasper.md', (text) =>
      text.replace('county: hamilton-county', 'county: hamilton-county\ndescription: Jasper.'),
    )
    writeFileSync(join(root, 'content/counties/notes.txt'), 'notes')
    const problems = problemsOf(root)
    expect(problems).toContainEqual(
      "content/towns/perry-fl.md: pageSlug: is 'perry', so the file must be named perry.md",
    )
    expect(problems).toContainEqual(
      'content/towns/jasper.md: description: write it as the text after the front matter, not as a field',
    )
    expect(problems).toContainEqual('content/counties/notes.txt: only Markdown files (.md) belong in content/counties')
  })

  it("read the site's YAML files: placeholders filled from the profile, problems named by file and field", () => {
    const { content } = loadContentFiles()
    expect(content.sitePages.contact.title).toBe(
      `Get Your Cash Offer Today | Contact ${siteContent.business.shortName}`,
    )
    expect(content.legalCopy.privacy.intro).toContain(siteContent.business.legalEntity)
    expect(JSON.stringify(content.legalCopy)).not.toMatch(/\{(businessName|phone|email|mailingAddress|offerPercent)\}/)

    const root = contentCopy()
    edit(root, 'content/site/home.yaml', (text) => text.replace(/^hero:\n/m, 'hero:\n  - broken\n  '))
    edit(root, 'content/site/business.yaml', (text) => text.replace(/^phone: .*\n/m, ''))
    edit(root, 'content/site/faqs.yaml', (text) => text.replace('category: cash-offer', 'category: 12'))
    const problems = problemsOf(root)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/home\.yaml: not valid YAML: /))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/business\.yaml: phone: /))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/faqs\.yaml: questions\[\d+\]\.category: /))
  })

  it('name the file of a town whose county does not exist', () => {
    const root = contentCopy()
    edit(root, 'content/towns/mayo.md', (text) => text.replace('county: lafayette-county', 'county: lafayete'))
    const { content, sources } = loadContentFiles(root)
    expect(validateContent({ ...siteContent, ...content }, sources)).toContainEqual(
      expect.stringMatching(/^content\/towns\/mayo\.md: county: unknown county 'lafayete' \(known: suwannee-county, /),
    )
  })
})

describe('the build with a broken content file', () => {
  it('stops before rendering and names the file and field, without a stack trace', () => {
    const copy = copyProject('ncf-broken-content')
    try {
      const town = join(copy.dir, 'content/towns/mayo.md')
      writeFileSync(town, readFileSync(town, 'utf8').replace(/^gridOrder: \d+\n/m, ''))
      const result = spawnSync(process.execPath, ['--import', 'tsx', join(copy.dir, 'builder', 'build.ts')], {
        cwd: copy.dir,
        encoding: 'utf8',
      })
      expect(result.status).toBe(1)
      expect(result.stderr).toMatch(/content\/towns\/mayo\.md: gridOrder: /)
      expect(result.stderr).not.toMatch(/\n\s+at /)
    } finally {
      copy.remove()
    }
  }, 60_000)
})
