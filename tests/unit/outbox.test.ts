/** The embedded backend's outbox (server/leads/outbox.ts): one file per message, in the order they were written. */
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, expect, it, vi } from 'vitest'
import { writeOutboxFile } from '../../server/leads/outbox'

afterEach(() => vi.useRealTimers())

it('keeps every message of one moment, named in the order written', () => {
  const folder = mkdtempSync(join(tmpdir(), 'outbox-'))
  // Sign-in codes share a submission and a channel, and a burst of them can fall within one millisecond: the clock
  // stands still here.
  vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-28T12:00:00Z') })
  for (let index = 0; index < 20; index++)
    writeOutboxFile(folder, 'sign-in', 'code', { to: `owner-${index}@example.com` })
  const names = readdirSync(folder).sort()
  expect(names).toHaveLength(20)
  expect(names.map((name) => (JSON.parse(readFileSync(join(folder, name), 'utf8')) as { to: string }).to)).toEqual(
    Array.from({ length: 20 }, (_, index) => `owner-${index}@example.com`),
  )
})
