-- Staff are Supabase Auth users the owner invited (decision 0076): each row of public.staff is bound to its user's id,
-- and public.is_staff() asks for the row of the request's user (auth.uid()), never for the token's e-mail claim, which
-- a person who signed up with a staff address before that person's first sign-in would also carry. Removing the user
-- removes the row (on delete cascade), so a removed member's next request reads nothing.

alter table public.staff add column user_id uuid unique references auth.users (id) on delete cascade;
comment on table public.staff is 'who may work the leads at /console, each bound to its Supabase Auth user: npm run staff -- add|remove|list <email>';

-- Rows from before (staff by e-mail only) stay unbound and give nothing until `npm run staff -- add <email>` binds
-- them: while sign-ups were open, the user of a staff address may have been made by someone else, with a password.

-- Whether the request's signed-in user is staff: a row bound to the token's subject, verified by Supabase Auth.
-- Security definer, so the staff list itself stays unreadable.
create or replace function public.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.staff
    where user_id = auth.uid() and coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
  )
$$;
revoke all on function public.is_staff() from public, anon, authenticated;
grant execute on function public.is_staff() to authenticated, service_role;

-- Who did it, for a lead event: the staff row's address of the request's user, not the token's claim.
create function private.signed_in_staff_email() returns text
language sql stable security definer set search_path = '' as $$
  select s.email from public.staff s where s.user_id = auth.uid()
$$;
revoke all on function private.signed_in_staff_email() from public, anon, authenticated, service_role;

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
      values (newest, private.signed_in_staff_email(), p_kind, p_stage, nullif(btrim(p_note), ''),
        nullif(btrim(p_next_action), ''), p_next_action_due)
      returning e.id, e.at;
end
$$;
revoke all on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) from public, anon, authenticated;
grant execute on function public.record_lead_event(uuid[], text, text, text, text, timestamptz) to authenticated;

create or replace function public.review_suspected_bot(p_submission_id uuid, p_verdict text)
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

-- The staff list as `npm run staff` keeps it, through PostgREST with the secret key (service role only): an address
-- bound to the user Supabase Auth's admin API made for it, a row taken off (its user is then deleted), the list.
create function public.bind_staff(p_email text, p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$
  insert into public.staff (email, user_id) values (lower(btrim(p_email)), p_user_id)
    on conflict (email) do update set user_id = excluded.user_id
$$;
create function public.remove_staff(p_email text) returns table (email text, user_id uuid)
language sql security invoker set search_path = '' as $$
  delete from public.staff s where s.email = lower(btrim(p_email)) returning s.email, s.user_id
$$;
create function public.list_staff() returns table (email text, user_id uuid, added_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select s.email, s.user_id, s.added_at from public.staff s order by s.email
$$;
revoke all on function public.bind_staff(text, uuid) from public, anon, authenticated;
revoke all on function public.remove_staff(text) from public, anon, authenticated;
revoke all on function public.list_staff() from public, anon, authenticated;
grant execute on function public.bind_staff(text, uuid) to service_role;
grant execute on function public.remove_staff(text) to service_role;
grant execute on function public.list_staff() to service_role;
