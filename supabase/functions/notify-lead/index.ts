/**
 * notify-lead (Supabase Edge Function, Deno): the site posts each lead here after inserting it (SPEC section 7). It
 * validates the lead with the shared schema and e-mails it to the business through Resend when its secrets are set.
 */
import { describeIssues, notificationSchema } from '../_shared/lead-schema.ts'
import { composeLeadEmail } from '../_shared/notification.ts'

export interface Env {
  get(name: string): string | undefined
}

export const maxBodyBytes = 32 * 1024
export const resendEndpoint = 'https://api.resend.com/emails'
export const defaultBusinessName = 'North Central Florida Home Buyers'
export const notConfiguredReason =
  'E-mail delivery is not configured (set RESEND_API_KEY, LEAD_NOTIFY_TO and LEAD_NOTIFY_FROM).'
const providerTimeoutMs = 10_000

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

function setting(env: Env, name: string): string | undefined {
  const value = env.get(name)?.trim()
  return value ? value : undefined
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

  const parsed = notificationSchema.safeParse(input)
  if (!parsed.success) {
    const issues = describeIssues(parsed.error)
    return invalidRequest(400, `The lead is not valid: ${issues.join('; ')}`, issues)
  }

  const apiKey = setting(env, 'RESEND_API_KEY')
  const to = setting(env, 'LEAD_NOTIFY_TO')
  const from = setting(env, 'LEAD_NOTIFY_FROM')
  if (!apiKey || !to || !from) {
    // A failure, not a success: the site counts a lead as sent when one of insert and notify works, so an
    // unconfigured notifier must not stand in for a failed insert.
    console.error(`notify-lead: ${notConfiguredReason} The lead was not e-mailed.`)
    return json(503, { error: 'not_configured', message: notConfiguredReason })
  }

  const email = composeLeadEmail(parsed.data, setting(env, 'BUSINESS_NAME') ?? defaultBusinessName)
  const recipients = to
    .split(',')
    .map((address) => address.trim())
    .filter(Boolean)
  let answer: Response
  try {
    answer = await send(resendEndpoint, {
      method: 'POST',
      headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ from, to: recipients, reply_to: parsed.data.email, ...email }),
      signal: AbortSignal.timeout(providerTimeoutMs),
    })
  } catch (error) {
    console.error('notify-lead: the e-mail provider could not be reached:', error)
    return json(502, { error: 'delivery_failed', message: 'The e-mail provider could not be reached.' })
  }
  if (!answer.ok) {
    // The provider's explanation (bad key, unverified domain...) is for the logs, not for the visitor's browser.
    console.error(`notify-lead: the e-mail provider answered ${answer.status}:`, await answer.text().catch(() => ''))
    return json(502, { error: 'delivery_failed', message: `The e-mail provider answered ${answer.status}.` })
  }
  await answer.body?.cancel()
  return json(200, { delivered: true })
}

if (import.meta.main) {
  Deno.serve((request) => handleNotifyLead(request, Deno.env, fetch))
}
