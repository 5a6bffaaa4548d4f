/**
 * /functions/v1 of the embedded backend: the Edge Functions' own handlers (notify-lead's handler.ts, and Twilio's
 * webhooks through serveTwilioWebhook) run through web-request.ts, with the database in PGlite and the providers or
 * the local outbox. In front of notify-lead, the key check Supabase's gateway makes; the webhooks, deployed without
 * it, check Twilio's signature instead.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { notifyLeadPath } from '../../src/lib/local-backend'
import { answerInboundCall, type CallDeps } from '../../supabase/functions/_shared/calls'
import { answerInboundSms } from '../../supabase/functions/_shared/inbound-texts'
import { twilioTexter, type SendText } from '../../supabase/functions/_shared/twilio'
import { serveTwilioWebhook } from '../../supabase/functions/_shared/twilio-webhook'
import { serveNotifyLead, type NotifyDeps } from '../../supabase/functions/notify-lead/handler'
import { requestRole, sendJson } from './http'
import { writeOutboxFile } from './outbox'
import { serveWithWebHandler } from './web-request'

export const functionsPrefix = '/functions/v1'

/** What the webhooks answer with, but the address Twilio signed, which each request gives. */
export interface CallRoutes extends Omit<CallDeps, 'settings'> {
  settings: Omit<CallDeps['settings'], 'publicBase'>
  /** TWILIO_WEBHOOK_BASE_URL, when a proxy in front of this server changes the address Twilio signed. */
  publicBase: string | undefined
  /** SITE_URL: on a real domain the webhooks require publicBase. */
  siteUrl: string | undefined
}

export interface EmbeddedFunctions {
  secretKey: string
  notify: NotifyDeps
  calls: CallRoutes
}

const webhooks = { 'inbound-call': answerInboundCall, 'inbound-sms': answerInboundSms } as const

/** Texts (text-backs, forwards) through Twilio when configured, else each written to the outbox. */
export function textSenderOf(env: Record<string, string | undefined>, send: typeof fetch, outbox: string): SendText {
  const twilio = twilioTexter({ get: (name) => env[name] }, send)
  if (twilio) return twilio
  return async (from, to, sms) => writeOutboxFile(outbox, 'sms', `text-${to}`, { from, to, sms })
}

/** Answers a request under /functions/v1 as Supabase would: a webhook, notify-lead, or the gateway's refusal. */
export function handleFunctions(
  functions: EmbeddedFunctions,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const name = url.pathname.slice(functionsPrefix.length + 1)
  if (name === 'inbound-call' || name === 'inbound-sms') {
    const { publicBase, siteUrl, settings, ...deps } = functions.calls
    return serveWithWebHandler(request, response, (web) =>
      serveTwilioWebhook(web, { publicBase, siteUrl }, name, (twilio, base) =>
        webhooks[name](twilio, { ...deps, settings: { ...settings, publicBase: base } }),
      ),
    )
  }
  const role = requestRole(request, functions.secretKey)
  if (role === 'missing' || role === 'invalid') {
    request.resume()
    sendJson(
      response,
      401,
      {
        error: 'unauthorized',
        message:
          role === 'missing'
            ? 'No API key found in request: send the publishable key in the apikey header.'
            : 'Invalid API key.',
      },
      { 'WWW-Authenticate': 'Bearer' },
    )
    return Promise.resolve()
  }
  if (url.pathname !== notifyLeadPath) {
    request.resume()
    sendJson(response, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' })
    return Promise.resolve()
  }
  return serveWithWebHandler(request, response, (web) => serveNotifyLead(web, functions.notify))
}
