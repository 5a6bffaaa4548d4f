/**
 * /functions/v1/notify-lead of the embedded backend: the same checks and the same delivery as
 * supabase/functions/notify-lead (supabase/functions/_shared/lead-delivery.ts), with its errors
 * ({ error, message, issues? }) and its body limit.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { notifyLeadPath } from '../../src/features/leads/local-backend'
import { consentIssue } from '../../supabase/functions/_shared/consent'
import { deliverLead, deliveryResponse } from '../../supabase/functions/_shared/lead-delivery'
import { describeIssues, looksLikeBot, notificationSchema } from '#lead-schema'
import { clientAddressOfSocket, mediaTypeOf, readBody, requestRole, sendJson } from './http'

/** Largest body notify-lead reads: the same limit as supabase/functions/notify-lead (maxBodyBytes). */
export const notifyBodyLimitBytes = 32 * 1024

export const functionsPrefix = '/functions/v1'

type DeliveryOptions = Parameters<typeof deliverLead>[1]

/** What notify-lead delivers with: the store, the channels, the limiter and Turnstile's verifier. */
export interface Delivery {
  serviceRoleKey: string
  options: Pick<DeliveryOptions, 'store' | 'notifiers' | 'limiter' | 'verifier'>
}

async function notifyLead(delivery: Delivery, request: IncomingMessage, response: ServerResponse): Promise<void> {
  const invalid = (status: number, message: string, issues?: string[], headers?: Record<string, string>) =>
    sendJson(response, status, { error: 'invalid_request', message, ...(issues ? { issues } : {}) }, headers)
  if (mediaTypeOf(request) !== 'application/json') {
    request.resume()
    return invalid(415, 'The body must be JSON, sent with Content-Type: application/json.')
  }
  const body = await readBody(request, notifyBodyLimitBytes)
  if (!body.ok && body.aborted) return void response.destroy()
  if (!body.ok)
    return invalid(413, `The body must be at most ${notifyBodyLimitBytes / 1024} KB.`, undefined, {
      Connection: 'close',
    })
  let input: unknown
  try {
    input = JSON.parse(body.text)
  } catch {
    return invalid(400, 'The body is not valid JSON.')
  }
  const parsed = notificationSchema.safeParse(input)
  if (!parsed.success) {
    const issues = describeIssues(parsed.error)
    return invalid(400, `The lead is not valid: ${issues.join('; ')}`, issues)
  }
  // The database refuses a consent version that is not its text's; say so now, before anything is stored or sent.
  const consentProblem = await consentIssue(parsed.data)
  if (consentProblem) return invalid(400, `The lead is not valid: ${consentProblem}`, [consentProblem])
  const outcome = await deliverLead(parsed.data, {
    ...delivery.options,
    clientAddress: clientAddressOfSocket(request),
    looksLikeBot: (lead) => looksLikeBot(lead),
  })
  const { status, body: answer } = deliveryResponse(outcome)
  sendJson(response, status, answer)
}

/** Answers a request under /functions/v1: notify-lead, with the errors of supabase/functions/notify-lead. */
export async function handleFunctions(
  delivery: Delivery,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const role = requestRole(request, delivery.serviceRoleKey)
  if (role === 'missing' || role === 'invalid') {
    request.resume()
    return sendJson(
      response,
      401,
      {
        error: 'unauthorized',
        message:
          role === 'missing'
            ? 'Missing authorization header: send the anon key in the apikey header or as Authorization: Bearer <key>.'
            : 'Invalid API key.',
      },
      { 'WWW-Authenticate': 'Bearer' },
    )
  }
  if (url.pathname !== notifyLeadPath) {
    request.resume()
    return sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
  }
  if (request.method !== 'POST') {
    request.resume()
    return sendJson(
      response,
      405,
      { error: 'method_not_allowed', message: `${request.method} is not supported; send the lead with POST.` },
      { Allow: 'POST, OPTIONS' },
    )
  }
  return notifyLead(delivery, request, response)
}
