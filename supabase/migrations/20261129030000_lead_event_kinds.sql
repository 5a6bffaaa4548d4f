-- A second read of the console's SQL (decision 0061): staff record only what they did (stage, next action, note,
-- call, text) through record_lead_event; a bot's verdict comes only from review_suspected_bot, and once per lead even
-- when two staff press at the same moment.

create or replace function public.record_lead_event(
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
      values (newest, lower(auth.jwt() ->> 'email'), p_kind, p_stage, nullif(btrim(p_note), ''),
        nullif(btrim(p_next_action), ''), p_next_action_due)
      returning e.id, e.at;
end
$$;

create unique index lead_events_one_verdict_idx on public.lead_events (submission_id)
  where kind in ('released', 'discarded');
