/**
 * Import circles, type imports included, in the project's own modules; `npm run lint` fails on one. ESLint's
 * import-x/no-cycle skips type-only imports, and a circle through a type still ties two modules together.
 * Dynamic import() is left out: it loads a module later, on purpose.
 */
import { existsSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { projectSources } from './project-sources'

const root = resolve(import.meta.dirname, '../..')
const folders = ['src', 'content', 'builder', 'server', 'tools', 'tests', 'supabase']
const aliases: Record<string, string> = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).imports ?? {}

/** Every module a file imports or re-exports from statically, as written. */
export function importedSpecifiers(text: string): string[] {
  const found: string[] = []
  for (const match of text.matchAll(/^\s*(?:import|export)\b[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/gm))
    found.push(match[1]!)
  for (const match of text.matchAll(/^\s*import\s*['"]([^'"]+)['"]/gm)) found.push(match[1]!)
  return found
}

function resolveImport(from: string, specifier: string): string | undefined {
  const target = aliases[specifier]
    ? join(root, aliases[specifier])
    : specifier.startsWith('.')
      ? resolve(dirname(from), specifier)
      : undefined
  if (!target) return undefined
  const candidates = [target, `${target}.ts`, `${target}.tsx`, join(target, 'index.ts'), join(target, 'index.tsx')]
  return candidates.find((path) => existsSync(path) && statSync(path).isFile() && /\.(ts|tsx|mts)$/.test(path))
}

/** The import circles among files (Tarjan's strongly connected components of more than one module, or a self-import). */
export function importCircles(files: string[], read: (file: string) => string): string[][] {
  const edges = new Map(
    files.map((file) => [
      file,
      [...new Set(importedSpecifiers(read(file)).flatMap((spec) => resolveImport(file, spec) ?? []))],
    ]),
  )
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const circles: string[][] = []
  let next = 0
  const visit = (file: string) => {
    index.set(file, next)
    low.set(file, next++)
    stack.push(file)
    onStack.add(file)
    for (const target of edges.get(file) ?? []) {
      if (!index.has(target)) {
        visit(target)
        low.set(file, Math.min(low.get(file)!, low.get(target)!))
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file)!, index.get(target)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || edges.get(file)?.includes(file)) circles.push(component.reverse())
  }
  for (const file of files) if (!index.has(file)) visit(file)
  return circles
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const files = folders.flatMap((folder) => projectSources(join(root, folder)))
  const circles = importCircles(files, (file) => readFileSync(file, 'utf8'))
  if (circles.length) {
    for (const circle of circles)
      console.error(`An import circle runs through: ${circle.map((file) => relative(root, file)).join(', ')}.`)
    console.error('Move what both sides need into a module of its own, so imports run one way.')
    process.exit(1)
  }
  console.log(`No import circle among ${files.length} modules (type imports included).`)
}
