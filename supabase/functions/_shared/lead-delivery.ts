/**
 * How a notify-lead call becomes at most one notification of a stored lead (docs/decisions/0006), shared by the Edge
 * Function (Deno: the store is PostgREST with the service role) and the embedded backend of `npm start` (Node: the
 * store is PGlite). The database decides who sends and when (claim_lead_notification, finish_lead_notification and
 * due_lead_notifications in supabase/migrations); this module calls them in order and sends.
 */
import type { LeadNotification } from './lead-schema.ts'
import {
  leadRowOf,
  RateLimitedError,
  StoreUnavailableError,
  type LeadRow,
  type LeadStore,
  type StoredLead,
  type VerificationRule,
} from './lead-store.ts'
import { maskPhonesIn } from './phone-numbers.ts'
import { verdictAllowsNotice, type TurnstileVerifier } from './turnstile.ts'

/** What a phone call's lead adds (migration 20261127000000). */
export interface CallFacts {
  callSid: string
  /** The number the caller dialled: the main number or a tracking number (the text-back comes from it). */
  to: string
  outcome: string
  /** The tracking number's source, or null for the main number. */
  source: string | null
  /** The caller's text-back: when it goes and when that was decided, or why none goes (unknown before it is planned). */
  textBack?: { dueAt: string | null; plannedAt: string | null; note: string | null }
}

/** What a notification is about: a stored lead, or (database down) the lead as the visitor sent it. */
export interface NotificationSubject {
  /** A call's lead has the source 'phone-call' and no e-mail address, page or campaign. */
  lead: Omit<LeadRow, 'source'> & { source: StoredLead['source'] }
  /** Set for a phone call's lead. */
  call?: CallFacts
  /** When the lead arrived: the row's created_at, or the visitor's submittedAt when nothing was stored. */
  receivedAt: string
  /** False when the database could not be reached: this notification is then the only copy of the lead. */
  stored: boolean
}

/** One channel of a lead's notification: the owner's e-mail, the owner's SMS, the homeowner's confirmation. */
export interface LeadNotifier {
  /** The channel's name, as notify_channels records it ('owner-email', 'owner-sms:+1...', 'homeowner-email'). */
  channel: string
  /**
   * Who reads it: the owner (the default) or the homeowner. Only the owner's channels go out for a lead the
   * database could not store, since nothing could then record that a confirmation was sent.
   */
  audience?: 'owner' | 'homeowner'
  /** Whether the channel is one of this lead's at all (a caller's text-back is only a call's); all leads by default. */
  appliesTo?(subject: NotificationSubject): boolean
  /** Sends one notification; throws an Error whose message says why it could not (for the log and notify_error). */
  notify(subject: NotificationSubject): Promise<void>
}

export type DeliveryOutcome =
  /** Notified now, or earlier by another call for the same submission. */
  | { stored: boolean; notified: true }
  /** Stored; the notification is under way, waiting for a retry, held by the cap or never sent (spam). */
  | { stored: true; notified: false; reason: 'sending' | 'retrying' | 'held' }
  | { stored: false; notified: false; reason: 'rate-limited' | 'unavailable' }

const fromRow = (row: StoredLead): NotificationSubject => ({
  lead: {
    submission_id: row.submission_id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    address: row.address,
    condition: row.condition,
    timeline: row.timeline,
    message: row.message,
    source: row.source,
    page_path: row.page_path,
    utm_source: row.utm_source,
    utm_medium: row.utm_medium,
    utm_campaign: row.utm_campaign,
    utm_term: row.utm_term,
    utm_content: row.utm_content,
    landing_page: row.landing_page ?? null,
    referrer: row.referrer ?? null,
    consent_given: row.consent_given ?? false,
    consent_text: row.consent_text ?? null,
    consent_version: row.consent_version ?? null,
  },
  receivedAt: new Date(row.created_at).toISOString(),
  stored: true,
  call:
    row.call_sid && row.call_to && row.call_outcome
      ? {
          callSid: row.call_sid,
          to: row.call_to,
          outcome: row.call_outcome,
          source: row.call_source ?? null,
          textBack:
            row.text_back_due_at || row.text_back_note
              ? {
                  dueAt: row.text_back_due_at ? new Date(row.text_back_due_at).toISOString() : null,
                  plannedAt: row.text_back_claimed_at ? new Date(row.text_back_claimed_at).toISOString() : null,
                  note: row.text_back_note ?? null,
                }
              : undefined,
        }
      : undefined,
})

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends a claimed lead's notification on every channel not yet sent, marking each as it succeeds, and records how it
 * went: sent when every channel is, else failed (to be retried) with each failed channel's reason.
 */
async function sendClaimed(store: LeadStore, notifiers: readonly LeadNotifier[], lead: StoredLead): Promise<boolean> {
  const subject = fromRow(lead)
  const failures: string[] = []
  for (const notifier of notifiers) {
    if (lead.notify_channels?.[notifier.channel] || notifier.appliesTo?.(subject) === false) continue
    try {
      await notifier.notify(subject)
    } catch (error) {
      failures.push(`${notifier.channel}: ${messageOf(error)}`)
      continue
    }
    await recordQuietly(() => store.markChannelSent(lead.submission_id, notifier.channel), lead, notifier.channel)
  }
  if (failures.length) {
    console.error(
      `notify-lead: the notification of ${lead.submission_id} failed; it will be retried:`,
      failures.map(maskPhonesIn),
    )
    await recordQuietly(() => store.finish(lead.submission_id, false, failures.join('; ')), lead, 'the result')
    return false
  }
  await recordQuietly(() => store.finish(lead.submission_id, true), lead, 'the result')
  return true
}

/**
 * Records a step of a claimed lead's delivery. The lead is stored and its channels went out, so a database that
 * fails now must not send them again directly: the claim lapses after 2 minutes and the retry finishes the record
 * (re-sending only a channel whose mark was lost).
 */
async function recordQuietly(step: () => Promise<void>, lead: StoredLead, what: string): Promise<void> {
  try {
    await step()
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error
    console.error(`notify-lead: could not record ${what} for ${lead.submission_id}:`, error.message)
  }
}

/** Limits on notifications sent while the database is down, kept in memory (per process or function instance). */
export interface DirectDeliveryLimits {
  perClient: number
  perDay: number
}

/** Counts direct notifications per client (10 minutes) and in all (24 hours), like the database does. */
export class DirectDeliveryLimiter {
  private readonly sent: Array<{ at: number; client: string }> = []

  constructor(
    private readonly limits: DirectDeliveryLimits,
    private readonly now: () => number = Date.now,
  ) {}

  /** Takes one notification from the allowance, or says false when the client or the day is over its limit. */
  take(client: string | null): boolean {
    const now = this.now()
    while (this.sent.length > 0 && this.sent[0]!.at <= now - 24 * 60 * 60 * 1000) this.sent.shift()
    const fromClient = this.sent.filter((entry) => entry.client === (client ?? '') && entry.at > now - 10 * 60 * 1000)
    if (this.sent.length >= this.limits.perDay || fromClient.length >= this.limits.perClient) return false
    this.sent.push({ at: now, client: client ?? '' })
    return true
  }
}

/**
 * One notify-lead call: with Turnstile on (`verifier`), the token is checked first and the verdict recorded; the
 * lead is looked up by its submission id; stored first when its insert did not arrive; then notified once (with
 * Turnstile on, only when its token passed). With the database down, the lead is e-mailed directly within
 * `limiter`'s allowance (marked as not stored), unless it looks like a bot or its token did not pass.
 */
export async function deliverLead(
  notification: LeadNotification,
  {
    store,
    notifiers,
    clientAddress,
    limiter,
    looksLikeBot,
    verifier,
  }: {
    store: LeadStore
    /** The notification's channels, in the order they are sent. */
    notifiers: readonly LeadNotifier[]
    clientAddress: string | null
    limiter: DirectDeliveryLimiter
    /** The database's spam rule, for the one case it cannot judge: the database is down. */
    looksLikeBot: (lead: LeadNotification) => boolean
    /** Cloudflare Turnstile's check, when its secret is set. */
    verifier?: TurnstileVerifier
  },
): Promise<DeliveryOutcome> {
  const submissionId = notification.submission_id
  const rule: VerificationRule = { requireVerification: verifier !== undefined }
  // The submission id is siteverify's idempotency key: a retry of this submission may present the same token again.
  const verdict = await verifier?.verify(notification.turnstile_token, {
    remoteIp: clientAddress,
    idempotencyKey: submissionId,
  })
  try {
    if (verdict) await store.recordVerification(submissionId, verdict)
    let claim = await store.claim(submissionId, rule)
    if (claim.outcome === 'missing') {
      // The visitor's insert did not arrive: store the lead here, so it never lives only in an inbox. Then the
      // verdict goes on the row, whichever call stored it (a slow insert may have committed meanwhile).
      await store.store(leadRowOf(notification), clientAddress)
      if (verdict) await store.recordVerification(submissionId, verdict)
      claim = await store.claim(submissionId, rule)
    }
    switch (claim.outcome) {
      case 'claimed':
        return (await sendClaimed(store, notifiers, claim.lead))
          ? { stored: true, notified: true }
          : { stored: true, notified: false, reason: 'retrying' }
      case 'sent':
        return { stored: true, notified: true }
      case 'sending':
        return { stored: true, notified: false, reason: 'sending' }
      case 'capped':
      case 'spam':
      case 'unverified':
        // A suspected bot hears what a person over the cap hears: stored, to be notified later.
        return { stored: true, notified: false, reason: 'held' }
      case 'missing':
        // Stored a moment ago, yet not found: the database is not answering as it should.
        throw new StoreUnavailableError('the lead was stored but cannot be found')
    }
  } catch (error) {
    if (error instanceof RateLimitedError) return { stored: false, notified: false, reason: 'rate-limited' }
    if (!(error instanceof StoreUnavailableError)) throw error
    console.error(`notify-lead: the lead database is unavailable (${error.message}); e-mailing the lead directly`)
  }
  if (looksLikeBot(notification) || (verdict && !verdictAllowsNotice(verdict)) || !limiter.take(clientAddress))
    return { stored: false, notified: false, reason: 'unavailable' }
  // Nothing can be marked without the database: each channel is tried once, and one that arrives is enough.
  const subject = { lead: leadRowOf(notification), receivedAt: notification.submittedAt, stored: false }
  const arrived = await Promise.all(
    notifiers
      .filter((notifier) => notifier.audience !== 'homeowner')
      .map((notifier) =>
        notifier.notify(subject).then(
          () => true,
          (error: unknown) => {
            console.error(
              `notify-lead: ${notifier.channel} failed for ${submissionId} (not stored):`,
              maskPhonesIn(messageOf(error)),
            )
            return false
          },
        ),
      ),
  )
  if (!arrived.some(Boolean)) return { stored: false, notified: false, reason: 'unavailable' }
  return { stored: false, notified: true }
}

/**
 * Notifies a lead already stored (a phone call's, stored by its webhook): once per channel, whoever calls first.
 * Says whether every channel went out now; false also when another call has it or sent it already.
 */
export async function notifyStored(
  store: LeadStore,
  notifiers: readonly LeadNotifier[],
  submissionId: string,
  rule: VerificationRule = { requireVerification: false },
): Promise<boolean> {
  const claim = await store.claim(submissionId, rule)
  return claim.outcome === 'claimed' && sendClaimed(store, notifiers, claim.lead)
}

/**
 * Retries every due notification (a scheduled job in production, a timer in the embedded backend); with Turnstile
 * on, only those of leads whose token passed.
 */
export async function retryDueNotifications(
  store: LeadStore,
  notifiers: readonly LeadNotifier[],
  { limit = 20, requireVerification = false }: { limit?: number; requireVerification?: boolean } = {},
): Promise<{ attempted: number; sent: number }> {
  let attempted = 0
  let sent = 0
  const rule = { requireVerification }
  for (const submissionId of await store.due(limit, rule)) {
    const claim = await store.claim(submissionId, rule)
    if (claim.outcome !== 'claimed') continue
    attempted++
    if (await sendClaimed(store, notifiers, claim.lead)) sent++
  }
  return { attempted, sent }
}

/**
 * The client's address as the platform vouches for it: the x-forwarded-for entry its own proxy wrote, the last one
 * unless `hop` counts further from the end (CLIENT_ADDRESS_HOP; every entry before it is whatever the client sent),
 * and only when it is an IP address. The same rule as private.request_client_address in supabase/migrations, whose
 * client_address_hop must say the same.
 */
export function clientAddressOf(headers: { get(name: string): string | null | undefined }, hop = 1): string | null {
  const hops = (headers.get('x-forwarded-for') ?? '').split(',')
  const address = hops[hops.length - hop]?.trim() ?? ''
  return isIpAddress(address) ? address : null
}

/** An IPv4 or IPv6 address as text (URL's own parser decides). */
function isIpAddress(text: string): boolean {
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(text)) return text.split('.').every((part) => Number(part) <= 255)
  if (!/^[0-9a-f:.]+$/i.test(text) || !text.includes(':')) return false
  try {
    return new URL(`http://[${text}]/`).hostname.length > 2
  } catch {
    return false
  }
}

/** The HTTP answer of notify-lead for an outcome: the same from the Edge Function and the embedded backend. */
export function deliveryResponse(outcome: DeliveryOutcome): { status: number; body: Record<string, unknown> } {
  if (outcome.notified) return { status: 200, body: { stored: outcome.stored, notified: true } }
  // Why a stored lead waits (a retry, the cap, a spam flag) stays on the server: a bot learns nothing from it.
  if (outcome.stored) return { status: 202, body: { stored: true, notified: false } }
  if (outcome.reason === 'rate-limited')
    return {
      status: 429,
      body: {
        error: 'rate_limited',
        message: 'Too many leads from this address: try again in 10 minutes, or call us.',
      },
    }
  return {
    status: 503,
    body: {
      error: 'unavailable',
      message: 'The lead could not be stored or delivered right now: try again, or call us.',
    },
  }
}
