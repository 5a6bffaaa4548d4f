/**
 * `npm run bench:report`: the marketers' report at scale. A fresh lead database (the migrations in PGlite) gets N
 * leads (100,000 unless N says) over the past year and a stage event for one in five, then the report is made as the
 * console makes it: public.report_leads() read as a staff member (row level security on), then
 * src/lib/leads-report.ts's buildLeadsReport per week and per month. Prints the median of 3 runs of each step, for
 * every lead and for the console's default twelve weeks.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { claimDataDir, releaseDataDir } from '../../server/leads/data-folder'
import { openLeadDatabase } from '../../server/leads/database'
import { siteContent } from '../../content/site-content'
import { buildLeadsReport, placesOf } from '../../src/lib/leads-report'
import { buildSiteIndex } from '../../src/routing/site-index'

const places = placesOf(buildSiteIndex(siteContent))

const leads = Number(process.env.N ?? 100_000)
const runs = 3
const staff = 'owner@example.com'
/** The staff member's Supabase Auth user, which is_staff() looks for (decision 0076). */
const staffUserId = '20000000-0000-4000-8000-000000000001'

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!

const dir = mkdtempSync(join(tmpdir(), 'bench-report-'))
await claimDataDir(dir)
const db = await openLeadDatabase(dir, { migrate: true })
try {
  const filling = performance.now()
  // Triggers off while filling (the guards' rate limits would refuse a year of leads written in a second); the rows
  // still meet every check constraint. About 70% of phones are one person's only lead.
  await db.exec(`
    set session_replication_role = replica;
    insert into public.leads (created_at, name, email, phone, address, message, source, page_path, landing_page,
        utm_source, utm_campaign, notify_status, first_contact_at, call_sid, call_outcome, call_source, stored_by)
      select now() - (i % 365) * interval '1 day' - (i % 1440) * interval '1 minute',
        'Seller ' || i, case when call then '' else 'seller' || i || '@example.com' end,
        '352' || lpad((i % 70000)::text, 7, '0'),
        case when source = 'chat-widget' then 'Not provided' else i || ' Main St, Live Oak, FL' end,
        'Inherited house, would like a cash offer.', source,
        case when call then '' else (array['/contact', '/offer/live-oak', '/locations/mayo', '/'])[1 + i % 4] end,
        (array['/locations/live-oak', '/sell-house-fast-ocala', null, '/blog'])[1 + i % 4],
        (array['google', 'facebook', null])[1 + i % 3], 'campaign-' || (i % 20),
        'sent', case when i % 10 < 6 then now() - (i % 365) * interval '1 day' + interval '7 minutes' end,
        case when call then 'CA' || md5(i::text) end, case when call then 'no-answer' end,
        case when call then 'google-ads' end, case when call then 'inbound-call' else 'insert' end
      from generate_series(1, ${leads}) as i,
        lateral (select (array['contact-form', 'chat-widget', 'phone-call'])[1 + i % 3] as source) s,
        lateral (select s.source = 'phone-call' as call) c;
    insert into public.lead_events (submission_id, by_email, kind, stage)
      select submission_id, '${staff}', 'stage',
          (array['contacted', 'appointment', 'offer-made', 'under-contract', 'closed', 'dead'])[1 + abs(hashtext(submission_id::text)) % 6]
        from public.leads where abs(hashtext(submission_id::text) / 6) % 5 = 0;
    set session_replication_role = origin;
    insert into auth.users (id, email) values ('${staffUserId}', '${staff}');
    insert into public.staff (email, user_id) values ('${staff}', '${staffUserId}');
    analyze;
  `)
  console.log(`Filled ${leads} leads in ${((performance.now() - filling) / 1000).toFixed(1)} s.`)

  const claims = JSON.stringify({ sub: staffUserId, email: staff, role: 'authenticated' })
  async function readAsStaff(since: string | null) {
    return db.transaction(async (tx) => {
      await tx.query(`select set_config('request.jwt.claims', $1, true)`, [claims])
      await tx.exec('set local role authenticated')
      const result = await tx.query<{ rows: Array<Record<string, unknown>> }>(
        'select public.report_leads($1) as rows',
        [since],
      )
      return result.rows[0]!.rows
    })
  }

  console.log('\n| leads read | rows | JSON | report_leads() as staff | report per week | report per month |')
  console.log('| --- | ---: | ---: | ---: | ---: | ---: |')
  const twelveWeeksAgo = new Date(Date.now() - 12 * 7 * 24 * 3_600_000).toISOString()
  for (const [label, since] of [
    ['all', null],
    ['the last twelve weeks (the console opens on these)', twelveWeeksAgo],
  ] as const) {
    const timings = { query: [] as number[], week: [] as number[], month: [] as number[] }
    let rows: Array<Record<string, unknown>> = []
    for (let run = 0; run < runs; run++) {
      let start = performance.now()
      rows = await readAsStaff(since)
      timings.query.push(performance.now() - start)
      start = performance.now()
      buildLeadsReport(rows, { places })
      timings.week.push(performance.now() - start)
      start = performance.now()
      buildLeadsReport(rows, { places, period: 'month' })
      timings.month.push(performance.now() - start)
    }
    const megabytes = (Buffer.byteLength(JSON.stringify(rows)) / 1e6).toFixed(1)
    const ms = (values: number[]) => `${Math.round(median(values))} ms`
    console.log(
      `| ${label} | ${rows.length.toLocaleString('en-US')} | ${megabytes} MB | ${ms(timings.query)} | ${ms(timings.week)} | ${ms(timings.month)} |`,
    )
  }
  console.log(
    `\nMedian of ${runs} runs each, PGlite (one process, no network); on Supabase the query runs in Postgres.`,
  )
} finally {
  await db.close()
  releaseDataDir(dir)
  rmSync(dir, { recursive: true, force: true })
}
