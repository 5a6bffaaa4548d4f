/**
 * The folders' import rules (eslint.config.js, decision 0016) catch what they are for: each import below, written into
 * a file of the folder it would break, is an error of import-x/no-restricted-paths; the same import where it belongs
 * is not. Among them the two the rules once missed: lib importing the console, and the console a feature.
 */
import { join } from 'node:path'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'

const eslint = new ESLint({ cwd: projectRoot })

/** The zone errors ESLint reports for `source` as if it were the file at `path`. */
async function zoneErrors(path: string, source: string): Promise<string[]> {
  const [result] = await eslint.lintText(source, { filePath: join(projectRoot, path) })
  return result!.messages
    .filter((message) => message.ruleId === 'import-x/no-restricted-paths')
    .map((message) => message.message)
}

describe('the lint zones of src/', () => {
  it.each([
    [
      'src/lib/check.ts',
      "import { groupByPerson } from '../console/backend'",
      /nothing of the site imports the console/,
    ],
    ['src/console/check.ts', "import { submitLead } from '../features/leads/submit-lead'", /the console imports only/],
    ['src/islands/check.ts', "import '../browser/start'", /islands never import the browser start/],
    ['src/lib/check.ts', "import { startIslands } from '../islands/start-islands'", /never import the islands/],
    ['src/browser/check.ts', "import { supabase } from '../console/backend'", /browser start never imports/],
  ])('%s may not: %s', async (path, source, message) => {
    const errors = await zoneErrors(path, `${source}\nexport {}\n`)
    expect(errors.join('\n')).toMatch(message)
  })

  it('lets each folder import what it may', async () => {
    for (const [path, source] of [
      ['src/console/check.ts', "import { groupByPerson } from '../lib/people'"],
      ['src/lib/check.ts', "import { groupByPerson } from './people'"],
      ['src/browser/check.ts', "import { startIslands } from '../islands/start-islands'"],
    ])
      expect(await zoneErrors(path!, `${source}\nexport {}\n`), path).toEqual([])
  })
})
