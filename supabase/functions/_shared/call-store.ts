/**
 * What the call and text webhooks need of the database (migrations 20261127000000 and 20261128000000): database
 * functions called as service_role, through PostgREST in the Edge Functions and in PGlite in the embedded backend.
 * Both give an `Rpc`; this module names the calls once.
 */
import type { AutomatedText, TextOutcome, TextQueue } from './automated-texts.ts'
import { StoreUnavailableError } from './lead-store.ts'

/** Calls public.<name>(args) as service_role and returns its rows (undefined for a function returning void). */
export type Rpc = <T>(name: string, args: Record<string, unknown>) => Promise<T>

export type CallOutcome = 'answered' | 'no-answer' | 'busy' | 'failed' | 'canceled' | 'after-hours'

export interface CallRecord {
  callSid: string
  /** The caller's number (E.164), or a sentence when it was withheld. */
  from: string
  /** The number dialled: the main number or a tracking number. */
  to: string
  outcome: CallOutcome
  /** The tracking number's source; null for the main number. */
  source: string | null
  /** Twilio's caller name lookup, when the number has it. */
  callerName: string | null
  /** The lead's message: what happened, as the owner reads it. */
  message: string
}

/** A text's kind: a reply; a sentence with an opt-out word (texts paused for the owner's review); a keyword. */
export type SmsKind = 'reply' | 'possible-stop' | 'stop' | 'start' | 'help'

/** A text as stored: new, Twilio's retry (duplicate), or new and the sentence that paused the number's texts. */
export type SmsOutcome = 'new' | 'duplicate' | 'paused'

/** The caller's text-back as planned: when it goes, or why it does not. */
export interface TextBackPlan {
  dueAt: string | null
  note: string | null
}

export interface CallStore extends TextQueue {
  /** Stores a call once per CallSid: 'stored', 'duplicate' (with the first one's id) or 'rate-limited'. */
  recordCall(call: CallRecord): Promise<{ outcome: 'stored' | 'duplicate' | 'rate-limited'; submissionId?: string }>
  attachRecording(callSid: string, url: string, seconds: number): Promise<boolean>
  /**
   * Queues a call's text-back for `sendAfter`, once per call; none (with the reason) when `notTextable` says why, the
   * number opted out, or it was texted back in the 24 hours before `now`.
   */
  planTextBack(plan: {
    submissionId: string
    body: string
    sendAfter: Date
    notTextable: string | undefined
    now: Date
  }): Promise<TextBackPlan>
  /** Stores a text once per MessageSid, attached to the newest lead of its number; STOP withdraws consent. */
  recordSms(sms: {
    messageSid: string
    from: string
    to: string
    body: string
    kind: SmsKind
  }): Promise<{ outcome: SmsOutcome; submissionId: string | null }>
  /** Whether a stored reply may be forwarded now: within the per-sender limits (forwards_per_sender_hour, _day). */
  claimSmsForward(messageSid: string): Promise<boolean>
  markSmsForwarded(messageSid: string, error?: string): Promise<void>
  /** Whether this lead may have its homeowner's confirmation e-mailed: one per address in 24 hours. */
  claimConfirmation(submissionId: string): Promise<boolean>
}

type Row = { outcome: string; submission_id: string | null }

function firstRow(rows: readonly Row[] | undefined, name: string): Row {
  const row = rows?.[0]
  if (!row) throw new StoreUnavailableError(`${name} returned no row`)
  return row
}

export function rpcCallStore(rpc: Rpc): CallStore {
  return {
    async recordCall(call) {
      const row = firstRow(
        await rpc<Row[]>('record_call', {
          p_call_sid: call.callSid,
          p_from: call.from,
          p_to: call.to,
          p_outcome: call.outcome,
          p_source: call.source,
          p_caller_name: call.callerName,
          p_message: call.message,
        }),
        'record_call',
      )
      return {
        outcome: row.outcome as 'stored' | 'duplicate' | 'rate-limited',
        submissionId: row.submission_id ?? undefined,
      }
    },
    async attachRecording(callSid, url, seconds) {
      const rows = await rpc<Array<{ ok: boolean }>>('attach_call_recording', {
        p_call_sid: callSid,
        p_recording_url: url,
        p_seconds: seconds,
      })
      return rows.some((row) => row.ok)
    },
    async planTextBack({ submissionId, body, sendAfter, notTextable, now }) {
      const rows = await rpc<Array<{ due_at: string | Date | null; note: string | null }>>('plan_text_back', {
        p_submission_id: submissionId,
        p_body: body,
        p_send_after: sendAfter.toISOString(),
        p_not_textable: notTextable ?? null,
        p_now: now.toISOString(),
      })
      const row = rows[0]
      if (!row) throw new StoreUnavailableError('plan_text_back returned no row')
      // PostgREST gives a timestamp as text, PGlite as a Date.
      return { dueAt: row.due_at === null ? null : new Date(row.due_at).toISOString(), note: row.note }
    },
    async claimDueTexts(now, limit) {
      return rpc<AutomatedText[]>('claim_due_automated_texts', { p_now: now.toISOString(), p_limit: limit })
    },
    async finishText(id: number, outcome: TextOutcome, { now, error, retryAt }) {
      await rpc('finish_automated_text', {
        p_id: id,
        p_outcome: outcome,
        p_error: error ?? null,
        p_retry_at: retryAt?.toISOString() ?? null,
        p_now: now.toISOString(),
      })
    },
    async claimSmsForward(messageSid) {
      const rows = await rpc<Array<{ ok: boolean }>>('claim_sms_forward', { p_message_sid: messageSid })
      return rows[0]?.ok === true
    },
    async claimConfirmation(submissionId) {
      const rows = await rpc<Array<{ ok: boolean }>>('claim_confirmation', { p_submission_id: submissionId })
      return rows[0]?.ok === true
    },
    async recordSms(sms) {
      const row = firstRow(
        await rpc<Row[]>('record_sms_reply', {
          p_message_sid: sms.messageSid,
          p_from: sms.from,
          p_to: sms.to,
          p_body: sms.body,
          p_kind: sms.kind,
        }),
        'record_sms_reply',
      )
      return { outcome: row.outcome as SmsOutcome, submissionId: row.submission_id }
    },
    async markSmsForwarded(messageSid, error) {
      await rpc('mark_sms_reply_forwarded', { p_message_sid: messageSid, p_error: error ?? null })
    },
  }
}
