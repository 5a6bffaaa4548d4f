/**
 * Cloudflare Turnstile's server-side check (siteverify), used by notify-lead when TURNSTILE_SECRET_KEY is set
 * (docs/decisions/0007). Plain fetch, so tests point it at a local stand-in of the API with TURNSTILE_VERIFY_URL.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */
import { setting, type Settings } from './settings.ts'

export const siteverifyEndpoint = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
const siteverifyTimeoutMs = 10_000

/**
 * What Cloudflare said about a submission's token, as public.record_lead_verification stores it: passed; rejected
 * (a suspected bot); missing (no token came: the widget did not load, or a direct call); unchecked (Cloudflare could
 * not answer, or our secret is wrong: the lead is notified anyway, since the visitor did nothing wrong).
 */
export interface TurnstileVerdict {
  outcome: 'passed' | 'rejected' | 'missing' | 'unchecked'
  detail?: string
}

export interface TurnstileVerifier {
  verify(
    token: string | undefined,
    request: { remoteIp: string | null; idempotencyKey: string },
  ): Promise<TurnstileVerdict>
}

/** Codes that mean our side or Cloudflare's failed, not the visitor's token. */
const notTheVisitorsFault = new Set(['missing-input-secret', 'invalid-input-secret', 'internal-error'])
/**
 * A token that expired (over 300 s old) or was checked before: a person whose tab sat idle can send one, so it is not
 * a bot verdict. The lead waits unverified, and a later call for the same submission with a fresh token releases it.
 */
const expiredOrSpent = 'timeout-or-duplicate'

/** The verifier, or undefined when TURNSTILE_SECRET_KEY is not set (Turnstile off: leads are not checked). */
export function turnstileVerifier(env: Settings, send: typeof fetch): TurnstileVerifier | undefined {
  const secret = setting(env, 'TURNSTILE_SECRET_KEY')
  if (!secret) return undefined
  const endpoint = setting(env, 'TURNSTILE_VERIFY_URL') ?? siteverifyEndpoint
  return {
    async verify(token, { remoteIp, idempotencyKey }) {
      if (!token?.trim()) return { outcome: 'missing', detail: 'no token was sent' }
      const form = new URLSearchParams({ secret, response: token, idempotency_key: idempotencyKey })
      if (remoteIp) form.set('remoteip', remoteIp)
      let answer: Response
      try {
        answer = await send(endpoint, {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
          signal: AbortSignal.timeout(siteverifyTimeoutMs),
        })
      } catch (error) {
        return unchecked(`siteverify could not be reached: ${error instanceof Error ? error.message : error}`)
      }
      const text = await answer.text().catch(() => '')
      type SiteverifyAnswer = { success?: unknown; 'error-codes'?: unknown; hostname?: unknown }
      let result: SiteverifyAnswer | undefined
      try {
        const parsed: unknown = JSON.parse(text)
        if (typeof parsed === 'object' && parsed !== null) result = parsed as SiteverifyAnswer
      } catch {
        // Not JSON: judged below as Cloudflare failing.
      }
      // A 5xx or a body that is no verdict (a proxy's error page): Cloudflare could not answer, not the visitor's fault.
      if (!result || answer.status >= 500)
        return unchecked(`siteverify answered ${answer.status}: ${text.slice(0, 200)}`)
      const codes = Array.isArray(result['error-codes']) ? result['error-codes'].map(String) : []
      if (result.success === true)
        return { outcome: 'passed', detail: typeof result.hostname === 'string' ? `on ${result.hostname}` : undefined }
      if (codes.some((code) => notTheVisitorsFault.has(code)))
        return unchecked(`siteverify answered ${answer.status}: ${codes.join(', ')}`)
      if (codes.length > 0 && codes.every((code) => code === expiredOrSpent))
        return { outcome: 'missing', detail: 'the token had expired or was used before' }
      // No reason given (a 429 when our secret is throttled, say): neither e-mailed nor flagged; a retry may release it.
      if (codes.length === 0)
        return { outcome: 'missing', detail: `siteverify answered ${answer.status} without a verdict` }
      // Any reason, whatever the HTTP status, is Cloudflare refusing the token.
      return { outcome: 'rejected', detail: codes.join(', ') }
    },
  }
}

function unchecked(detail: string): TurnstileVerdict {
  console.error(`notify-lead: the Turnstile token could not be checked (${detail}); the lead is notified anyway`)
  return { outcome: 'unchecked', detail }
}

/** Whether a lead with this verdict may be notified. */
export const verdictAllowsNotice = (verdict: TurnstileVerdict): boolean =>
  verdict.outcome === 'passed' || verdict.outcome === 'unchecked'
