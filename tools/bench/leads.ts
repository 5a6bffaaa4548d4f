/**
 * `npm run bench:leads`: the lead path of the embedded backend under load, abuse and crashes,
 * each on a fresh temporary data folder and an ephemeral loopback port:
 *
 * 1. genuine: N concurrent submissions (N=1000, `N=` overrides) made as the site makes them with supabase-js
 *    (insert, then notify-lead), limits raised as for a crowd behind many addresses: rows stored, e-mails per
 *    submission, duplicates, latency p50/p95, and real fsyncs per stored lead;
 * 2. flood: 10,000 direct inserts from one client with the public key, production limits: stored, refused (429), time;
 * 3. forged notifications: 1,000 notify-lead calls for leads never stored, from one client: e-mails sent;
 * 4. crashes: a backend process killed with SIGKILL while 400 inserts are in flight, 3 rounds: leads acknowledged
 *    (201) but missing after a restart (must be 0);
 * 5. Turnstile on (TURNSTILE_SECRET_KEY, a local siteverify stand-in): 1,000 inserts then notify-lead calls with
 *    forged tokens, as from many addresses (client limit raised), and 100 genuine ones with tokens: e-mails sent;
 * 6. speed to lead: 200 leads one after another, as the site sends them: time from the start of the send to the
 *    owner's e-mail and SMS and the homeowner's confirmation being in the outbox (file written and synced), p50/p95.
 *
 * Each section reads top to bottom as the figures BENCHMARKS.md quotes; what they share, the backend per section and
 * the leads sent to it, is in lead-traffic.ts, the request pool and percentiles in load.ts.
 *
 * Exits 1 when a genuine lead is lost or doubled, a flood gets past the limit, or an acknowledged lead is missing.
 */
import { createClient } from '@supabase/supabase-js'
import { spawn } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { leadsTablePath, localPublishableKey, notifyLeadPath } from '../../src/lib/local-backend'
import { leadGuardDefaults } from '#lead-schema'
import { projectRoot } from '../../builder/stamp'
import { secretKeyOf } from '../../server/leads/data-folder'
import { fsyncCount } from '../../server/leads/database'
import { standInSecret } from '../../supabase/functions/notify-lead/test-support/siteverify-stand-in'
import { startSiteverifyServer } from '../../tests/support/siteverify-server'
import { anonHeaders, genuineLead, sendAsSite, storedRows, withBackend } from './lead-traffic'
import { formatMs, percentile, pool } from './load'

/** Node 20 has no WebSocket; submissions never open a realtime socket, so a transport that refuses is enough. */
class NoRealtimeSocket {
  constructor() {
    throw new Error('realtime is not used by lead submissions')
  }
}

/** What a failed supabase-js function call said: its HTTP status and body when it got an answer. */
async function errorText(error: { message: string; context?: unknown }): Promise<string> {
  const answer = error.context instanceof Response ? error.context : undefined
  return answer
    ? `notify-lead answered ${answer.status}: ${(await answer.text().catch(() => '')).slice(0, 200)}`
    : error.message
}

async function genuine(count: number): Promise<boolean> {
  return withBackend({ ratePerClient: 10_000_000, notifyDailyCap: 10_000_000 }, async (origin, secretKey, outbox) => {
    const supabase = createClient(origin, localPublishableKey, {
      auth: { persistSession: false, autoRefreshToken: false },
      realtime: { transport: NoRealtimeSocket as never },
    })
    const syncsBefore = fsyncCount()
    const started = performance.now()
    const results = await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        const lead = genuineLead(index)
        const begun = performance.now()
        const inserted = await supabase.from('leads').insert(lead)
        const notified = await supabase.functions.invoke('notify-lead', {
          body: { ...lead, submittedAt: new Date().toISOString() },
        })
        return {
          id: lead.submission_id,
          ms: performance.now() - begun,
          failed: Boolean(inserted.error || notified.error),
          reason: inserted.error?.message ?? (notified.error ? await errorText(notified.error) : undefined),
        }
      }),
    )
    const wallMs = performance.now() - started
    const syncs = fsyncCount() - syncsBefore
    const rows = await storedRows(origin, secretKey)
    const perSubmission = new Map<string, number>()
    for (const row of rows) perSubmission.set(row.submission_id, (perSubmission.get(row.submission_id) ?? 0) + 1)
    const files = readdirSync(outbox)
    const sent = (id: string, channel: string) =>
      files.filter((name) => name.includes(id) && name.includes(`-${channel}`)).length
    const emails = results.map((result) => sent(result.id, 'owner-email'))
    const texts = results.map((result) => sent(result.id, 'owner-sms'))
    const confirmations = results.map((result) => sent(result.id, 'homeowner-email'))
    const latencies = results.map((result) => result.ms).sort((a, b) => a - b)
    const duplicates = [...perSubmission.values()].filter((times) => times > 1).length
    const missing = results.filter((result) => !perSubmission.has(result.id)).length
    const notifiedOnce = emails.filter((times) => times === 1).length
    console.log(`\n1. ${count} genuine submissions at once (supabase-js: insert, then notify-lead)`)
    console.log(`   rows stored            ${rows.length} (missing ${missing}, stored twice ${duplicates})`)
    console.log(
      `   e-mailed exactly once  ${notifiedOnce} (more than once: ${emails.filter((times) => times > 1).length})`,
    )
    console.log(
      `   texted exactly once    ${texts.filter((times) => times === 1).length} (the owner's SMS in the outbox; more than once: ${texts.filter((times) => times > 1).length})`,
    )
    console.log(
      `   confirmed exactly once ${confirmations.filter((times) => times === 1).length} (the homeowner's e-mail in the outbox; more than once: ${confirmations.filter((times) => times > 1).length})`,
    )
    const reasons = [...new Set(results.flatMap((result) => (result.reason ? [result.reason] : [])))]
    console.log(
      `   failed calls           ${results.filter((result) => result.failed).length}${reasons.length ? ` (${reasons.slice(0, 3).join('; ')})` : ''}`,
    )
    console.log(
      `   latency                p50 ${formatMs(percentile(latencies, 0.5))}, p95 ${formatMs(percentile(latencies, 0.95))}`,
    )
    console.log(`   wall time              ${formatMs(wallMs)} (${((count / wallMs) * 1000).toFixed(0)} submissions/s)`)
    console.log(
      `   fsyncs                 ${syncs} (${(syncs / count).toFixed(2)} per submission: the insert, the claim, one mark per channel, the result)`,
    )
    return (
      missing === 0 &&
      duplicates === 0 &&
      notifiedOnce === count &&
      texts.every((times) => times === 1) &&
      confirmations.every((times) => times === 1)
    )
  })
}

async function flood(count: number): Promise<boolean> {
  return withBackend({}, async (origin, secretKey) => {
    const started = performance.now()
    const statuses = await pool(count, 50, async (index) => {
      const response = await fetch(`${origin}${leadsTablePath}`, {
        method: 'POST',
        headers: anonHeaders,
        body: JSON.stringify({ ...genuineLead(index), fill_ms: undefined }),
      })
      await response.body?.cancel()
      return response.status
    })
    const ms = performance.now() - started
    const stored = (await storedRows(origin, secretKey)).length
    const refused = statuses.filter((status) => status === 429).length
    console.log(`\n2. ${count} direct inserts from one client (the public key, production limits)`)
    console.log(`   stored                 ${stored} (limit ${leadGuardDefaults.ratePerClient} per 10 minutes)`)
    console.log(`   refused with 429       ${refused}`)
    console.log(`   other answers          ${statuses.filter((status) => status !== 429 && status !== 201).length}`)
    console.log(`   time                   ${formatMs(ms)}`)
    return stored <= leadGuardDefaults.ratePerClient && refused === count - stored
  })
}

async function forgedNotifications(count: number): Promise<boolean> {
  return withBackend({}, async (origin, secretKey, outbox) => {
    const started = performance.now()
    const statuses = await pool(count, 50, async (index) => {
      const response = await fetch(`${origin}${notifyLeadPath}`, {
        method: 'POST',
        headers: anonHeaders,
        body: JSON.stringify({ ...genuineLead(index), submittedAt: new Date().toISOString() }),
      })
      await response.body?.cancel()
      return response.status
    })
    const ms = performance.now() - started
    const emails = readdirSync(outbox).filter((name) => name.includes('-owner-email')).length
    const stored = (await storedRows(origin, secretKey)).length
    console.log(`\n3. ${count} notify-lead calls for leads never stored, from one client`)
    console.log(`   e-mails sent           ${emails} (each for a lead it stored first: ${stored} stored)`)
    console.log(`   refused with 429       ${statuses.filter((status) => status === 429).length}`)
    console.log(`   time                   ${formatMs(ms)}`)
    return emails <= leadGuardDefaults.ratePerClient && emails === stored
  })
}

async function turnstileOn(forged: number, genuineCount: number): Promise<boolean> {
  const siteverify = await startSiteverifyServer()
  try {
    return await withBackend(
      { ratePerClient: 10_000_000, notifyDailyCap: 10_000_000 },
      async (origin, secretKey, outbox) => {
        const send = async (index: number, token: string) => {
          const lead = genuineLead(index)
          await sendAsSite(origin, lead, { turnstile_token: token })
          return lead.submission_id
        }
        const started = performance.now()
        const forgedIds = await pool(forged, 50, (index) => send(index, `forged-${index}`))
        const genuineIds = await pool(genuineCount, 50, (index) =>
          send(forged + index, `pass-${index}-${randomUUID()}`),
        )
        const ms = performance.now() - started
        const files = readdirSync(outbox)
        const mailed = (ids: string[]) =>
          ids.filter((id) => files.some((name) => name.includes(id) && name.includes('-owner-email'))).length
        const stored = (await storedRows(origin, secretKey)).length
        console.log(
          `\n5. Turnstile on: ${forged} submissions with forged tokens, then ${genuineCount} with tokens that pass`,
        )
        console.log(`   stored                 ${stored}`)
        console.log(`   e-mailed (forged)      ${mailed(forgedIds)}`)
        console.log(`   e-mailed (genuine)     ${mailed(genuineIds)} of ${genuineCount}`)
        console.log(`   siteverify calls       ${siteverify.calls.length}`)
        console.log(`   time                   ${formatMs(ms)}`)
        return mailed(forgedIds) === 0 && mailed(genuineIds) === genuineCount && stored === forged + genuineCount
      },
      { TURNSTILE_SECRET_KEY: standInSecret, TURNSTILE_VERIFY_URL: siteverify.url },
    )
  } finally {
    await siteverify.close()
  }
}

async function speedToLead(count: number): Promise<boolean> {
  return withBackend({ ratePerClient: 10_000_000, notifyDailyCap: 10_000_000 }, async (origin, _key, outbox) => {
    const started: Array<{ id: string; at: number }> = []
    for (let index = 0; index < count; index++) {
      const lead = genuineLead(index)
      started.push({ id: lead.submission_id, at: Date.now() })
      await sendAsSite(origin, lead)
    }
    const files = readdirSync(outbox)
    const delay = (id: string, channel: string) => {
      const file = files.find((name) => name.includes(id) && name.includes(`-${channel}`))
      return file ? statSync(join(outbox, file)).mtimeMs : Number.NaN
    }
    const measure = (channel: string) => started.map(({ id, at }) => delay(id, channel) - at).sort((a, b) => a - b)
    const email = measure('owner-email')
    const sms = measure('owner-sms')
    const confirmation = measure('homeowner-email')
    console.log(
      `\n6. Speed to lead: ${count} leads one after another, from the send to the owner's alert in the outbox`,
    )
    console.log(
      `   e-mail                 p50 ${formatMs(percentile(email, 0.5))}, p95 ${formatMs(percentile(email, 0.95))}`,
    )
    console.log(
      `   SMS                    p50 ${formatMs(percentile(sms, 0.5))}, p95 ${formatMs(percentile(sms, 0.95))}`,
    )
    console.log(
      `   homeowner's e-mail     p50 ${formatMs(percentile(confirmation, 0.5))}, p95 ${formatMs(percentile(confirmation, 0.95))}`,
    )
    return [...email, ...sms, ...confirmation].every(Number.isFinite)
  })
}

/** One crash round: inserts in flight, SIGKILL, restart on the same folder, acknowledged leads looked up. */
async function crashRound(round: number, inserts: number): Promise<{ acknowledged: number; missing: number }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'bench-leads-crash-'))
  const start = () =>
    new Promise<{ port: number; kill: () => void }>((resolve, reject) => {
      const child = spawn(
        process.execPath,
        ['--import', 'tsx', join('server', 'leads', 'backend-process.ts'), dataDir],
        {
          cwd: projectRoot,
          stdio: ['ignore', 'pipe', 'inherit'],
        },
      )
      child.stdout.on('data', (chunk: Buffer) => {
        const port = /listening (\d+)/.exec(chunk.toString())?.[1]
        if (port) resolve({ port: Number(port), kill: () => child.kill('SIGKILL') })
      })
      child.once('exit', (code) => reject(new Error(`the lead backend process exited (${code}) before listening`)))
    })
  try {
    const first = await start()
    const acknowledged: string[] = []
    const sending = pool(inserts, 40, async (index) => {
      const lead = genuineLead(index)
      try {
        const response = await fetch(`http://127.0.0.1:${first.port}${leadsTablePath}`, {
          method: 'POST',
          headers: anonHeaders,
          body: JSON.stringify(lead),
        })
        if (response.status === 201) acknowledged.push(lead.submission_id)
        await response.body?.cancel()
      } catch {
        // The process was killed: this insert got no answer, so nothing was promised.
      }
    })
    // Kill once a good part of the inserts have been answered, with the rest in flight.
    while (acknowledged.length < inserts / 3) await new Promise((resolve) => setTimeout(resolve, 5))
    first.kill()
    await sending
    const second = await start()
    const key = secretKeyOf(dataDir)
    const response = await fetch(`http://127.0.0.1:${second.port}${leadsTablePath}?select=submission_id`, {
      headers: { apikey: key },
    })
    const present = new Set(
      ((await response.json()) as Array<{ submission_id: string }>).map((row) => row.submission_id),
    )
    second.kill()
    const missing = acknowledged.filter((id) => !present.has(id)).length
    console.log(
      `   round ${round}: ${acknowledged.length} acknowledged before SIGKILL, ${missing} missing after restart, ${present.size} rows`,
    )
    return { acknowledged: acknowledged.length, missing }
  } finally {
    rmSync(dataDir, { recursive: true, force: true })
  }
}

async function crashes(rounds: number, inserts: number): Promise<boolean> {
  console.log(
    `\n4. SIGKILL during ${inserts} inserts, ${rounds} rounds (a process of its own, restarted on the same folder)`,
  )
  let missing = 0
  for (let round = 1; round <= rounds; round++) missing += (await crashRound(round, inserts)).missing
  console.log(`   acknowledged leads missing in all: ${missing}`)
  return missing === 0
}

async function main(): Promise<number> {
  const count = Number(process.env.N ?? 1000)
  if (!Number.isInteger(count) || count < 1) throw new Error(`N='${process.env.N}' is not a positive whole number`)
  const checks = [
    await genuine(count),
    await flood(10_000),
    await forgedNotifications(1_000),
    await crashes(3, 400),
    await turnstileOn(1_000, 100),
    await speedToLead(200),
  ]
  if (checks.every(Boolean)) return 0
  console.error('\nFAIL: a lead was lost, doubled or e-mailed twice, or abuse got past the limits (see above)')
  return 1
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  },
)
