-- The owner's summary each morning (decision 0064): one row per business day, claimed by the scheduled retry once the
-- hour has come, its channels (the owner's e-mail, each SMS number) marked as they are sent, retried with the alerts'
-- backoff until every one is, and never sent twice (the day is the key). The facts come from one function, so both
-- runtimes count alike. Only service_role reads or moves them.
create table public.daily_summaries (
  -- The business day summarized, in the business's time zone.
  day date primary key,
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  claimed_until timestamptz,
  -- Each channel sent, with its time, as leads.notify_channels: a retry sends only the ones missing.
  channels jsonb not null default '{}'::jsonb,
  sent_at timestamptz,
  last_error text check (char_length(last_error) <= 500)
);
comment on table public.daily_summaries is 'the owner''s summary of each business day, sent the next morning (decision 0064)';
alter table public.daily_summaries enable row level security;
revoke all on public.daily_summaries from public, anon, authenticated;
grant all on public.daily_summaries to service_role;

-- When the summaries began: no summary tells of a day before (nor, in a test's fresh database, of a yesterday it never
-- had). The first one, the next morning, covers the day the table was made.
create table private.daily_summary_start (
  began_at timestamptz not null
);
insert into private.daily_summary_start (began_at) values (now());

-- The summary of p_day, claimed for p_lease_seconds when it is due at p_now, or no row: before the summaries began,
-- already sent, waiting for its retry, or being sent by another run. The row is made on the first claim.
create function public.claim_daily_summary(
  p_day date, p_time_zone text, p_now timestamptz default now(), p_lease_seconds integer default 120
)
returns table (day date, attempts integer, channels jsonb)
language plpgsql security definer set search_path = '' as $$
declare
  summary public.daily_summaries;
begin
  if p_day < (select (s.began_at at time zone p_time_zone)::date from private.daily_summary_start s limit 1) then
    return;
  end if;
  insert into public.daily_summaries as d (day, next_attempt_at) values (p_day, p_now) on conflict on constraint daily_summaries_pkey do nothing;
  select * into summary from public.daily_summaries d
    where d.day = p_day
      and ((d.status in ('pending', 'failed') and d.next_attempt_at <= p_now)
        or (d.status = 'sending' and d.claimed_until <= p_now))
    for update skip locked;
  if summary.day is null then
    return;
  end if;
  update public.daily_summaries d
    set status = 'sending', attempts = d.attempts + 1,
        claimed_until = p_now + make_interval(secs => greatest(p_lease_seconds, 1))
    where d.day = p_day
    returning * into summary;
  return query select summary.day, summary.attempts, summary.channels;
end
$$;
revoke all on function public.claim_daily_summary(date, text, timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_daily_summary(date, text, timestamptz, integer) to service_role;

-- One channel of a claimed summary was sent: no retry sends it again.
create function public.mark_daily_summary_channel(p_day date, p_channel text)
returns void
language sql security definer set search_path = '' as $$
  update public.daily_summaries d set channels = d.channels || jsonb_build_object(p_channel, now())
    where d.day = p_day and d.status = 'sending'
$$;
revoke all on function public.mark_daily_summary_channel(date, text) from public, anon, authenticated;
grant execute on function public.mark_daily_summary_channel(date, text) to service_role;

-- How attempt p_attempt went: sent (every channel), or failed, due again after retry_base_seconds (the alerts'
-- setting), doubling per attempt, at most an hour. A report from an attempt that is no longer the latest is ignored.
create function public.finish_daily_summary(
  p_day date, p_attempt integer, p_sent boolean, p_error text default null, p_now timestamptz default now()
)
returns void
language sql security definer set search_path = '' as $$
  update public.daily_summaries d
    set status = case when p_sent then 'sent' else 'failed' end,
        sent_at = case when p_sent then p_now end,
        claimed_until = null,
        last_error = case when p_sent then null else left(coalesce(p_error, 'unknown error'), 500) end,
        next_attempt_at = case
          when p_sent then d.next_attempt_at
          else p_now + private.retry_delay(d.attempts)
        end
    where d.day = p_day and d.status = 'sending' and d.attempts = p_attempt
$$;
revoke all on function public.finish_daily_summary(date, integer, boolean, text, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_daily_summary(date, integer, boolean, text, timestamptz) to service_role;

-- A lead's kind as the summary names it.
create function private.summary_kind(p_lead public.leads) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_lead.source = 'contact-form' then 'form'
    when p_lead.source = 'chat-widget' then 'chat'
    when p_lead.call_outcome = 'answered' then 'answered-call'
    else 'missed-call'
  end
$$;
revoke all on function private.summary_kind(public.leads) from public;

-- What the summary of p_day says, as of p_now: the day's leads and calls by kind (and the suspected bots held), the
-- leads of the last 7 days still not contacted (genuine, never contacted from the console, not a call someone
-- answered), the alerts of those 7 days not delivered, the CRM's events waiting, and whether the day before's summary
-- failed. Days are p_time_zone's, so a day of 23 or 25 hours counts as it was lived. Lists hold the 20 newest.
create function public.daily_summary_facts(p_day date, p_time_zone text, p_now timestamptz default now())
returns jsonb
language sql stable security definer set search_path = '' as $$
  with bounds as (
    select (p_day::timestamp at time zone p_time_zone) as day_start,
        ((p_day + 1)::timestamp at time zone p_time_zone) as day_end,
        ((p_day - 6)::timestamp at time zone p_time_zone) as week_start
  ), day_leads as (
    select l.* from public.leads l, bounds b where l.created_at >= b.day_start and l.created_at < b.day_end
  ), week_leads as (
    select l.* from public.leads l, bounds b
      where l.created_at >= b.week_start and l.created_at < p_now and l.spam_reason is null
  ), not_contacted as (
    select w.* from week_leads w where w.first_contact_at is null and w.call_outcome is distinct from 'answered'
  ), undelivered as (
    -- A lead of the last ten minutes is still being alerted.
    select w.* from week_leads w
      where w.notify_status in ('pending', 'sending', 'failed', 'held') and w.created_at < p_now - interval '10 minutes'
  ), waiting as (
    -- Not the events of a lead Turnstile did not pass: they wait for its release, as its alert does (counted above).
    select e.* from public.webhook_events e join public.leads l on l.submission_id = e.submission_id
      where e.delivered_at is null and e.created_at < p_now - interval '10 minutes'
        and coalesce(l.verification, 'passed') not in ('missing', 'failed')
  )
  select jsonb_build_object(
    'day', p_day,
    'counts', (select jsonb_build_object(
        'form', count(*) filter (where d.spam_reason is null and private.summary_kind(d) = 'form'),
        'chat', count(*) filter (where d.spam_reason is null and private.summary_kind(d) = 'chat'),
        'missed-call', count(*) filter (where private.summary_kind(d) = 'missed-call'),
        'answered-call', count(*) filter (where private.summary_kind(d) = 'answered-call'),
        'suspected-bot', count(*) filter (where d.spam_reason is not null))
      from day_leads d),
    'not_contacted', (select coalesce(jsonb_agg(jsonb_build_object('name', n.name, 'kind', private.summary_kind(n),
          'created_at', private.iso_utc(n.created_at)) order by n.created_at desc), '[]'::jsonb)
        from (select * from not_contacted order by created_at desc limit 20) n),
    'not_contacted_total', (select count(*) from not_contacted),
    'undelivered', (select coalesce(jsonb_agg(jsonb_build_object('name', u.name, 'kind', private.summary_kind(u),
          'created_at', private.iso_utc(u.created_at), 'status', u.notify_status, 'error', u.notify_error)
          order by u.created_at desc), '[]'::jsonb)
        from (select * from undelivered order by created_at desc limit 20) u),
    'undelivered_total', (select count(*) from undelivered),
    'crm_waiting', (select count(*) from waiting),
    'crm_error', (select w.last_error from waiting w where w.last_error is not null order by w.next_attempt_at desc limit 1),
    'previous_summary_error', (select coalesce(s.last_error, 'it was not sent') from public.daily_summaries s
        where s.day = p_day - 1 and s.status <> 'sent')
  )
$$;
revoke all on function public.daily_summary_facts(date, text, timestamptz) from public, anon, authenticated;
grant execute on function public.daily_summary_facts(date, text, timestamptz) to service_role;
