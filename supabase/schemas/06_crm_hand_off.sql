-- The hand-off to a CRM (decision 0063): each new lead, call and stage change becomes one row of
-- public.webhook_events, written by triggers inside the transaction that stored it, so no path (the form's insert,
-- notify-lead, the call webhook, the console) can store one without it. The scheduled retry POSTs each to
-- LEAD_WEBHOOK_URL, signed as Standard Webhooks says, until it is answered 2xx; the row's id is the webhook-id.
-- A suspected bot queues nothing until staff release it, and an event goes only while its lead passes the rules the
-- alerts follow (not flagged; with Turnstile on, its token passed). Only service_role reads or moves the queue.
create table public.webhook_events (
  -- The webhook-id: the same on every attempt, so the receiver can drop a repeat.
  id text primary key default ('msg_' || replace(gen_random_uuid()::text, '-', '')),
  -- What happened, once: 'lead.created:<submission id>', 'call.created:<submission id>',
  -- 'lead.stage_changed:<lead_events id>'. A second trigger for the same thing queues nothing.
  occurrence text not null unique,
  type text not null check (type in ('lead.created', 'call.created', 'lead.stage_changed')),
  -- The lead it is about (for a stage change, the lead the event is on).
  submission_id uuid not null references public.leads (submission_id) on delete cascade,
  -- The body as sent: { type, timestamp, data }.
  payload jsonb not null,
  created_at timestamptz not null default now(),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A run that claimed the event sends it until then; after, another run may (the same webhook-id again).
  claimed_until timestamptz,
  delivered_at timestamptz,
  last_error text check (char_length(last_error) <= 500)
);
comment on table public.webhook_events is
  'events handed to the CRM at LEAD_WEBHOOK_URL (decision 0063); queued by triggers, sent by the scheduled retry';
create index webhook_events_due_idx on public.webhook_events (next_attempt_at) where delivered_at is null;
create index webhook_events_delivered_idx on public.webhook_events (delivered_at) where delivered_at is not null;
create index webhook_events_submission_idx on public.webhook_events (submission_id);
alter table public.webhook_events enable row level security;
revoke all on public.webhook_events from public, anon, authenticated;
grant all on public.webhook_events to service_role;

-- A time as the payload writes it: UTC, ISO 8601, whatever the session's time zone.
create function private.iso_utc(p_at timestamptz) returns text
language sql stable set search_path = '' as $$
  select to_char(p_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')
$$;
revoke all on function private.iso_utc(timestamptz) from public;

-- What the CRM gets of a lead: what the seller gave, where from, and their consent; nothing of the guards (client
-- address, spam checks) or of delivery.
create function private.webhook_lead_data(p_lead public.leads) returns jsonb
language sql stable set search_path = '' as $$
  select case when p_lead.source = 'phone-call' then
    jsonb_build_object(
      'submission_id', p_lead.submission_id, 'created_at', private.iso_utc(p_lead.created_at),
      'source', p_lead.source, 'name', p_lead.name, 'phone', p_lead.phone, 'message', p_lead.message,
      'call_to', p_lead.call_to, 'call_outcome', p_lead.call_outcome, 'call_source', p_lead.call_source)
  else
    jsonb_build_object(
      'submission_id', p_lead.submission_id, 'created_at', private.iso_utc(p_lead.created_at),
      'source', p_lead.source, 'name', p_lead.name, 'email', p_lead.email, 'phone', p_lead.phone,
      'address', p_lead.address, 'condition', p_lead.condition, 'timeline', p_lead.timeline,
      'message', p_lead.message, 'page_path', p_lead.page_path, 'landing_page', p_lead.landing_page,
      'referrer', p_lead.referrer, 'utm_source', p_lead.utm_source, 'utm_medium', p_lead.utm_medium,
      'utm_campaign', p_lead.utm_campaign, 'utm_term', p_lead.utm_term, 'utm_content', p_lead.utm_content,
      'consent_given', p_lead.consent_given, 'consent_version', p_lead.consent_version,
      'consent_text', p_lead.consent_text)
  end
$$;
revoke all on function private.webhook_lead_data(public.leads) from public;

create function private.queue_webhook_event(
  p_occurrence text, p_type text, p_submission_id uuid, p_at timestamptz, p_data jsonb
)
returns void
language sql security definer set search_path = '' as $$
  insert into public.webhook_events (occurrence, type, submission_id, payload)
    values (p_occurrence, p_type, p_submission_id,
      jsonb_build_object('type', p_type, 'timestamp', private.iso_utc(p_at), 'data', p_data))
    on conflict (occurrence) do nothing
$$;
revoke all on function private.queue_webhook_event(text, text, uuid, timestamptz, jsonb) from public;

-- A genuine lead or a call as it is stored; a released bot when staff release it (its spam flag cleared).
create function private.queue_lead_webhook_event() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  event_type text := case when new.source = 'phone-call' then 'call.created' else 'lead.created' end;
begin
  perform private.queue_webhook_event(event_type || ':' || new.submission_id, event_type, new.submission_id,
    new.created_at, private.webhook_lead_data(new));
  return null;
end
$$;
revoke all on function private.queue_lead_webhook_event() from public;
create trigger leads_webhook_on_insert after insert on public.leads
  for each row when (new.spam_reason is null) execute function private.queue_lead_webhook_event();
create trigger leads_webhook_on_release after update of spam_reason on public.leads
  for each row when (old.spam_reason is not null and new.spam_reason is null)
  execute function private.queue_lead_webhook_event();

-- A stage staff set (record_lead_event), with who set it and the lead it is on, so the CRM can match the person.
create function private.queue_stage_webhook_event() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
begin
  select * into lead_row from public.leads where submission_id = new.submission_id;
  perform private.queue_webhook_event('lead.stage_changed:' || new.id, 'lead.stage_changed', new.submission_id,
    new.at, jsonb_build_object('submission_id', new.submission_id, 'stage', new.stage, 'changed_by', new.by_email,
      'name', lead_row.name, 'phone', lead_row.phone, 'email', lead_row.email, 'source', lead_row.source));
  return null;
end
$$;
revoke all on function private.queue_stage_webhook_event() from public;
create trigger lead_events_webhook_on_stage after insert on public.lead_events
  for each row when (new.kind = 'stage') execute function private.queue_stage_webhook_event();

-- The oldest event due at p_now, claimed for p_lease_seconds (attempts counted), or no row. One at a time, so a
-- lease covers one send; skip locked, so two runs at once take different events. Its lead must pass what the alerts
-- ask: not flagged (a lead Turnstile flags after its insert queued the event), and with p_require_verification
-- (Turnstile on) a token that passed or could not be checked (Cloudflare unreachable), as due_lead_notifications
-- takes them; until then the event waits.
create function public.claim_webhook_event(
  p_now timestamptz default now(), p_lease_seconds integer default 120, p_require_verification boolean default false
)
returns table (id text, type text, payload jsonb, attempts integer)
language plpgsql security definer set search_path = '' as $$
declare
  claimed public.webhook_events;
begin
  select w.* into claimed from public.webhook_events w
    join public.leads l on l.submission_id = w.submission_id
    where w.delivered_at is null and w.next_attempt_at <= p_now
      and (w.claimed_until is null or w.claimed_until <= p_now)
      and l.spam_reason is null
      and (not p_require_verification or coalesce(l.verification, 'missing') in ('passed', 'unchecked'))
    order by w.next_attempt_at, w.created_at
    limit 1
    for update of w skip locked;
  if claimed.id is null then
    return;
  end if;
  update public.webhook_events w
    set attempts = w.attempts + 1, claimed_until = p_now + make_interval(secs => greatest(p_lease_seconds, 1))
    where w.id = claimed.id
    returning * into claimed;
  return query select claimed.id, claimed.type, claimed.payload, claimed.attempts;
end
$$;
revoke all on function public.claim_webhook_event(timestamptz, integer, boolean) from public, anon, authenticated;
grant execute on function public.claim_webhook_event(timestamptz, integer, boolean) to service_role;

-- The wait after failed attempt p_attempts, as a failed alert waits: retry_base_seconds (private.lead_settings),
-- doubling per attempt, at most an hour. The CRM hand-off and the daily summary share it.
create function private.retry_delay(p_attempts integer)
returns interval
language sql stable set search_path = '' as $$
  select least(
    interval '1 hour',
    make_interval(secs => private.lead_setting('retry_base_seconds') * power(2, greatest(p_attempts - 1, 0)))
  )
$$;

-- How attempt p_attempt went. Delivered is final, whichever attempt reports it. A failure waits retry_base_seconds
-- (private.lead_settings, as the alerts do), doubling per attempt, at most an hour; a failure reported by an attempt
-- that is no longer the latest (its lease lapsed and another run took the event) changes nothing.
create function public.finish_webhook_event(
  p_id text, p_attempt integer, p_delivered boolean, p_error text default null, p_now timestamptz default now()
)
returns void
language sql security definer set search_path = '' as $$
  update public.webhook_events w
    set delivered_at = case when p_delivered then p_now end,
        claimed_until = null,
        last_error = case when p_delivered then null else left(coalesce(p_error, 'unknown error'), 500) end,
        next_attempt_at = case
          when p_delivered then w.next_attempt_at
          else p_now + private.retry_delay(w.attempts)
        end
    where w.id = p_id and w.delivered_at is null and (p_delivered or w.attempts = p_attempt)
$$;
revoke all on function public.finish_webhook_event(text, integer, boolean, text, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_webhook_event(text, integer, boolean, text, timestamptz) to service_role;

-- The queue kept short, at each scheduled run: delivered events go after 30 days (the CRM has them; the leads table
-- keeps the lead), undelivered ones of a lead flagged since go (a release queues it again), and with the hand-off
-- off (no LEAD_WEBHOOK_URL) every undelivered one goes, so an unused queue holds at most one run's worth. One row,
-- how many went (a row, so PostgREST and PGlite answer alike).
create function public.prune_webhook_events(p_hand_off_on boolean, p_now timestamptz default now())
returns table (removed integer)
language plpgsql security definer set search_path = '' as $$
begin
  delete from public.webhook_events w
    where w.delivered_at < p_now - interval '30 days'
      or (w.delivered_at is null and (not p_hand_off_on or exists (
        select from public.leads l where l.submission_id = w.submission_id and l.spam_reason is not null)));
  get diagnostics removed = row_count;
  return next;
end
$$;
revoke all on function public.prune_webhook_events(boolean, timestamptz) from public, anon, authenticated;
grant execute on function public.prune_webhook_events(boolean, timestamptz) to service_role;
