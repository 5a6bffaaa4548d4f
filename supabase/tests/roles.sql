-- The roles (and the auth claims functions) hosted Supabase already has, for plain PostgreSQL and PGlite: run before the migrations by the tests
-- (tests/unit/lead-migration.test.ts, tools/test/test-backend.ts) and by the local embedded backend. Never deployed.
do $$
begin
  if not exists (select from pg_roles where rolname = 'anon') then
    create role anon nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'authenticated') then
    create role authenticated nologin noinherit;
  end if;
  if not exists (select from pg_roles where rolname = 'service_role') then
    create role service_role nologin noinherit bypassrls;
  end if;
end
$$;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase Auth's claims functions (hosted Supabase has them in schema auth): the request's JWT claims, as
-- PostgREST sets them in request.jwt.claims, and its subject.
create schema if not exists auth;
create or replace function auth.jwt() returns jsonb
language sql stable as $$
  select coalesce(nullif(current_setting('request.jwt.claims', true), ''), '{}')::jsonb
$$;
create or replace function auth.uid() returns uuid
language sql stable as $$
  select nullif(auth.jwt() ->> 'sub', '')::uuid
$$;
grant usage on schema auth to anon, authenticated, service_role;

-- Supabase Auth's users, as far as the migrations and the embedded sign-in use them (hosted Supabase's table has
-- more columns). No API role may read it; the embedded backend (server/leads/auth.ts) keeps its users here.
create table if not exists auth.users (
  id uuid primary key,
  email text unique,
  created_at timestamptz not null default now(),
  last_sign_in_at timestamptz
);
revoke all on auth.users from public, anon, authenticated, service_role;
