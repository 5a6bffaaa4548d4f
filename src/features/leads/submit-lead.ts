/**
 * Lead submission in two independent calls: insert the row, then ask notify-lead to announce it. Both failing is an
 * error; one failing still counts as success (the lead is stored, or the business was told), logged for monitoring.
 * Both calls carry the submission's id: an insert of an id already stored counts as stored, and notify-lead stores
 * the lead itself when the insert did not arrive (docs/decisions/0006). Each call gives up after leadCallTimeoutMs.
 */
import type { LeadNotification, LeadRecord } from '#lead-schema'
import { leadsCopy } from '../../../content/data'

/** How long one call may take before it counts as failed: a hung network never leaves 'Submitting...' forever. */
export const leadCallTimeoutMs = 15_000

export interface LeadBackend {
  /** Stores the lead; resolves too when this submission is already stored (an earlier try whose answer was lost). */
  insertLead: (lead: LeadRecord & { submission_id: string }) => Promise<void>
  /** Resolves when notify-lead has the lead stored or notified (200 or 202). */
  notifyLead: (notification: LeadNotification) => Promise<void>
  /** Readies what the first call builds (supabase-js's client), so a press on send does not wait for it. */
  prepare?: () => void
}

export type SubmitOutcome = { status: 'sent' } | { status: 'sent-partly'; failed: 'insert' | 'notify'; reason: string }

export class LeadSubmissionError extends Error {
  override name = 'LeadSubmissionError'
}

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Runs a call and gives the reason it failed, or undefined when it worked. */
async function failureOf(call: () => Promise<void>): Promise<string | undefined> {
  try {
    await call()
    return undefined
  } catch (error) {
    return reasonOf(error)
  }
}

export async function submitLead(
  lead: LeadRecord & { submission_id: string },
  backend: LeadBackend,
  {
    now = () => new Date(),
    turnstileToken,
  }: {
    now?: () => Date
    /**
     * Cloudflare Turnstile's token, when the site runs it (a promise: the insert does not wait for it). It goes to
     * notify-lead only, which checks it.
     */
    turnstileToken?: string | Promise<string | undefined>
  } = {},
): Promise<SubmitOutcome> {
  const submittedAt = now().toISOString()
  const insertFailure = await failureOf(() => backend.insertLead(lead))
  const notifyFailure = await failureOf(async () => {
    const token = await turnstileToken
    await backend.notifyLead({ ...lead, submittedAt, ...(token ? { turnstile_token: token } : {}) })
  })
  if (insertFailure !== undefined && notifyFailure !== undefined) {
    console.warn(`Lead not stored and not notified: ${insertFailure}; ${notifyFailure}`)
    throw new LeadSubmissionError(leadsCopy.errors.bothFailed)
  }
  if (insertFailure !== undefined) {
    console.warn(`Lead not stored, but the business was notified: ${insertFailure}`)
    return { status: 'sent-partly', failed: 'insert', reason: insertFailure }
  }
  if (notifyFailure !== undefined) {
    console.warn(`Lead stored, but the notification failed: ${notifyFailure}`)
    return { status: 'sent-partly', failed: 'notify', reason: notifyFailure }
  }
  return { status: 'sent' }
}
