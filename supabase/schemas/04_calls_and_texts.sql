-- Calls and texts (decisions 0044, 0053): calls stored as leads, texts received, each number's opt-out state, and
-- the automated texts, sent once within the recipient's texting hours.

-- Texts from homeowners to any of our numbers (the inbound-sms function): each MessageSid once, attached to the
-- newest lead from that number.
create table public.sms_replies (
  message_sid text primary key check (message_sid ~ '^(SM|MM)[0-9a-fA-F]{32}$'),
  received_at timestamptz not null default now(),
  from_number text not null check (char_length(from_number) between 2 and 30 and from_number !~ '[\x01-\x1f\x7f-\x9f]'),
  to_number text not null check (char_length(to_number) between 2 and 30 and to_number !~ '[\x01-\x1f\x7f-\x9f]'),
  body text not null check (char_length(body) <= 1600),
  kind text not null check (kind in ('reply', 'possible-stop', 'stop', 'start', 'help')),
  submission_id uuid references public.leads (submission_id) on delete set null,
  forwarded_at timestamptz,
  forward_error text check (char_length(forward_error) <= 500),
  forward_claimed_at timestamptz,
  forward_skipped text check (char_length(forward_skipped) <= 200),
  review text check (review in ('opt-out', 'not-an-opt-out')),
  reviewed_by text check (char_length(reviewed_by) <= 200),
  reviewed_at timestamptz
);
comment on table public.sms_replies is 'texts homeowners sent to our numbers; read them with service_role';
comment on column public.sms_replies.kind is
  'reply; possible-stop: a sentence with an opt-out word, automated texts paused until the owner reviews it; stop, start, help: keywords';
alter table public.sms_replies enable row level security;
revoke all on public.sms_replies from anon, authenticated;
grant all on public.sms_replies to service_role;
grant select on public.sms_replies to authenticated;
create policy "staff read texts received" on public.sms_replies for select to authenticated using (public.is_staff());

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
grant select on public.text_permissions to authenticated;
create policy "staff read text permissions" on public.text_permissions
  for select to authenticated using (public.is_staff());

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
comment on table public.automated_texts is
  'texts sent to homeowners without a person pressing send: queued for their texting hours, at most 3 a number a day';
create index automated_texts_due_idx on public.automated_texts (status, send_after);
create index automated_texts_to_idx on public.automated_texts (to_number, sent_at);
alter table public.automated_texts enable row level security;
revoke all on public.automated_texts from anon, authenticated;
grant all on public.automated_texts to service_role;
grant select on public.automated_texts to authenticated;
create policy "staff read automated texts" on public.automated_texts
  for select to authenticated using (public.is_staff());

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
revoke all on function private.phone_digits(text) from public;

-- An e-mail address as a mailbox: lower case, without a +tag, so victim+1@ and victim+2@ are one inbox.
create function private.mailbox(p_email text) returns text
language sql immutable set search_path = '' as $$
  select lower(regexp_replace(p_email, '\+[^@]*@', '@'))
$$;
revoke all on function private.mailbox(text) from public;

-- Whether automated texts to a number wait: opted out, or paused until the owner reviews a sentence.
create function private.texts_stopped(p_phone text) returns boolean
language sql stable security definer set search_path = '' as $$
  select exists (
    select 1 from public.text_permissions t
      where t.phone_digits = private.phone_digits(p_phone) and t.state in ('opted-out', 'paused')
  )
$$;
revoke all on function private.texts_stopped(text) from public;

-- A call as a lead, once per CallSid, through the guards: its client is its caller's number as Twilio signed it (any
-- E.164 number); a withheld one is no client.
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
revoke all on function public.record_call(text, text, text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_call(text, text, text, text, text, text, text) to service_role;

-- The voicemail Twilio reports after the call: linked to the call's row (nothing happens for an unknown call).
create function public.attach_call_recording(p_call_sid text, p_recording_url text, p_seconds integer)
returns table (ok boolean)
language sql security definer set search_path = '' as $$
  update public.leads set recording_url = p_recording_url, recording_seconds = p_seconds
    where call_sid = p_call_sid
    returning true
$$;
revoke all on function public.attach_call_recording(text, text, integer) from public, anon, authenticated;
grant execute on function public.attach_call_recording(text, text, integer) to service_role;

-- A text from a homeowner: stored once per MessageSid and attached to the number's newest lead. A STOP keyword opts
-- the number out of every automated text from any of our numbers; a sentence with an opt-out word pauses them until
-- the owner reviews it (review_possible_opt_out), and is answered 'paused' when it paused them; START lifts both. The
-- lead keeps when and in which words.
create function public.record_sms_reply(p_message_sid text, p_from text, p_to text, p_body text, p_kind text)
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
revoke all on function public.record_sms_reply(text, text, text, text, text) from public, anon, authenticated;
grant execute on function public.record_sms_reply(text, text, text, text, text) to service_role;

create function public.mark_sms_reply_forwarded(p_message_sid text, p_error text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.sms_replies
    set forwarded_at = case when p_error is null then now() end, forward_error = left(p_error, 500)
    where message_sid = p_message_sid
$$;
revoke all on function public.mark_sms_reply_forwarded(text, text) from public, anon, authenticated;
grant execute on function public.mark_sms_reply_forwarded(text, text) to service_role;

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
revoke all on function public.review_possible_opt_out(text, text, text) from public, anon, authenticated;
grant execute on function public.review_possible_opt_out(text, text, text) to service_role;

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
revoke all on function public.claim_sms_forward(text) from public, anon, authenticated;
grant execute on function public.claim_sms_forward(text) to service_role;

-- A text's sender: E.164, or a short code of 3 to 8 digits (US carriers deliver no alphanumeric senders); the number
-- it came to is one of ours, in E.164.
create function private.check_sms_reply_numbers() returns trigger
language plpgsql security definer set search_path = '' as $$
begin
  if not private.is_e164(new.from_number) and new.from_number !~ '^[0-9]{3,8}$' then
    perform private.refuse_address('from_number', 'an E.164 number or a short code');
  end if;
  if not private.is_e164(new.to_number) then
    perform private.refuse_address('to_number', 'an E.164 number');
  end if;
  return new;
end
$$;
revoke all on function private.check_sms_reply_numbers() from public;
create trigger sms_replies_numbers before insert or update of from_number, to_number on public.sms_replies
  for each row execute function private.check_sms_reply_numbers();

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
revoke all on function public.plan_text_back(uuid, text, timestamptz, text, timestamptz) from public, anon, authenticated;
grant execute on function public.plan_text_back(uuid, text, timestamptz, text, timestamptz) to service_role;

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
revoke all on function public.claim_due_automated_texts(timestamptz, integer) from public, anon, authenticated;
grant execute on function public.claim_due_automated_texts(timestamptz, integer) to service_role;

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
revoke all on function public.finish_automated_text(bigint, text, text, timestamptz, timestamptz) from public, anon, authenticated;
grant execute on function public.finish_automated_text(bigint, text, text, timestamptz, timestamptz) to service_role;

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
revoke all on function public.claim_confirmation(uuid) from public, anon, authenticated;
grant execute on function public.claim_confirmation(uuid) to service_role;
