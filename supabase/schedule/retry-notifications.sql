-- The production retry of lead notifications (docs/decisions/0006): every minute, pg_cron asks notify-lead to send
-- the notifications that are due (failed, held by the daily cap, or never asked for because the visitor left
-- before the browser's call). notify-lead accepts { "retry": true } only with a secret key of the project in the
-- apikey header (docs/decisions/0075).
--
-- Not a migration: pg_cron and pg_net exist on hosted Supabase, not in plain PostgreSQL or PGlite, and the project's
-- URL and key are the project's own. Run once in the SQL editor of the project (Dashboard > SQL Editor), after
-- enabling the pg_cron and pg_net extensions (Dashboard > Database > Extensions) and storing the two secrets in Vault:
--
--   select vault.create_secret('https://<project-ref>.supabase.co', 'project_url');
--   select vault.create_secret('<secret key>', 'secret_key');
--
-- The key is a secret key (sb_secret_..., Project Settings > API Keys > Secret keys). It is not a JWT, so it goes in
-- the apikey header and there is no Authorization header. Running this again replaces the job of the same name.
--
-- Check it runs with: select * from cron.job_run_details order by start_time desc limit 5;
-- Stop it with:       select cron.unschedule('retry-lead-notifications');

select cron.schedule(
  'retry-lead-notifications',
  '* * * * *',
  $$
  select net.http_post(
    url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-lead',
    headers := jsonb_build_object(
      'Content-Type', 'application/json',
      'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key')
    ),
    body := '{"retry": true}'::jsonb,
    timeout_milliseconds := 30000
  );
  $$
);
