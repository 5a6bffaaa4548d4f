/**
 * `npm run bench:scale`: how the build's cost grows with the number of towns. For each factor (default 1, 10 and
 * 100) it copies the project to a temporary folder, writes synthetic county and town files into that copy's content (each
 * real one repeated under a numbered name and slug, so every town still has its own pages, calculator and redirect), runs
 * the whole build there in a fresh process and reports the wall time, the pages written and pages per second. The
 * project's own files are never changed. Prints a table and writes it to reports/build-scaling.md.
 *
 *   npm run bench:scale                  factors 1, 10, 100
 *   npm run bench:scale -- --factors 1,10
 */
import { readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { parseArgs } from 'node:util'
import { stringify } from 'yaml'
import { counties, towns } from '../../content/data'
import { copyProject } from '../../builder/project-copy'
import { markdownTable, runMain, writeReport } from '../reports'

/** A Markdown file of content's: the fields as front matter, then the long text. */
const markdownFile = (fields: object, body: string) => `---\n${stringify(fields, { lineWidth: 0 })}---\n\n${body}\n`

/**
 * Writes `factor - 1` numbered copies of every county and town into the copy's content/. Copies get short names
 * ("Town 40", "County 9") so titles stay within their limits, their own order and grid places, and each copy of a
 * county holds the copies of its own towns, so county pages keep their size and only the number of pages grows.
 */
function writeSyntheticContent(contentDir: string, factor: number): void {
  let countyNumber = counties.length
  for (const { description, ...county } of counties) {
    for (let copy = 2; copy <= factor; copy++) {
      const name = `County ${++countyNumber}`
      const slug = `${county.slug}-${copy}`
      const fields = {
        ...county,
        slug,
        name,
        order: county.order + counties.length * (copy - 1),
        title: county.title.replaceAll(county.name, name),
        featuredTown: `${county.featuredTown}-${copy}`,
      }
      writeFileSync(
        join(contentDir, 'counties', `${slug}.md`),
        markdownFile(fields, description.replaceAll(county.name, name)),
      )
    }
  }
  let townNumber = towns.length
  for (const { description, ...town } of towns) {
    for (let copy = 2; copy <= factor; copy++) {
      const city = `Town ${++townNumber}`
      const rename = (text: string) => text.replaceAll(town.city, city)
      const pageSlug = `${town.pageSlug}-${copy}`
      const fields = {
        ...town,
        pageSlug,
        city,
        gridOrder: town.gridOrder + towns.length * (copy - 1),
        county: `${town.county}-${copy}`,
        keywords: town.keywords.map(rename),
        faqs: town.faqs.map((faq) => ({ question: rename(faq.question), answer: rename(faq.answer) })),
      }
      writeFileSync(join(contentDir, 'towns', `${pageSlug}.md`), markdownFile(fields, rename(description)))
    }
  }
}

function directorySize(dir: string, suffix: string): number {
  let total = 0
  for (const entry of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    if (entry.endsWith(suffix)) total += statSync(join(dir, entry)).size
  }
  return total
}

interface ScaleRow {
  factor: number
  towns: number
  pages: number
  seconds: number
  htmlBytes: number
}

function buildAt(factor: number): ScaleRow {
  const copy = copyProject(`ncf-scale-${factor}x`)
  try {
    if (factor > 1) writeSyntheticContent(join(copy.dir, 'content'), factor)
    const started = performance.now()
    try {
      copy.build()
    } catch {
      throw new Error(`The build with ${factor}x the towns failed (see above).`)
    }
    const seconds = (performance.now() - started) / 1000
    const stamp = JSON.parse(readFileSync(join(copy.dir, '.build-stamp.json'), 'utf8')) as { pages: number }
    return {
      factor,
      towns: towns.length * factor,
      pages: stamp.pages,
      seconds,
      htmlBytes: directorySize(copy.distDir, '.html'),
    }
  } finally {
    copy.remove()
  }
}

export function formatScaleTable(rows: readonly ScaleRow[]): string {
  const base = rows[0]!
  const header = [
    'Towns',
    'Pages',
    'Build time',
    'Pages/s',
    'ms per page',
    'HTML written',
    'Time vs first',
    'Pages vs first',
  ]
  const lines = rows.map((row) => [
    `${row.towns} (${row.factor}x)`,
    String(row.pages),
    `${row.seconds.toFixed(1)} s`,
    (row.pages / row.seconds).toFixed(1),
    ((row.seconds * 1000) / row.pages).toFixed(0),
    `${(row.htmlBytes / 1024 / 1024).toFixed(1)} MB`,
    `${(row.seconds / base.seconds).toFixed(1)}x`,
    `${(row.pages / base.pages).toFixed(1)}x`,
  ])
  return markdownTable(header, lines)
}

async function main(): Promise<number> {
  const { values } = parseArgs({ options: { factors: { type: 'string', default: '1,10,100' } } })
  const factors = values.factors.split(',').map(Number)
  if (factors.some((factor) => !Number.isInteger(factor) || factor < 1))
    throw new Error(`--factors must be whole numbers of at least 1, such as 1,10,100; got "${values.factors}"`)
  const rows: ScaleRow[] = []
  for (const factor of factors) {
    console.log(`Building with ${factor}x the towns (${towns.length * factor})...`)
    const row = buildAt(factor)
    rows.push(row)
    console.log(`  ${row.pages} pages in ${row.seconds.toFixed(1)} s = ${(row.pages / row.seconds).toFixed(1)} pages/s`)
  }
  const text = [
    'Whole build (content validation, client and server bundles, pre-rendering, SEO files, pictures from the cache) in a fresh process per size; one run each.',
    '',
    formatScaleTable(rows),
  ].join('\n')
  console.log(`\n${text}`)
  writeReport('build-scaling.md', text)
  return 0
}

runMain(main)
