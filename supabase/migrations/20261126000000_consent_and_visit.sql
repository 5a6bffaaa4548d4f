-- Consent on record and the visit behind a lead (docs/decisions/0009).
--
-- Both forms show an optional box consenting to calls and texts. Whether it was ticked or not, the lead keeps the
-- exact words the visitor saw (consent_text) and their version (consent_version: the first 12 hex digits of the
-- text's SHA-256, which consentVersion in supabase/functions/_shared/consent.ts computes the same way), so the record
-- proves itself: a version that does not name its text is refused. consent_at is the database's own time, never the
-- browser's; the page is the lead's page_path. The visit's first page and the site that sent it there ride along
-- for the owner's report.

alter table public.leads
  add column consent_given boolean not null default false,
  add column consent_text text,
  add column consent_version text,
  add column consent_at timestamptz,
  add column landing_page text,
  add column referrer text,

  -- The limits repeat consentLimits and leadLimits in lead-schema.ts (tests/unit/lead-migration.test.ts).
  add constraint leads_consent_text_check check (
    char_length(consent_text) between 1 and 2000 and consent_text !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  add constraint leads_consent_version_check check (
    (consent_text is null) = (consent_version is null)
    and (consent_version is null
      or consent_version = left(encode(sha256(convert_to(consent_text, 'UTF8')), 'hex'), 12))
  ),
  -- Consent without the words agreed to is no record.
  add constraint leads_consent_given_check check (not consent_given or consent_text is not null),
  add constraint leads_landing_page_check check (
    char_length(landing_page) <= 300 and left(landing_page, 1) = '/' and landing_page !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  add constraint leads_referrer_check check (
    char_length(referrer) <= 300 and referrer !~ '[\x01-\x1f\x7f-\x9f]'
  );

comment on column public.leads.consent_given is 'the visitor ticked the box consenting to calls and texts';
comment on column public.leads.consent_text is 'the consent wording the visitor saw, exactly (ticked or not)';
comment on column public.leads.consent_version is 'first 12 hex digits of sha256(consent_text)';
comment on column public.leads.consent_at is 'when the database stored the consent (null without consent)';
comment on column public.leads.landing_page is 'the first page of the visit that sent the lead';
comment on column public.leads.referrer is 'the site (origin and path) that sent the visit, when the browser said';

grant insert (consent_given, consent_text, consent_version, landing_page, referrer) on public.leads to anon;

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
