/**
 * The retry schedule (supabase/schedule/retry-notifications.sql, decision 0075) on PostgreSQL, with stand-ins of
 * what hosted Supabase adds: Vault (vault.create_secret, vault.decrypted_secrets), pg_cron (cron.schedule keeps the
 * job's command) and pg_net (net.http_post keeps what it would send). The runbook's SQL stores the secrets, the
 * schedule's file runs as the owner runs it, then the job's command runs as pg_cron would run it.
 */
import { quietly, type GuardCase } from './guard-sql.ts'

/** The stand-ins, with the signatures of Supabase's Vault, pg_cron 1.6 and pg_net 0.x. */
const standIns = `
create schema vault;
create table vault.secrets (id uuid primary key default gen_random_uuid(), name text unique, secret text not null);
create view vault.decrypted_secrets as select id, name, secret as decrypted_secret from vault.secrets;
create function vault.create_secret(new_secret text, new_name text default null, new_description text default '')
  returns uuid language sql as $$ insert into vault.secrets (name, secret) values (new_name, new_secret) returning id $$;
create function vault.update_secret(secret_id uuid, new_secret text default null, new_name text default null,
  new_description text default null, new_key_id uuid default null)
  returns void language sql as $$ update vault.secrets set secret = coalesce(new_secret, secret) where id = secret_id $$;
create schema cron;
create table cron.job (jobid bigserial primary key, jobname text unique, schedule text not null, command text not null);
create function cron.schedule(job_name text, schedule text, command text) returns bigint language sql as $$
  insert into cron.job (jobname, schedule, command) values (job_name, schedule, command)
  on conflict (jobname) do update set schedule = excluded.schedule, command = excluded.command returning jobid $$;
create schema net;
create table net.http_request_queue (id bigserial primary key, url text, headers jsonb, body jsonb, timeout_milliseconds int);
create function net.http_post(url text, body jsonb default '{}', params jsonb default '{}',
  headers jsonb default '{"Content-Type": "application/json"}', timeout_milliseconds int default 5000)
  returns bigint language sql as $$
  insert into net.http_request_queue (url, headers, body, timeout_milliseconds)
  values (url, headers, body, timeout_milliseconds) returning id $$;
`

const projectUrl = 'https://abcdefghijklmnop.supabase.co'
const secretKey = 'sb_secret_kept-in-vault'
const rotatedKey = 'sb_secret_the-next-one'

/** Runs the job's command as pg_cron does, then returns what net.http_post was last given. */
const runJob = `do $job$ begin
  execute (select command from cron.job where jobname = 'retry-lead-notifications');
end $job$;
select url, headers, body from net.http_request_queue order by id desc limit 1`

export function scheduleCases(scheduleSql: string): GuardCase[] {
  const sent = (key: string) =>
    `${projectUrl}/functions/v1/notify-lead|{"apikey": "${key}", "Content-Type": "application/json"}|{"retry": true}`
  return [
    {
      name: 'schedule: the runbook stores the project URL and the secret key in Vault',
      sql: `${standIns}
        ${quietly(`vault.create_secret('${projectUrl}', 'project_url')`)};
        ${quietly(`vault.create_secret('${secretKey}', 'secret_key')`)};
        select count(*) from vault.decrypted_secrets`,
      expect: 'ok',
      output: '2',
    },
    {
      name: 'schedule: the file schedules notify-lead every minute',
      sql: `${scheduleSql}\nselect jobname, schedule from cron.job`,
      expect: 'ok',
      // The file's own select prints the job's id first.
      output: '1\nretry-lead-notifications|* * * * *',
    },
    {
      name: "schedule: the job sends the Vault's secret key in apikey and no Authorization header",
      sql: runJob,
      expect: 'ok',
      output: sent(secretKey),
    },
    {
      name: 'schedule: after the runbook rotates the key in Vault, the job sends the new one',
      sql: `select vault.update_secret((select id from vault.secrets where name = 'secret_key'), '${rotatedKey}');
        ${runJob}`,
      expect: 'ok',
      output: sent(rotatedKey),
    },
    {
      name: 'schedule: running the file again keeps one job',
      sql: `${scheduleSql}\nselect count(*) from cron.job`,
      expect: 'ok',
      output: '1\n1',
    },
  ]
}
