-- Texts and calls within Florida's and the FCC's rules (docs/decisions/0053):
-- - a number's opt-out is its own: public.text_permissions keyed by the number, and no function parameter is named
--   like a column (in a SQL function the column wins, which made one STOP opt every number out);
-- - automated texts (the missed caller's text-back) go through public.automated_texts: queued for the recipient's
--   texting hours, sent once, at most 3 to one number in 24 hours, never after an opt-out;
-- - a reply is forwarded to the owner within a per-sender limit, a homeowner's confirmation e-mail goes to one
--   address at most once a day, and the client's address is the hop the platform's own proxy added.

-- Parameters renamed (create or replace cannot rename one): the bodies that call these resolve them at run time.
drop function private.opted_out(text);
drop function private.phone_digits(text);
drop function public.claim_text_back(uuid);

-- A number as the texts' records key it: a US or Canadian number by its 10 digits, whatever its form; any other
-- number whole, with its +, so +44 20 7946 0958 never reads as a US number ending in the same 10 digits.
create function private.phone_digits(p_phone text) returns text
language sql immutable set search_path = '' as $$
  select case
    when p_phone ~ '^\s*\+' then case when digits ~ '^1[0-9]{10}$' then right(digits, 10) else '+' || digits end
    when digits ~ '^1?[0-9]{10}$' then right(digits, 10)
    else digits
  end
  from (select regexp_replace(p_phone, '\D', '', 'g') as digits) as number
$$;

-- An e-mail address as a mailbox: lower case, without a +tag, so victim+1@ and victim+2@ are one inbox.
create function private.mailbox(p_email text) returns text
language sql immutable set search_path = '' as $$
  select lower(regexp_replace(p_email, '\+[^@]*@', '@'))
$$;

insert into private.lead_settings (name, value, meaning) values
  ('forwards_per_sender_hour', 3, 'texts from one number forwarded to the owner in any hour; later ones are stored only'),
  ('forwards_per_sender_day', 10, 'texts from one number forwarded to the owner in any 24 hours'),
  ('client_address_hop', 1, 'which x-forwarded-for entry, counted from the last, the platform''s own proxy wrote');

-- What a number may receive: its latest STOP or START, or the owner's decision on a sentence that may mean stop.
create table public.text_permissions (
  phone_digits text primary key check (phone_digits ~ '^[0-9]{10}$'),
  -- opted-out: a keyword, or the owner confirmed a sentence; paused: a sentence waits for the owner; allowed: START,
  -- or the owner found the sentence was no opt-out.
  state text not null check (state in ('opted-out', 'paused', 'allowed')),
  changed_at timestamptz not null default now(),
  words text not null check (char_length(words) <= 1600),
  message_sid text,
  decided_by text check (char_length(decided_by) <= 200)
);
comment on table public.text_permissions is 'each number''s opt-out state for automated texts; read with service_role';
alter table public.text_permissions enable row level security;
revoke all on public.text_permissions from anon, authenticated;
grant all on public.text_permissions to service_role;

-- The opt-outs recorded so far (the newest STOP or START of each number).
insert into public.text_permissions (phone_digits, state, changed_at, words, message_sid)
  select distinct on (private.phone_digits(from_number))
      private.phone_digits(from_number), case kind when 'stop' then 'opted-out' else 'allowed' end,
      received_at, body, message_sid
    from public.sms_replies
    where kind in ('stop', 'start') and private.phone_digits(from_number) ~ '^[0-9]{10}$'
    order by private.phone_digits(from_number), received_at desc;

create function private.texts_stopped(p_phone text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.text_permissions t
      where t.phone_digits = private.phone_digits(p_phone) and t.state in ('opted-out', 'paused')
  )
$$;

alter table public.sms_replies drop constraint sms_replies_kind_check;
alter table public.sms_replies
  add constraint sms_replies_kind_check check (kind in ('reply', 'possible-stop', 'stop', 'start', 'help')),
  add column forward_claimed_at timestamptz,
  add column forward_skipped text check (char_length(forward_skipped) <= 200),
  add column review text check (review in ('opt-out', 'not-an-opt-out')),
  add column reviewed_by text check (char_length(reviewed_by) <= 200),
  add column reviewed_at timestamptz;
comment on column public.sms_replies.kind is
  'reply; possible-stop: a sentence with an opt-out word, automated texts paused until the owner reviews it; stop, start, help: keywords';

alter table public.leads
  add column consent_withdrawn_words text check (char_length(consent_withdrawn_words) <= 1600),
  add column text_back_due_at timestamptz,
  add column text_back_note text check (char_length(text_back_note) <= 200),
  add column confirmation_claimed_at timestamptz;
comment on column public.leads.consent_withdrawn_at is 'when the number withdrew consent to texts (a keyword, or a sentence under review)';
comment on column public.leads.consent_withdrawn_words is 'the words that withdrew it, as received';
comment on column public.leads.text_back_due_at is 'when the caller''s text-back goes (queued in public.automated_texts)';
comment on column public.leads.text_back_note is 'why the caller gets no text-back';
comment on column public.leads.confirmation_claimed_at is 'when the homeowner''s confirmation e-mail was claimed (one per address a day)';

create table public.automated_texts (
  id bigint generated always as identity primary key,
  submission_id uuid not null references public.leads (submission_id) on delete cascade,
  kind text not null check (kind in ('text-back')),
  from_number text not null check (char_length(from_number) between 2 and 40 and from_number !~ '[\x01-\x1f\x7f-\x9f]'),
  to_number text not null check (to_number ~ '^\+1[0-9]{10}$'),
  body text not null check (char_length(body) between 1 and 1600),
  send_after timestamptz not null,
  -- unknown: the send's outcome never came back (no answer from Twilio, or a claim that lapsed): never sent again.
  status text not null default 'queued' check (status in ('queued', 'sending', 'sent', 'failed', 'refused', 'unknown')),
  attempts integer not null default 0,
  claimed_at timestamptz,
  sent_at timestamptz,
  error text check (char_length(error) <= 500),
  created_at timestamptz not null default now(),
  unique (submission_id, kind)
);
create index automated_texts_due_idx on public.automated_texts (status, send_after);
create index automated_texts_to_idx on public.automated_texts (to_number, sent_at);
comment on table public.automated_texts is
  'texts sent to homeowners without a person pressing send: queued for their texting hours, at most 3 a number a day';
alter table public.automated_texts enable row level security;
revoke all on public.automated_texts from anon, authenticated;
grant all on public.automated_texts to service_role;

-- The client's address as the platform vouches for it: the x-forwarded-for entry its own proxy wrote, the last one
-- unless client_address_hop says how many from the end (every entry before it is whatever the client sent). Only an
-- IP address counts, so no header can name another kind of bucket (a caller's 'tel:' one); anything else is
-- 'unknown', as notify-lead stores it. Null outside an API request (psql, the dashboard).
create or replace function private.request_client_address() returns text
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

-- Forms and calls count apart: a web visitor's leads never fill a caller's bucket.
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

-- A call's bucket is its caller's number as Twilio signed it (any E.164 number); a withheld one is no client.
create or replace function public.record_call(
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
      p_call_sid, p_to, p_outcome, p_source,
      case when p_from ~ '^\+[0-9]{6,15}$' then 'tel:' || p_from else 'call:' || p_call_sid end, 'inbound-call',
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

-- The caller's text-back, planned once per call: queued for p_send_after (the next minute of the caller's texting
-- hours), or a note saying why none goes (p_not_textable: a withheld or foreign number; an opt-out; a text-back to the
-- number in the 24 hours before). A retry of the same call gets the first plan.
create function public.plan_text_back(
  p_submission_id uuid, p_body text, p_send_after timestamptz, p_not_textable text default null,
  p_now timestamptz default now()
)
returns table (due_at timestamptz, note text)
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
  why_not text := p_not_textable;
begin
  select * into lead_row from public.leads where submission_id = p_submission_id and source = 'phone-call' for update;
  if not found then
    return query select null::timestamptz, 'the call is not stored'::text;
    return;
  end if;
  if lead_row.text_back_due_at is not null or lead_row.text_back_note is not null then
    return query select lead_row.text_back_due_at, lead_row.text_back_note;
    return;
  end if;
  if why_not is null and lead_row.phone !~ '^\+1[0-9]{10}$' then
    why_not := 'the number cannot be texted';
  end if;
  if why_not is null then
    perform pg_advisory_xact_lock(hashtextextended('text-back:' || private.phone_digits(lead_row.phone), 0));
    if private.texts_stopped(lead_row.phone) then
      why_not := (select case t.state when 'paused' then 'texts are paused until you review its message'
                    else 'the number opted out of texts' end
                  from public.text_permissions t where t.phone_digits = private.phone_digits(lead_row.phone));
    elsif exists (
      select 1 from public.leads l
        where private.phone_digits(l.phone) = private.phone_digits(lead_row.phone)
          and l.id <> lead_row.id and l.text_back_claimed_at > p_now - interval '24 hours'
    ) then
      why_not := 'texted back in the last 24 hours';
    end if;
  end if;
  if why_not is not null then
    update public.leads set text_back_note = left(why_not, 200) where id = lead_row.id;
    return query select null::timestamptz, left(why_not, 200);
    return;
  end if;
  insert into public.automated_texts (submission_id, kind, from_number, to_number, body, send_after)
    values (p_submission_id, 'text-back', lead_row.call_to, lead_row.phone, p_body, p_send_after)
    on conflict (submission_id, kind) do nothing;
  update public.leads set text_back_claimed_at = p_now, text_back_due_at = p_send_after where id = lead_row.id;
  return query select p_send_after, null::text;
end
$$;

-- The automated texts due at p_now, each claimed for sending. One a number has opted out of, or that would be its
-- fourth in 24 hours (Florida's Telephone Solicitation Act allows 3 on one subject), is refused instead. A claim
-- that lapsed (15 minutes: far longer than a batch's sends) may have gone out: it becomes unknown, never sent twice.
create function public.claim_due_automated_texts(p_now timestamptz default now(), p_limit integer default 20)
returns setof public.automated_texts
language plpgsql security definer set search_path = '' as $$
declare
  text_row public.automated_texts;
  sent_before integer;
begin
  update public.automated_texts
    set status = 'unknown', error = 'the claim lapsed before the send said how it went: not sent again'
    where status = 'sending' and claimed_at <= p_now - interval '15 minutes';
  for text_row in
    select * from public.automated_texts
      where status in ('queued', 'failed') and send_after <= p_now
      order by send_after
      limit greatest(p_limit, 0)
      for update skip locked
  loop
    perform pg_advisory_xact_lock(hashtextextended('texts-to:' || private.phone_digits(text_row.to_number), 0));
    if private.texts_stopped(text_row.to_number) then
      update public.automated_texts
        set status = 'refused',
            error = (select case t.state when 'paused' then 'texts to the number were paused for review'
                       else 'the number opted out of texts' end
                     from public.text_permissions t where t.phone_digits = private.phone_digits(text_row.to_number))
        where id = text_row.id;
      continue;
    end if;
    -- Sent, perhaps sent (unknown), or being sent: each counts.
    select count(*) into sent_before from public.automated_texts a
      where private.phone_digits(a.to_number) = private.phone_digits(text_row.to_number) and a.id <> text_row.id
        and ((a.status = 'sent' and a.sent_at > p_now - interval '24 hours')
          or (a.status in ('sending', 'unknown') and a.claimed_at > p_now - interval '24 hours'));
    if sent_before >= 3 then
      update public.automated_texts set status = 'refused', error = 'the number had 3 automated texts in 24 hours'
        where id = text_row.id;
      continue;
    end if;
    update public.automated_texts set status = 'sending', attempts = attempts + 1, claimed_at = p_now
      where id = text_row.id
      returning * into text_row;
    return next text_row;
  end loop;
end
$$;

-- How a claimed text went: sent; failed (Twilio answered no: retried at p_retry_at); later (not yet in the
-- recipient's hours: queued again for p_retry_at); refused (no retry changes it: a landline, a number Twilio knows
-- opted out, too many attempts); unknown (no answer came: it may have gone, so it is never sent again).
create function public.finish_automated_text(
  p_id bigint, p_outcome text, p_error text default null, p_retry_at timestamptz default null,
  p_now timestamptz default now()
)
returns void
language sql security definer set search_path = '' as $$
  update public.automated_texts
    set status = case p_outcome when 'sent' then 'sent' when 'failed' then 'failed' when 'later' then 'queued'
          when 'unknown' then 'unknown' else 'refused' end,
        sent_at = case when p_outcome = 'sent' then p_now end,
        send_after = coalesce(p_retry_at, send_after),
        -- Waiting for the recipient's hours is no attempt.
        attempts = case when p_outcome = 'later' then greatest(attempts - 1, 0) else attempts end,
        error = case when p_outcome = 'sent' then null else left(p_error, 500) end
    where id = p_id and status = 'sending'
$$;

-- A text from a homeowner: stored once per MessageSid and attached to the number's newest lead. A STOP keyword opts
-- the number out of every automated text from any of our numbers; a sentence with an opt-out word pauses them until
-- the owner reviews it (review_possible_opt_out), and is answered 'paused' when it paused them; START lifts both. The
-- lead keeps when and in which words.
create or replace function public.record_sms_reply(p_message_sid text, p_from text, p_to text, p_body text, p_kind text)
returns table (outcome text, submission_id uuid)
language plpgsql security definer set search_path = '' as $$
declare
  lead_id uuid;
  inserted text;
  digits text := private.phone_digits(p_from);
  was_stopped boolean;
begin
  select leads.submission_id into lead_id from public.leads
    where private.phone_digits(phone) = digits and digits ~ '^[0-9]{10}$'
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
  if digits ~ '^[0-9]{10}$' and p_kind in ('stop', 'possible-stop', 'start') then
    -- The lock a review takes: a review never misses a sentence that is being stored.
    perform pg_advisory_xact_lock(hashtextextended('texts-to:' || digits, 0));
    was_stopped := private.texts_stopped(p_from);
    insert into public.text_permissions as t (phone_digits, state, changed_at, words, message_sid)
      values (digits, case p_kind when 'stop' then 'opted-out' when 'start' then 'allowed' else 'paused' end,
        now(), left(p_body, 1600), p_message_sid)
      on conflict (phone_digits) do update
        set state = excluded.state, changed_at = excluded.changed_at, words = excluded.words,
            message_sid = excluded.message_sid, decided_by = null
        -- A sentence never softens a keyword's opt-out.
        where not (excluded.state = 'paused' and t.state = 'opted-out');
    if p_kind = 'start' then
      update public.leads set consent_withdrawn_at = null, consent_withdrawn_words = null
        where private.phone_digits(phone) = digits;
    else
      update public.leads set consent_withdrawn_at = now(), consent_withdrawn_words = left(p_body, 1600)
        where consent_withdrawn_at is null and private.phone_digits(phone) = digits;
    end if;
    if p_kind = 'possible-stop' and not was_stopped then
      return query select 'paused'::text, lead_id;
      return;
    end if;
  end if;
  return query select 'new'::text, lead_id;
end
$$;

-- The owner's decision on a sentence that may mean stop, recorded with who and when on it and on every earlier one
-- of the number not yet reviewed. 'opt-out' opts the number out; 'not-an-opt-out' lets automated texts go again,
-- unless a later such sentence waits for a decision (named in later_message_sid) or a keyword stopped them. Says
-- whether the message was found and whether texts to the number may go now.
create function public.review_possible_opt_out(p_message_sid text, p_decision text, p_decided_by text)
returns table (ok boolean, texts_allowed boolean, later_message_sid text)
language plpgsql security definer set search_path = '' as $$
declare
  reply public.sms_replies;
  digits text;
  later text;
begin
  if p_decision not in ('opt-out', 'not-an-opt-out') then
    raise exception using errcode = '22023', message = 'The decision is opt-out or not-an-opt-out.';
  end if;
  select * into reply from public.sms_replies where message_sid = p_message_sid and kind = 'possible-stop';
  if not found then
    return query select false, null::boolean, null::text;
    return;
  end if;
  digits := private.phone_digits(reply.from_number);
  perform pg_advisory_xact_lock(hashtextextended('texts-to:' || digits, 0));
  update public.sms_replies r
    set review = p_decision, reviewed_by = left(p_decided_by, 200), reviewed_at = now()
    where private.phone_digits(r.from_number) = digits and r.kind = 'possible-stop'
      and (r.message_sid = p_message_sid or (r.review is null and r.received_at <= reply.received_at));
  select r.message_sid into later from public.sms_replies r
    where private.phone_digits(r.from_number) = digits and r.kind = 'possible-stop' and r.review is null
    order by r.received_at desc limit 1;
  if p_decision = 'opt-out' then
    -- Also after an earlier "no opt-out" decision; only a START sent after the sentence outranks it.
    update public.text_permissions
      set state = 'opted-out', changed_at = now(), decided_by = left(p_decided_by, 200)
      where phone_digits = digits and state <> 'opted-out'
        and not exists (
          select 1 from public.sms_replies r
            where private.phone_digits(r.from_number) = digits and r.kind = 'start' and r.received_at > reply.received_at
        );
  elsif later is null then
    update public.text_permissions
      set state = 'allowed', changed_at = now(), decided_by = left(p_decided_by, 200)
      where phone_digits = digits and state = 'paused';
    if found then
      update public.leads set consent_withdrawn_at = null, consent_withdrawn_words = null
        where private.phone_digits(phone) = digits;
    end if;
  end if;
  return query select true, not private.texts_stopped(reply.from_number), later;
end
$$;

-- Whether a stored reply may be forwarded to the owner now: within forwards_per_sender_hour and _day of its sender.
create function public.claim_sms_forward(p_message_sid text)
returns table (ok boolean, reason text)
language plpgsql security definer set search_path = '' as $$
declare
  reply public.sms_replies;
  last_hour integer;
  last_day integer;
begin
  select * into reply from public.sms_replies where message_sid = p_message_sid for update;
  if not found or reply.forward_claimed_at is not null then
    return query select false, 'no such text, or already forwarded'::text;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('forward-from:' || reply.from_number, 0));
  select count(*) filter (where forward_claimed_at > now() - interval '1 hour'),
         count(*) filter (where forward_claimed_at > now() - interval '24 hours')
    into last_hour, last_day
    from public.sms_replies where from_number = reply.from_number;
  if last_hour >= private.lead_setting('forwards_per_sender_hour')
     or last_day >= private.lead_setting('forwards_per_sender_day') then
    update public.sms_replies
      set forward_skipped = format('over the forward limit (%s in the hour, %s in 24 hours)', last_hour, last_day)
      where message_sid = p_message_sid;
    return query select false, 'over the forward limit'::text;
    return;
  end if;
  update public.sms_replies set forward_claimed_at = now() where message_sid = p_message_sid;
  return query select true, null::text;
end
$$;

-- The homeowner's confirmation e-mail: at most one per address in 24 hours, so the endpoint cannot be made to write
-- to one inbox again and again. A lead's own retry keeps its claim.
create function public.claim_confirmation(p_submission_id uuid)
returns table (ok boolean)
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
begin
  select * into lead_row from public.leads where submission_id = p_submission_id for update;
  if not found or lead_row.email = '' then
    return query select false;
    return;
  end if;
  if lead_row.confirmation_claimed_at is not null then
    return query select true;
    return;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('confirmation:' || private.mailbox(lead_row.email), 0));
  if exists (
    select 1 from public.leads l
      where private.mailbox(l.email) = private.mailbox(lead_row.email) and l.id <> lead_row.id
        and l.confirmation_claimed_at > now() - interval '24 hours'
  ) then
    return query select false;
    return;
  end if;
  update public.leads set confirmation_claimed_at = now() where id = lead_row.id;
  return query select true;
end
$$;

revoke all on function private.phone_digits(text) from public;
revoke all on function private.mailbox(text) from public;
revoke all on function private.texts_stopped(text) from public;
revoke all on function public.plan_text_back(uuid, text, timestamptz, text, timestamptz) from public, anon, authenticated;
revoke all on function public.claim_due_automated_texts(timestamptz, integer) from public, anon, authenticated;
revoke all on function public.finish_automated_text(bigint, text, text, timestamptz, timestamptz) from public, anon, authenticated;
revoke all on function public.review_possible_opt_out(text, text, text) from public, anon, authenticated;
revoke all on function public.claim_sms_forward(text) from public, anon, authenticated;
revoke all on function public.claim_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.plan_text_back(uuid, text, timestamptz, text, timestamptz) to service_role;
grant execute on function public.claim_due_automated_texts(timestamptz, integer) to service_role;
grant execute on function public.finish_automated_text(bigint, text, text, timestamptz, timestamptz) to service_role;
grant execute on function public.review_possible_opt_out(text, text, text) to service_role;
grant execute on function public.claim_sms_forward(text) to service_role;
grant execute on function public.claim_confirmation(uuid) to service_role;
