/**
 * /functions/v1/inbound-call and /functions/v1/inbound-sms of the embedded backend: Twilio's webhooks answered by
 * the same code as the Edge Functions (supabase/functions/_shared/calls.ts), the database in PGlite, and the texts
 * through Twilio when TWILIO_ACCOUNT_SID and TWILIO_AUTH_TOKEN are set, else written to the outbox.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { answerInboundCall, type CallDeps } from '../../supabase/functions/_shared/calls'
import { maxWebhookBytes } from '../../supabase/functions/_shared/edge-setup'
import { answerInboundSms } from '../../supabase/functions/_shared/inbound-texts'
import { twilioTexter, type SendText } from '../../supabase/functions/_shared/twilio'
import { onlyPost } from '../../supabase/functions/_shared/twilio-webhook'
import { header, readBody, sendJson } from './http'
import { writeOutboxFile } from './outbox'

export const callPaths = { call: '/functions/v1/inbound-call', sms: '/functions/v1/inbound-sms' } as const

/** Texts (text-backs, forwards) through Twilio when configured, else each written to the outbox. */
export function textSenderOf(env: Record<string, string | undefined>, send: typeof fetch, outbox: string): SendText {
  const twilio = twilioTexter({ get: (name) => env[name] }, send)
  if (twilio) return twilio
  return async (from, to, sms) => writeOutboxFile(outbox, 'sms', `text-${to}`, { from, to, sms })
}

/** What the webhooks answer with, but the address Twilio signed, which each request gives. */
export interface CallRoutes extends Omit<CallDeps, 'settings'> {
  settings: Omit<CallDeps['settings'], 'publicBase'>
  /** TWILIO_WEBHOOK_BASE_URL, when a proxy in front of this server changes the address Twilio signed. */
  publicBase: string | undefined
}

/** Answers Twilio's request at one of callPaths (the answer's promise), or undefined for any other path. */
export function handleCallWebhook(
  routes: CallRoutes,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> | undefined {
  const answer =
    url.pathname === callPaths.call ? answerInboundCall : url.pathname === callPaths.sms ? answerInboundSms : undefined
  if (!answer) return undefined
  return (async () => {
    if (request.method !== 'POST') {
      request.resume()
      return sendJson(response, 405, onlyPost, { Allow: 'POST' })
    }
    const body = await readBody(request, maxWebhookBytes)
    if (!body.ok) return void response.destroy()
    const base = (routes.publicBase ?? `http://${header(request, 'host') ?? 'localhost'}/functions/v1`).replace(
      /\/+$/,
      '',
    )
    const { publicBase: _publicBase, ...rest } = routes
    const deps: CallDeps = { ...rest, settings: { ...routes.settings, publicBase: base } }
    const {
      status,
      contentType,
      body: text,
    } = await answer(
      {
        url: `${base}${url.pathname.slice('/functions/v1'.length)}${url.search}`,
        params: new URLSearchParams(body.text),
        signature: header(request, 'x-twilio-signature') ?? null,
      },
      deps,
    )
    response.writeHead(status, { 'Content-Type': contentType }).end(text)
  })()
}
