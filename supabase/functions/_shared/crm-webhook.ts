/**
 * The hand-off to a CRM (decision 0063): the events the database queued (public.webhook_events: each new lead, call
 * and stage change) POSTed to LEAD_WEBHOOK_URL, signed as the Standard Webhooks specification says, until the CRM
 * answers 2xx. For the Edge Functions (Deno) and the embedded backend (Node) alike: Web Crypto and fetch only.
 */
import type { Rpc } from './call-store.ts'
import { readBody } from './request-body.ts'
import { setting, type Settings } from './settings.ts'

/** Off (no LEAD_WEBHOOK_URL: nothing is sent, queued events are dropped), on, or set in a form that cannot be used. */
export type HandOffSettings =
  | { state: 'off' }
  | { state: 'on'; url: string; key: Uint8Array<ArrayBuffer> }
  | { state: 'misconfigured'; problem: string }

const secretPrefix = 'whsec_'
const makeSecret = 'make one with: echo whsec_$(openssl rand -base64 32)'

/**
 * LEAD_WEBHOOK_URL and LEAD_WEBHOOK_SECRET. The URL must be https (the events carry sellers' details), but
 * `allowLocalHttp` (the embedded backend) also takes http to this machine; the secret is `whsec_` and the base64 of
 * 24 to 64 bytes, as the specification's secrets are. A problem is one sentence naming the setting; neither value is
 * repeated in it (a webhook address often carries a token).
 */
export function handOffSettingsOf(env: Settings, { allowLocalHttp = false } = {}): HandOffSettings {
  const address = setting(env, 'LEAD_WEBHOOK_URL')
  if (!address) return { state: 'off' }
  const problem = (sentence: string): HandOffSettings => ({ state: 'misconfigured', problem: sentence })
  let url: URL
  try {
    url = new URL(address)
  } catch {
    return problem(
      "LEAD_WEBHOOK_URL is not a URL: set it to the CRM's webhook address (https://...), or leave it unset to send no events",
    )
  }
  const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)
  if (url.protocol !== 'https:' && !(allowLocalHttp && url.protocol === 'http:' && local))
    return problem(
      `LEAD_WEBHOOK_URL must start with https://${allowLocalHttp ? ' (or http://localhost)' : ''}: the events carry sellers' details; set the CRM's https address, or leave it unset to send no events`,
    )
  const secret = setting(env, 'LEAD_WEBHOOK_SECRET')
  if (!secret)
    return problem(
      `LEAD_WEBHOOK_SECRET is not set: with LEAD_WEBHOOK_URL set, set it to the secret the CRM checks signatures with (${makeSecret})`,
    )
  const key = secret.startsWith(secretPrefix) ? bytesOfBase64(secret.slice(secretPrefix.length)) : undefined
  if (!key || key.length < 24 || key.length > 64)
    return problem(
      `LEAD_WEBHOOK_SECRET is not whsec_ followed by the base64 of 24 to 64 bytes: set it to the secret the CRM checks signatures with (${makeSecret})`,
    )
  return { state: 'on', url: url.href, key }
}

function bytesOfBase64(text: string): Uint8Array<ArrayBuffer> | undefined {
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(text) || text.length % 4 !== 0) return undefined
  return Uint8Array.from(atob(text), (character) => character.charCodeAt(0))
}

const base64Of = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))

/** The webhook-signature header: `v1,` and the base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` with the secret's bytes. */
export async function webhookSignature(
  key: Uint8Array<ArrayBuffer>,
  id: string,
  timestamp: number,
  body: string,
): Promise<string> {
  const hmac = await crypto.subtle.importKey('raw', key, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign'])
  const mac = await crypto.subtle.sign('HMAC', hmac, new TextEncoder().encode(`${id}.${timestamp}.${body}`))
  return `v1,${base64Of(new Uint8Array(mac))}`
}

/** One queued event as public.claim_webhook_event returns it; `payload` is the body, `{ type, timestamp, data }`. */
export interface WebhookEvent {
  id: string
  type: string
  payload: unknown
  /** This attempt's number: a failure is recorded only while it is the latest. */
  attempts: number
}

/** What sending needs of the database (migration 20261130000000). */
export interface WebhookQueue {
  /**
   * The oldest event due at `now` whose lead is not flagged (and, with `requireVerification`, passed Turnstile), held
   * for `leaseSeconds` so no other run sends it meanwhile.
   */
  claim(now: Date, leaseSeconds: number, requireVerification: boolean): Promise<WebhookEvent | undefined>
  finish(event: WebhookEvent, outcome: { delivered: boolean; error?: string; now: Date }): Promise<void>
  /**
   * Drops delivered events after 30 days, undelivered ones of a lead flagged since, and every undelivered one when the
   * hand-off is off.
   */
  prune(handOffOn: boolean, now: Date): Promise<number>
}

export function rpcWebhookQueue(rpc: Rpc): WebhookQueue {
  return {
    async claim(now, leaseSeconds, requireVerification) {
      const rows = await rpc<WebhookEvent[]>('claim_webhook_event', {
        p_now: now.toISOString(),
        p_lease_seconds: leaseSeconds,
        p_require_verification: requireVerification,
      })
      return rows?.[0]
    },
    async finish(event, { delivered, error, now }) {
      await rpc('finish_webhook_event', {
        p_id: event.id,
        p_attempt: event.attempts,
        p_delivered: delivered,
        p_error: error ?? null,
        p_now: now.toISOString(),
      })
    },
    async prune(handOffOn, now) {
      const rows = await rpc<Array<{ removed: number }>>('prune_webhook_events', {
        p_hand_off_on: handOffOn,
        p_now: now.toISOString(),
      })
      return rows?.[0]?.removed ?? 0
    },
  }
}

/** How a run went: events delivered, the one that failed (a run stops there), events dropped, or why it waits. */
export interface HandOffResult {
  sent: number
  failed: number
  dropped: number
  problem?: string
}

const sendTimeoutMs = 10_000
/** The most of the CRM's answer read (decision 0082): only its start is ever shown. */
export const maxAnswerBytes = 64 * 1024
/** Longer than a send can take, so a lease lapses only when its run died. */
const leaseSeconds = 120

/**
 * Sends the events due now, oldest first, one claim at a time, each signed afresh (webhook-timestamp is the
 * attempt's time; webhook-id stays the event's). A run stops at its first failure: the CRM is likely down, and the
 * next run tries again. `prune` (the scheduled run) also keeps the queue short; a prompt run after a new event skips
 * it. With the settings unusable nothing is sent or dropped: the events wait and the problem is logged and returned.
 * Off, the queue is emptied and the answer is undefined, so the retry's answer says nothing of a CRM.
 */
export async function handOffDueEvents(
  queue: WebhookQueue,
  settings: HandOffSettings,
  send: typeof fetch,
  {
    clock = () => new Date(),
    limit = 20,
    prune = true,
    requireVerification = false,
  }: {
    clock?: () => Date
    limit?: number
    prune?: boolean
    /** Turnstile is on: only leads whose token passed are handed over, as only they are alerted. */
    requireVerification?: boolean
  } = {},
): Promise<HandOffResult | undefined> {
  const result: HandOffResult = { sent: 0, failed: 0, dropped: 0 }
  if (settings.state === 'misconfigured') {
    console.error(`The CRM hand-off is waiting, its events kept: ${settings.problem}.`)
    return { ...result, problem: settings.problem }
  }
  if (prune) result.dropped = await queue.prune(settings.state === 'on', clock())
  if (settings.state === 'off') return undefined
  for (let count = 0; count < limit; count++) {
    const event = await queue.claim(clock(), leaseSeconds, requireVerification)
    if (!event) break
    const error = await post(settings, event, clock(), send)
    await queue.finish(event, { delivered: error === undefined, error, now: clock() })
    if (error === undefined) {
      result.sent++
      continue
    }
    console.warn(`The CRM did not take event ${event.id} (attempt ${event.attempts}; it will be retried): ${error}`)
    result.failed++
    break
  }
  return result
}

/** POSTs one event; undefined when the CRM answered 2xx, else why not. */
async function post(
  { url, key }: { url: string; key: Uint8Array<ArrayBuffer> },
  event: WebhookEvent,
  now: Date,
  send: typeof fetch,
): Promise<string | undefined> {
  const body = JSON.stringify(event.payload)
  const timestamp = Math.floor(now.getTime() / 1000)
  let answer: Response
  try {
    answer = await send(url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'webhook-id': event.id,
        'webhook-timestamp': String(timestamp),
        'webhook-signature': await webhookSignature(key, event.id, timestamp, body),
      },
      body,
      // A redirect is not an answer: a POST followed to another address would become a GET, or go somewhere unsigned for.
      redirect: 'manual',
      signal: AbortSignal.timeout(sendTimeoutMs),
    })
  } catch (error) {
    // A fetch error may quote the address (Deno's does), and a webhook address often carries a token: this text goes
    // to the logs, the queue and the owner's summary, so any address in it is cut to its origin.
    const message = (error instanceof Error ? error.message : String(error)).replace(
      /https?:\/\/[^\s)'"]+/g,
      (found) => (URL.canParse(found) ? new URL(found).origin : '(the address)'),
    )
    return `the CRM could not be reached: ${message}`
  }
  if (answer.status >= 200 && answer.status < 300) {
    await answer.body?.cancel().catch(() => undefined)
    return undefined
  }
  // The CRM's words, from at most maxAnswerBytes of its answer: a larger one is not held, its start not shown.
  const text = await readBody(answer, maxAnswerBytes).catch(() => '')
  const explanation = (text ?? `(an answer larger than ${maxAnswerBytes / 1024} KB, not read)`)
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200)
  return `the CRM answered ${answer.status}${explanation ? `: ${explanation}` : ''}`
}
