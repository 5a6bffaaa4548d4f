-- Cloudflare Turnstile, verified by notify-lead when its secret is set (docs/decisions/0007). The database cannot ask
-- Cloudflare, and the public key reaches PostgREST directly, so a lead's verification is a state the function
-- records; with Turnstile on, the function claims and retries only leads whose token passed. With it off (no
-- secret), nothing changes: these columns stay empty and every lead is notified as before.

alter table public.leads
  add column verification text,
  add column verification_detail text,
  add constraint leads_verification_check check (
    verification in ('passed', 'rejected', 'missing', 'unchecked')
  );

comment on column public.leads.verification is
  'Turnstile, as notify-lead found it: passed; rejected (a suspected bot); missing (no token was sent); unchecked '
  '(Cloudflare could not be reached, so the lead was notified without it); null: not checked (Turnstile off, or '
  'no notify-lead call came)';

-- notify-lead records what Cloudflare said about a submission's token. A rejected token flags the lead as a suspected
-- bot (kept, never notified). A verdict never replaces a passed or rejected one (a later call with another token
-- cannot undo either), nor touches a lead already notified.
create function public.record_lead_verification(p_submission_id uuid, p_outcome text, p_detail text default null)
returns void
language sql security definer set search_path = '' as $$
  update public.leads
    set verification = p_outcome,
        verification_detail = left(p_detail, 500),
        spam_reason = case
          when p_outcome = 'rejected' then coalesce(
            spam_reason,
            left('Turnstile rejected the token' || coalesce(': ' || p_detail, ''), 500)
          )
          else spam_reason
        end,
        notify_status = case
          when p_outcome = 'rejected' and notify_status in ('pending', 'failed', 'held') then 'skipped'
          else notify_status
        end
    where submission_id = p_submission_id
      and notify_status <> 'sent'
      and (verification is null or verification not in ('passed', 'rejected'))
$$;

-- The claim and the list of due notifications learn one more outcome: with p_require_verification (Turnstile on),
-- a lead whose token did not pass is 'unverified' and never claimed. Replaced, not overloaded, so a call with one
-- argument stays unambiguous.
drop function public.claim_lead_notification(uuid);
drop function public.due_lead_notifications(integer);

-- outcome: claimed (send it now; lead holds the row), missing (no such submission), sent (already notified),
-- sending (another call is sending it), spam (never notified), unverified (Turnstile required and not passed),
-- capped (over the daily cap: held for later).
create function public.claim_lead_notification(p_submission_id uuid, p_require_verification boolean default false)
returns table (outcome text, lead jsonb)
language plpgsql security definer set search_path = '' as $$
declare
  lead_row public.leads;
  sent_recently integer;
begin
  select * into lead_row from public.leads where submission_id = p_submission_id for update;
  if not found then
    return query select 'missing'::text, null::jsonb;
    return;
  end if;
  if lead_row.spam_reason is not null then
    return query select 'spam'::text, null::jsonb;
    return;
  end if;
  if lead_row.notify_status = 'sent' then
    return query select 'sent'::text, null::jsonb;
    return;
  end if;
  if p_require_verification and coalesce(lead_row.verification, 'missing') not in ('passed', 'unchecked') then
    return query select 'unverified'::text, null::jsonb;
    return;
  end if;
  if lead_row.notify_status = 'sending' and lead_row.notify_claimed_at > now() - interval '2 minutes' then
    return query select 'sending'::text, null::jsonb;
    return;
  end if;

  -- The cap counts what was sent in the last 24 hours and what is being sent now.
  perform pg_advisory_xact_lock(hashtextextended('lead-notify-cap', 0));
  select count(*) into sent_recently
    from public.leads
    where notified_at > now() - interval '24 hours' or (notify_status = 'sending' and id <> lead_row.id);
  if sent_recently >= private.lead_setting('notify_daily_cap') then
    update public.leads
      set notify_status = 'held', notify_next_at = now() + interval '1 hour',
          notify_error = 'the daily notification cap was reached'
      where id = lead_row.id;
    return query select 'capped'::text, null::jsonb;
    return;
  end if;

  update public.leads
    set notify_status = 'sending', notify_attempts = notify_attempts + 1, notify_claimed_at = now()
    where id = lead_row.id
    returning * into lead_row;
  return query select 'claimed'::text, to_jsonb(lead_row);
end
$$;

create function public.due_lead_notifications(p_limit integer default 20, p_require_verification boolean default false)
returns table (submission_id uuid)
language sql stable security definer set search_path = '' as $$
  select leads.submission_id
    from public.leads
    where spam_reason is null
      and (not p_require_verification or verification in ('passed', 'unchecked'))
      and (
        (notify_status in ('pending', 'failed', 'held') and notify_next_at <= now())
        or (notify_status = 'sending' and notify_claimed_at <= now() - interval '2 minutes')
      )
    order by created_at
    limit greatest(p_limit, 0)
$$;

revoke all on function public.record_lead_verification(uuid, text, text) from public, anon, authenticated;
revoke all on function public.claim_lead_notification(uuid, boolean) from public, anon, authenticated;
revoke all on function public.due_lead_notifications(integer, boolean) from public, anon, authenticated;
grant execute on function public.record_lead_verification(uuid, text, text) to service_role;
grant execute on function public.claim_lead_notification(uuid, boolean) to service_role;
grant execute on function public.due_lead_notifications(integer, boolean) to service_role;
