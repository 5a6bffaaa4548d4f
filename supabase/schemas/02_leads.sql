-- Leads: the forms' rows (anon inserts them through PostgREST) and calls (inbound-call stores them, decision 0044).
-- The length bounds repeat leadLimits and callLimits of supabase/functions/_shared/lead-schema.ts; the unit test
-- tests/unit/lead-migration.test.ts holds the migrations to them, and tests/unit/schema-files.test.ts this file to the
-- migrations. Text columns refuse control characters; a null passes a check (only false violates one).
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),

  -- What the visitor typed (a call's row: the caller's number, no e-mail, no page).
  name text not null constraint leads_name_check check (
    char_length(name) between 2 and 100 and name !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  email text not null,
  phone text not null constraint leads_phone_check check (
    char_length(phone) between 10 and 30 and phone !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  address text not null constraint leads_address_check check (
    char_length(address) between 5 and 200 and address !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  condition text not null default '' constraint leads_condition_check check (
    char_length(condition) <= 200 and condition !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  timeline text not null default '' constraint leads_timeline_check check (
    char_length(timeline) <= 100 and timeline !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  -- The message may span lines: tab, line feed and carriage return are allowed there.
  message text not null constraint leads_message_check check (
    char_length(message) between 10 and 5000 and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  source text not null constraint leads_source_check check (
    source in ('contact-form', 'chat-widget', 'phone-call')
  ),
  page_path text not null,
  utm_source text constraint leads_utm_source_check check (
    char_length(utm_source) <= 200 and utm_source !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  utm_medium text constraint leads_utm_medium_check check (
    char_length(utm_medium) <= 200 and utm_medium !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  utm_campaign text constraint leads_utm_campaign_check check (
    char_length(utm_campaign) <= 200 and utm_campaign !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  utm_term text constraint leads_utm_term_check check (
    char_length(utm_term) <= 200 and utm_term !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  utm_content text constraint leads_utm_content_check check (
    char_length(utm_content) <= 200 and utm_content !~ '[\x01-\x1f\x7f-\x9f]'
  ),

  -- The guards and the delivery (decision 0006; 03_guards_and_delivery.sql).
  submission_id uuid not null default gen_random_uuid() constraint leads_submission_id_key unique,
  fill_ms integer constraint leads_fill_ms_check check (fill_ms between 0 and 86400000),
  honeypot text not null default '' constraint leads_honeypot_check check (char_length(honeypot) <= 200),
  client_address text,
  spam_reason text,
  stored_by text not null default 'insert' constraint leads_stored_by_check check (
    stored_by in ('insert', 'notify-lead', 'inbound-call')
  ),
  -- not-needed: an answered call, stored for attribution only.
  notify_status text not null default 'pending' constraint leads_notify_status_check check (
    notify_status in ('pending', 'sending', 'sent', 'failed', 'held', 'skipped', 'not-needed')
  ),
  notify_attempts integer not null default 0,
  notify_next_at timestamptz not null default now() + interval '1 minute',
  notify_claimed_at timestamptz,
  notified_at timestamptz,
  notify_error text,
  -- Cloudflare Turnstile's verdict, recorded by notify-lead (decision 0007).
  verification text constraint leads_verification_check check (
    verification in ('passed', 'rejected', 'missing', 'unchecked')
  ),
  verification_detail text,
  notify_channels jsonb not null default '{}'::jsonb,

  -- Consent on record and the visit (decision 0009); the limits repeat consentLimits and leadLimits.
  consent_given boolean not null default false,
  consent_text text constraint leads_consent_text_check check (
    char_length(consent_text) between 1 and 2000 and consent_text !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  consent_version text,
  consent_at timestamptz,
  landing_page text constraint leads_landing_page_check check (
    char_length(landing_page) <= 300 and left(landing_page, 1) = '/' and landing_page !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  referrer text constraint leads_referrer_check check (
    char_length(referrer) <= 300 and referrer !~ '[\x01-\x1f\x7f-\x9f]'
  ),

  -- Calls (decision 0044) and texts within the rules (decision 0053).
  call_sid text constraint leads_call_sid_key unique constraint leads_call_sid_check check (
    call_sid ~ '^CA[0-9a-fA-F]{32}$'
  ),
  call_to text constraint leads_call_to_check check (char_length(call_to) <= 30 and call_to !~ '[\x01-\x1f\x7f-\x9f]'),
  call_outcome text constraint leads_call_outcome_check check (
    call_outcome in ('answered', 'no-answer', 'busy', 'failed', 'canceled', 'after-hours')
  ),
  call_source text constraint leads_call_source_check check (
    char_length(call_source) <= 40 and call_source !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  recording_url text constraint leads_recording_url_check check (
    char_length(recording_url) <= 300 and recording_url ~ '^https://[^\s]+$'
  ),
  recording_seconds integer constraint leads_recording_seconds_check check (recording_seconds between 0 and 86400),
  text_back_claimed_at timestamptz,
  consent_withdrawn_at timestamptz,
  consent_withdrawn_words text check (char_length(consent_withdrawn_words) <= 1600),
  text_back_due_at timestamptz,
  text_back_note text check (char_length(text_back_note) <= 200),
  confirmation_claimed_at timestamptz,

  -- Speed to lead, for the console (decision 0061).
  first_contact_at timestamptz,

  -- A call has no e-mail address and comes from no page.
  constraint leads_email_check check (
    (source = 'phone-call' and email = '') or (
      char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and email !~ '[\x01-\x1f\x7f-\x9f]'
    )
  ),
  constraint leads_page_path_check check (
    (source = 'phone-call' and page_path = '') or (
      char_length(page_path) <= 300 and left(page_path, 1) = '/' and page_path !~ '[\x01-\x1f\x7f-\x9f]'
    )
  ),
  -- The simplified form has no address field and stores 'Not provided' (addressNotProvided in lead-schema.ts).
  constraint leads_chat_widget_address_check check (
    source <> 'chat-widget' or address = 'Not provided'
  ),
  -- The version names its text (consentVersion in supabase/functions/_shared/consent.ts computes it the same way),
  -- and consent without the words agreed to is no record.
  constraint leads_consent_version_check check (
    (consent_text is null) = (consent_version is null)
    and (consent_version is null
      or consent_version = left(encode(sha256(convert_to(consent_text, 'UTF8')), 'hex'), 12))
  ),
  constraint leads_consent_given_check check (not consent_given or consent_text is not null),
  -- A call row, and only a call row, has a CallSid and an outcome, and was stored by the call webhook.
  constraint leads_phone_call_check check (
    (source = 'phone-call') = (call_sid is not null)
    and (source = 'phone-call') = (call_outcome is not null)
    and (source <> 'phone-call' or stored_by = 'inbound-call')
  )
);
comment on table public.leads is 'Leads from the website forms. anon may insert only; read them with service_role.';
comment on column public.leads.submission_id is 'made in the browser per submission and kept across its retries';
comment on column public.leads.client_address is 'the sending client''s address, from PostgREST''s request headers';
comment on column public.leads.spam_reason is 'why the lead is a suspected bot; such leads are kept but never notified';
comment on column public.leads.notify_status is
  'pending: not yet notified; sending: claimed; sent; failed: retried at notify_next_at; held: over the daily cap; skipped: spam';
comment on column public.leads.verification is
  'Turnstile, as notify-lead found it: passed; rejected (a suspected bot); missing (no token was sent); unchecked '
  '(Cloudflare could not be reached, so the lead was notified without it); null: not checked (Turnstile off, or '
  'no notify-lead call came)';
comment on column public.leads.notify_channels is
  'each notification channel already sent for this lead, with its time: {"owner-email": "...", "owner-sms": "..."}';
comment on column public.leads.consent_given is 'the visitor ticked the box consenting to calls and texts';
comment on column public.leads.consent_text is 'the consent wording the visitor saw, exactly (ticked or not)';
comment on column public.leads.consent_version is 'first 12 hex digits of sha256(consent_text)';
comment on column public.leads.consent_at is 'when the database stored the consent (null without consent)';
comment on column public.leads.landing_page is 'the first page of the visit that sent the lead';
comment on column public.leads.referrer is 'the site (origin and path) that sent the visit, when the browser said';
comment on column public.leads.call_sid is 'a phone call''s Twilio CallSid: one row per call, however often Twilio retries';
comment on column public.leads.call_to is 'the number the caller dialled: the main number or a tracking number';
comment on column public.leads.call_outcome is 'answered, or why nobody did: no-answer, busy, failed, canceled, after-hours';
comment on column public.leads.call_source is 'the source of the tracking number called (content/site/business.yaml); null: the main number';
comment on column public.leads.text_back_claimed_at is 'when the caller''s one text-back was claimed (at most one per number in 24 hours)';
comment on column public.leads.consent_withdrawn_at is 'when the number withdrew consent to texts (a keyword, or a sentence under review)';
comment on column public.leads.consent_withdrawn_words is 'the words that withdrew it, as received';
comment on column public.leads.text_back_due_at is 'when the caller''s text-back goes (queued in public.automated_texts)';
comment on column public.leads.text_back_note is 'why the caller gets no text-back';
comment on column public.leads.confirmation_claimed_at is 'when the homeowner''s confirmation e-mail was claimed (one per address a day)';
comment on column public.leads.first_contact_at is
  'the first contact (stage out of new, a call logged, a text sent from the console): speed to lead';
create index leads_client_recent_idx on public.leads (client_address, created_at);
create index leads_notify_due_idx on public.leads (notify_status, notify_next_at);
create index leads_notified_at_idx on public.leads (notified_at);
-- anon (the site, through PostgREST) may insert the columns the forms fill and nothing else: id, created_at and
-- everything about delivery stay the database's own, and with no other policy anon reads no row.
alter table public.leads enable row level security;
revoke all on public.leads from anon, authenticated;
grant insert (name, email, phone, address, condition, timeline, message, source, page_path,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content, submission_id, fill_ms, honeypot,
  consent_given, consent_text, consent_version, landing_page, referrer) on public.leads to anon;
create policy "anon may insert leads" on public.leads for insert to anon with check (true);
-- Staff read what the console shows (01_staff.sql); the functions use the service role.
grant select on public.leads to authenticated;
create policy "staff read leads" on public.leads for select to authenticated using (public.is_staff());
grant all on public.leads to service_role;

-- The consent's time is the database's: whatever an insert says, consent_at is now() with consent, else null.
create function private.stamp_consent() returns trigger
language plpgsql set search_path = '' as $$
begin
  new.consent_at := case when new.consent_given then now() end;
  return new;
end
$$;
create trigger leads_stamp_consent before insert on public.leads
  for each row execute function private.stamp_consent();

-- Addresses checked where they are stored (docs/decisions/0080). The console turns a lead's e-mail and phone into
-- mailto:, tel: and sms: links, so every row that stores one, through PostgREST (anon) or a function (record_call,
-- record_sms_reply), must hold a plain value: the same rules as supabase/functions/_shared/lead-schema.ts.
--
-- The trigger functions are security definer (as private.guard_lead is), so anon needs no right on private.
-- Triggers, not check constraints: a constraint, even `not valid`, is checked again on every update of a row, so an
-- older row that fails it could no longer be marked notified or opted out. The triggers check a value when it is
-- stored or changed; older rows keep what they hold, and the console shows a failing value as text, never as a link.
-- The e-mail pattern of lead-schema.ts (plainEmailPattern), letter for letter: words of letters, digits and _ + -
-- joined by dots, one @, a domain of labels with a dot and a top-level domain of letters.
create function private.is_plain_email(p_email text) returns boolean
language sql immutable set search_path = '' as $$
  select p_email ~ '^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$'
$$;
revoke all on function private.is_plain_email(text) from public;

-- A number as Twilio gives it: E.164 (+, a country code, 15 digits at most).
create function private.is_e164(p_number text) returns boolean
language sql immutable set search_path = '' as $$
  select p_number ~ '^\+[1-9][0-9]{1,14}$'
$$;
revoke all on function private.is_e164(text) from public;

-- A number as a visitor types it (lead-schema.ts, typedPhonePattern): digits, spaces and + ( ) . - only, and at
-- least 10 digits. The console dials it as +1 and its 10 digits; a formatted US number is never refused.
create function private.is_typed_phone(p_phone text) returns boolean
language sql immutable set search_path = '' as $$
  select p_phone ~ '^[0-9+(). -]+$' and char_length(regexp_replace(p_phone, '\D', '', 'g')) >= 10
$$;
revoke all on function private.is_typed_phone(text) from public;

create function private.refuse_address(p_column text, p_rule text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '% is not %', p_column, p_rule
    using errcode = 'check_violation', hint = 'Store the value as lead-schema.ts accepts it (docs/leads.md).';
end
$$;
revoke all on function private.refuse_address(text, text) from public;

create function private.check_lead_addresses() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if new.source = 'phone-call' then
    -- A call's row: no e-mail, and Twilio's E.164 caller or the words calls.ts stores for a withheld one.
    if new.email <> '' then
      perform private.refuse_address('email', 'empty on a phone call''s row');
    end if;
    if not private.is_e164(new.phone) and new.phone <> 'Number withheld' then
      perform private.refuse_address('phone', 'an E.164 number or ''Number withheld''');
    end if;
  else
    if not private.is_plain_email(new.email) then
      perform private.refuse_address('email', 'a plain e-mail address');
    end if;
    if not private.is_typed_phone(new.phone) then
      perform private.refuse_address('phone', 'digits, spaces and + ( ) . - with at least 10 digits');
    end if;
  end if;
  if new.call_to is not null and not private.is_e164(new.call_to) then
    perform private.refuse_address('call_to', 'an E.164 number');
  end if;
  return new;
end
$$;
revoke all on function private.check_lead_addresses() from public;
-- Named to fire before leads_guard (before-triggers run by name), so a refused address counts toward no limit.
create trigger leads_addresses before insert or update of email, phone, call_to, source on public.leads
  for each row execute function private.check_lead_addresses();
