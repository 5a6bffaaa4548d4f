/**
 * The owner's daily summary (migration 20261130010000, decision 0064) as guard cases, run after webhook-cases.ts: a
 * day is claimed once, its channels marked, a failure retried with the alerts' backoff; its facts count the day as
 * it was lived in the business's time zone, 23 or 25 hours long when the clocks change.
 */
import { asServiceRole, insertStatement, lead, quietly, serviceRoleOnly, type GuardCase } from './guard-sql.ts'

const zone = 'America/New_York'
/** A day long after the summaries began, so the claim cases have it to themselves. */
const day = '2030-01-02'
const claim = (at: string) => `public.claim_daily_summary('${day}', '${zone}', ${at})`
const state = (columns: string) => `select ${columns} from public.daily_summaries where day = '${day}'`

/** Leads stored at these instants, as a form's; ids in the 40000000 range. */
const storedAt = (instants: string[], first: number) =>
  instants.map((at, index) =>
    insertStatement(
      lead(`40000000-0000-4000-8000-${String(first + index).padStart(12, '0')}`, {
        created_at: at,
        name: `Lead ${at}`,
      }),
    ),
  )

/** The day's form count and the leads not contacted and not alerted, as of the morning after. */
const factsOf = (summarized: string, morning: string) =>
  `select f -> 'counts' ->> 'form' as forms, f ->> 'not_contacted_total' as open, f ->> 'undelivered_total' as unsent
     from public.daily_summary_facts('${summarized}', '${zone}', '${morning}') f`

export function summaryCases(): GuardCase[] {
  return [
    serviceRoleOnly(
      'daily summary: the table has row level security and nothing granted to anon or authenticated',
      'public.daily_summaries',
    ),
    {
      name: 'daily summary: anon cannot claim one',
      sql: `begin;\nset local role anon;\n${quietly(claim('now()'))};\ncommit;`,
      expect: '42501',
    },
    {
      name: 'daily summary: a day before the summaries began is never claimed',
      sql: asServiceRole(
        `select count(*) from public.claim_daily_summary(
           ((now() at time zone '${zone}')::date - 1), '${zone}', now())`,
      ),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'daily summary: a day is claimed once; a second run at the same moment gets nothing',
      sql: asServiceRole(
        quietly(claim("'2030-01-03 12:00Z'")),
        `select (select count(*) from ${claim("'2030-01-03 12:00Z'")}) as second, (${state('status')}) as status,
             (${state('attempts')}) as attempts`,
      ),
      expect: 'ok',
      output: '0|sending|1',
    },
    {
      name: 'daily summary: a channel sent is marked; a failure waits retry_base_seconds and records why',
      sql: asServiceRole(
        quietly(`public.mark_daily_summary_channel('${day}', 'owner-sms:+13525551111')`),
        quietly(`public.finish_daily_summary('${day}', 1, false, 'owner-email: answered 500', '2030-01-03 12:00Z')`),
        `${state("status, extract(epoch from next_attempt_at - '2030-01-03 12:00Z')::int as wait, last_error")}`,
      ),
      expect: 'ok',
      output: 'failed|60|owner-email: answered 500',
    },
    {
      name: 'daily summary: not claimed before its retry is due; then claimed again with the channel already sent',
      sql: asServiceRole(
        `select (select count(*) from ${claim("'2030-01-03 12:00:30Z'")}) as early,
             (select string_agg(c.attempts || ':' || (c.channels ? 'owner-sms:+13525551111'), ',')
               from ${claim("'2030-01-03 12:01:01Z'")} c) as again`,
      ),
      expect: 'ok',
      output: '0|2:true',
    },
    {
      name: 'daily summary: a late report of an earlier attempt is ignored; once sent it is never claimed again',
      sql: asServiceRole(
        quietly(`public.finish_daily_summary('${day}', 1, true, null, '2030-01-03 12:01:05Z')`),
        quietly(`public.finish_daily_summary('${day}', 2, true, null, '2030-01-03 12:01:05Z')`),
        `select (${state('status')}) as status,
             (select count(*) from ${claim("'2030-01-04 12:00Z'")}) as later`,
      ),
      expect: 'ok',
      output: 'sent|0',
    },
    {
      name: 'daily summary: the day the clocks go back has 25 hours, all of them counted',
      sql: [
        asServiceRole(
          // 23:30 EDT on Oct 31, 00:30 EDT and 23:30 EST on Nov 1, 00:30 EST on Nov 2.
          ...storedAt(
            ['2026-11-01T03:30:00Z', '2026-11-01T04:30:00Z', '2026-11-02T04:30:00Z', '2026-11-02T05:30:00Z'],
            1,
          ),
        ),
        asServiceRole(factsOf('2026-11-01', '2026-11-02T12:00:00Z')),
      ].join('\n'),
      expect: 'ok',
      output: '2|4|4',
    },
    {
      name: 'daily summary: the day the clocks go forward has 23 hours, all of them counted',
      sql: [
        asServiceRole(
          // 23:30 EST on Mar 7, 00:30 EST and 23:30 EDT on Mar 8, 00:30 EDT on Mar 9.
          ...storedAt(
            ['2026-03-08T04:30:00Z', '2026-03-08T05:30:00Z', '2026-03-09T03:30:00Z', '2026-03-09T04:30:00Z'],
            5,
          ),
        ),
        asServiceRole(factsOf('2026-03-08', '2026-03-09T12:00:00Z')),
      ].join('\n'),
      expect: 'ok',
      output: '2|4|4',
    },
    {
      name: 'daily summary: a lead contacted from the console, or alerted, leaves its list',
      sql: asServiceRole(
        "update public.leads set first_contact_at = now() where submission_id = '40000000-0000-4000-8000-000000000006'",
        "update public.leads set notify_status = 'sent' where submission_id = '40000000-0000-4000-8000-000000000007'",
        factsOf('2026-03-08', '2026-03-09T12:00:00Z'),
      ),
      expect: 'ok',
      output: '2|3|3',
    },
  ]
}
