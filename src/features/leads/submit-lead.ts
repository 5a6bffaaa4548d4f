/**
 * Lead submission as SPEC section 7 has it: insert the row, then ask notify-lead to announce it. Both failing is an
 * error; one failing still counts as success (the lead is stored, or the business was told), logged for monitoring.
 */
import type { LeadNotification, LeadRecord } from '../../../supabase/functions/_shared/lead-schema'
import { leadsCopy } from '../../../content/leads'

export interface LeadBackend {
  insertLead: (lead: LeadRecord) => Promise<void>
  notifyLead: (notification: LeadNotification) => Promise<void>
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
  lead: LeadRecord,
  backend: LeadBackend,
  now: () => Date = () => new Date(),
): Promise<SubmitOutcome> {
  const submittedAt = now().toISOString()
  const insertFailure = await failureOf(() => backend.insertLead(lead))
  const notifyFailure = await failureOf(() => backend.notifyLead({ ...lead, submittedAt }))
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
