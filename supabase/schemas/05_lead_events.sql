-- What staff do about a lead (decision 0061): its stage, its next action with a due time, notes, calls and texts
-- logged, a suspected bot released or discarded, each a row saying who and when. Staff work a person (their leads
-- grouped by phone or e-mail in the console); an event is kept on the person's newest lead. The console reads the
-- states, a person's timeline and the report through the functions below.
create table public.lead_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.leads (submission_id) on delete cascade,
  at timestamptz not null default now(),
  by_email text not null check (char_length(by_email) between 3 and 254),
  kind text not null check (kind in ('stage', 'next-action', 'note', 'call', 'text', 'released', 'discarded')),
  stage text check (stage in ('new', 'contacted', 'appointment', 'offer-made', 'under-contract', 'closed', 'dead')),
  note text check (char_length(note) between 1 and 2000),
  next_action text check (char_length(next_action) between 1 and 200 and next_action !~ '[\x01-\x1f\x7f-\x9f]'),
  next_action_due timestamptz,
  check ((kind = 'stage') = (stage is not null)),
  check ((kind = 'next-action') = (next_action is not null)),
  check (kind <> 'note' or note is not null)
);
comment on table public.lead_events is 'what staff did about each lead, newest last; written with public.record_lead_event';
create index lead_events_submission_idx on public.lead_events (submission_id, at);
alter table public.lead_events enable row level security;
revoke all on public.lead_events from anon, authenticated;
grant all on public.lead_events to service_role;
grant select on public.lead_events to authenticated;
create policy "staff read lead events" on public.lead_events for select to authenticated using (public.is_staff());
create unique index lead_events_one_verdict_idx on public.lead_events (submission_id)
  where kind in ('released', 'discarded');

create function public.record_lead_event(
  p_submission_ids uuid[],
  p_kind text,
  p_stage text default null,
  p_note text default null,
  p_next_action text default null,
  p_next_action_due timestamptz default null
) returns table (id bigint, at timestamptz)
language plpgsql security definer set search_path = '' as $$
declare
  newest uuid;
begin
  if not public.is_staff() then
    raise exception 'only staff may record what was done about a lead' using errcode = '42501';
  end if;
  if p_kind not in ('stage', 'next-action', 'note', 'call', 'text') then
    raise exception 'an event is a stage, a next action, a note, a call or a text' using errcode = '22023';
  end if;
  select l.submission_id into newest from public.leads l
    where l.submission_id = any (p_submission_ids) order by l.created_at desc limit 1;
  if newest is null then
    raise exception 'none of these leads exists' using errcode = 'PT404';
  end if;
  if (p_kind = 'stage' and p_stage <> 'new') or p_kind in ('call', 'text') then
    update public.leads l set first_contact_at = now()
      where l.submission_id = any (p_submission_ids) and l.first_contact_at is null;
  end if;
  return query
    insert into public.lead_events as e (submission_id, by_email, kind, stage, note, next_action, next_action_due)
      values (newest, private.signed_in_staff_email(), p_kind, p_stage, nullif(btrim(p_note), ''),
        nullif(btrim(p_next_action), ''), p_next_action_due)
      returning e.id, e.at;
end
$$;
revoke all on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) to authenticated;

create function public.lead_states()
returns table (
  submission_id uuid, stage text, stage_at timestamptz, next_action text, next_action_at timestamptz,
  next_action_due timestamptz, discarded boolean
)
language sql stable security invoker set search_path = '' as $$
  select l.submission_id,
      coalesce(s.stage, 'new'), s.at, n.next_action, n.at, n.next_action_due, d.discarded
    from public.leads l
    left join lateral (
      select e.stage, e.at from public.lead_events e
        where e.submission_id = l.submission_id and e.kind = 'stage' order by e.at desc, e.id desc limit 1
    ) s on true
    left join lateral (
      select e.next_action, e.at, e.next_action_due from public.lead_events e
        where e.submission_id = l.submission_id and e.kind = 'next-action' order by e.at desc, e.id desc limit 1
    ) n on true
    left join lateral (
      select true as discarded from public.lead_events e
        where e.submission_id = l.submission_id and e.kind = 'discarded' limit 1
    ) d on true
    where s.stage is not null or n.next_action is not null or d.discarded
$$;
revoke all on function public.lead_states() from public, anon;
grant execute on function public.lead_states() to authenticated, service_role;

-- The inbox's read (issue 62): the newest leads, with the columns the console shows. Security invoker, so row level
-- security decides as for the table itself: staff get every row, anyone else none.
create function public.inbox_leads(p_limit integer default 500)
returns table (
  id uuid, submission_id uuid, created_at timestamptz, name text, email text, phone text, address text, message text,
  source text, page_path text, utm_campaign text, consent_given boolean, notify_status text, spam_reason text,
  call_outcome text, recording_url text, first_contact_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select l.id, l.submission_id, l.created_at, l.name, l.email, l.phone, l.address, l.message, l.source, l.page_path,
      l.utm_campaign, l.consent_given, l.notify_status, l.spam_reason, l.call_outcome, l.recording_url,
      l.first_contact_at
    from public.leads l
    order by l.created_at desc
    limit least(greatest(coalesce(p_limit, 500), 1), 1000)
$$;
revoke all on function public.inbox_leads(integer) from public, anon;
grant execute on function public.inbox_leads(integer) to authenticated, service_role;

-- A person's whole timeline: their leads, what staff did, texts received from and sent to their numbers. Row level
-- security applies (security invoker): staff read it all, anyone else nothing.
create function public.person_timeline(p_submission_ids uuid[])
returns table (at timestamptz, kind text, detail jsonb)
language sql stable security invoker set search_path = '' as $$
  with person as (
    select l.* from public.leads l where l.submission_id = any (p_submission_ids)
  ), phones as (
    select distinct right(regexp_replace(p.phone, '\D', '', 'g'), 10) as digits from person p
      where right(regexp_replace(p.phone, '\D', '', 'g'), 10) ~ '^[0-9]{10}$'
  )
  select p.created_at, 'lead', jsonb_build_object('submission_id', p.submission_id, 'source', p.source,
      'message', p.message, 'address', p.address, 'page_path', p.page_path, 'call_outcome', p.call_outcome,
      'recording_url', p.recording_url, 'consent_given', p.consent_given, 'notify_status', p.notify_status,
      'spam_reason', p.spam_reason)
    from person p
  union all
  select e.at, e.kind, jsonb_build_object('by', e.by_email, 'stage', e.stage, 'note', e.note,
      'next_action', e.next_action, 'next_action_due', e.next_action_due)
    from public.lead_events e join person p on p.submission_id = e.submission_id
  union all
  select r.received_at, 'text-in', jsonb_build_object('body', r.body, 'kind', r.kind)
    from public.sms_replies r join phones ph on right(regexp_replace(r.from_number, '\D', '', 'g'), 10) = ph.digits
  union all
  select coalesce(t.sent_at, t.send_after), 'text-out', jsonb_build_object('body', t.body, 'status', t.status)
    from public.automated_texts t join person p on p.submission_id = t.submission_id
  order by 1
$$;
revoke all on function public.person_timeline(uuid[]) from public, anon;
grant execute on function public.person_timeline(uuid[]) to authenticated, service_role;

-- Whether the console may offer a text to this number: its opt-out state (public.text_permissions).
create function public.text_permission(p_phone text)
returns text
language sql stable security invoker set search_path = '' as $$
  select coalesce(
    (select t.state from public.text_permissions t
      where t.phone_digits = right(regexp_replace(p_phone, '\D', '', 'g'), 10)),
    'allowed')
$$;
revoke all on function public.text_permission(text) from public, anon;
grant execute on function public.text_permission(text) to authenticated, service_role;

create function public.review_suspected_bot(p_submission_id uuid, p_verdict text)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  flagged text;
  who text := private.signed_in_staff_email();
begin
  if not public.is_staff() then
    raise exception 'only staff may review a suspected bot' using errcode = '42501';
  end if;
  if p_verdict not in ('released', 'discarded') then
    raise exception 'a verdict is released or discarded' using errcode = '22023';
  end if;
  select l.spam_reason into flagged from public.leads l
    where l.submission_id = p_submission_id and l.spam_reason is not null and l.notify_status = 'skipped'
      and not exists (
        select 1 from public.lead_events e
          where e.submission_id = l.submission_id and e.kind in ('released', 'discarded')
      )
    for update;
  if flagged is null then
    return false;
  end if;
  if p_verdict = 'released' then
    update public.leads
      set spam_reason = null, notify_status = 'pending', notify_next_at = now(), notify_error = null,
          verification = 'passed', verification_detail = left('released as genuine by ' || who, 500)
      where submission_id = p_submission_id;
  end if;
  insert into public.lead_events (submission_id, by_email, kind, note)
    values (p_submission_id, who, p_verdict, left('flagged: ' || flagged, 2000));
  return true;
end
$$;
revoke all on function public.review_suspected_bot(uuid, text) from public, anon, authenticated;
grant execute on function public.review_suspected_bot(uuid, text) to authenticated;

-- The rows of the marketers' report (src/lib/leads-report.ts), for the lead console and `npm run leads -- --report`
-- alike, so both count the same: each lead's columns the report reads and the stages recorded for it. One jsonb
-- value, not a set of rows, so a hosted API's row limit (Supabase's "max rows", 1000 by default) cannot cut the
-- report short. Row level security applies (security invoker): staff read every lead, anyone else none.
-- A lead from before p_since that has a stage comes too, with only what ties it to a person (its phone and e-mail):
-- a stage sits on the person's newest lead of its day (decision 0061), which may be older than the range.
create function public.report_leads(p_since timestamptz default null)
returns jsonb
language sql stable security invoker set search_path = '' as $$
  with staged as (
    select e.submission_id, jsonb_agg(distinct e.stage) as stages from public.lead_events e
      where e.kind = 'stage' group by e.submission_id
  )
  select coalesce(
    jsonb_agg(
      -- Empty columns left out: a lead is about half the size, and the report reads a missing key as empty.
      jsonb_strip_nulls(case when p_since is null or l.created_at >= p_since then jsonb_build_object(
        'id', l.id, 'submission_id', l.submission_id, 'created_at', l.created_at, 'name', l.name,
        'email', l.email, 'phone', l.phone, 'source', l.source, 'call_source', l.call_source,
        'utm_source', l.utm_source, 'utm_campaign', l.utm_campaign, 'referrer', l.referrer,
        'landing_page', l.landing_page, 'page_path', l.page_path, 'spam_reason', l.spam_reason,
        'notify_status', l.notify_status, 'verification', l.verification, 'first_contact_at', l.first_contact_at,
        'stages', s.stages
      ) else jsonb_build_object(
        'id', l.id, 'submission_id', l.submission_id, 'created_at', l.created_at, 'email', l.email,
        'phone', l.phone, 'stages', s.stages
      ) end)
      order by l.created_at, l.id
    ),
    '[]'::jsonb
  )
  from public.leads l left join staged s on s.submission_id = l.submission_id
  where p_since is null or l.created_at >= p_since or s.stages is not null
$$;
revoke all on function public.report_leads(timestamptz) from public, anon;
grant execute on function public.report_leads(timestamptz) to authenticated, service_role;
