-- Server-side guards and delivery state for leads (docs/decisions/0006). The site's public key reaches PostgREST directly,
-- so what the browser checks is checked again here:
-- - every submission carries an id made in the browser: stored twice, it is one row (unique submission_id);
-- - one client address stores at most private.lead_settings 'rate_limit_per_client' leads in 10 minutes (HTTP 429
--   through PostgREST's PT429), and one request stores one row;
-- - the honeypot and the fill time are judged here: a suspected bot is stored with spam_reason set and never
--   notified, so nothing is dropped silently;
-- - each lead's notification has a state (pending, sending, sent, failed, held, skipped) that notify-lead moves
--   through claim_lead_notification and finish_lead_notification, at most once per submission, within a daily cap,
--   with retries after a failure (due_lead_notifications).

create schema if not exists private;
revoke all on schema private from public;

-- The limits, with their production defaults. `npm start` sets them from LEAD_RATE_LIMIT and LEAD_NOTIFY_DAILY_CAP;
-- on hosted Supabase change them with an update as the postgres role.
create table private.lead_settings (
  name text primary key,
  value integer not null check (value >= 0),
  meaning text not null
);
insert into private.lead_settings (name, value, meaning) values
  ('rate_limit_per_client', 5, 'leads one client address may store in any 10 minutes'),
  ('notify_daily_cap', 100, 'notifications sent in any 24 hours; later leads wait (held) and are retried'),
  ('minimum_fill_ms', 1000, 'a form sent sooner after its page opened is flagged as a suspected bot'),
  ('retry_base_seconds', 60, 'wait before the first retry of a failed notification; doubles per attempt, at most an hour');

create function private.lead_setting(setting_name text) returns integer
language sql stable security definer set search_path = '' as $$
  select value from private.lead_settings where name = setting_name
$$;

alter table public.leads
  add column submission_id uuid not null default gen_random_uuid(),
  add column fill_ms integer,
  add column honeypot text not null default '',
  add column client_address text,
  add column spam_reason text,
  add column stored_by text not null default 'insert',
  add column notify_status text not null default 'pending',
  add column notify_attempts integer not null default 0,
  add column notify_next_at timestamptz not null default now() + interval '1 minute',
  add column notify_claimed_at timestamptz,
  add column notified_at timestamptz,
  add column notify_error text,
  add constraint leads_submission_id_key unique (submission_id),
  add constraint leads_fill_ms_check check (fill_ms between 0 and 86400000),
  add constraint leads_honeypot_check check (char_length(honeypot) <= 200),
  add constraint leads_stored_by_check check (stored_by in ('insert', 'notify-lead')),
  add constraint leads_notify_status_check check (
    notify_status in ('pending', 'sending', 'sent', 'failed', 'held', 'skipped')
  );

create index leads_client_recent_idx on public.leads (client_address, created_at);
create index leads_notify_due_idx on public.leads (notify_status, notify_next_at);
create index leads_notified_at_idx on public.leads (notified_at);

comment on column public.leads.submission_id is 'made in the browser per submission and kept across its retries';
comment on column public.leads.client_address is 'the sending client''s address, from PostgREST''s request headers';
comment on column public.leads.spam_reason is 'why the lead is a suspected bot; such leads are kept but never notified';
comment on column public.leads.notify_status is
  'pending: not yet notified; sending: claimed; sent; failed: retried at notify_next_at; held: over the daily cap; skipped: spam';

-- The browser sends these three as well; everything else about delivery stays the database's own.
grant insert (submission_id, fill_ms, honeypot) on public.leads to anon;

-- The client's address as the API gateway reports it: Cloudflare's cf-connecting-ip (set by the edge, not by the
-- client), else the first x-forwarded-for entry. Null outside an API request (psql, the dashboard).
create function private.request_client_address() returns text
language plpgsql stable set search_path = '' as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  address text;
begin
  if headers is null then
    return null;
  end if;
  address := coalesce(
    nullif(trim(headers ->> 'cf-connecting-ip'), ''),
    nullif(trim(split_part(headers ->> 'x-forwarded-for', ',', 1)), '')
  );
  return left(address, 100);
end
$$;

-- Before each row: who sent it, whether it looks like a bot, and whether its client is over the limit.
create function private.guard_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recent integer;
  per_client integer := private.lead_setting('rate_limit_per_client');
begin
  -- anon cannot write client_address (no column privilege): its address always comes from the request.
  new.client_address := coalesce(new.client_address, private.request_client_address());

  if new.client_address is not null then
    -- One client's inserts count one after the other, so concurrent requests cannot slip past the limit together.
    perform pg_advisory_xact_lock(hashtextextended('lead-client:' || new.client_address, 0));
    select count(*) into recent
      from public.leads
      where client_address = new.client_address and created_at > now() - interval '10 minutes';
    if recent >= per_client then
      raise exception using
        errcode = 'PT429',
        message = 'Too many leads from this address: try again in 10 minutes, or call us.',
        detail = format('%s leads from this address in the last 10 minutes (limit %s)', recent, per_client);
    end if;
  end if;

  if new.spam_reason is null then
    if new.honeypot <> '' then
      new.spam_reason := 'the hidden field was filled';
    elsif new.fill_ms is null then
      new.spam_reason := 'no fill time was sent';
    elsif new.fill_ms < private.lead_setting('minimum_fill_ms') then
      new.spam_reason := format('sent %s ms after the page opened', new.fill_ms);
    end if;
  end if;
  if new.spam_reason is not null then
    new.notify_status := 'skipped';
  end if;
  return new;
end
$$;

create trigger leads_guard before insert on public.leads
  for each row execute function private.guard_lead();

-- One request stores one lead: an array of rows from the public key is refused whole. (Security invoker, so
-- current_user is the role that inserted; service_role may still load several rows at once.)
create function private.one_lead_per_request() returns trigger
language plpgsql set search_path = '' as $$
begin
  if current_user = 'anon' and (select count(*) from inserted) > 1 then
    raise exception using
      errcode = 'PT400',
      message = 'Send one lead per request.';
  end if;
  return null;
end
$$;

create trigger leads_one_per_request after insert on public.leads
  referencing new table as inserted
  for each statement execute function private.one_lead_per_request();

-- notify-lead's three steps, for service_role only: claim a lead's notification, record how it went, and list the
-- leads whose notification is due again.

-- outcome: claimed (send it now; lead holds the row), missing (no such submission), sent (already notified),
-- sending (another call is sending it), spam (never notified), capped (over the daily cap: held for later).
create function public.claim_lead_notification(p_submission_id uuid)
returns table (outcome text, lead jsonb)
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
  sent_recently integer;
begin
  select * into lead_row from public.leads where submission_id = p_submission_id for update;
  if not found then
    return query select 'missing'::text, null::jsonb;
    return;
  end if;
  if lead_row.spam_reason is not null then
    return query select 'spam'::text, null::jsonb;
    return;
  end if;
  if lead_row.notify_status = 'sent' then
    return query select 'sent'::text, null::jsonb;
    return;
  end if;
  if lead_row.notify_status = 'sending' and lead_row.notify_claimed_at > now() - interval '2 minutes' then
    return query select 'sending'::text, null::jsonb;
    return;
  end if;

  -- The cap counts what was sent in the last 24 hours and what is being sent now.
  perform pg_advisory_xact_lock(hashtextextended('lead-notify-cap', 0));
  select count(*) into sent_recently
    from public.leads
    where notified_at > now() - interval '24 hours' or (notify_status = 'sending' and id <> lead_row.id);
  if sent_recently >= private.lead_setting('notify_daily_cap') then
    update public.leads
      set notify_status = 'held', notify_next_at = now() + interval '1 hour',
          notify_error = 'the daily notification cap was reached'
      where id = lead_row.id;
    return query select 'capped'::text, null::jsonb;
    return;
  end if;

  update public.leads
    set notify_status = 'sending', notify_attempts = notify_attempts + 1, notify_claimed_at = now()
    where id = lead_row.id
    returning * into lead_row;
  return query select 'claimed'::text, to_jsonb(lead_row);
end
$$;

create function public.finish_lead_notification(p_submission_id uuid, p_delivered boolean, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.leads
    set notify_status = case when p_delivered then 'sent' else 'failed' end,
        notified_at = case when p_delivered then now() end,
        notify_error = case when p_delivered then null else left(coalesce(p_error, 'unknown error'), 500) end,
        notify_next_at = case
          when p_delivered then notify_next_at
          else now() + least(
            interval '1 hour',
            make_interval(secs => private.lead_setting('retry_base_seconds') * power(2, greatest(notify_attempts - 1, 0)))
          )
        end
    where submission_id = p_submission_id and notify_status = 'sending'
$$;

create function public.due_lead_notifications(p_limit integer default 20)
returns table (submission_id uuid)
language sql stable security definer set search_path = '' as $$
  select leads.submission_id
    from public.leads
    where spam_reason is null
      and (
        (notify_status in ('pending', 'failed', 'held') and notify_next_at <= now())
        or (notify_status = 'sending' and notify_claimed_at <= now() - interval '2 minutes')
      )
    order by created_at
    limit greatest(p_limit, 0)
$$;

revoke all on function public.claim_lead_notification(uuid) from public, anon, authenticated;
revoke all on function public.finish_lead_notification(uuid, boolean, text) from public, anon, authenticated;
revoke all on function public.due_lead_notifications(integer) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid) to service_role;
grant execute on function public.finish_lead_notification(uuid, boolean, text) to service_role;
grant execute on function public.due_lead_notifications(integer) to service_role;
revoke all on function private.lead_setting(text) from public;
revoke all on function private.request_client_address() from public;
