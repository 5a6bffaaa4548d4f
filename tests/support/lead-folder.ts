/**
 * A new lead data folder with every migration applied, copied from one made once per test process: creating a folder
 * runs initdb and the migrations (about 7 s on this machine), opening a copy about 1 s. Tests of creating and
 * migrating a folder make their own.
 */
import { cpSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLeadBackend } from '../../server/leads/backend'

let template: Promise<string> | undefined

async function migratedTemplate(): Promise<string> {
  const dataDir = join(mkdtempSync(join(tmpdir(), 'lead-template-')), 'data')
  const backend = await openLeadBackend({ dataDir, retryIntervalMs: 0 })
  await backend.close()
  return dataDir
}

/** A data folder of its own under the system's temporary folder, named with `prefix`. */
export async function migratedLeadFolder(prefix: string): Promise<string> {
  template ??= migratedTemplate()
  const dataDir = join(mkdtempSync(join(tmpdir(), prefix)), 'data')
  cpSync(await template, dataDir, { recursive: true })
  return dataDir
}
