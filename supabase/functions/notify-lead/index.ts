/**
 * notify-lead (Supabase Edge Function, Deno): the site posts each lead here after inserting it. It
 * validates the lead with the shared schema, looks its submission up in the database (storing it when the insert did
 * not arrive) and e-mails the business at most once per submission through Resend (docs/decisions/0006). A POST of
 * `{ "retry": true }` with the service role key, sent every minute by the schedule in supabase/schedule/, retries
 * the notifications that failed. With TURNSTILE_SECRET_KEY set, each call's Cloudflare Turnstile token is checked
 * first and only leads whose token passed are notified (docs/decisions/0007).
 */
import { consentIssue } from '../_shared/consent.ts'
import { describeIssues, leadGuardDefaults, looksLikeBot, notificationSchema } from '../_shared/lead-schema.ts'
import {
  clientAddressOf,
  deliverLead,
  deliveryResponse,
  DirectDeliveryLimiter,
  retryDueNotifications,
  type LeadNotifier,
} from '../_shared/lead-delivery.ts'
import { StoreUnavailableError } from '../_shared/lead-store.ts'
import { sendDueTexts } from '../_shared/automated-texts.ts'
import { edgeNotifiers, edgeStores, textSender } from '../_shared/edge-setup.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { setting, type Settings } from '../_shared/settings.ts'
import { turnstileVerifier } from '../_shared/turnstile.ts'

export type Env = Settings

export const maxBodyBytes = 32 * 1024

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

/** The body as text, or undefined once it grows past maxBodyBytes (read in chunks, so a huge body is never held). */
async function readBody(request: Request): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? '0')
  if (declared > maxBodyBytes) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBodyBytes) {
      await reader.cancel()
      return undefined
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return new TextDecoder().decode(bytes)
}

export async function handleNotifyLead(request: Request, env: Env, send: typeof fetch): Promise<Response> {
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
  const body = await readBody(request)
  if (body === undefined) return invalidRequest(413, `The body must be at most ${maxBodyBytes / 1024} KB.`)
  let input: unknown
  try {
    input = JSON.parse(body)
  } catch {
    return invalidRequest(400, 'The body is not valid JSON.')
  }

  if (isRetryRequest(input)) return retry(request, env, send)

  const parsed = notificationSchema.safeParse(input)
  if (!parsed.success) {
    const issues = describeIssues(parsed.error)
    return invalidRequest(400, `The lead is not valid: ${issues.join('; ')}`, issues)
  }
  // The database refuses a consent version that is not its text's; say so now, before anything is stored or sent.
  const consentProblem = await consentIssue(parsed.data)
  if (consentProblem) return invalidRequest(400, `The lead is not valid: ${consentProblem}`, [consentProblem])
  const outcome = await deliverLead(parsed.data, {
    store: leadStoreOf(env, send),
    notifiers: notifiersOf(env, send),
    clientAddress: clientAddressOf(request.headers, clientAddressHop(env)),
    limiter: limiterOf(env),
    looksLikeBot: (lead) => looksLikeBot(lead),
    verifier: turnstileVerifier(env, send),
  })
  const { status, body: answer } = deliveryResponse(outcome)
  return json(status, answer)
}

/** The lead's channels (supabase/functions/_shared/edge-setup.ts): the same for a form's lead and a call's. */
const notifiersOf = (env: Env, send: typeof fetch): LeadNotifier[] =>
  edgeNotifiers(env, send, edgeStores(env, send).calls)

const leadStoreOf = (env: Env, send: typeof fetch) => edgeStores(env, send).leads

/** CLIENT_ADDRESS_HOP: which X-Forwarded-For entry, counted from the last, the platform's proxy wrote (1). */
const clientAddressHop = (env: Env): number => {
  const hop = Number(setting(env, 'CLIENT_ADDRESS_HOP') ?? '1')
  return Number.isInteger(hop) && hop >= 1 ? hop : 1
}

/** Direct e-mails while the database is down, counted per function instance (LEAD_RATE_LIMIT, LEAD_NOTIFY_DAILY_CAP). */
let directLimiter: DirectDeliveryLimiter | undefined
function limiterOf(env: Env): DirectDeliveryLimiter {
  const number = (name: string, fallback: number) => {
    const value = Number(setting(env, name))
    return setting(env, name) !== undefined && Number.isInteger(value) && value >= 0 ? value : fallback
  }
  directLimiter ??= new DirectDeliveryLimiter({
    perClient: number('LEAD_RATE_LIMIT', leadGuardDefaults.ratePerClient),
    perDay: number('LEAD_NOTIFY_DAILY_CAP', leadGuardDefaults.notifyDailyCap),
  })
  return directLimiter
}

/** For tests: forget what the direct-delivery limiter has counted. */
export function resetDirectDeliveryLimiter(): void {
  directLimiter = undefined
}

const isRetryRequest = (input: unknown): boolean =>
  typeof input === 'object' && input !== null && (input as { retry?: unknown }).retry === true

/**
 * The scheduled retry: only with the service role key, which only the schedule (and the platform) holds. It also
 * sends the automated texts that are due (a text-back queued for the caller's morning).
 */
async function retry(request: Request, env: Env, send: typeof fetch): Promise<Response> {
  const key = setting(env, 'SUPABASE_SERVICE_ROLE_KEY')
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1]
  if (!key || bearer !== key)
    return json(401, { error: 'unauthorized', message: 'Retrying notifications needs the service role key.' })
  try {
    const notifications = await retryDueNotifications(leadStoreOf(env, send), notifiersOf(env, send), {
      requireVerification: turnstileVerifier(env, send) !== undefined,
    })
    const texts = await sendDueTexts(edgeStores(env, send).calls, textSender(env, send), siteContent.textingHours)
    return json(200, { ...notifications, texts })
  } catch (error) {
    if (!(error instanceof StoreUnavailableError)) throw error
    return json(503, { error: 'unavailable', message: `The lead database is unavailable: ${error.message}` })
  }
}

if (import.meta.main) {
  Deno.serve((request) => handleNotifyLead(request, Deno.env, fetch))
}
