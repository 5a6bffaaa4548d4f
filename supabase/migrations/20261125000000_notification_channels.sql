-- A lead's notification goes out on several channels (docs/decisions/0008): the owner's e-mail and, when Twilio is
-- configured, the owner's SMS. notify-lead sends them under one claim (claim_lead_notification) and marks each channel
-- here as it succeeds, so a retry after a partial failure sends only the channels still missing: each at most once per
-- lead.

alter table public.leads
  add column notify_channels jsonb not null default '{}'::jsonb;

comment on column public.leads.notify_channels is
  'each notification channel already sent for this lead, with its time: {"owner-email": "...", "owner-sms": "..."}';

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
