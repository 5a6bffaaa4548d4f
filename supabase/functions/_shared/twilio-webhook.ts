/**
 * What both of Twilio's webhooks (inbound-call, inbound-sms) share: the HTTP pipeline (serveTwilioWebhook, run by the
 * Edge Functions and by the embedded backend), the request as Twilio signed it, the signature check, and the answers
 * (TwiML, or a short JSON error).
 */
import { isRealDomain } from './real-domain.ts'
import { readBody } from './request-body.ts'

/** A request from Twilio: the address it called (as it signed it), its form fields and its signature header. */
export interface TwilioRequest {
  url: string
  params: URLSearchParams
  signature: string | null
}

/** What the webhook answers: TwiML, or a short JSON error. */
export interface WebhookAnswer {
  status: number
  contentType: string
  body: string
}

/** The answer to anything but a POST (with Allow: POST). */
export const onlyPost = { error: 'method_not_allowed', message: 'Twilio posts here.' } as const

/** Largest form body read from Twilio. */
export const maxWebhookBytes = 32 * 1024

/** Where Twilio's webhooks are reached: TWILIO_WEBHOOK_BASE_URL and SITE_URL, as the settings give them. */
export interface WebhookAddress {
  publicBase: string | undefined
  siteUrl: string | undefined
}

/**
 * Why the signed address cannot be known, or undefined: on a real domain (SITE_URL) it must be TWILIO_WEBHOOK_BASE_URL,
 * never the request's Host, which the sender chooses. A SITE_URL that is not a URL counts as a real domain.
 */
export function missingWebhookBase({ publicBase, siteUrl }: WebhookAddress): string | undefined {
  if (publicBase || !siteUrl) return undefined
  let real = true
  try {
    real = isRealDomain(siteUrl)
  } catch {
    // Not a URL: treated as the live site's.
  }
  return real
    ? `TWILIO_WEBHOOK_BASE_URL is not set and SITE_URL is a real domain: set it to the address Twilio calls (https://<project-ref>.supabase.co/functions/v1); until then every request from Twilio is refused.`
    : undefined
}

/**
 * A webhook's request from Twilio: a form POST, read within maxWebhookBytes, answered for the address Twilio signed.
 * That address is TWILIO_WEBHOOK_BASE_URL followed by the function's name; off a real domain (npm start, tests)
 * without it, the request's origin with /functions/v1. On a real domain without it every request gets 503, with a
 * log line naming the setting.
 */
export async function serveTwilioWebhook(
  request: Request,
  address: WebhookAddress,
  functionName: string,
  answer: (twilio: TwilioRequest, publicBase: string) => Promise<WebhookAnswer>,
): Promise<Response> {
  const reply = ({ status, contentType, body }: WebhookAnswer) =>
    new Response(body, { status, headers: { 'Content-Type': contentType } })
  if (request.method !== 'POST')
    return new Response(JSON.stringify(onlyPost), {
      status: 405,
      headers: { Allow: 'POST', 'Content-Type': 'application/json; charset=utf-8' },
    })
  const missing = missingWebhookBase(address)
  if (missing) {
    await request.body?.cancel()
    console.error(`${functionName}: ${missing}`)
    return reply(refused(503, missing))
  }
  const text = await readBody(request, maxWebhookBytes)
  if (text === undefined) return reply({ status: 413, contentType: 'text/plain', body: 'The body is too large.' })
  const incoming = new URL(request.url)
  const base = (address.publicBase ?? `${incoming.origin}/functions/v1`).replace(/\/+$/, '')
  return reply(
    await answer(
      {
        url: `${base}/${functionName}${incoming.search}`,
        params: new URLSearchParams(text),
        signature: request.headers.get('x-twilio-signature'),
      },
      base,
    ),
  )
}

const xmlEntities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' }
export const xml = (text: string) => text.replace(/[&<>"']/g, (character) => xmlEntities[character] ?? character)

export const twiml = (inner: string): WebhookAnswer => ({
  status: 200,
  contentType: 'text/xml; charset=utf-8',
  body: `<?xml version="1.0" encoding="UTF-8"?><Response>${inner}</Response>`,
})

export const refused = (status: number, message: string): WebhookAnswer => ({
  status,
  contentType: 'application/json; charset=utf-8',
  body: JSON.stringify({
    error: status === 403 ? 'forbidden' : status === 503 ? 'not_configured' : 'invalid_request',
    message,
  }),
})

/**
 * Twilio's signature of a request: HMAC-SHA1 with the auth token over the URL followed by each form field's name
 * and value, sorted by name (https://www.twilio.com/docs/usage/security#validating-requests), in base64.
 */
export async function twilioSignature(authToken: string, url: string, params: URLSearchParams): Promise<string> {
  const fields = [...params].sort(([a, aValue], [b, bValue]) => (a === b ? (aValue < bValue ? -1 : 1) : a < b ? -1 : 1))
  const data = url + fields.map(([name, value]) => name + value).join('')
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(authToken),
    { name: 'HMAC', hash: 'SHA-1' },
    false,
    ['sign'],
  )
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(data)))
  return btoa(String.fromCharCode(...signature))
}

/** The address as Twilio may have signed it: as given, and with the scheme's default port added or removed. */
function signedForms(url: string): string[] {
  const parsed = new URL(url)
  const defaultPort = parsed.protocol === 'https:' ? '443' : '80'
  // URL drops a default port; the text Twilio signed may carry it.
  const withPort = `${parsed.protocol}//${parsed.hostname}:${defaultPort}${parsed.pathname}${parsed.search}`
  return parsed.port === '' ? [url, withPort] : [url]
}

/** Whether the request carries Twilio's signature for this token, compared in constant time. */
export async function signedByTwilio(request: TwilioRequest, authToken: string | undefined): Promise<boolean> {
  if (!authToken || !request.signature) return false
  const given = request.signature.trim()
  for (const url of signedForms(request.url)) {
    const expected = await twilioSignature(authToken, url, request.params)
    if (given.length !== expected.length) continue
    let difference = 0
    for (let index = 0; index < expected.length; index++)
      difference |= expected.charCodeAt(index) ^ given.charCodeAt(index)
    if (difference === 0) return true
  }
  return false
}

export const forbidden = () =>
  refused(
    403,
    'The request is not signed by Twilio for this address: check TWILIO_AUTH_TOKEN and TWILIO_WEBHOOK_BASE_URL.',
  )

/** Printable text of at most `max` characters (Twilio's caller name comes from a lookup anyone's phone can set). */
export const cleanLine = (text: string, max: number) =>
  text
    // eslint-disable-next-line no-control-regex -- removing control characters is the point
    .replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ')
    .trim()
    .slice(0, max)
