-- The rows of the marketers' report (src/lib/leads-report.ts), for the lead console and `npm run leads -- --report`
-- alike, so both count the same: each lead's columns the report reads and the stages recorded for it. One jsonb
-- value, not a set of rows, so a hosted API's row limit (Supabase's "max rows", 1000 by default) cannot cut the
-- report short. Row level security applies (security invoker): staff read every lead, anyone else none.
-- A lead from before p_since that has a stage comes too, with only what ties it to a person (its phone and e-mail):
-- a stage sits on the person's newest lead of its day (decision 0061), which may be older than the range.
create function public.report_leads(p_since timestamptz default null)
returns jsonb
language sql stable security invoker set search_path = '' as $$
  with staged as (
    select e.submission_id, jsonb_agg(distinct e.stage) as stages from public.lead_events e
      where e.kind = 'stage' group by e.submission_id
  )
  select coalesce(
    jsonb_agg(
      -- Empty columns left out: a lead is about half the size, and the report reads a missing key as empty.
      jsonb_strip_nulls(case when p_since is null or l.created_at >= p_since then jsonb_build_object(
        'id', l.id, 'submission_id', l.submission_id, 'created_at', l.created_at, 'name', l.name,
        'email', l.email, 'phone', l.phone, 'source', l.source, 'call_source', l.call_source,
        'utm_source', l.utm_source, 'utm_campaign', l.utm_campaign, 'referrer', l.referrer,
        'landing_page', l.landing_page, 'page_path', l.page_path, 'spam_reason', l.spam_reason,
        'notify_status', l.notify_status, 'verification', l.verification, 'first_contact_at', l.first_contact_at,
        'stages', s.stages
      ) else jsonb_build_object(
        'id', l.id, 'submission_id', l.submission_id, 'created_at', l.created_at, 'email', l.email,
        'phone', l.phone, 'stages', s.stages
      ) end)
      order by l.created_at, l.id
    ),
    '[]'::jsonb
  )
  from public.leads l left join staged s on s.submission_id = l.submission_id
  where p_since is null or l.created_at >= p_since or s.stages is not null
$$;
revoke all on function public.report_leads(timestamptz) from public, anon;
grant execute on function public.report_leads(timestamptz) to authenticated, service_role;
