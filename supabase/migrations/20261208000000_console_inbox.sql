-- The inbox's read (issue 62): the newest leads, with the columns the console shows. Security invoker, so row level
-- security decides as for the table itself: staff get every row, anyone else none.
create function public.inbox_leads(p_limit integer default 500)
returns table (
  id uuid, submission_id uuid, created_at timestamptz, name text, email text, phone text, address text, message text,
  source text, page_path text, utm_campaign text, consent_given boolean, notify_status text, spam_reason text,
  call_outcome text, recording_url text, first_contact_at timestamptz
)
language sql stable security invoker set search_path = '' as $$
  select l.id, l.submission_id, l.created_at, l.name, l.email, l.phone, l.address, l.message, l.source, l.page_path,
      l.utm_campaign, l.consent_given, l.notify_status, l.spam_reason, l.call_outcome, l.recording_url,
      l.first_contact_at
    from public.leads l
    order by l.created_at desc
    limit least(greatest(coalesce(p_limit, 500), 1), 1000)
$$;
revoke all on function public.inbox_leads(integer) from public, anon;
grant execute on function public.inbox_leads(integer) to authenticated, service_role;
