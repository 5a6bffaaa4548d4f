/**
 * `npm run bench:leads`: N concurrent lead submissions (N=200 by default, `N=` overrides) against the embedded lead
 * backend on an ephemeral port with a temporary data folder, each made as the site makes it with supabase-js (insert,
 * then notify-lead). Prints what was stored and the latency of whole submissions; exits 1 unless every row is stored.
 */
import { createClient } from '@supabase/supabase-js'
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leadsTablePath, localAnonKey } from '../src/features/leads/local-backend'
import type { LeadRecord } from '../supabase/functions/_shared/lead-schema'
import { openLeadBackend } from './lib/lead-backend'

/** Node 20 has no WebSocket; submissions never open a realtime socket, so a transport that refuses is enough. */
class NoRealtimeSocket {
  constructor() {
    throw new Error('realtime is not used by lead submissions')
  }
}

function percentile(sorted: number[], fraction: number): number {
  if (!sorted.length) return 0
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0
}

async function main(): Promise<number> {
  const count = Number(process.env.N ?? 200)
  if (!Number.isInteger(count) || count < 1) throw new Error(`N='${process.env.N}' is not a positive whole number`)
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-'))
  const opening = performance.now()
  const backend = await openLeadBackend({ dataDir, settings: { ratePerClient: 100_000 } })
  const openMs = performance.now() - opening
  const server = createServer((request, response) => {
    if (!backend.handle(request, response)) response.writeHead(404).end()
  })
  try {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    const { port } = server.address() as AddressInfo
    backend.announce({ port, host: '127.0.0.1' })
    const origin = `http://127.0.0.1:${port}`
    const supabase = createClient(origin, localAnonKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtimeSocket as never },
    })

    const submit = async (index: number) => {
      const lead: LeadRecord = {
        name: `Bench Visitor ${index}`,
        email: `visitor${index}@example.com`,
        phone: '(352) 555-0100',
        address: `${100 + index} Main St, Live Oak, FL`,
        condition: 'Needs a roof',
        timeline: 'ASAP',
        message: `Benchmark submission number ${index}: please call me about my house.`,
        source: 'contact-form',
        page_path: '/contact',
        utm_source: 'bench',
      }
      const started = performance.now()
      const inserted = await supabase.from('leads').insert(lead)
      const notified = await supabase.functions.invoke('notify-lead', {
        body: { ...lead, submittedAt: new Date().toISOString() },
      })
      return {
        ms: performance.now() - started,
        insertError: inserted.error?.message,
        notifyError: notified.error ? String(notified.error.message) : undefined,
      }
    }

    const started = performance.now()
    const results = await Promise.all(Array.from({ length: count }, (_, index) => submit(index)))
    const wallMs = performance.now() - started

    const listing = await fetch(`${origin}${leadsTablePath}?select=id`, {
      headers: { apikey: backend.serviceRoleKey, Authorization: `Bearer ${backend.serviceRoleKey}` },
    })
    const stored = ((await listing.json()) as unknown[]).length
    const outboxFiles = readdirSync(backend.paths.outbox).filter((name) => name.endsWith('.json')).length
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
    const errors = results.flatMap((result) => [result.insertError, result.notifyError].filter(Boolean))

    const format = (ms: number) => `${ms.toFixed(1)} ms`
    console.log(`backend opened in       ${format(openMs)} (fresh PGlite folder, migrations applied)`)
    console.log(`submissions sent        ${count} (all at once; each: insert, then notify-lead)`)
    console.log(`rows stored             ${stored}`)
    console.log(`outbox files            ${outboxFiles}`)
    console.log(`failed calls            ${errors.length}${errors.length ? ` (first: ${errors[0]})` : ''}`)
    console.log(
      `submission latency      p50 ${format(percentile(latencies, 0.5))}, p95 ${format(percentile(latencies, 0.95))}, max ${format(latencies.at(-1) ?? 0)}`,
    )
    console.log(`wall time               ${format(wallMs)} (${((count / wallMs) * 1000).toFixed(0)} submissions/s)`)
    if (stored !== count) {
      console.error(`FAIL: ${count} submissions sent but ${stored} rows stored`)
      return 1
    }
    return 0
  } finally {
    server.closeAllConnections()
    server.close()
    await backend.close()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
