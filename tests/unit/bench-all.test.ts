/** `npm run bench:all` rewrites BENCHMARKS.md's sections in place: one at a time, and only those the file marks. */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'
import { sectionHeading, sections, withSection } from '../../tools/bench/all'

describe('bench:all', () => {
  const file = 'intro\n<!-- bench:a -->\nold a\n<!-- /bench:a -->\nmiddle\n<!-- bench:b -->\nold b\n<!-- /bench:b -->\n'

  it('replaces one section and leaves the rest as it was', () => {
    expect(withSection(file, 'b', 'new b')).toBe(
      'intro\n<!-- bench:a -->\nold a\n<!-- /bench:a -->\nmiddle\n<!-- bench:b -->\n\nnew b\n\n<!-- /bench:b -->\n',
    )
  })

  it('refuses a section the file does not mark', () => {
    expect(() => withSection(file, 'c', 'x')).toThrow(/no <!-- bench:c -->/)
  })

  it('heads each section with the command as typed and the commit', () => {
    const inp = sections.find((section) => section.id === 'inp')!
    expect(sectionHeading(inp, 'abc1234', '2026-11-28', false)).toBe(
      '`RUNS=9 npm run bench:inp` at abc1234 (2026-11-28):',
    )
    expect(sectionHeading(inp, 'abc1234', '2026-11-28', true)).toBe(
      '`RUNS=1 npm run bench:inp` at abc1234 (2026-11-28):',
    )
  })

  it('has a place in BENCHMARKS.md for every section it measures, and runs a script package.json has', () => {
    const benchmarks = readFileSync(join(projectRoot, 'BENCHMARKS.md'), 'utf8')
    const scripts = (JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as { scripts: object }).scripts
    for (const section of sections) {
      expect(() => withSection(benchmarks, section.id, 'x')).not.toThrow()
      expect(Object.keys(scripts)).toContain(section.script)
    }
  })
})
