/**
 * notify-lead (Supabase Edge Function, Deno): the site posts each lead here after inserting it. It
 * validates the lead with the shared schema, looks its submission up in the database (storing it when the insert did
 * not arrive) and e-mails the business at most once per submission through Resend (docs/decisions/0006). A POST of
 * `{ "retry": true }` with a secret key in `apikey`, sent every minute by the schedule in supabase/schedule/, retries
 * the notifications that failed, hands the CRM its events (docs/decisions/0063) and sends the owner's summary each
 * morning (docs/decisions/0064). With TURNSTILE_SECRET_KEY set, each call's Cloudflare Turnstile token is checked
 * first and only leads whose token passed are notified (docs/decisions/0007). The pipeline is handler.ts; this file
 * gives it Supabase's database and the providers from the function's settings.
 */
import { leadGuardDefaults } from '../_shared/lead-schema.ts'
import { DirectDeliveryLimiter } from '../_shared/lead-delivery.ts'
import { sendDueTexts } from '../_shared/automated-texts.ts'
import {
  edgeDailySummary,
  edgeHandOff,
  edgeNotifiers,
  edgeStores,
  keepRunning,
  textSender,
} from '../_shared/edge-setup.ts'
import { siteContent } from '../_shared/site-content.generated.ts'
import { secretKeysOf, setting, type Settings } from '../_shared/settings.ts'
import { turnstileVerifier } from '../_shared/turnstile.ts'
import { serveNotifyLead, type NotifyDeps } from './handler.ts'

export { maxBodyBytes } from './handler.ts'

export type Env = Settings

/** What the tests change: how work goes on after the answer (EdgeRuntime.waitUntil), and the daily summary's clock. */
export interface Overrides {
  afterAnswer?: (work: Promise<unknown>) => void
  now?: () => Date
}

export function handleNotifyLead(
  request: Request,
  env: Env,
  send: typeof fetch,
  overrides: Overrides = {},
): Promise<Response> {
  return serveNotifyLead(request, edgeNotifyDeps(env, send, overrides))
}

function edgeNotifyDeps(env: Env, send: typeof fetch, { afterAnswer = keepRunning, now }: Overrides): NotifyDeps {
  const { leads, calls } = edgeStores(env, send)
  const crm = edgeHandOff(env, send)
  return {
    store: leads,
    // The same channels for a form's lead and a call's (edge-setup.ts).
    notifiers: edgeNotifiers(env, send, calls),
    limiter: limiterOf(env),
    verifier: turnstileVerifier(env, send),
    clientAddressHop: clientAddressHop(env),
    secretKeys: secretKeysOf(env).callers,
    sendDueTexts: () => sendDueTexts(calls, textSender(env, send), siteContent.textingHours),
    sendDueEvents: crm.due,
    sendEventsSoon: () => {
      const work = crm.soon()
      if (work) afterAnswer(work)
    },
    sendDailySummary: edgeDailySummary(env, send, now),
  }
}

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

if (import.meta.main) {
  Deno.serve((request) => handleNotifyLead(request, Deno.env, fetch))
}
