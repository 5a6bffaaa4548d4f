/**
 * What notify-lead needs of the database (docs/decisions/0006): the lead row as it comes back, the outcome of a claim,
 * the store's calls and its two failures. Two stores keep this contract: PostgREST with the service role in the Edge
 * Function (postgrest-store.ts) and PGlite in the embedded backend (server/leads/store-sql.ts).
 */
import type { LeadNotification } from './lead-schema.ts'
import type { TurnstileVerdict } from './turnstile.ts'

/** The lead row as the database returns it (the columns notifications read; the rest rides along). */
export interface StoredLead {
  submission_id: string
  created_at: string
  name: string
  email: string
  phone: string
  address: string
  condition: string
  timeline: string
  message: string
  source: LeadNotification['source'] | 'phone-call'
  page_path: string
  utm_source: string | null
  utm_medium: string | null
  utm_campaign: string | null
  utm_term: string | null
  utm_content: string | null
  landing_page?: string | null
  referrer?: string | null
  consent_given?: boolean
  consent_text?: string | null
  consent_version?: string | null
  notify_attempts: number
  /** A phone call's row (migration 20261127000000). */
  call_sid?: string | null
  call_to?: string | null
  call_outcome?: string | null
  call_source?: string | null
  recording_url?: string | null
  /** The caller's text-back as planned (migration 20261128000000): when it goes, or why not. */
  text_back_due_at?: string | null
  text_back_claimed_at?: string | null
  text_back_note?: string | null
  /** The channels already sent for this lead (migration 20261125000000), each with its time. */
  notify_channels?: Record<string, string> | null
}

export type Claim =
  | { outcome: 'claimed'; lead: StoredLead }
  /** missing: no such submission; sent: notified before; sending: another call is sending it now; spam: never
   * notified; unverified: Turnstile is required and the lead's token did not pass; capped: over the daily cap, held
   * for a later retry. */
  | { outcome: 'missing' | 'sent' | 'sending' | 'spam' | 'unverified' | 'capped' }

/** The database cannot be reached (or answers 5xx): nothing can be stored or claimed. */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError'
}

/** The client sent more leads than its limit allows (the database's PT429). */
export class RateLimitedError extends Error {
  override name = 'RateLimitedError'
}

/** One row of what claim_lead_notification returns: the outcome and, when claimed, the lead. */
export interface ClaimRow {
  outcome: Claim['outcome']
  lead: StoredLead | null
}

/** The claim from claim_lead_notification's rows (there is always one; none means the database misbehaved). */
export function claimFromRows(rows: readonly ClaimRow[]): Claim {
  const row = rows[0]
  if (!row) throw new StoreUnavailableError('claim_lead_notification returned no row')
  return row.outcome === 'claimed' && row.lead
    ? { outcome: 'claimed', lead: row.lead }
    : ({ outcome: row.outcome } as Claim)
}

/** Whether only leads whose Turnstile token passed may be claimed (true when the function holds the secret). */
export interface VerificationRule {
  requireVerification: boolean
}

export interface LeadStore {
  /** Stores a lead whose insert did not arrive, as service_role: 'duplicate' when the submission is already stored. */
  store(lead: LeadRow, clientAddress: string | null): Promise<'stored' | 'duplicate'>
  claim(submissionId: string, rule: VerificationRule): Promise<Claim>
  finish(submissionId: string, delivered: boolean, error?: string): Promise<void>
  /** Submissions whose notification is due again (failed, held, or never asked for), oldest first. */
  due(limit: number, rule: VerificationRule): Promise<string[]>
  /**
   * Records what Turnstile said about a stored submission's token (public.record_lead_verification, the one place
   * that decides what a verdict does to a lead); nothing happens when it is not stored.
   */
  recordVerification(submissionId: string, verdict: TurnstileVerdict): Promise<void>
  /** Records that one channel of a claimed lead's notification was sent, so no retry sends it again. */
  markChannelSent(submissionId: string, channel: string): Promise<void>
}

/** The lead as a row of the leads table: the notification without its send time and its Turnstile token. */
export type LeadRow = Omit<LeadNotification, 'submittedAt' | 'turnstile_token'>

export function leadRowOf(notification: LeadNotification): LeadRow {
  const { submittedAt: _submittedAt, turnstile_token: _token, ...row } = notification
  return row
}

/** The row of a lead stored by notify-lead: the visitor's fields, the client's address and who stored it. */
export function storedByNotifyLead(lead: LeadRow, clientAddress: string | null): Record<string, unknown> {
  return { ...lead, client_address: clientAddress ?? 'unknown', stored_by: 'notify-lead' }
}
