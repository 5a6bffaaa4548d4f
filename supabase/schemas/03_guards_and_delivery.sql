-- The guards on every stored lead (decision 0006) and its delivery to the owner: the claim, each channel sent, the
-- retries and the daily cap, Turnstile's verdict (decision 0007).

-- The limits, with their production defaults. `npm start` sets them from LEAD_RATE_LIMIT and LEAD_NOTIFY_DAILY_CAP;
-- on hosted Supabase change them with an update as the postgres role.
create table private.lead_settings (
  name text primary key,
  value integer not null check (value >= 0),
  meaning text not null
);
-- Rows, which `supabase db diff` does not carry: a new setting's migration inserts its row by hand.
insert into private.lead_settings (name, value, meaning) values
  ('rate_limit_per_client', 5, 'leads one client address may store in any 10 minutes'),
  ('notify_daily_cap', 100, 'notifications sent in any 24 hours; later leads wait (held) and are retried'),
  ('minimum_fill_ms', 1000, 'a form sent sooner after its page opened is flagged as a suspected bot'),
  ('retry_base_seconds', 60, 'wait before the first retry of a failed notification; doubles per attempt, at most an hour'),
  ('forwards_per_sender_hour', 3, 'texts from one number forwarded to the owner in any hour; later ones are stored only'),
  ('forwards_per_sender_day', 10, 'texts from one number forwarded to the owner in any 24 hours'),
  ('client_address_hop', 1, 'which x-forwarded-for entry, counted from the last, the platform''s own proxy wrote');

create function private.lead_setting(setting_name text) returns integer
language sql stable security definer set search_path = '' as $$
  select value from private.lead_settings where name = setting_name
$$;
revoke all on function private.lead_setting(text) from public;

-- The client's address as the platform vouches for it: the x-forwarded-for entry its own proxy wrote, the last one
-- unless client_address_hop says how many from the end (every entry before it is whatever the client sent). Only an
-- IP address counts, so no header can name another kind of bucket (a caller's 'tel:' one); anything else is
-- 'unknown', as notify-lead stores it. Null outside an API request (psql, the dashboard).
create function private.request_client_address() returns text
language plpgsql stable security definer set search_path = '' as $$
declare
  headers json := nullif(current_setting('request.headers', true), '')::json;
  hops text[];
begin
  if headers is null then
    return null;
  end if;
  hops := string_to_array(coalesce(headers ->> 'x-forwarded-for', ''), ',');
  return coalesce(
    host(trim(hops[coalesce(array_length(hops, 1), 0) + 1 - private.lead_setting('client_address_hop')])::inet),
    'unknown'
  );
exception when invalid_text_representation then
  return 'unknown';
end
$$;
revoke all on function private.request_client_address() from public;

-- Every insert's guards: a client's leads in 10 minutes (forms and calls count apart: a web visitor's leads never
-- fill a caller's bucket), and the spam flag (honeypot, fill time), under which a lead is kept but never notified.
create function private.guard_lead() returns trigger
language plpgsql security definer set search_path = '' as $$
declare
  recent integer;
  per_client integer := private.lead_setting('rate_limit_per_client');
begin
  new.client_address := coalesce(new.client_address, private.request_client_address());

  if new.client_address is not null then
    perform pg_advisory_xact_lock(hashtextextended('lead-client:' || new.client_address, 0));
    select count(*) into recent
      from public.leads
      where client_address = new.client_address and created_at > now() - interval '10 minutes'
        and (source = 'phone-call') = (new.source = 'phone-call');
    if recent >= per_client then
      raise exception using
        errcode = 'PT429',
        message = 'Too many leads from this address: try again in 10 minutes, or call us.',
        detail = format('%s leads from this address in the last 10 minutes (limit %s)', recent, per_client);
    end if;
  end if;

  if new.spam_reason is null and new.source <> 'phone-call' then
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

-- outcome: claimed (send it now; lead holds the row), missing (no such submission), sent (already notified),
-- sending (another call is sending it), spam (never notified), unverified (Turnstile required and not passed),
-- capped (over the daily cap: held for later).
create function public.claim_lead_notification(p_submission_id uuid, p_require_verification boolean default false)
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
  if p_require_verification and coalesce(lead_row.verification, 'missing') not in ('passed', 'unchecked') then
    return query select 'unverified'::text, null::jsonb;
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
revoke all on function public.claim_lead_notification(uuid, boolean) from public, anon, authenticated;
grant execute on function public.claim_lead_notification(uuid, boolean) to service_role;

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
revoke all on function public.finish_lead_notification(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.finish_lead_notification(uuid, boolean, text) to service_role;

create function public.due_lead_notifications(p_limit integer default 20, p_require_verification boolean default false)
returns table (submission_id uuid)
language sql stable security definer set search_path = '' as $$
  select leads.submission_id
    from public.leads
    where spam_reason is null
      and (not p_require_verification or verification in ('passed', 'unchecked'))
      and (
        (notify_status in ('pending', 'failed', 'held') and notify_next_at <= now())
        or (notify_status = 'sending' and notify_claimed_at <= now() - interval '2 minutes')
      )
    order by created_at
    limit greatest(p_limit, 0)
$$;
revoke all on function public.due_lead_notifications(integer, boolean) from public, anon, authenticated;
grant execute on function public.due_lead_notifications(integer, boolean) to service_role;

-- notify-lead records what Cloudflare said about a submission's token. A rejected token flags the lead as a suspected
-- bot (kept, never notified). A verdict never replaces a passed or rejected one (a later call with another token
-- cannot undo either), nor touches a lead already notified.
create function public.record_lead_verification(p_submission_id uuid, p_outcome text, p_detail text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.leads
    set verification = p_outcome,
        verification_detail = left(p_detail, 500),
        spam_reason = case
          when p_outcome = 'rejected' then coalesce(
            spam_reason,
            left('Turnstile rejected the token' || coalesce(': ' || p_detail, ''), 500)
          )
          else spam_reason
        end,
        notify_status = case
          when p_outcome = 'rejected' and notify_status in ('pending', 'failed', 'held') then 'skipped'
          else notify_status
        end
    where submission_id = p_submission_id
      and notify_status <> 'sent'
      and (verification is null or verification not in ('passed', 'rejected'))
$$;
revoke all on function public.record_lead_verification(uuid, text, text) from public, anon, authenticated;
grant execute on function public.record_lead_verification(uuid, text, text) to service_role;

-- Marks one channel as sent, for the call that holds the claim (notify_status sending).
create function public.mark_lead_channel_sent(p_submission_id uuid, p_channel text)
returns void
language sql security definer set search_path = '' as $$
  update public.leads
    set notify_channels = notify_channels || jsonb_build_object(left(p_channel, 40), now())
    where submission_id = p_submission_id and notify_status = 'sending'
$$;
revoke all on function public.mark_lead_channel_sent(uuid, text) from public, anon, authenticated;
grant execute on function public.mark_lead_channel_sent(uuid, text) to service_role;
