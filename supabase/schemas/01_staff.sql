-- The lead console's staff (decision 0060): who may read the leads at /console, signed in with Supabase Auth's e-mail
-- code. Row level security decides on every table the console reads; a signed-in address not on this list, and the
-- anon key, read nothing.
create table public.staff (
  email text primary key check (email = lower(btrim(email)) and email ~ '^[^@\s]+@[^@\s]+$' and char_length(email) <= 254),
  added_at timestamptz not null default now(),
  -- Staff are Supabase Auth users the owner invited (decision 0076): each row of public.staff is bound to its user's id,
  -- and public.is_staff() asks for the row of the request's user (auth.uid()), never for the token's e-mail claim, which
  -- a person who signed up with a staff address before that person's first sign-in would also carry. Removing the user
  -- removes the row (on delete cascade), so a removed member's next request reads nothing.
  user_id uuid unique references auth.users (id) on delete cascade
);
comment on table public.staff is 'who may work the leads at /console, each bound to its Supabase Auth user: npm run staff -- add|remove|list <email>';
alter table public.staff enable row level security;
revoke all on public.staff from anon, authenticated;
grant all on public.staff to service_role;

-- Whether the request's signed-in user is staff: a row bound to the token's subject, verified by Supabase Auth. A row
-- without a user (staff by e-mail only, from before decision 0076) gives nothing until `npm run staff -- add` binds it.
-- Security definer, so the staff list itself stays unreadable.
create function public.is_staff() returns boolean
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

-- The staff list as `npm run staff` keeps it, through PostgREST with the secret key (service role only): an address
-- bound to the user Supabase Auth's admin API made for it, a row taken off (its user is then deleted), the list.
create function public.bind_staff(p_email text, p_user_id uuid) returns void
language sql security invoker set search_path = '' as $$
  insert into public.staff (email, user_id) values (lower(btrim(p_email)), p_user_id)
    on conflict (email) do update set user_id = excluded.user_id
$$;
revoke all on function public.bind_staff(text, uuid) from public, anon, authenticated;
grant execute on function public.bind_staff(text, uuid) to service_role;

create function public.remove_staff(p_email text) returns table (email text, user_id uuid)
language sql security invoker set search_path = '' as $$
  delete from public.staff s where s.email = lower(btrim(p_email)) returning s.email, s.user_id
$$;
revoke all on function public.remove_staff(text) from public, anon, authenticated;
grant execute on function public.remove_staff(text) to service_role;

create function public.list_staff() returns table (email text, user_id uuid, added_at timestamptz)
language sql stable security invoker set search_path = '' as $$
  select s.email, s.user_id, s.added_at from public.staff s order by s.email
$$;
revoke all on function public.list_staff() from public, anon, authenticated;
grant execute on function public.list_staff() to service_role;
