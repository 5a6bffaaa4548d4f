/**
 * The lead guards and delivery functions of supabase/migrations, as SQL scripts with the outcome each must have. Run
 * on PGlite (tests/unit/lead-migration.test.ts) and on a PostgreSQL server through psql (tools/test/test-backend.ts),
 * each case on a database that has the roles and every migration, in the order listed (later cases read rows that
 * earlier ones stored). A request's client address reaches the database the way PostgREST passes it: the
 * request.headers setting. The phone calls' cases are in call-guard-cases.ts, the address rule's in
 * address-cases.ts; the SQL the cases are made of, in guard-sql.ts.
 */
import { addressCases } from './address-cases.ts'
import { callGuardCases } from './call-guard-cases.ts'
import { staffCases } from './staff-cases.ts'
import { summaryCases } from './summary-cases.ts'
import { webhookCases } from './webhook-cases.ts'
import {
  asClient,
  asServiceRole,
  claim,
  claimQuietly,
  finishQuietly,
  insertStatement,
  lead,
  quietly,
  recordVerification,
  state,
  type GuardCase,
} from './guard-sql.ts'

/** Submission ids of the cases, fixed so later cases can read what earlier ones stored. */
const ids = {
  first: '10000000-0000-4000-8000-000000000001',
  honeypot: '10000000-0000-4000-8000-000000000002',
  fast: '10000000-0000-4000-8000-000000000003',
  noFill: '10000000-0000-4000-8000-000000000004',
  person: '10000000-0000-4000-8000-000000000005',
  capped: '10000000-0000-4000-8000-000000000006',
  unchecked: '10000000-0000-4000-8000-000000000007',
  passed: '10000000-0000-4000-8000-000000000008',
  rejected: '10000000-0000-4000-8000-000000000009',
  noToken: '10000000-0000-4000-8000-00000000000a',
  channels: '10000000-0000-4000-8000-00000000000b',
}

export function guardCases(): GuardCase[] {
  const flood = Array.from({ length: 6 }, (_, index) =>
    insertStatement(lead(`20000000-0000-4000-8000-00000000000${index}`)),
  )
  return [
    {
      name: 'anon stores a lead with its submission id; the client address comes from the request',
      sql: asClient('anon', '198.51.100.7', insertStatement(lead(ids.first))),
      expect: 'ok',
    },
    {
      name: 'the row records the address of the request, not one the client chose',
      sql: asServiceRole(state(ids.first, 'client_address, spam_reason, notify_status')),
      expect: 'ok',
      output: '198.51.100.7||pending',
    },
    {
      name: 'the same submission stored again is refused as a duplicate (unique submission_id)',
      sql: asClient('anon', '198.51.100.7', insertStatement(lead(ids.first))),
      expect: '23505',
    },
    {
      name: 'anon cannot write the server-side columns (client address, spam flag, delivery state)',
      sql: asClient('anon', '198.51.100.8', insertStatement({ ...lead(ids.person), client_address: '1.1.1.1' })),
      expect: '42501',
    },
    {
      name: 'anon cannot claim a notification',
      sql: asClient('anon', '198.51.100.8', claim(ids.first)),
      expect: '42501',
    },
    {
      name: 'a filled hidden field is stored, flagged and never to be notified',
      sql: asClient('anon', '198.51.100.9', insertStatement(lead(ids.honeypot, { honeypot: 'http://spam.example' }))),
      expect: 'ok',
    },
    {
      name: 'a form sent 400 ms after its page opened is stored, flagged',
      sql: asClient('anon', '198.51.100.9', insertStatement(lead(ids.fast, { fill_ms: 400 }))),
      expect: 'ok',
    },
    {
      name: 'a lead without a fill time (a direct call) is stored, flagged',
      sql: asClient('anon', '198.51.100.9', insertStatement(lead(ids.noFill, { fill_ms: null }))),
      expect: 'ok',
    },
    {
      name: "a person's hand-off sent 1.5 s after the page opened is a lead",
      sql: asClient('anon', '198.51.100.9', insertStatement(lead(ids.person, { fill_ms: 1500 }))),
      expect: 'ok',
    },
    {
      name: 'the spam reasons and states are recorded',
      sql: asServiceRole(
        `select spam_reason, notify_status from public.leads where submission_id in ('${ids.honeypot}', '${ids.fast}', '${ids.noFill}', '${ids.person}') order by submission_id`,
      ),
      expect: 'ok',
      output: [
        'the hidden field was filled|skipped',
        'sent 400 ms after the page opened|skipped',
        'no fill time was sent|skipped',
        '|pending',
      ].join('\n'),
    },
    {
      name: 'one client stores at most 5 leads in 10 minutes: the 6th is refused with PT429 (HTTP 429)',
      sql: asClient('anon', '203.0.113.50', ...flood),
      expect: 'PT429',
    },
    {
      name: 'another client is not held back by the first',
      sql: asClient('anon', '203.0.113.51', insertStatement(lead('20000000-0000-4000-8000-000000000100'))),
      expect: 'ok',
    },
    {
      name: 'an array of two leads from the public key is refused whole with PT400',
      sql: asClient(
        'anon',
        '203.0.113.52',
        `${insertStatement(lead('20000000-0000-4000-8000-000000000101'))}, (${insertStatement(
          lead('20000000-0000-4000-8000-000000000102'),
        ).replace(/^.*values \(/, '')}`,
      ),
      expect: 'PT400',
    },
    {
      name: 'a suspected bot is never claimed for a notification',
      sql: asServiceRole(claim(ids.honeypot)),
      expect: 'ok',
      output: 'spam',
    },
    {
      name: 'a stored lead is claimed once: a second call finds it being sent',
      sql: asServiceRole(claimQuietly(ids.first), claim(ids.first)),
      expect: 'ok',
      output: 'sending',
    },
    {
      name: 'a failed notification waits for its retry, with the error and the attempt recorded',
      sql: asServiceRole(
        finishQuietly(ids.first, false, 'provider answered 500'),
        state(ids.first, 'notify_status, notify_attempts, notify_error, notify_next_at > now()'),
      ),
      expect: 'ok',
      output: 'failed|1|provider answered 500|t',
    },
    {
      name: 'the retry claims it again, and once sent it is never sent again',
      sql: asServiceRole(claimQuietly(ids.first), finishQuietly(ids.first, true), claim(ids.first)),
      expect: 'ok',
      output: 'sent',
    },
    {
      name: 'over the daily cap a notification is held for later, not sent',
      sql: [
        "update private.lead_settings set value = 1 where name = 'notify_daily_cap';",
        asClient('anon', '198.51.100.10', insertStatement(lead(ids.capped))),
        asServiceRole(claimQuietly(ids.capped)),
        "update private.lead_settings set value = 100 where name = 'notify_daily_cap';",
        asServiceRole(state(ids.capped, 'notify_status, notify_error')),
      ].join('\n'),
      expect: 'ok',
      output: 'held|the daily notification cap was reached',
    },
    {
      name: 'a failed notification is due again once its wait is over',
      sql: [
        "update private.lead_settings set value = 0 where name = 'retry_base_seconds';",
        asServiceRole(claimQuietly(ids.person), finishQuietly(ids.person, false, 'timeout')),
        "update private.lead_settings set value = 60 where name = 'retry_base_seconds';",
        asServiceRole(`select count(*) from public.due_lead_notifications(100) where submission_id = '${ids.person}'`),
      ].join('\n'),
      expect: 'ok',
      output: '1',
    },
    {
      name: 'the public key may not list due notifications',
      sql: asClient('anon', '198.51.100.11', 'select * from public.due_lead_notifications(10)'),
      expect: '42501',
    },
    // Cloudflare Turnstile (migration 20261124000000, docs/decisions/0007): notify-lead records the verdict.
    {
      name: 'anon cannot write a Turnstile verdict into its lead',
      sql: asClient('anon', '198.51.100.20', insertStatement({ ...lead(ids.unchecked), verification: 'passed' })),
      expect: '42501',
    },
    {
      name: 'anon cannot record a Turnstile verdict',
      sql: asClient('anon', '198.51.100.20', recordVerification(ids.first, 'passed')),
      expect: '42501',
    },
    {
      name: 'with Turnstile required, a lead without a verdict (a direct insert) is never claimed',
      sql: [
        asClient('anon', '198.51.100.20', insertStatement(lead(ids.unchecked))),
        asClient('anon', '198.51.100.20', insertStatement(lead(ids.passed))),
        asClient('anon', '198.51.100.20', insertStatement(lead(ids.rejected))),
        asClient('anon', '198.51.100.20', insertStatement(lead(ids.noToken))),
        asServiceRole(claim(ids.unchecked, true)),
      ].join('\n'),
      expect: 'ok',
      output: 'unverified',
    },
    {
      name: 'nor listed as due, while without Turnstile the same lead is',
      sql: asServiceRole(
        `update public.leads set notify_next_at = now() - interval '1 second' where submission_id = '${ids.unchecked}'`,
        `select (select count(*) from public.due_lead_notifications(100, true) where submission_id = '${ids.unchecked}') || '/' || (select count(*) from public.due_lead_notifications(100) where submission_id = '${ids.unchecked}')`,
      ),
      expect: 'ok',
      output: '0/1',
    },
    {
      name: 'a token that passed makes the lead claimable',
      sql: asServiceRole(recordVerification(ids.passed, 'passed'), claim(ids.passed, true)),
      expect: 'ok',
      output: 'claimed',
    },
    {
      name: 'a rejected token flags the lead as a suspected bot, kept and never notified',
      sql: asServiceRole(
        recordVerification(ids.rejected, 'rejected', 'invalid-input-response'),
        state(ids.rejected, 'verification, spam_reason, notify_status'),
      ),
      expect: 'ok',
      output: 'rejected|Turnstile rejected the token: invalid-input-response|skipped',
    },
    {
      name: 'a later verdict cannot undo a passed one',
      sql: asServiceRole(
        recordVerification(ids.passed, 'rejected', 'forged'),
        state(ids.passed, 'verification, spam_reason'),
      ),
      expect: 'ok',
      output: 'passed|',
    },
    {
      name: 'a missing token leaves the lead unverified, not flagged',
      sql: asServiceRole(recordVerification(ids.noToken, 'missing', 'no token was sent'), claim(ids.noToken, true)),
      expect: 'ok',
      output: 'unverified',
    },
    {
      name: 'a retry whose token passes releases it',
      sql: asServiceRole(recordVerification(ids.noToken, 'passed'), claim(ids.noToken, true)),
      expect: 'ok',
      output: 'claimed',
    },
    // Notification channels (migration 20261125000000): each channel is marked as it is sent, under the claim.
    {
      name: 'a channel sent under the claim is recorded; outside a claim nothing is',
      sql: [
        asClient('anon', '198.51.100.30', insertStatement(lead(ids.channels))),
        asServiceRole(
          quietly(`public.mark_lead_channel_sent('${ids.channels}', 'owner-email')`),
          claimQuietly(ids.channels),
          quietly(`public.mark_lead_channel_sent('${ids.channels}', 'owner-sms')`),
          `select string_agg(key, ',' order by key) from public.leads, jsonb_object_keys(notify_channels) as key where submission_id = '${ids.channels}'`,
        ),
      ].join('\n'),
      expect: 'ok',
      output: 'owner-sms',
    },
    {
      name: 'anon cannot mark a channel',
      sql: asClient(
        'anon',
        '198.51.100.30',
        quietly(`public.mark_lead_channel_sent('${ids.channels}', 'owner-email')`),
      ),
      expect: '42501',
    },
    ...callGuardCases(),
    ...staffCases(),
    ...webhookCases(),
    ...summaryCases(),
    ...addressCases(),
  ]
}
