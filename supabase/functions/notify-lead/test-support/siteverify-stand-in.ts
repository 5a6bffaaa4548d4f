/**
 * For the tests (Deno and Node): a stand-in of Cloudflare Turnstile's siteverify API, as its documentation describes
 * it. It takes the form POST (secret, response, remoteip, idempotency_key) and answers success for tokens the
 * stand-in widget issued (`pass-...`), `invalid-input-response` for any other, `invalid-input-secret` for a wrong
 * secret, and `timeout-or-duplicate` for a token verified before, unless the same idempotency key comes with it.
 * Pure: each test wraps `answer` in a fake fetch (Deno) or an HTTP server (Node).
 */
export const standInSecret = 'stand-in-turnstile-secret'
export const standInSiteKey = 'stand-in-turnstile-site-key'

export interface SiteverifyCall {
  secret: string | null
  response: string | null
  remoteip: string | null
  idempotencyKey: string | null
}

export interface SiteverifyStandIn {
  calls: SiteverifyCall[]
  /** The answer to one siteverify request with this form body. */
  answer(formBody: string): { status: number; body: Record<string, unknown> }
}

export function siteverifyStandIn(hostname = 'localhost'): SiteverifyStandIn {
  const spent = new Map<string, string | null>()
  const calls: SiteverifyCall[] = []
  return {
    calls,
    answer(formBody) {
      const form = new URLSearchParams(formBody)
      const call: SiteverifyCall = {
        secret: form.get('secret'),
        response: form.get('response'),
        remoteip: form.get('remoteip'),
        idempotencyKey: form.get('idempotency_key'),
      }
      calls.push(call)
      const failure = (code: string) => ({ status: 200, body: { success: false, 'error-codes': [code], messages: [] } })
      if (!call.secret) return failure('missing-input-secret')
      if (call.secret !== standInSecret) return failure('invalid-input-secret')
      if (!call.response) return failure('missing-input-response')
      if (!call.response.startsWith('pass-')) return failure('invalid-input-response')
      if (
        spent.has(call.response) &&
        (call.idempotencyKey === null || spent.get(call.response) !== call.idempotencyKey)
      )
        return failure('timeout-or-duplicate')
      spent.set(call.response, call.idempotencyKey)
      return {
        status: 200,
        body: {
          success: true,
          'error-codes': [],
          challenge_ts: new Date().toISOString(),
          hostname,
          action: 'lead',
          cdata: '',
        },
      }
    },
  }
}
