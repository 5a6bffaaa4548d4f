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

-- A number as Twilio gives it: E.164 (+, a country code, 15 digits at most).
create function private.is_e164(p_number text) returns boolean
language sql immutable set search_path = '' as $$
  select p_number ~ '^\+[1-9][0-9]{1,14}$'
$$;

-- A number as a visitor types it (lead-schema.ts, typedPhonePattern): digits, spaces and + ( ) . - only, and at
-- least 10 digits. The console dials it as +1 and its 10 digits; a formatted US number is never refused.
create function private.is_typed_phone(p_phone text) returns boolean
language sql immutable set search_path = '' as $$
  select p_phone ~ '^[0-9+(). -]+$' and char_length(regexp_replace(p_phone, '\D', '', 'g')) >= 10
$$;

create function private.refuse_address(p_column text, p_rule text) returns void
language plpgsql set search_path = '' as $$
begin
  raise exception '% is not %', p_column, p_rule
    using errcode = 'check_violation', hint = 'Store the value as lead-schema.ts accepts it (docs/leads.md).';
end
$$;

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

-- Named to fire before leads_guard (before-triggers run by name), so a refused address counts toward no limit.
create trigger leads_addresses before insert or update of email, phone, call_to, source on public.leads
  for each row execute function private.check_lead_addresses();

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

create trigger sms_replies_numbers before insert or update of from_number, to_number on public.sms_replies
  for each row execute function private.check_sms_reply_numbers();

revoke all on function private.is_plain_email(text) from public;
revoke all on function private.is_e164(text) from public;
revoke all on function private.is_typed_phone(text) from public;
revoke all on function private.refuse_address(text, text) from public;
revoke all on function private.check_lead_addresses() from public;
revoke all on function private.check_sms_reply_numbers() from public;
