/**
 * `npm run bench:calls`: how long a missed caller waits for the text-back (decision 0044). CALLS (200 by default)
 * missed calls, one after the other, each from its own number, signed as Twilio signs, to the embedded backend of
 * `npm start` over HTTP; the time from sending Twilio's outcome webhook to the text-back's file in the outbox (the
 * owner's e-mail and SMS go first, as in production). The daily notification cap is raised for the run, or it would
 * hold all but the first 100.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openLeadBackend } from '../../server/leads/backend'
import { twilioSignature } from '../../supabase/functions/_shared/twilio-webhook'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { serveLeadBackend } from '../../tests/support/served-lead-backend'

const calls = Number(process.env.CALLS ?? 200)
const percentile = (sorted: number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!

async function main(): Promise<void> {
  const folder = mkdtempSync(join(tmpdir(), 'bench-calls-'))
  const backend = await openLeadBackend({
    dataDir: join(folder, 'data'),
    settings: { ratePerClient: calls, notifyDailyCap: calls * 3 },
    retryIntervalMs: 0,
    // Noon in Florida: every caller's texting hours, so each text-back goes at once whenever the bench runs.
    now: () => new Date('2026-11-26T17:00:00Z'),
  })
  const { origin, stop } = await serveLeadBackend(backend)
  const url = `${origin}/functions/v1/inbound-call?step=dialed`
  const to = `+1${siteContent.phone.replace(/\D/g, '')}`
  const waits: number[] = []
  try {
    for (let call = 0; call < calls; call++) {
      const caller = `+1352${String(7_000_000 + call)}`
      const params = new URLSearchParams({
        CallSid: `CA${crypto.randomUUID().replace(/-/g, '')}`,
        From: caller,
        To: to,
        DialCallStatus: 'no-answer',
      })
      const signature = await twilioSignature(backend.twilioAuthToken, url, params)
      const started = performance.now()
      const answer = await fetch(url, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'X-Twilio-Signature': signature },
        body: params,
      })
      if (answer.status !== 200) throw new Error(`call ${call} answered ${answer.status}: ${await answer.text()}`)
      await answer.body?.cancel()
      await backend.settled()
      const done = performance.now()
      if (!readdirSync(backend.paths.outbox).some((name) => name.includes(`text-${caller}`)))
        throw new Error(`call ${call}: no text-back reached the outbox`)
      waits.push(done - started)
    }
  } finally {
    await stop()
    await backend.close()
    rmSync(folder, { recursive: true, force: true })
  }
  const sorted = [...waits].sort((a, b) => a - b)
  console.log(
    `${calls} missed calls, webhook to text-back in the outbox: p50 ${percentile(sorted, 0.5).toFixed(1)} ms, p95 ${percentile(sorted, 0.95).toFixed(1)} ms, max ${sorted.at(-1)!.toFixed(1)} ms`,
  )
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
