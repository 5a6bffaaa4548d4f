/**
 * The lead store of the embedded backend's notify-lead: the same database functions the Edge Function reaches
 * through PostgREST (claim_lead_notification, finish_lead_notification, due_lead_notifications), called in PGlite
 * as service_role, keeping supabase/functions/_shared/lead-store.ts; lead-delivery.ts decides what to call when.
 */
import type { Transaction } from '@electric-sql/pglite'
import {
  claimFromRows,
  RateLimitedError,
  StoreUnavailableError,
  storedByNotifyLead,
  type ClaimRow,
  type LeadStore,
} from '../../supabase/functions/_shared/lead-store'
import type { Rpc } from '../../supabase/functions/_shared/call-store'

export type RunAsServiceRole = <T>(work: (tx: Transaction) => Promise<T>) => Promise<T>

const sqlStateOf = (error: unknown) => (error as { code?: unknown } | null)?.code

function storeFailure(error: unknown): never {
  if (sqlStateOf(error) === 'PT429') throw new RateLimitedError((error as Error).message)
  throw new StoreUnavailableError(error instanceof Error ? error.message : String(error))
}

/** A database function called as service_role with named arguments, its rows back (the Edge Functions' rpc). */
export function sqlRpc(asServiceRole: RunAsServiceRole): Rpc {
  return async <T>(name: string, args: Record<string, unknown>) => {
    if (!/^[a-z_]+$/.test(name)) throw new Error(`not a database function name: ${name}`)
    const names = Object.keys(args)
    try {
      const { rows } = await asServiceRole((tx) =>
        tx.query(
          `select * from public.${name}(${names.map((arg, index) => `${arg} => $${index + 1}`).join(', ')})`,
          Object.values(args),
        ),
      )
      return rows as T
    } catch (error) {
      return storeFailure(error)
    }
  }
}

export function sqlLeadStore(asServiceRole: RunAsServiceRole): LeadStore {
  return {
    async store(lead, clientAddress) {
      const row = storedByNotifyLead(lead, clientAddress)
      const columns = Object.keys(row)
      try {
        await asServiceRole((tx) =>
          tx.query(
            `insert into public.leads (${columns.map((name) => `"${name}"`).join(', ')})
             values (${columns.map((_, index) => `$${index + 1}`).join(', ')})`,
            columns.map((name) => row[name] ?? null),
          ),
        )
        return 'stored'
      } catch (error) {
        if (sqlStateOf(error) === '23505') return 'duplicate'
        return storeFailure(error)
      }
    },

    async claim(submissionId, { requireVerification }) {
      try {
        const { rows } = await asServiceRole((tx) =>
          tx.query<ClaimRow>('select outcome, lead from public.claim_lead_notification($1, $2)', [
            submissionId,
            requireVerification,
          ]),
        )
        return claimFromRows(rows)
      } catch (error) {
        if (error instanceof StoreUnavailableError) throw error
        return storeFailure(error)
      }
    },

    async finish(submissionId, delivered, error) {
      try {
        await asServiceRole((tx) =>
          tx.query('select public.finish_lead_notification($1, $2, $3)', [submissionId, delivered, error ?? null]),
        )
      } catch (failure) {
        storeFailure(failure)
      }
    },

    async due(limit, { requireVerification }) {
      try {
        const { rows } = await asServiceRole((tx) =>
          tx.query<{ submission_id: string }>('select submission_id from public.due_lead_notifications($1, $2)', [
            limit,
            requireVerification,
          ]),
        )
        return rows.map((row) => row.submission_id)
      } catch (error) {
        return storeFailure(error)
      }
    },

    async markChannelSent(submissionId, channel) {
      try {
        await asServiceRole((tx) => tx.query('select public.mark_lead_channel_sent($1, $2)', [submissionId, channel]))
      } catch (error) {
        storeFailure(error)
      }
    },

    async recordVerification(submissionId, verdict) {
      try {
        await asServiceRole((tx) =>
          tx.query('select public.record_lead_verification($1, $2, $3)', [
            submissionId,
            verdict.outcome,
            verdict.detail ?? null,
          ]),
        )
      } catch (error) {
        storeFailure(error)
      }
    },
  }
}
