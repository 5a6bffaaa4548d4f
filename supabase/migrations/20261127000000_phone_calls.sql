-- Calls are leads too (docs/decisions/0044). Twilio's voice webhook (the inbound-call function) stores each call in
-- public.leads with source 'phone-call', keyed by its CallSid, so Twilio's retries store it once and the delivery
-- of decision 0006 (claim, channels, retries, the daily cap) alerts the owner once per channel. Only the functions
-- below, as service_role, store a call: anon has no privilege on call_sid or stored_by, which a call row needs.

alter table public.leads
  add column call_sid text,
  add column call_to text,
  add column call_outcome text,
  add column call_source text,
  add column recording_url text,
  add column recording_seconds integer,
  add column text_back_claimed_at timestamptz,
  add column consent_withdrawn_at timestamptz,
  add constraint leads_call_sid_key unique (call_sid),
  add constraint leads_call_sid_check check (call_sid ~ '^CA[0-9a-fA-F]{32}$'),
  add constraint leads_call_to_check check (char_length(call_to) <= 30 and call_to !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint leads_call_outcome_check check (
    call_outcome in ('answered', 'no-answer', 'busy', 'failed', 'canceled', 'after-hours')
  ),
  add constraint leads_call_source_check check (
    char_length(call_source) <= 40 and call_source !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  add constraint leads_recording_url_check check (
    char_length(recording_url) <= 300 and recording_url ~ '^https://[^\s]+$'
  ),
  add constraint leads_recording_seconds_check check (recording_seconds between 0 and 86400),
  -- A call row, and only a call row, has a CallSid and an outcome, and was stored by the call webhook.
  add constraint leads_phone_call_check check (
    (source = 'phone-call') = (call_sid is not null)
    and (source = 'phone-call') = (call_outcome is not null)
    and (source <> 'phone-call' or stored_by = 'inbound-call')
  );

alter table public.leads drop constraint leads_source_check;
alter table public.leads add constraint leads_source_check check (
  source in ('contact-form', 'chat-widget', 'phone-call')
);
-- A call has no e-mail address and comes from no page.
alter table public.leads drop constraint leads_email_check;
alter table public.leads add constraint leads_email_check check (
  (source = 'phone-call' and email = '') or (
    char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and email !~ '[\x01-\x1f\x7f-\x9f]'
  )
);
alter table public.leads drop constraint leads_page_path_check;
alter table public.leads add constraint leads_page_path_check check (
  (source = 'phone-call' and page_path = '') or (
    char_length(page_path) <= 300 and left(page_path, 1) = '/' and page_path !~ '[\x01-\x1f\x7f-\x9f]'
  )
);
alter table public.leads drop constraint leads_stored_by_check;
alter table public.leads add constraint leads_stored_by_check check (stored_by in ('insert', 'notify-lead', 'inbound-call'));
-- not-needed: an answered call, stored for attribution only.
alter table public.leads drop constraint leads_notify_status_check;
alter table public.leads add constraint leads_notify_status_check check (
  notify_status in ('pending', 'sending', 'sent', 'failed', 'held', 'skipped', 'not-needed')
);

comment on column public.leads.call_sid is 'a phone call''s Twilio CallSid: one row per call, however often Twilio retries';
comment on column public.leads.call_to is 'the number the caller dialled: the main number or a tracking number';
comment on column public.leads.call_outcome is 'answered, or why nobody did: no-answer, busy, failed, canceled, after-hours';
comment on column public.leads.call_source is 'the source of the tracking number called (content/site/business.yaml); null: the main number';
comment on column public.leads.text_back_claimed_at is 'when the caller''s one text-back was claimed (at most one per number in 24 hours)';
comment on column public.leads.consent_withdrawn_at is 'when the number replied STOP: no text goes to it until it replies START';

-- The per-client limit of decision 0006 counts a caller's number as its address; the form rules (honeypot, fill
-- time) do not apply to a call, which Twilio's signature vouches for.
create or replace function private.guard_lead() returns trigger
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
      where client_address = new.client_address and created_at > now() - interval '10 minutes';
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

create function private.phone_digits(phone text) returns text
language sql immutable set search_path = '' as $$
  select right(regexp_replace(phone, '\D', '', 'g'), 10)
$$;

-- Stores one call, once: 'stored' with its submission id, 'duplicate' (Twilio's retry, or an outcome already
-- stored) with the first one's, or 'rate-limited' when the number is over the per-client limit.
create function public.record_call(
  p_call_sid text, p_from text, p_to text, p_outcome text, p_source text, p_caller_name text, p_message text
)
returns table (outcome text, submission_id uuid)
language plpgsql security definer set search_path = '' as $$
declare
  found_id uuid;
begin
  select leads.submission_id into found_id from public.leads where call_sid = p_call_sid;
  if found then
    return query select 'duplicate'::text, found_id;
    return;
  end if;
  begin
    insert into public.leads (
      name, email, phone, address, message, source, page_path, call_sid, call_to, call_outcome, call_source,
      client_address, stored_by, notify_status, verification, verification_detail
    ) values (
      coalesce(nullif(p_caller_name, ''), 'Phone caller'), '', p_from, 'Not provided', p_message, 'phone-call', '',
      -- A withheld number is no client: each such call counts alone.
      p_call_sid, p_to, p_outcome, p_source,
      case when p_from ~ '^\+1[0-9]{10}$' then 'tel:' || p_from else 'call:' || p_call_sid end, 'inbound-call',
      case when p_outcome = 'answered' then 'not-needed' else 'pending' end,
      'passed', 'the call came with Twilio''s signature'
    )
    on conflict (call_sid) do nothing
    returning leads.submission_id into found_id;
  exception when sqlstate 'PT429' then
    return query select 'rate-limited'::text, null::uuid;
    return;
  end;
  if found_id is null then
    select leads.submission_id into found_id from public.leads where call_sid = p_call_sid;
    return query select 'duplicate'::text, found_id;
    return;
  end if;
  return query select 'stored'::text, found_id;
end
$$;

-- The voicemail Twilio reports after the call: linked to the call's row (nothing happens for an unknown call).
create function public.attach_call_recording(p_call_sid text, p_recording_url text, p_seconds integer)
returns table (ok boolean)
language sql security definer set search_path = '' as $$
  update public.leads set recording_url = p_recording_url, recording_seconds = p_seconds
    where call_sid = p_call_sid
    returning true
$$;

-- Texts from homeowners to any of our numbers (the inbound-sms function): each MessageSid once, attached to the
-- newest lead from that number.
create table public.sms_replies (
  message_sid text primary key check (message_sid ~ '^(SM|MM)[0-9a-fA-F]{32}$'),
  received_at timestamptz not null default now(),
  from_number text not null check (char_length(from_number) between 2 and 30 and from_number !~ '[\x01-\x1f\x7f-\x9f]'),
  to_number text not null check (char_length(to_number) between 2 and 30 and to_number !~ '[\x01-\x1f\x7f-\x9f]'),
  body text not null check (char_length(body) <= 1600),
  kind text not null check (kind in ('reply', 'stop', 'start', 'help')),
  submission_id uuid references public.leads (submission_id) on delete set null,
  forwarded_at timestamptz,
  forward_error text check (char_length(forward_error) <= 500)
);
comment on table public.sms_replies is 'texts homeowners sent to our numbers; read them with service_role';
alter table public.sms_replies enable row level security;
revoke all on public.sms_replies from anon, authenticated;
grant all on public.sms_replies to service_role;

-- Whether a number has opted out of texts: its latest STOP or START, else a STOP recorded on one of its leads.
create function private.opted_out(phone text) returns boolean
language sql stable security definer set search_path = '' as $$
  select coalesce(
    (select r.kind = 'stop' from public.sms_replies r
      where r.kind in ('stop', 'start') and private.phone_digits(r.from_number) = private.phone_digits(phone)
      order by r.received_at desc limit 1),
    exists (select 1 from public.leads l
      where private.phone_digits(l.phone) = private.phone_digits(phone) and l.consent_withdrawn_at is not null)
  )
$$;

-- The caller's text-back, at most one per number in 24 hours and none once the number has opted out. The lead that
-- claimed it keeps its claim, so a retry of its failed send may send it (unless a STOP came meanwhile).
create function public.claim_text_back(p_submission_id uuid)
returns table (ok boolean)
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
begin
  select * into lead_row from public.leads where submission_id = p_submission_id and source = 'phone-call' for update;
  if not found or private.opted_out(lead_row.phone) then
    return query select false;
    return;
  end if;
  if lead_row.text_back_claimed_at is not null then
    return query select true;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('text-back:' || private.phone_digits(lead_row.phone), 0));
  if exists (
    select 1 from public.leads
      where private.phone_digits(phone) = private.phone_digits(lead_row.phone)
        and id <> lead_row.id and text_back_claimed_at > now() - interval '24 hours'
  ) then
    return query select false;
    return;
  end if;
  update public.leads set text_back_claimed_at = now() where id = lead_row.id;
  return query select true;
end
$$;

-- 'new' (to forward) or 'duplicate' (Twilio's retry), with the lead it was attached to. STOP records the consent
-- withdrawn on every lead from that number (decision 0009's record keeps what was agreed and when); START (Twilio's
-- opt-in keywords) lifts it.
create function public.record_sms_reply(p_message_sid text, p_from text, p_to text, p_body text, p_kind text)
returns table (outcome text, submission_id uuid)
language plpgsql security definer set search_path = '' as $$
declare
  lead_id uuid;
  inserted text;
begin
  select leads.submission_id into lead_id from public.leads
    where private.phone_digits(phone) = private.phone_digits(p_from) and char_length(private.phone_digits(p_from)) = 10
    order by (source = 'phone-call') desc, created_at desc
    limit 1;
  insert into public.sms_replies (message_sid, from_number, to_number, body, kind, submission_id)
    values (p_message_sid, p_from, p_to, left(p_body, 1600), p_kind, lead_id)
    on conflict (message_sid) do nothing
    returning message_sid into inserted;
  if inserted is null then
    return query select 'duplicate'::text, (select r.submission_id from public.sms_replies r where r.message_sid = p_message_sid);
    return;
  end if;
  if p_kind = 'stop' and char_length(private.phone_digits(p_from)) = 10 then
    update public.leads set consent_withdrawn_at = now()
      where consent_withdrawn_at is null and private.phone_digits(phone) = private.phone_digits(p_from);
  elsif p_kind = 'start' and char_length(private.phone_digits(p_from)) = 10 then
    update public.leads set consent_withdrawn_at = null
      where private.phone_digits(phone) = private.phone_digits(p_from);
  end if;
  return query select 'new'::text, lead_id;
end
$$;

create function public.mark_sms_reply_forwarded(p_message_sid text, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.sms_replies
    set forwarded_at = case when p_error is null then now() end, forward_error = left(p_error, 500)
    where message_sid = p_message_sid
$$;

revoke all on function public.record_call(text, text, text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.attach_call_recording(text, text, integer) from public, anon, authenticated;
revoke all on function public.claim_text_back(uuid) from public, anon, authenticated;
revoke all on function public.record_sms_reply(text, text, text, text, text) from public, anon, authenticated;
revoke all on function public.mark_sms_reply_forwarded(text, text) from public, anon, authenticated;
revoke all on function private.phone_digits(text) from public;
revoke all on function private.opted_out(text) from public;
grant execute on function public.record_call(text, text, text, text, text, text, text) to service_role;
grant execute on function public.attach_call_recording(text, text, integer) to service_role;
grant execute on function public.claim_text_back(uuid) to service_role;
grant execute on function public.record_sms_reply(text, text, text, text, text) to service_role;
grant execute on function public.mark_sms_reply_forwarded(text, text) to service_role;
