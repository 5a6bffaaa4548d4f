/** For npm run bench:leads: a fresh embedded lead backend per section, and leads sent to it as the site sends them. */
import { randomUUID } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import type { LeadRecord } from '#lead-schema'
import { sampleLead } from '../../supabase/tests/sample-lead'
import { openLeadBackend } from '../../server/leads/backend'
import type { LeadGuardSettings } from '../../server/leads/backend-settings'
import { serveLeadBackend } from '../../tests/support/served-lead-backend'

export const anonHeaders = {
  apikey: localPublishableKey,
  Authorization: `Bearer ${localPublishableKey}`,
  'Content-Type': 'application/json',
}

/** Runs `work` against a backend on a temporary data folder and a loopback port, removed afterwards. */
export async function withBackend<T>(
  settings: LeadGuardSettings,
  work: (origin: string, secretKey: string, outbox: string) => Promise<T>,
  env: Record<string, string> = {},
) {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'))
  const backend = await openLeadBackend({ dataDir, settings, retryIntervalMs: 0, env })
  const served = await serveLeadBackend(backend)
  try {
    return await work(served.origin, backend.secretKey, backend.paths.outbox)
  } finally {
    await served.stop()
    await backend.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

export async function storedRows(origin: string, secretKey: string): Promise<Array<{ submission_id: string }>> {
  const response = await fetch(`${origin}${leadsTablePath}?select=submission_id`, {
    headers: { apikey: secretKey },
  })
  return (await response.json()) as Array<{ submission_id: string }>
}

export const genuineLead = (index: number): LeadRecord & { submission_id: string } => ({
  ...sampleLead,
  name: `Bench Visitor ${index}`,
  email: `visitor${index}@example.com`,
  address: `${100 + index} Main St, Live Oak, FL`,
  message: `Benchmark submission number ${index}: please call me about my house.`,
  submission_id: randomUUID(),
  utm_source: 'bench',
})

/** A lead sent as the site sends it: the insert, then notify-lead (with `extra` fields such as a Turnstile token). */
export async function sendAsSite(origin: string, lead: LeadRecord, extra: Record<string, string> = {}): Promise<void> {
  const inserted = await fetch(`${origin}${leadsTablePath}`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify(lead),
  })
  await inserted.body?.cancel()
  const notified = await fetch(`${origin}${notifyLeadPath}`, {
    method: 'POST',
    headers: anonHeaders,
    body: JSON.stringify({ ...lead, submittedAt: new Date().toISOString(), ...extra }),
  })
  await notified.body?.cancel()
}
