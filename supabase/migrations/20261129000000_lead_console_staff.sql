-- The lead console's staff (decision 0060): who may read the leads at /console, signed in with Supabase Auth's e-mail
-- code. Row level security decides on every table the console reads; a signed-in address not on this list, and the
-- anon key, read nothing.

create table public.staff (
  email text primary key check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+$' and char_length(email) <= 254),
  added_at timestamptz not null default now()
);
comment on table public.staff is 'who may work the leads at /console: add an address with insert into public.staff (email) values (''owner@example.com'')';
alter table public.staff enable row level security;
revoke all on public.staff from anon, authenticated;
grant all on public.staff to service_role;

-- Whether the request's signed-in user is staff: the e-mail Supabase Auth put in the token (auth.jwt()), verified
-- by the code it was sent. Security definer, so the staff list itself stays unreadable.
create function public.is_staff() returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.staff
    where email = lower(coalesce(auth.jwt() ->> 'email', ''))
      and coalesce(auth.jwt() ->> 'role', '') = 'authenticated'
  )
$$;
revoke all on function public.is_staff() from public, anon, authenticated;
grant execute on function public.is_staff() to authenticated, service_role;

-- Staff read what the console shows; nobody else does (no policy for anon, and these apply to authenticated only).
grant select on public.leads, public.sms_replies, public.text_permissions, public.automated_texts to authenticated;
create policy "staff read leads" on public.leads for select to authenticated using (public.is_staff());
create policy "staff read texts received" on public.sms_replies for select to authenticated using (public.is_staff());
create policy "staff read text permissions" on public.text_permissions
  for select to authenticated using (public.is_staff());
create policy "staff read automated texts" on public.automated_texts
  for select to authenticated using (public.is_staff());
