/**
 * The lead data folder's lock (server/leads/data-folder.ts, proper-lockfile): one process at a time, a live holder
 * refused at once and named, a killed holder's folder taken over once its lock goes stale, and a lock left long ago
 * taken at once.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { claimDataDir, liveHolder, lockStaleMs, releaseDataDir } from '../../server/leads/data-folder'

const projectRoot = join(import.meta.dirname, '..', '..')
const children: ChildProcess[] = []

/** A process of its own that claims the folder and keeps it until it is killed. */
async function holdInAnotherProcess(dataDir: string): Promise<ChildProcess> {
  const script =
    "import { claimDataDir } from './server/leads/data-folder.ts'\n" +
    "await claimDataDir(process.argv[1]); console.log('held'); setInterval(() => {}, 1000)"
  const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script, dataDir], {
    cwd: projectRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  })
  children.push(child)
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => chunk.toString().includes('held') && resolve())
    child.once('exit', (code) => reject(new Error(`the holder exited (${code}) before holding the folder`)))
  })
  return child
}

afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL')
})

describe('lead data folder lock', () => {
  it('refuses a folder a live process holds, naming its pid, and takes it over after that process is killed', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lead-lock-')), 'data')
    const holder = await holdInAnotherProcess(dataDir)
    expect(liveHolder(dataDir)?.pid).toBe(holder.pid)
    await expect(claimDataDir(dataDir)).rejects.toThrow(
      `Another process holds the lead database at ${dataDir} (pid ${holder.pid}): stop it or set LEADS_DATA_DIR`,
    )

    const exited = new Promise((resolve) => holder.once('exit', resolve))
    holder.kill('SIGKILL')
    await exited
    // Killed: its lock stays behind, fresh, but nobody answers for it.
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(true)
    expect(liveHolder(dataDir)).toBeUndefined()
    const started = Date.now()
    const record = await claimDataDir(dataDir)
    expect(Date.now() - started).toBeLessThan(lockStaleMs + 2_000)
    expect(record.pid).toBe(process.pid)
    expect(JSON.parse(readFileSync(join(dataDir, 'server.json'), 'utf8')).pid).toBe(process.pid)
    expect(liveHolder(dataDir)?.pid).toBe(process.pid)

    releaseDataDir(dataDir)
    expect(existsSync(join(dataDir, 'server.json'))).toBe(false)
    expect(existsSync(join(dataDir, 'server.lock'))).toBe(false)
    expect(liveHolder(dataDir)).toBeUndefined()
  }, 30_000)

  it('takes at once a lock nobody has refreshed for longer than the stale time', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'lead-lock-stale-')), 'data')
    mkdirSync(join(dataDir, 'server.lock'), { recursive: true })
    const longAgo = new Date(Date.now() - lockStaleMs - 60_000)
    utimesSync(join(dataDir, 'server.lock'), longAgo, longAgo)
    expect(liveHolder(dataDir)).toBeUndefined()
    const started = Date.now()
    await claimDataDir(dataDir)
    expect(Date.now() - started).toBeLessThan(2_000)
    releaseDataDir(dataDir)
  })
})
