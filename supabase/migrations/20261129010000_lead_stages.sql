-- What staff do about a lead (decision 0061): its stage, its next action with a due time, notes, calls and texts
-- logged, each a row saying who and when; and the first contact's time on the lead, for speed to lead. Staff work a
-- person (their leads grouped by phone or e-mail in the console); an event is kept on the person's newest lead.

alter table public.leads add column first_contact_at timestamptz;
comment on column public.leads.first_contact_at is
  'the first contact (stage out of new, a call logged, a text sent from the console): speed to lead';

create table public.lead_events (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.leads (submission_id) on delete cascade,
  at timestamptz not null default now(),
  by_email text not null check (char_length(by_email) between 3 and 254),
  kind text not null check (kind in ('stage', 'next-action', 'note', 'call', 'text')),
  stage text check (stage in ('new', 'contacted', 'appointment', 'offer-made', 'under-contract', 'closed', 'dead')),
  note text check (char_length(note) between 1 and 2000),
  next_action text check (char_length(next_action) between 1 and 200 and next_action !~ '[\x01-\x1f\x7f-\x9f]'),
  next_action_due timestamptz,
  check ((kind = 'stage') = (stage is not null)),
  check ((kind = 'next-action') = (next_action is not null)),
  check (kind <> 'note' or note is not null)
);
create index lead_events_submission_idx on public.lead_events (submission_id, at);
comment on table public.lead_events is 'what staff did about each lead, newest last; written with public.record_lead_event';
alter table public.lead_events enable row level security;
revoke all on public.lead_events from anon, authenticated;
grant all on public.lead_events to service_role;
grant select on public.lead_events to authenticated;
create policy "staff read lead events" on public.lead_events for select to authenticated using (public.is_staff());

-- A staff member records what they did for a person (the ids of their leads): the event goes on the newest lead,
-- and a contact (leaving 'new', a call, a text) stamps first_contact_at on each of those leads that has none.
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
      values (newest, lower(auth.jwt() ->> 'email'), p_kind, p_stage, nullif(btrim(p_note), ''),
        nullif(btrim(p_next_action), ''), p_next_action_due)
      returning e.id, e.at;
end
$$;
revoke all on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) to authenticated;

-- Each lead's latest stage and next action, for the inbox; row level security applies (security invoker).
create function public.lead_states()
returns table (
  submission_id uuid, stage text, stage_at timestamptz, next_action text, next_action_at timestamptz,
  next_action_due timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select l.submission_id,
      coalesce(s.stage, 'new'), s.at, n.next_action, n.at, n.next_action_due
    from public.leads l
    left join lateral (
      select e.stage, e.at from public.lead_events e
        where e.submission_id = l.submission_id and e.kind = 'stage' order by e.at desc, e.id desc limit 1
    ) s on true
    left join lateral (
      select e.next_action, e.at, e.next_action_due from public.lead_events e
        where e.submission_id = l.submission_id and e.kind = 'next-action' order by e.at desc, e.id desc limit 1
    ) n on true
    where s.stage is not null or n.next_action is not null
$$;
revoke all on function public.lead_states() from public, anon;
grant execute on function public.lead_states() to authenticated, service_role;

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
