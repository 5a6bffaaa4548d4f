-- The roles hosted Supabase already has, for plain PostgreSQL and PGlite: run before the migrations by the tests
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
