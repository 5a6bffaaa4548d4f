/** What the audit and benchmark commands share: their exit, their Markdown tables and the files in reports/. */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../builder/stamp'

/** Runs a command's main function and exits with its code; an error is printed with its stack and exits 1. */
export function runMain(main: () => Promise<number>): void {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? (error.stack ?? error.message) : error)
      process.exit(1)
    },
  )
}

/** A Markdown table, printed as it is and kept in BENCHMARKS.md. */
export function markdownTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`
  return [line(header), line(header.map(() => '---')), ...rows.map(line)].join('\n')
}

/** Writes reports/{name} (the folder `npm test` clears and git ignores). */
export function writeReport(name: string, text: string): void {
  mkdirSync(join(projectRoot, 'reports'), { recursive: true })
  writeFileSync(join(projectRoot, 'reports', name), `${text}\n`)
}
