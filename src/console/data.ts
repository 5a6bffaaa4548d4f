/**
 * Every database function the console calls, each typed and each the one place its name and arguments are written
 * (issue 62): the console reads and writes through these alone, never a table. Row level security and each function's
 * grants decide what a caller gets. A failure throws, for TanStack Query to hold as the query's or mutation's error.
 */
import type { InboxLead, LeadState } from '../lib/people'
import { supabase } from './backend'

/** The newest leads the inbox reads. */
const inboxLimit = 500

/** A read that hangs (a phone between networks) is given up, so the next one starts. */
const readTimeoutMs = 10_000

/**
 * A read's signal: aborted when the query's own is (nothing needs the answer any more) or after the timeout. Built by
 * hand: AbortSignal.any is missing before Safari 17.4, and the owner's phone may be older.
 */
function readSignal(signal: AbortSignal): AbortSignal {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException('The read took too long', 'TimeoutError')),
    readTimeoutMs,
  )
  const stop = () => {
    clearTimeout(timer)
    controller.abort(signal.reason)
  }
  if (signal.aborted) stop()
  else signal.addEventListener('abort', stop, { once: true })
  return controller.signal
}

/**
 * One function called with its named arguments; its result, or the error thrown. A read (with the query's signal)
 * is given up after the timeout; a save is not, since one cut off may have been stored and would be saved again.
 */
async function call<Result>(name: string, args: Record<string, unknown> = {}, signal?: AbortSignal): Promise<Result> {
  const request = supabase.rpc(name, args)
  const { data, error } = await (signal ? request.abortSignal(readSignal(signal)) : request)
  if (error) throw new Error(`${name}: ${error.message}`)
  return data as Result
}

export interface TimelineEntry {
  at: string
  kind: 'lead' | 'stage' | 'next-action' | 'note' | 'call' | 'text' | 'released' | 'discarded' | 'text-in' | 'text-out'
  detail: Record<string, string | boolean | null>
}

/** What staff record of a person, with its values (record_lead_event's arguments). */
export type LeadEvent =
  | { kind: 'call' | 'text' }
  | { kind: 'stage'; p_stage: string }
  | { kind: 'next-action'; p_next_action: string; p_next_action_due: string | null }
  | { kind: 'note'; p_note: string }

export const consoleData = {
  /** Whether the signed-in user is on the staff list. */
  isStaff: (signal?: AbortSignal) => call<boolean>('is_staff', {}, signal),
  /** The newest leads, with the columns the inbox shows. */
  inboxLeads: (signal?: AbortSignal) => call<InboxLead[]>('inbox_leads', { p_limit: inboxLimit }, signal),
  /** Each lead's latest stage, next action and whether it was discarded. */
  leadStates: (signal?: AbortSignal) => call<LeadState[]>('lead_states', {}, signal),
  /** A person's whole timeline: their leads, what staff did, texts both ways. */
  personTimeline: (submissionIds: readonly string[], signal?: AbortSignal) =>
    call<TimelineEntry[]>('person_timeline', { p_submission_ids: submissionIds }, signal),
  /** Whether the number may be texted: allowed, opted out or paused. */
  textPermission: (phone: string, signal?: AbortSignal) =>
    call<string>('text_permission', { p_phone: phone }, signal).then(String),
  /** The report's rows from a time on (src/lib/leads-report.ts reads them). */
  reportLeads: (since: string, signal?: AbortSignal) =>
    call<Array<Record<string, unknown>>>('report_leads', { p_since: since }, signal),
  /** Records what staff did, for every lead of a person. */
  recordLeadEvent: (submissionIds: readonly string[], { kind, ...values }: LeadEvent) =>
    call<unknown>('record_lead_event', { p_submission_ids: submissionIds, p_kind: kind, ...values }),
  /** Releases a suspected bot as genuine (it is alerted once) or discards it. */
  reviewSuspectedBot: (submissionId: string, verdict: 'released' | 'discarded') =>
    call<unknown>('review_suspected_bot', { p_submission_id: submissionId, p_verdict: verdict }),
}

/** The queries' keys: a change to a person invalidates the inbox and that person's timeline. */
export const consoleKeys = {
  staff: (email: string) => ['is-staff', email] as const,
  inbox: ['inbox'] as const,
  /** A person's timeline, by the person and their leads: `timeline(key)` alone matches every version of it. */
  timeline: (person: string, submissionIds: readonly string[] = []) => ['timeline', person, ...submissionIds] as const,
  textPermission: (phone: string) => ['text-permission', phone] as const,
  report: (since: string) => ['report', since] as const,
}
