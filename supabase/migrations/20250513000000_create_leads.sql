-- Leads from the contact form and the chat-widget form.
-- The check constraints repeat the limits of supabase/functions/_shared/lead-schema.ts (leadLimits); the unit test
-- tests/unit/lead-migration.test.ts fails when the two drift apart. The site inserts with the anon key, so anon may
-- insert and do nothing else; only service_role (the dashboard, server code) reads the table.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text not null,
  address text not null,
  condition text not null default '',
  timeline text not null default '',
  message text not null,
  source text not null,
  page_path text not null,
  utm_source text,
  utm_medium text,
  utm_campaign text,
  utm_term text,
  utm_content text,

  constraint leads_name_check check (
    char_length(name) between 2 and 100 and name !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_email_check check (
    char_length(email) <= 254 and email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' and email !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_phone_check check (
    char_length(phone) between 10 and 30 and phone !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_address_check check (
    char_length(address) between 5 and 200 and address !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_condition_check check (
    char_length(condition) <= 200 and condition !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_timeline_check check (
    char_length(timeline) <= 100 and timeline !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  -- The message may span lines: tab, line feed and carriage return are allowed there.
  constraint leads_message_check check (
    char_length(message) between 10 and 5000 and message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'
  ),
  constraint leads_source_check check (
    source in ('contact-form', 'chat-widget')
  ),
  constraint leads_page_path_check check (
    char_length(page_path) <= 300 and left(page_path, 1) = '/' and page_path !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  -- A null UTM value passes (a check is only violated by false).
  constraint leads_utm_source_check check (
    char_length(utm_source) <= 200 and utm_source !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_utm_medium_check check (
    char_length(utm_medium) <= 200 and utm_medium !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_utm_campaign_check check (
    char_length(utm_campaign) <= 200 and utm_campaign !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_utm_term_check check (
    char_length(utm_term) <= 200 and utm_term !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  constraint leads_utm_content_check check (
    char_length(utm_content) <= 200 and utm_content !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  -- The simplified form has no address field and stores 'Not provided' (addressNotProvided in lead-schema.ts).
  constraint leads_chat_widget_address_check check (
    source <> 'chat-widget' or address = 'Not provided'
  )
);

comment on table public.leads is 'Leads from the website forms. anon may insert only; read them with service_role.';

alter table public.leads enable row level security;

-- Supabase's default privileges grant every new public table to anon and authenticated; take that back.
revoke all on public.leads from anon, authenticated;
-- Only the columns the forms fill: id and created_at stay the database's own (no back-dated or chosen ids).
grant insert (name, email, phone, address, condition, timeline, message, source, page_path,
  utm_source, utm_medium, utm_campaign, utm_term, utm_content) on public.leads to anon;
grant all on public.leads to service_role;

-- No select, update or delete policy exists, so even a future grant would show anon no rows.
create policy "anon may insert leads" on public.leads for insert to anon with check (true);
