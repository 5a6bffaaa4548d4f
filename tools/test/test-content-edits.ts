/**
 * `npm run test:content-edits`: the edits a marketer makes in /admin keep `npm test` green and reach the site. In a
 * copy of the project it saves, as the content manager writes files (builder/cms/file-form.ts), a changed market
 * figure, a town added and another removed, a testimonial removed, new opening hours and a new phone number; then it
 * runs the unit tests and the build there and checks the built site: the new phone on every page and in the JSON-LD,
 * the old one nowhere (nor in the functions' copy of content/), the new hours, the added town's pages and none of the
 * removed one's; a dozen questions added to the FAQ page, in its JSON-LD, while its first screen stays within its byte
 * budget. Prints one line per check and "N passed, N failed"; `--report <file>` writes the counts as JSON.
 */
import { spawnSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parse, stringify } from 'yaml'
import { cmsCollections, type CmsFilesCollection, type CmsFolderCollection } from '../../builder/cms/config'
import type { CmsField } from '../../builder/cms/fields'
import { markdownAsWritten, yamlAsWritten } from '../../builder/cms/file-form'
import { copyProject, type ProjectCopy } from '../../builder/project-copy'
import { sitePages } from '../../content/data'
import { collections } from '../../content/validate'
import { formatUsd } from '../../src/lib/format'
import { formatOpeningHours, formatTime } from '../../src/lib/hours'
import { pageHtmlFile, townOfferPath, townPagePath, cityPagePath } from '../../src/routing/paths'
import { firstScreenBudgetKb, firstScreenBytes } from '../page-weight'
import { runMain } from '../reports'

/** What the unit tests read beside the build's inputs (builder/project-copy.ts copies those). */
const unitTestInputs = [
  'tests',
  'tools',
  'server',
  'docs',
  '.github',
  'vitest.config.ts',
  'tsconfig.browser.json',
  'tsconfig.edge.json',
  'eslint.config.js',
  'lighthouserc.cjs',
  'playwright.config.ts',
  'BENCHMARKS.md',
  'README.md',
]

/** A number no test or sample uses, outside the 555-01xx range kept for fiction (tools/deploy.ts refuses those). */
const newPhone = '(386) 362-4817'
const newHours = { opens: '09:00', closes: '18:00' }
const newTown = { city: 'Olustee Springs', pageSlug: 'olustee-springs' }

type Fields = Record<string, unknown>

/** The content manager's field list of a file or folder of content/, which sets the order it writes fields in. */
function cmsFieldsOf(file: string): readonly CmsField[] {
  for (const collection of cmsCollections()) {
    if (typeof collection.folder === 'string') {
      if (file.startsWith(`${collection.folder}/`)) return (collection as CmsFolderCollection).fields
      continue
    }
    const entry = (collection as CmsFilesCollection).files.find((candidate) => candidate.file === file)
    if (entry) return entry.fields
  }
  throw new Error(`${file} is not a file the content manager edits; pick one of builder/cms/config.ts's collections.`)
}

/** Reads and writes content/ in a copy the way the content manager's local backend saves an entry. */
function contentFiles(root: string) {
  const path = (file: string) => join(root, file)
  const splitMarkdown = (file: string) => {
    const match = /^---\r?\n([\s\S]*?)\r?\n---\r?\n([\s\S]*)$/.exec(readFileSync(path(file), 'utf8'))
    if (!match) throw new Error(`${file} has no front matter between two --- lines.`)
    return { data: parse(match[1] ?? '') as Fields, body: match[2] ?? '' }
  }
  return {
    readYaml: (file: string) => parse(readFileSync(path(file), 'utf8')) as Fields,
    writeYaml: (file: string, data: Fields) =>
      writeFileSync(path(file), yamlAsWritten(stringify(data), cmsFieldsOf(file))),
    readMarkdown: splitMarkdown,
    writeMarkdown: (file: string, data: Fields, body: string) =>
      writeFileSync(path(file), markdownAsWritten(`---\n${stringify(data)}---\n${body}`, cmsFieldsOf(file))),
    list: (folder: string) =>
      readdirSync(path(folder))
        .filter((name) => name.endsWith('.md'))
        .map((name) => `${folder}/${name}`),
    remove: (file: string) => rmSync(path(file)),
    /** Every file of content/ as text, so an entry's references can be looked for by its slug. */
    allText: (except: string) =>
      walk(path('content'))
        .filter((file) => /\.(md|ya?ml)$/.test(file) && relative(root, file) !== except)
        .map((file) => readFileSync(file, 'utf8'))
        .join('\n'),
  }
}

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  )
}

const mentions = (text: string, word: string) =>
  new RegExp(`(^|[^a-z0-9-])${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}([^a-z0-9-]|$)`, 'm').test(text)

interface Edits {
  oldPhone: string
  oldHours: { opens: string; closes: string }
  city: { pageSlug: string; medianPrice: number }
  addedTown: string
  removedTown: string
  removedTestimonial: string
  addedQuestions: string[]
}

/**
 * Saves the edits in the copy. The town and testimonial removed are chosen from the content as it stands: the last
 * in the home grid (or list) that no other file names, whose county keeps another town.
 */
function applyEdits(root: string): Edits {
  const files = contentFiles(root)
  const businessFile = collections.business.file
  const business = files.readYaml(businessFile)
  const oldPhone = String(business.phone)
  const oldHours = business.hours as Edits['oldHours']
  files.writeYaml(businessFile, { ...business, phone: newPhone, hours: newHours })

  const citiesFolder = collections.cityProfiles.file.replace(/\/$/, '')
  const cityFile = files.list(citiesFolder).find((file) => files.readMarkdown(file).data.marketSnapshot)
  if (!cityFile) throw new Error(`No city of ${citiesFolder} has its own market snapshot to change.`)
  const city = files.readMarkdown(cityFile)
  const snapshot = city.data.marketSnapshot as Fields
  const medianPrice = Number(snapshot.medianPrice) + 7_500
  files.writeMarkdown(cityFile, { ...city.data, marketSnapshot: { ...snapshot, medianPrice } }, city.body)

  const townsFolder = collections.towns.file.replace(/\/$/, '')
  const towns = files.list(townsFolder).map((file) => ({ file, ...files.readMarkdown(file) }))
  const countyOf = (town: (typeof towns)[number]) => String(town.data.county)
  const byGrid = [...towns].sort((a, b) => Number(b.data.gridOrder) - Number(a.data.gridOrder))
  const removed = byGrid.find(
    (town) =>
      towns.some((other) => other !== town && countyOf(other) === countyOf(town)) &&
      !mentions(files.allText(town.file), String(town.data.pageSlug)),
  )
  if (!removed) throw new Error(`Every town of ${townsFolder} is named by another file; none can be removed alone.`)
  const source = towns.find((town) => town !== removed)!
  const sourceCity = String(source.data.city)
  const renamed = (text: string) => text.replaceAll(sourceCity, newTown.city)
  files.writeMarkdown(
    `${townsFolder}/${newTown.pageSlug}.md`,
    {
      ...(parse(renamed(stringify(source.data))) as Fields),
      pageSlug: newTown.pageSlug,
      city: newTown.city,
      gridOrder: Number(byGrid[0]!.data.gridOrder) + 1,
    },
    renamed(source.body),
  )
  files.remove(removed.file)

  const testimonialsFile = collections.testimonials.file
  const testimonials = files.readYaml(testimonialsFile)
  const list = testimonials[collections.testimonials.list] as Fields[]
  const unused = [...list].reverse().find((entry) => !mentions(files.allText(testimonialsFile), String(entry.id)))
  if (!unused) throw new Error(`Every testimonial of ${testimonialsFile} is named by a page; none can be removed.`)
  files.writeYaml(testimonialsFile, {
    ...testimonials,
    [collections.testimonials.list]: list.filter((entry) => entry !== unused),
  })

  // The FAQ page grows by a dozen questions, each with an answer it already has, as a marketer might add them.
  const faqsFile = collections.faqEntries.file
  const faqs = files.readYaml(faqsFile)
  const questions = faqs[collections.faqEntries.list] as Fields[]
  const added = Array.from({ length: 12 }, (_, index) => {
    const model = questions[index % questions.length]!
    return {
      ...model,
      id: `added-question-${index + 1}`,
      question: `Is added question number ${index + 1} answered on the FAQ page?`,
    }
  })
  files.writeYaml(faqsFile, { ...faqs, [collections.faqEntries.list]: [...questions, ...added] })

  return {
    oldPhone,
    oldHours,
    city: { pageSlug: String(city.data.pageSlug), medianPrice },
    addedTown: newTown.pageSlug,
    removedTown: String(removed.data.pageSlug),
    removedTestimonial: String(unused.id),
    addedQuestions: added.map((entry) => entry.question),
  }
}

/** The ways a phone number is written in pages, links, JSON-LD and texts: (352) 555-0142, tel:+13525550142, ... */
function phoneForms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '')
  const [area, exchange, line] = [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)]
  return [
    phone,
    `${area}-${exchange}-${line}`,
    `${area}.${exchange}.${line}`,
    `+1${digits}`,
    `+1-${area}-${exchange}-${line}`,
  ]
}

/** The unit tests in the copy, with its own Vitest config; the failing tests' names when some fail. */
function runUnitTests(copy: ProjectCopy): { ok: boolean; detail: string } {
  const results = join(copy.dir, 'unit-results.json')
  const vitest = join(copy.dir, 'node_modules', 'vitest', 'vitest.mjs')
  const run = spawnSync(
    process.execPath,
    [vitest, 'run', '--reporter=dot', '--reporter=json', `--outputFile.json=${results}`],
    {
      cwd: copy.dir,
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  )
  if (!existsSync(results)) return { ok: false, detail: `vitest wrote no results (exit ${run.status})` }
  const report = JSON.parse(readFileSync(results, 'utf8')) as {
    numPassedTests: number
    numFailedTests: number
    testResults: Array<{ name: string; assertionResults: Array<{ fullName: string; status: string }> }>
  }
  const failed = report.testResults.flatMap((file) =>
    file.assertionResults
      .filter((test) => test.status === 'failed')
      .map((test) => `${relative(copy.dir, file.name)}: ${test.fullName}`),
  )
  return {
    ok: run.status === 0 && report.numFailedTests === 0,
    detail: `${report.numPassedTests} passed, ${report.numFailedTests} failed${failed.length ? `: ${failed.join('; ')}` : ''}`,
  }
}

async function main(): Promise<number> {
  const reportIndex = process.argv.indexOf('--report')
  const reportFile = reportIndex >= 0 ? process.argv[reportIndex + 1] : undefined
  const started = performance.now()
  let passed = 0
  let failed = 0
  const check = (ok: boolean, what: string, detail = '') => {
    if (ok) passed += 1
    else failed += 1
    console.log(`${ok ? 'PASS' : 'FAIL'}  ${what}${detail ? ` (${detail})` : ''}`)
  }

  const copy = copyProject('content-edits', { also: unitTestInputs })
  try {
    const edits = applyEdits(copy.dir)
    console.log(
      `Edited in ${copy.dir}: phone ${edits.oldPhone} -> ${newPhone}; hours ${formatOpeningHours(edits.oldHours)} -> ` +
        `${formatOpeningHours(newHours)}; ${edits.city.pageSlug} median ${formatUsd(edits.city.medianPrice)}; ` +
        `town ${edits.addedTown} added, ${edits.removedTown} removed; testimonial ${edits.removedTestimonial} removed; ` +
        `${edits.addedQuestions.length} questions added to the FAQ.`,
    )

    const unit = runUnitTests(copy)
    check(unit.ok, 'the unit tests pass on the edited content', unit.detail)
    let built = true
    try {
      copy.build()
    } catch (error) {
      built = false
      check(false, 'the build passes on the edited content', (error as Error).message)
    }
    if (built) {
      check(true, 'the build passes on the edited content')
      const dist = copy.distDir
      const page = (path: string) => {
        const file = join(dist, pageHtmlFile(path))
        return existsSync(file) ? readFileSync(file, 'utf8') : undefined
      }
      // The site's files and the staff origin's (the console's bundle and /admin/launch name the phone too).
      const textFiles = [...walk(dist), ...walk(join(copy.dir, 'dist-staff'))].filter((file) =>
        /\.(html|js|json|xml|txt|webmanifest)$|_headers$|_redirects$/.test(file),
      )
      const pages = walk(dist).filter((file) => file.endsWith('.html'))
      const functionCopy = join(copy.dir, 'supabase', 'functions', '_shared', 'site-content.generated.ts')

      const withoutPhone = pages.filter((file) => !readFileSync(file, 'utf8').includes(newPhone))
      check(
        withoutPhone.length === 0,
        `every page shows the new phone ${newPhone}`,
        withoutPhone.length
          ? `missing on ${withoutPhone
              .slice(0, 5)
              .map((file) => relative(dist, file))
              .join(', ')}`
          : `${pages.length} pages`,
      )
      const jsonLdOf = (html: string) =>
        [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
          .map((match) => match[1])
          .join('\n')
      const jsonLd = jsonLdOf(page('/') ?? '')
      check(
        jsonLd.includes(phoneForms(newPhone)[4]!),
        "the home page's JSON-LD carries the new phone",
        `telephone ${phoneForms(newPhone)[4]}`,
      )
      const oldForms = phoneForms(edits.oldPhone)
      const withOldPhone = [...textFiles, functionCopy].filter((file) => {
        const text = readFileSync(file, 'utf8')
        return oldForms.some((form) => text.includes(form))
      })
      check(
        withOldPhone.length === 0,
        `the old phone ${edits.oldPhone} is nowhere in dist/, dist-staff/ nor the functions' copy of content/`,
        withOldPhone
          .map((file) => relative(copy.dir, file))
          .slice(0, 5)
          .join(', '),
      )
      const functionContent = readFileSync(functionCopy, 'utf8')
      check(
        functionContent.includes(newPhone) &&
          functionContent.includes(`from ${formatTime(newHours.opens)} to ${formatTime(newHours.closes)}`),
        "the functions' copy of content/ (TwiML, texts, e-mails) has the new phone and hours",
      )

      const hoursShown = formatOpeningHours(newHours)
      check(
        (page('/') ?? '').includes(hoursShown) && jsonLd.includes(`"opens":"${newHours.opens}"`),
        `the new hours ${hoursShown} are in the footer and the JSON-LD`,
      )
      const oldHoursWritten = [
        formatOpeningHours(edits.oldHours),
        `from ${formatTime(edits.oldHours.opens)} to ${formatTime(edits.oldHours.closes)}`,
        `between ${formatTime(edits.oldHours.opens)} and ${formatTime(edits.oldHours.closes)}`,
      ]
      const withOldHours = pages.filter((file) => {
        const text = readFileSync(file, 'utf8')
          .replaceAll('&nbsp;', ' ')
          .replace(/<[^>]+>/g, '')
        return oldHoursWritten.some((written) => text.includes(written))
      })
      check(
        withOldHours.length === 0,
        `no page still gives the old hours ${formatOpeningHours(edits.oldHours)}`,
        withOldHours
          .map((file) => relative(dist, file))
          .slice(0, 5)
          .join(', '),
      )

      check(
        (page(cityPagePath(edits.city.pageSlug)) ?? '').includes(formatUsd(edits.city.medianPrice)),
        `the city page ${cityPagePath(edits.city.pageSlug)} shows the changed median price ${formatUsd(edits.city.medianPrice)}`,
      )
      check(
        (page(townPagePath(edits.addedTown)) ?? '').includes(newTown.city) && !!page(townOfferPath(edits.addedTown)),
        `the added town has its pages ${townPagePath(edits.addedTown)} and ${townOfferPath(edits.addedTown)}`,
      )
      const faqPath = sitePages.faq.path
      const faqHtml = page(faqPath) ?? ''
      const faqJsonLd = jsonLdOf(faqHtml)
      const unlisted = edits.addedQuestions.filter((question) => !faqJsonLd.includes(JSON.stringify(question)))
      const firstScreen = firstScreenBytes(faqHtml)
      check(
        unlisted.length === 0 && firstScreen !== undefined && firstScreen <= firstScreenBudgetKb * 1024,
        `${faqPath} lists the ${edits.addedQuestions.length} added questions in its JSON-LD and its first screen stays within ${firstScreenBudgetKb} KB`,
        `first screen ${firstScreen === undefined ? 'not found' : `${(firstScreen / 1024).toFixed(1)} KB`}` +
          (unlisted.length ? `; not in its JSON-LD: ${unlisted.slice(0, 2).join('; ')}` : ''),
      )
      const removedPaths = [townPagePath(edits.removedTown), townOfferPath(edits.removedTown)]
      const linking = pages.filter((file) =>
        removedPaths.some((path) => readFileSync(file, 'utf8').includes(`href="${path}"`)),
      )
      check(
        removedPaths.every((path) => page(path) === undefined) && linking.length === 0,
        `the removed town's pages ${removedPaths.join(' and ')} are gone and no page links to them`,
        linking
          .map((file) => relative(dist, file))
          .slice(0, 5)
          .join(', '),
      )
    }
  } finally {
    copy.remove()
  }
  console.log(`Took ${((performance.now() - started) / 1000).toFixed(0)} s.`)
  console.log(`${passed} passed, ${failed} failed`)
  if (reportFile) writeFileSync(reportFile, JSON.stringify({ passed, failed }))
  return failed === 0 ? 0 : 1
}

runMain(main)
