/**
 * Texts a homeowner gets without a person pressing send (the missed caller's text-back): only within the texting
 * hours in every time zone their number may be in, at most 3 to one number in 24 hours, never after an opt-out
 * (docs/decisions/0053). The database queues and claims them (public.automated_texts); this module decides the
 * minute and sends.
 */
import { maskPhone, maskPhonesIn, zonesOf } from './phone-numbers.ts'
import { NoAnswerError, type SendText } from './twilio.ts'
import { withinHours, type TextingHours } from './clock.ts'

const minuteMs = 60_000

/** `from` itself when a text may go then, else the first whole minute after it that is within the hours everywhere. */
export function nextTextingMinute(from: Date, zones: readonly string[], hours: TextingHours): Date {
  if (withinHours(from, zones, hours)) return from
  const start = Math.ceil(from.getTime() / minuteMs) * minuteMs
  // Three days covers any window that is open at all, across a change of clocks.
  for (let at = start; at < start + 3 * 24 * 60 * minuteMs; at += minuteMs)
    if (withinHours(new Date(at), zones, hours)) return new Date(at)
  throw new Error(`No minute is within ${hours.opens}-${hours.closes} in all of ${zones.join(', ')}`)
}

/** One queued text as public.claim_due_automated_texts returns it. */
export interface AutomatedText {
  id: number
  submission_id: string
  kind: string
  from_number: string
  to_number: string
  body: string
  attempts: number
}

export type TextOutcome = 'sent' | 'failed' | 'later' | 'refused' | 'unknown'

/** What sending needs of the database (call-store.ts names the calls). */
export interface TextQueue {
  /** The texts due at `now`, each claimed (an opted-out number's, or a fourth in 24 hours, are refused instead). */
  claimDueTexts(now: Date, limit: number): Promise<AutomatedText[]>
  finishText(id: number, outcome: TextOutcome, details: { now: Date; error?: string; retryAt?: Date }): Promise<void>
}

/** Twilio's answers that no retry changes: a landline (21614), a number that opted out (21610), no number (21211). */
const permanentTwilioError = /\b(21211|21610|21614)\b/

/** Wait before retrying a failed send: a minute, doubling per attempt, at most an hour. */
const retryDelayMs = (attempts: number) => Math.min(60 * minuteMs, minuteMs * 2 ** Math.max(attempts - 1, 0))
/** Sends Twilio refused this often are given up. */
const maxAttempts = 5

/**
 * Sends every automated text due now, each at most once: a send Twilio refused is retried within the recipient's
 * hours, one it never answered may have gone and is not. `clock` is read again before each send, so a batch that runs
 * past 8 PM stops texting at 8 PM.
 */
export async function sendDueTexts(
  queue: TextQueue,
  sendText: SendText,
  hours: TextingHours,
  clock: () => Date = () => new Date(),
): Promise<Record<TextOutcome, number>> {
  const counts: Record<TextOutcome, number> = { sent: 0, failed: 0, later: 0, refused: 0, unknown: 0 }
  for (const text of await queue.claimDueTexts(clock(), 20)) {
    const outcome = await sendOne(text)
    counts[outcome.outcome]++
    await queue.finishText(text.id, outcome.outcome, { now: clock(), ...outcome })
  }
  return counts

  async function sendOne(text: AutomatedText): Promise<{ outcome: TextOutcome; error?: string; retryAt?: Date }> {
    const zones = zonesOf(text.to_number)
    if (!zones) return { outcome: 'refused', error: 'not a US or Canadian number' }
    const now = clock()
    // Queued for its minute, yet a retry or a long batch may reach it outside the hours.
    if (!withinHours(now, zones, hours)) return { outcome: 'later', retryAt: nextTextingMinute(now, zones, hours) }
    try {
      await sendText(text.from_number, text.to_number, text.body)
      return { outcome: 'sent' }
    } catch (failure) {
      const error = failure instanceof Error ? failure.message : String(failure)
      console.warn(`automated text ${text.id} to ${maskPhone(text.to_number)} failed: ${maskPhonesIn(error)}`)
      if (failure instanceof NoAnswerError) return { outcome: 'unknown', error }
      if (permanentTwilioError.test(error)) return { outcome: 'refused', error }
      if (text.attempts >= maxAttempts)
        return { outcome: 'refused', error: `gave up after ${text.attempts} attempts: ${error}` }
      const retryAt = nextTextingMinute(new Date(now.getTime() + retryDelayMs(text.attempts)), zones, hours)
      return { outcome: 'failed', error, retryAt }
    }
  }
}
