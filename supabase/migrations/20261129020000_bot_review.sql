-- Suspected bots reviewed by staff (decision 0061): a lead the guards flagged can be released as genuine, and is then
-- alerted once by the usual delivery (its notification made due now), or discarded, which hides it from the review.
-- Each verdict is a row of public.lead_events.

alter table public.lead_events drop constraint lead_events_kind_check;
alter table public.lead_events add constraint lead_events_kind_check
  check (kind in ('stage', 'next-action', 'note', 'call', 'text', 'released', 'discarded'));

-- Release: only a flagged lead never alerted, once. The owner's verdict replaces the machine's: the lead counts as
-- verified (a person looked), so a Turnstile rule that sends only verified leads sends it too; the reason it was
-- flagged stays in the event's note.
create function public.review_suspected_bot(p_submission_id uuid, p_verdict text)
returns boolean
language plpgsql security definer set search_path = '' as $$
declare
  flagged text;
  who text := lower(auth.jwt() ->> 'email');
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

-- Each lead's latest stage and next action, and whether a suspected bot was discarded, for the inbox.
drop function public.lead_states();
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
