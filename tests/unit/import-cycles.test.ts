import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { importCircles, importedSpecifiers } from '../../tools/audit/import-cycles'

/** Writes modules into a fresh folder and returns their paths in the order given. */
function modules(files: Record<string, string>): string[] {
  const dir = mkdtempSync(join(tmpdir(), 'import-circles-'))
  return Object.entries(files).map(([name, text]) => {
    const path = join(dir, name)
    writeFileSync(path, text)
    return path
  })
}

const circlesOf = (files: string[]) => importCircles(files, (file) => readFileSync(file, 'utf8'))

describe('import circles', () => {
  it('reads static imports and re-exports, type-only ones too, but not import()', () => {
    const text = [
      "import type { A } from './a'",
      "import {\n  b,\n  type C,\n} from './b'",
      "export { d } from './d'",
      "import './e'",
      "const f = () => import('./f')",
    ].join('\n')
    expect(importedSpecifiers(text)).toEqual(['./a', './b', './d', './e'])
  })

  it('finds a circle closed by a type import', () => {
    const files = modules({
      'a.ts': "import { b } from './b'\nexport const a = b\nexport type A = string",
      'b.ts': "import type { A } from './a'\nexport const b: A = ''",
      'c.ts': "import { a } from './a'\nexport const c = a",
    })
    const circles = circlesOf(files)
    expect(circles).toHaveLength(1)
    expect(circles[0]!.map((file) => file.split('/').at(-1)).sort()).toEqual(['a.ts', 'b.ts'])
  })

  it('finds none where imports run one way or come back only through import()', () => {
    const files = modules({
      'a.ts': "import { b } from './b'\nexport const a = b",
      'b.ts': "export const b = 1\nexport const later = () => import('./a')",
    })
    expect(circlesOf(files)).toEqual([])
  })
})
