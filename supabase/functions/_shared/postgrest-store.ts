/**
 * The lead store of the Edge Functions: hosted Supabase's PostgREST with the project's secret key (which the platform
 * gives every function in SUPABASE_URL and SUPABASE_SECRET_KEYS, settings.ts). Plain fetch, so the Deno tests run it
 * against a stand-in backed by PGlite with the real migrations.
 */
import {
  claimFromRows,
  RateLimitedError,
  storedByNotifyLead,
  StoreUnavailableError,
  type ClaimRow,
  type LeadStore,
} from './lead-store.ts'
import type { Rpc } from './call-store.ts'
import { maskPhonesIn } from './phone-numbers.ts'

const databaseTimeoutMs = 10_000

/**
 * PostgREST's error as the log may carry it: its code and message. Its details and hint can quote the whole row
 * ("Failing row contains (...)"): a homeowner's name, phone and address, which never go to a log.
 */
async function errorSummary(answer: Response): Promise<string> {
  const text = await answer.text().catch(() => '')
  try {
    const { code, message } = JSON.parse(text) as { code?: string; message?: string }
    return maskPhonesIn(`${code ?? 'no code'}: ${message ?? 'no message'}`).slice(0, 300)
  } catch {
    return `a body that is not PostgREST's JSON (${text.length} characters)`
  }
}

/**
 * PostgREST as service_role: a POST to a path, and a call of a database function (its rows). The secret key goes in
 * `apikey` alone: it is not a JWT, and Supabase refuses it as `Authorization: Bearer` (decision 0075). Only the legacy
 * service_role key, a JWT, also goes as the Bearer, as the platform's clients always sent it.
 */
export function postgrestClient(supabaseUrl: string, secretKey: string, send: typeof fetch) {
  const base = `${supabaseUrl.replace(/\/+$/, '')}/rest/v1`
  const legacyJwt = secretKey.split('.').length === 3 && !secretKey.startsWith('sb_')
  const keyHeaders: Record<string, string> = legacyJwt
    ? { apikey: secretKey, Authorization: `Bearer ${secretKey}` }
    : { apikey: secretKey }

  async function post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<Response> {
    let answer: Response
    try {
      answer = await send(`${base}/${path}`, {
        method: 'POST',
        headers: {
          ...keyHeaders,
          'Content-Type': 'application/json',
          ...headers,
        },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(databaseTimeoutMs),
      })
    } catch (error) {
      throw new StoreUnavailableError(
        `the database could not be reached: ${error instanceof Error ? error.message : error}`,
      )
    }
    if (answer.status === 429) {
      const { message } = (await answer.json().catch(() => ({}))) as { message?: string }
      throw new RateLimitedError(message ?? 'too many leads from this address')
    }
    if (answer.status >= 500) {
      await answer.body?.cancel()
      throw new StoreUnavailableError(`the database answered ${answer.status}`)
    }
    return answer
  }

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const answer = await post(`rpc/${name}`, args)
    if (!answer.ok) throw new StoreUnavailableError(`${name} answered ${answer.status}: ${await errorSummary(answer)}`)
    const text = await answer.text()
    // A function returning void answers 204 with no body.
    return (text ? JSON.parse(text) : undefined) as T
  }

  return { post, rpc: rpc as Rpc }
}

export function postgrestLeadStore(supabaseUrl: string, secretKey: string, send: typeof fetch): LeadStore {
  const { post, rpc } = postgrestClient(supabaseUrl, secretKey, send)
  return {
    async store(lead, clientAddress) {
      const answer = await post('leads', storedByNotifyLead(lead, clientAddress), {
        Prefer: 'return=minimal',
      })
      if (answer.status === 409) {
        await answer.body?.cancel()
        return 'duplicate'
      }
      if (!answer.ok) {
        // The schema accepted the lead and the database did not: keep it in an e-mail rather than lose it.
        throw new StoreUnavailableError(
          `the database refused the lead (${answer.status}): ${await errorSummary(answer)}`,
        )
      }
      await answer.body?.cancel()
      return 'stored'
    },

    async claim(submissionId, { requireVerification }) {
      return claimFromRows(
        await rpc<ClaimRow[]>('claim_lead_notification', {
          p_submission_id: submissionId,
          p_require_verification: requireVerification,
        }),
      )
    },

    async finish(submissionId, delivered, error) {
      await rpc('finish_lead_notification', {
        p_submission_id: submissionId,
        p_delivered: delivered,
        p_error: error ?? null,
      })
    },

    async due(limit, { requireVerification }) {
      const rows = await rpc<Array<{ submission_id: string }>>('due_lead_notifications', {
        p_limit: limit,
        p_require_verification: requireVerification,
      })
      return rows.map((row) => row.submission_id)
    },

    async markChannelSent(submissionId, channel) {
      await rpc('mark_lead_channel_sent', { p_submission_id: submissionId, p_channel: channel })
    },

    async recordVerification(submissionId, verdict) {
      await rpc('record_lead_verification', {
        p_submission_id: submissionId,
        p_outcome: verdict.outcome,
        p_detail: verdict.detail ?? null,
      })
    },
  }
}
