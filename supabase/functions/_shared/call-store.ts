/**
 * What the call webhooks need of the database (migration 20261127000000): database functions called as
 * service_role, through PostgREST in the Edge Functions and in PGlite in the embedded backend. Both give an `Rpc`;
 * this module names the calls once.
 */
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

export type SmsKind = 'reply' | 'stop' | 'start' | 'help'

export interface CallStore {
  /** Stores a call once per CallSid: 'stored', 'duplicate' (with the first one's id) or 'rate-limited'. */
  recordCall(call: CallRecord): Promise<{ outcome: 'stored' | 'duplicate' | 'rate-limited'; submissionId?: string }>
  attachRecording(callSid: string, url: string, seconds: number): Promise<boolean>
  /** Whether this call's lead may text its caller back: one per number in 24 hours, none after STOP. */
  claimTextBack(submissionId: string): Promise<boolean>
  /** Stores a text once per MessageSid, attached to the newest lead of its number; STOP withdraws consent. */
  recordSms(sms: {
    messageSid: string
    from: string
    to: string
    body: string
    kind: SmsKind
  }): Promise<{ outcome: 'new' | 'duplicate'; submissionId: string | null }>
  markSmsForwarded(messageSid: string, error?: string): Promise<void>
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
    async claimTextBack(submissionId) {
      const rows = await rpc<Array<{ ok: boolean }>>('claim_text_back', { p_submission_id: submissionId })
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
      return { outcome: row.outcome as 'new' | 'duplicate', submissionId: row.submission_id }
    },
    async markSmsForwarded(messageSid, error) {
      await rpc('mark_sms_reply_forwarded', { p_message_sid: messageSid, p_error: error ?? null })
    },
  }
}
