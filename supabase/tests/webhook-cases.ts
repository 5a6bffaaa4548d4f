/**
 * The CRM hand-off's queue (migration 20261130000000, decision 0063) as guard cases, run after staff-cases.ts: the
 * leads, calls, bot verdicts and stage changes the earlier cases stored have queued their events (or, for a bot,
 * none), and the claim, finish and prune functions move them.
 */
import {
  asClient,
  asServiceRole,
  insertStatement,
  lead,
  quietly,
  serviceRoleOnly,
  type GuardCase,
} from './guard-sql.ts'
import { sampleLead } from './sample-lead.ts'

/** Leads guard-cases.ts stored: a genuine one; bots flagged (one released, one discarded, one never reviewed). */
const stored = {
  first: '10000000-0000-4000-8000-000000000001',
  released: '10000000-0000-4000-8000-000000000002',
  discarded: '10000000-0000-4000-8000-000000000003',
  neverReviewed: '10000000-0000-4000-8000-000000000004',
}
/** The missed call call-guard-cases.ts stored, from a Google Ads tracking number. */
const callSid = `CA${'1'.repeat(32)}`
/** A lead of these cases, stored once the earlier events are claimed, so the claim below finds it alone. */
const fresh = '30000000-0000-4000-8000-000000000001'
const freshEvent = `(select id from public.webhook_events where occurrence = 'lead.created:${fresh}')`

const aboutLead = (submissionId: string) => `payload -> 'data' ->> 'submission_id' = '${submissionId}'`

/** Claims every event due now, one after another as runs would; fails if one comes twice. Their ids: claimedIds. */
/** guard-cases.ts's lead inserted without a Turnstile verdict (ids.unchecked there). */
const noVerdict = '10000000-0000-4000-8000-000000000007'
const claimAll = (requireVerification: boolean) => `do $$
  declare
    claimed record;
    seen text[] := '{}';
  begin
    loop
      select * into claimed from public.claim_webhook_event(now(), 120, ${requireVerification});
      exit when claimed.id is null;
      if claimed.id = any (seen) then
        raise exception 'event % was claimed twice', claimed.id;
      end if;
      seen := seen || claimed.id;
    end loop;
    perform set_config('webhook_cases.claimed', array_to_string(seen, ','), true);
  end $$`
const claimedIds = "string_to_array(current_setting('webhook_cases.claimed'), ',')"

export function webhookCases(): GuardCase[] {
  return [
    serviceRoleOnly(
      'crm webhook: the queue has row level security and nothing granted to anon or authenticated',
      'public.webhook_events',
    ),
    {
      name: 'crm webhook: anon cannot read the queue',
      sql: 'begin;\nset local role anon;\nselect count(*) from public.webhook_events;\ncommit;',
      expect: '42501',
    },
    {
      name: 'crm webhook: a signed-in user cannot claim an event',
      sql: `begin;\nset local role authenticated;\n${quietly('public.claim_webhook_event(now(), 120)')};\ncommit;`,
      expect: '42501',
    },
    {
      name: "crm webhook: a form's lead queues one lead.created event with its details, none of the guards, a msg_ id",
      sql: asServiceRole(
        `select type, payload ->> 'type' as body_type, payload -> 'data' ->> 'name' as name,
           payload -> 'data' ? 'client_address' as address, id ~ '^msg_[0-9a-f]{32}$' as msg_id,
           payload ->> 'timestamp' ~ '^\\d{4}-\\d\\d-\\d\\dT\\d\\d:\\d\\d:\\d\\d\\.\\d{3}Z$' as utc
         from public.webhook_events where ${aboutLead(stored.first)}`,
      ),
      expect: 'ok',
      output: `lead.created|lead.created|${sampleLead.name}|f|t|t`,
    },
    {
      name: 'crm webhook: a suspected bot queues nothing, never reviewed or discarded',
      sql: asServiceRole(
        `select count(*) from public.webhook_events
           where ${aboutLead(stored.neverReviewed)} or ${aboutLead(stored.discarded)}`,
      ),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'crm webhook: a bot released by staff queues its lead.created, once',
      sql: asServiceRole(
        `select count(*), min(type) as type from public.webhook_events where ${aboutLead(stored.released)}`,
      ),
      expect: 'ok',
      output: '1|lead.created',
    },
    {
      name: 'crm webhook: a call queues call.created with its outcome and tracking source',
      sql: asServiceRole(
        `select type, payload -> 'data' ->> 'call_outcome' as outcome, payload -> 'data' ->> 'call_source' as source
           from public.webhook_events w join public.leads l on w.occurrence = 'call.created:' || l.submission_id
           where l.call_sid = '${callSid}'`,
      ),
      expect: 'ok',
      output: 'call.created|no-answer|Google Ads',
    },
    {
      name: 'crm webhook: each stage staff set queues lead.stage_changed with the stage and who set it',
      sql: asServiceRole(
        `select count(*) > 0 and count(*) = (select count(*) from public.lead_events where kind = 'stage') as each,
             bool_and(w.type = 'lead.stage_changed' and w.payload -> 'data' ->> 'stage' = e.stage
               and w.payload -> 'data' ->> 'changed_by' = e.by_email) as told
           from public.webhook_events w join public.lead_events e on w.occurrence = 'lead.stage_changed:' || e.id`,
      ),
      expect: 'ok',
      output: 't|t',
    },
    {
      name: 'crm webhook: leads refused with their transaction (a flood over the limit) queue nothing',
      sql: asServiceRole(
        `select count(*) from public.webhook_events where payload -> 'data' ->> 'submission_id' like '20000000-0000-4000-8000-00000000000_'`,
      ),
      expect: 'ok',
      output: '0',
    },
    {
      name: 'crm webhook: with Turnstile on, claims take each event of a lead alerts take (token passed or unchecked), once',
      sql: asServiceRole(
        // The guard cases' lead without a verdict, now one whose token Cloudflare could not check: alerted, so sent.
        `update public.leads set verification = 'unchecked' where submission_id = '${noVerdict}'`,
        claimAll(true),
        `select count(*) > 0 and bool_and(l.verification in ('passed', 'unchecked') and l.spam_reason is null)
             and bool_or(l.verification = 'unchecked')
             and count(*) = cardinality(${claimedIds})
             and count(*) = (select count(*) from public.webhook_events e join public.leads p
               on p.submission_id = e.submission_id
               where p.verification in ('passed', 'unchecked') and p.spam_reason is null)
           from public.webhook_events w join public.leads l on l.submission_id = w.submission_id
           where w.id = any (${claimedIds})`,
      ),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'crm webhook: with it off, claims take the rest once; a lead Turnstile flagged after its insert, never',
      sql: asServiceRole(
        claimAll(false),
        `select bool_and((w.claimed_until > now()) = (l.spam_reason is null)) and bool_or(l.spam_reason is not null)
           from public.webhook_events w join public.leads l on l.submission_id = w.submission_id`,
      ),
      expect: 'ok',
      output: 't',
    },
    {
      name: 'crm webhook: a new event is claimed while the others are leased, as its first attempt',
      sql: [
        asClient('anon', '198.51.100.40', insertStatement(lead(fresh))),
        asServiceRole(
          `select (select w.occurrence from public.webhook_events w where w.id = c.id), c.attempts
             from public.claim_webhook_event(now(), 120) c`,
        ),
      ].join('\n'),
      expect: 'ok',
      output: `lead.created:${fresh}|1`,
    },
    {
      name: 'crm webhook: a failure waits retry_base_seconds (60) and records why',
      sql: asServiceRole(
        quietly(`public.finish_webhook_event(${freshEvent}, 1, false, 'the CRM answered 500', now())`),
        `select extract(epoch from next_attempt_at - now())::int as wait, last_error, claimed_until is null as free
           from public.webhook_events where id = ${freshEvent}`,
      ),
      expect: 'ok',
      output: '60|the CRM answered 500|t',
    },
    {
      name: 'crm webhook: the second failure waits twice as long',
      sql: asServiceRole(
        quietly("public.claim_webhook_event(now() + interval '61 seconds', 120)"),
        quietly(`public.finish_webhook_event(${freshEvent}, 2, false, 'timeout', now() + interval '61 seconds')`),
        `select attempts, extract(epoch from next_attempt_at - (now() + interval '61 seconds'))::int as wait
           from public.webhook_events where id = ${freshEvent}`,
      ),
      expect: 'ok',
      output: '2|120',
    },
    {
      name: 'crm webhook: a late failure of an earlier attempt changes nothing; a delivery is final',
      sql: asServiceRole(
        quietly(`public.finish_webhook_event(${freshEvent}, 1, false, 'late answer', now())`),
        `select last_error from public.webhook_events where id = ${freshEvent}`,
      ),
      expect: 'ok',
      output: 'timeout',
    },
    {
      name: 'crm webhook: a delivered event stays delivered and is not claimed again',
      sql: asServiceRole(
        quietly(`public.finish_webhook_event(${freshEvent}, 1, true, null, now())`),
        quietly(`public.finish_webhook_event(${freshEvent}, 2, false, 'a late failure', now())`),
        `select delivered_at is not null as delivered, last_error is null as no_error,
             not exists (select from public.claim_webhook_event(now() + interval '1 day', 120) c where c.id = ${freshEvent})
               as not_claimed
           from public.webhook_events where id = ${freshEvent}`,
      ),
      expect: 'ok',
      output: 't|t|t',
    },
    {
      name: 'crm webhook: pruning drops the events of leads flagged since, delivered ones after 30 days, and (off) all',
      sql: asServiceRole(
        `do $$
         declare
           flagged integer;
           now_on integer;
           month_on integer;
           now_off integer;
         begin
           select count(*) into flagged from public.webhook_events w join public.leads l
             on l.submission_id = w.submission_id where l.spam_reason is not null;
           select removed into now_on from public.prune_webhook_events(true, now());
           select removed into month_on from public.prune_webhook_events(true, now() + interval '31 days');
           select removed into now_off from public.prune_webhook_events(false, now());
           perform set_config('webhook_cases.pruned', (now_on > 0 and now_on = flagged) || '|' || month_on || '|' || (now_off > 0), true);
         end $$`,
        `select current_setting('webhook_cases.pruned') || '|' || (select count(*) from public.webhook_events)`,
      ),
      expect: 'ok',
      output: 'true|1|true|0',
    },
  ]
}
