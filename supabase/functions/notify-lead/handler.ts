/**
 * notify-lead's HTTP pipeline, for whatever runs it: the Edge Function (index.ts, its stores and channels from
 * Supabase's settings) and the embedded backend of `npm start` (server/leads/functions.ts, PGlite and the outbox).
 * Method, media type, body limit, JSON, the lead's schema and consent, then delivery; or the scheduled retry.
 */
import { consentIssue } from '../_shared/consent.ts'
import { describeIssues, looksLikeBot, notificationSchema } from '../_shared/lead-schema.ts'
import {
  clientAddressOf,
  deliverLead,
  deliveryResponse,
  retryDueNotifications,
  type DirectDeliveryLimiter,
  type LeadNotifier,
} from '../_shared/lead-delivery.ts'
import { StoreUnavailableError, type LeadStore } from '../_shared/lead-store.ts'
import { readBody } from '../_shared/request-body.ts'
import type { TurnstileVerifier } from '../_shared/turnstile.ts'

export const maxBodyBytes = 32 * 1024

/** What notify-lead stores and sends with. */
export interface NotifyDeps {
  store: LeadStore
  notifiers: LeadNotifier[]
  /** Direct e-mails while the database is down, per client and per day. */
  limiter: DirectDeliveryLimiter
  /** Turnstile's check of each lead's token, when TURNSTILE_SECRET_KEY is set. */
  verifier: TurnstileVerifier | undefined
  /** Which X-Forwarded-For entry, counted from the last, the proxy in front wrote. */
  clientAddressHop: number
  /** The project's secret keys, any of which may ask for the retry (SUPABASE_SECRET_KEYS, settings.ts). */
  secretKeys: string[]
  /** Sends the automated texts that are due (a text-back queued for the caller's morning), with the retry. */
  sendDueTexts: () => Promise<unknown>
  /** Hands the CRM the events that are due (decision 0063), with the retry; undefined when there is no CRM. */
  sendDueEvents: () => Promise<unknown>
  /** Starts handing the CRM what a lead just queued, without holding the answer (nothing when the hand-off is off). */
  sendEventsSoon: () => void
  /** Sends the owner's summary of yesterday once its hour has come (decision 0064); undefined when none was due. */
  sendDailySummary: () => Promise<unknown>
}

const corsHeaders = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { ...corsHeaders, ...headers, 'Content-Type': 'application/json; charset=utf-8' },
  })
}

function invalidRequest(status: number, message: string, issues?: string[]): Response {
  return json(status, issues ? { error: 'invalid_request', message, issues } : { error: 'invalid_request', message })
}

export async function serveNotifyLead(request: Request, deps: NotifyDeps): Promise<Response> {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: corsHeaders })
  if (request.method !== 'POST') {
    return json(
      405,
      { error: 'method_not_allowed', message: `${request.method} is not supported; send the lead with POST.` },
      { Allow: 'POST, OPTIONS' },
    )
  }

  const mediaType = (request.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase()
  if (mediaType !== 'application/json') {
    return invalidRequest(415, 'The body must be JSON, sent with Content-Type: application/json.')
  }
  const body = await readBody(request, maxBodyBytes)
  if (body === undefined) return invalidRequest(413, `The body must be at most ${maxBodyBytes / 1024} KB.`)
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return invalidRequest(400, 'The body is not valid JSON.')
  }

  if (isRetryRequest(input)) return retry(request, deps)

  const parsed = notificationSchema.safeParse(input)
  if (!parsed.success) {
    const issues = describeIssues(parsed.error)
    return invalidRequest(400, `The lead is not valid: ${issues.join('; ')}`, issues)
  }
  // The database refuses a consent version that is not its text's; say so now, before anything is stored or sent.
  const consentProblem = await consentIssue(parsed.data)
  if (consentProblem) return invalidRequest(400, `The lead is not valid: ${consentProblem}`, [consentProblem])
  const outcome = await deliverLead(parsed.data, {
    store: deps.store,
    notifiers: deps.notifiers,
    clientAddress: clientAddressOf(request.headers, deps.clientAddressHop),
    limiter: deps.limiter,
    looksLikeBot: (lead) => looksLikeBot(lead),
    verifier: deps.verifier,
  })
  deps.sendEventsSoon()
  const { status, body: answer } = deliveryResponse(outcome)
  return json(status, answer)
}

/**
 * The notifications that failed and the automated texts that are due, sent again, then the CRM's events and the
 * morning's summary, last so it sees this run's deliveries (the schedule's work). A hand-off or summary that fails
 * is reported in the answer and stops nothing else; one with nothing to do is left out of it.
 */
export async function retryDue(deps: NotifyDeps) {
  const notifications = await retryDueNotifications(deps.store, deps.notifiers, {
    requireVerification: deps.verifier !== undefined,
  })
  const texts = await deps.sendDueTexts()
  const crm = await reported('The CRM hand-off', deps.sendDueEvents)
  const summary = await reported('The daily summary', deps.sendDailySummary)
  return {
    ...notifications,
    texts,
    ...(crm === undefined ? {} : { crm }),
    ...(summary === undefined ? {} : { summary }),
  }
}

/** A step of the retry whose failure is logged and answered as `{ error }` rather than thrown. */
async function reported(what: string, step: () => Promise<unknown>): Promise<unknown> {
  try {
    return await step()
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error)
    console.error(`${what} failed; the next run tries again:`, message)
    return { error: message }
  }
}

const isRetryRequest = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && (input as { retry?: unknown }).retry === true

const sha256 = async (text: string) =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)))

/**
 * Whether the request's `apikey` is one of the secret keys, compared in constant time: digests of equal length, every
 * byte and every key looked at, so the time taken says nothing of how much of a key was right.
 */
async function holdsSecretKey(request: Request, secretKeys: string[]): Promise<boolean> {
  const given = await sha256(request.headers.get('apikey') ?? '')
  let matches = 0
  for (const key of secretKeys) {
    const expected = await sha256(key)
    let difference = 0
    for (let index = 0; index < expected.length; index++) difference |= expected[index]! ^ given[index]!
    matches += difference === 0 ? 1 : 0
  }
  return matches > 0
}

/**
 * The scheduled retry: only with one of the project's secret keys in `apikey`, which only the schedule (and the
 * platform) holds. The function's JWT check is off (verify_jwt = false, decision 0075), so this is the caller's check.
 * It also sends the automated texts that are due.
 */
async function retry(request: Request, deps: NotifyDeps): Promise<Response> {
  if (!(await holdsSecretKey(request, deps.secretKeys)))
    return json(401, {
      error: 'unauthorized',
      message: 'Retrying notifications needs a secret key of the project in the apikey header.',
    })
  try {
    return json(200, await retryDue(deps))
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error
    return json(503, { error: 'unavailable', message: `The lead database is unavailable: ${error.message}` })
  }
}
