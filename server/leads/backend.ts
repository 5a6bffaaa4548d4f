/**
 * The embedded lead backend of `npm start` (decision 0024): the two addresses the site calls,
 * answered the way hosted Supabase answers supabase-js, backed by PGlite (real Postgres) with the project's
 * migrations. Inserts run as the role anon, so row level security, grants and check constraints are Postgres's own;
 * notify-lead writes the e-mail it would send to a local outbox, or sends it through Resend and Twilio when their
 * settings are present. The parts: the data folder and its lock (data-folder.ts), the database (database.ts),
 * its use as roles (backend-database.ts), /rest/v1 (rest.ts), /functions/v1 (functions.ts: the Edge Functions' own
 * handlers) and the HTTP helpers (http.ts); this module puts them together.
 */
import type { IncomingMessage, ServerResponse } from 'node:http'
import { business } from '../../content/data'
import { DirectDeliveryLimiter } from '../../supabase/functions/_shared/lead-delivery'
import { handOffDueEvents, handOffSettingsOf, rpcWebhookQueue } from '../../supabase/functions/_shared/crm-webhook'
import {
  consoleUrlOf,
  rpcSummaryStore,
  sendDailySummary,
  summaryChannels,
  summaryHourOf,
} from '../../supabase/functions/_shared/daily-summary'
import { siteContent } from '../../supabase/functions/_shared/site-content.generated'
import { retryDue as retryNotifications, type NotifyDeps } from '../../supabase/functions/notify-lead/handler'
import type { Transaction } from '@electric-sql/pglite'
import { leadGuardDefaults } from '#lead-schema'
import {
  oncePerAddressADay,
  resendConfigured,
  resendConfirmationNotifier,
  resendNotifier,
  resendOwnerEmailer,
} from '../../supabase/functions/_shared/resend'
import { turnstileVerifier } from '../../supabase/functions/_shared/turnstile'
import {
  smsChannel,
  smsRecipients,
  twilioConfigured,
  twilioNotifiers,
  twilioTexter,
} from '../../supabase/functions/_shared/twilio'
import { announceHolder, leadDataPaths, releaseDataDir, type LeadDataPaths } from './data-folder'
import { messageOf } from './database'
import { openBackendDatabase, roleTransactions } from './backend-database'
import { carriesLegacyKey, corsHeaders, header, refuseLegacyKey, restError, sendJson } from './http'
import { handleAuth, signInLimits } from './auth'
import { accessTokenClaims, authPrefix, jwtSecretOf, type AuthContext } from './auth-answers'
import { staffEmailsFromEnv, wholeNumberSetting, type LeadGuardSettings } from './backend-settings'
import { outboxConfirmationNotifier, outboxEmailNotifier, outboxSmsNotifiers } from './outbox'
import { handleRest } from './rest'
import { restPrefix } from './rest-shared'
import { sqlLeadStore, sqlRpc } from './store-sql'
import { rpcCallStore } from '../../supabase/functions/_shared/call-store'
import { functionsPrefix, handleFunctions, textSenderOf, type CallRoutes, type EmbeddedFunctions } from './functions'
import { callSettingsOf } from '../../supabase/functions/_shared/calls'
import { sendDueTexts } from '../../supabase/functions/_shared/automated-texts'
import { maskPhonesIn } from '../../supabase/functions/_shared/phone-numbers'
import type { LeadEmail } from '../../supabase/functions/_shared/notification'
import { writeOutboxFile } from './outbox'
import { SettingError } from '../../src/routing/setting-error'

export interface LeadBackend {
  /** Answers the request and returns true when its path is the backend's (/rest/v1/..., /functions/v1/...). */
  handle(request: IncomingMessage, response: ServerResponse): boolean
  /** Records in server.json where this backend answers, so `npm run leads` reads through it. */
  announce(address: { port: number; host: string }): void
  close(): Promise<void>
  readonly paths: LeadDataPaths
  /** For local tools (npm run leads, tests); never sent to a browser. */
  readonly secretKey: string
  /** Retries every notification and sends every automated text due now (the timer does this every retryIntervalMs). */
  retryDue(): Promise<unknown>
  /** True when notifications are e-mailed through Resend (its settings are present), false when written to the outbox. */
  readonly emailsThroughResend: boolean
  /** Whether the owner's SMS goes out through Twilio (else it is written to the outbox). */
  readonly textsThroughTwilio: boolean
  /** Whether Cloudflare Turnstile tokens are checked (TURNSTILE_SECRET_KEY): only leads whose token passed are notified. */
  readonly checksTurnstile: boolean
  /** Whether new leads, calls and stage changes are POSTed to the CRM at LEAD_WEBHOOK_URL (decision 0063). */
  readonly handsOffToCrm: boolean
  /** The token Twilio's webhooks must be signed with: TWILIO_AUTH_TOKEN, else (locally) the secret key. */
  readonly twilioAuthToken: string
  /** Resolves once the work the call webhooks left running (alerts, text-backs, forwards) has finished. */
  settled(): Promise<void>
}

export async function openLeadBackend({
  dataDir,
  businessName = business.name,
  settings = {},
  env = {},
  send = fetch,
  retryIntervalMs = 30_000,
  now = () => new Date(),
}: {
  dataDir: string
  businessName?: string
  settings?: LeadGuardSettings
  /**
   * RESEND_API_KEY, LEAD_NOTIFY_TO, LEAD_NOTIFY_FROM (and RESEND_API_URL): e-mail through Resend instead of the
   * outbox; TURNSTILE_SECRET_KEY (and TURNSTILE_VERIFY_URL): check Cloudflare Turnstile tokens; LEAD_WEBHOOK_URL and
   * LEAD_WEBHOOK_SECRET: hand each new lead, call and stage change to a CRM; DAILY_SUMMARY_HOUR and SITE_URL: the
   * owner's summary each morning.
   */
  env?: Record<string, string | undefined>
  /** fetch, for the e-mail provider, Turnstile's siteverify and the CRM. */
  send?: typeof fetch
  /** How often due notifications are retried; 0 turns the timer off. */
  retryIntervalMs?: number
  /**
   * The clock of texting hours, queued texts, the CRM's events and the daily summary (tests set it; the database
   * keeps its own for the rest).
   */
  now?: () => Date
}): Promise<LeadBackend> {
  const paths = leadDataPaths(dataDir)
  const staffEmails = staffEmailsFromEnv(env)
  const resendSeconds = wholeNumberSetting(env, 'CONSOLE_CODE_INTERVAL_SECONDS') ?? 60
  const codesPerClientHour = wholeNumberSetting(env, 'CONSOLE_CODES_PER_CLIENT_HOUR') ?? signInLimits.codesPerClientHour
  // This server may hand events to a receiver on this machine over plain http (the tests' receiver).
  const handOff = handOffSettingsOf({ get: (name) => env[name] }, { allowLocalHttp: true })
  if (handOff.state === 'misconfigured') throw new SettingError(handOff.problem)
  const summaryHour = summaryHourOf({ get: (name) => env[name] })
  if ('problem' in summaryHour) throw new SettingError(summaryHour.problem)
  const { db, secretKey, knownColumns } = await openBackendDatabase(paths, staffEmails, settings)
  const jwtSecret = jwtSecretOf(secretKey)
  const userClaims = (token: string) => accessTokenClaims(jwtSecret, token, now().getTime())
  const { exclusive, asRole } = roleTransactions(db, (request) => {
    const bearer = /^Bearer\s+(\S+)$/i.exec(header(request, 'authorization') ?? '')?.[1]
    return bearer ? userClaims(bearer) : undefined
  })
  const asService = <T>(work: (tx: Transaction) => Promise<T>) => asRole('service_role', work)
  // The functions' stores call the database's functions as the service role, as on Supabase.
  const serviceRpc = sqlRpc(asService)
  const store = sqlLeadStore(asService)
  const calls = rpcCallStore(serviceRpc)
  const envSettings = { get: (name: string) => env[name] }
  const emailsThroughResend = resendConfigured(envSettings)
  const textsThroughTwilio = twilioConfigured(envSettings)
  // The owner's e-mail and SMS: through Resend and Twilio when configured, else written to the outbox.
  const notifiers = [
    emailsThroughResend ? resendNotifier(envSettings, send) : outboxEmailNotifier(paths.outbox, businessName),
    ...(textsThroughTwilio
      ? twilioNotifiers(envSettings, send, businessName)
      : outboxSmsNotifiers(paths.outbox, businessName, smsRecipients(envSettings))),
    // The homeowner's confirmation goes the way the owner's e-mail goes, once per address a day.
    oncePerAddressADay(
      emailsThroughResend ? resendConfirmationNotifier(envSettings, send) : outboxConfirmationNotifier(paths.outbox),
      (id) => calls.claimConfirmation(id),
    ),
  ]
  // Text-backs and forwarded replies: through Twilio when its account is set, else to the outbox.
  const sendText = textSenderOf(env, send, paths.outbox)
  const callSettings = callSettingsOf(envSettings, env.TWILIO_AUTH_TOKEN?.trim() || secretKey)
  // TURNSTILE_SECRET_KEY (and TURNSTILE_VERIFY_URL for a stand-in): check each lead's Turnstile token, as notify-lead does.
  const verifier = turnstileVerifier(envSettings, send)
  const limiter = new DirectDeliveryLimiter({
    perClient: settings.ratePerClient ?? leadGuardDefaults.ratePerClient,
    perDay: settings.notifyDailyCap ?? leadGuardDefaults.notifyDailyCap,
  })
  // The owner's e-mail that is not a lead's alert (a cut text, the daily summary): Resend, or the outbox.
  const emailOwner = emailsThroughResend
    ? resendOwnerEmailer(envSettings, send)
    : async (email: LeadEmail, key: string) =>
        writeOutboxFile(paths.outbox, key, 'owner-email', { to: '(local outbox)', ...email })
  // The summary's SMS go where the alerts' go: Twilio when configured, else the outbox, to each owner's number.
  const summaryTexter = textsThroughTwilio ? twilioTexter(envSettings, send) : undefined
  const summaryTexts = smsRecipients(envSettings).map((to) => ({
    to,
    send: async (sms: string, day: string) =>
      summaryTexter
        ? summaryTexter(env.TWILIO_FROM!.trim(), to, sms)
        : writeOutboxFile(paths.outbox, `daily-summary-${day}`, smsChannel(to), { to, sms }),
  }))
  const webhookQueue = rpcWebhookQueue(serviceRpc)
  const handOffDue = (prune: boolean) =>
    handOffDueEvents(webhookQueue, handOff, send, { clock: now, prune, requireVerification: verifier !== undefined })
  const notify: NotifyDeps = {
    store,
    notifiers,
    limiter,
    verifier,
    // web-request.ts puts the socket's address there.
    clientAddressHop: 1,
    secretKeys: [secretKey],
    sendDueTexts: () => sendDueTexts(calls, sendText, callSettings.textingHours, now),
    sendDueEvents: () => handOffDue(true),
    sendEventsSoon: () => handOffSoon(),
    sendDailySummary: () =>
      sendDailySummary(rpcSummaryStore(serviceRpc), summaryChannels(emailOwner, summaryTexts), summaryHour, {
        businessName,
        consoleUrl: consoleUrlOf(envSettings, siteContent.website),
        clock: now,
      }),
  }
  // The schedule's work (supabase/schedule/), every retryIntervalMs.
  let retrying: Promise<unknown> = Promise.resolve()
  const retryDue = () => {
    retrying = retrying
      .then(() => retryNotifications(notify))
      .catch((error: unknown) => console.error('Retrying lead notifications failed:', messageOf(error)))
    return retrying
  }
  const retryTimer = retryIntervalMs > 0 ? setInterval(() => void retryDue(), retryIntervalMs) : undefined
  retryTimer?.unref()

  // What the call webhooks and the prompt hand-off leave running after their answer, awaited by settled() and close().
  const running = new Set<Promise<unknown>>()
  const track = (work: Promise<unknown>) => {
    running.add(work)
    void work.finally(() => running.delete(work))
  }
  // The CRM's events right after what queued them (a lead, a call, a stage change), one run at a time: a request
  // arriving during a run asks for one more, which then takes everything queued meanwhile.
  let handingOff = false
  let handOffAgain = false
  function handOffSoon(): void {
    if (handOff.state !== 'on' || closing) return
    if (handingOff) {
      handOffAgain = true
      return
    }
    handingOff = true
    track(
      (async () => {
        do {
          handOffAgain = false
          await handOffDue(false).catch((error: unknown) =>
            console.error('The CRM hand-off failed; the retry timer sends the events:', messageOf(error)),
          )
        } while (handOffAgain && !closing)
        handingOff = false
      })(),
    )
  }
  const twilioAuthToken = callSettings.authToken!
  const callRoutes: CallRoutes = {
    settings: callSettings,
    calls,
    leads: store,
    notifiers,
    sendText,
    // Without numbers a forward goes to the outbox under a stand-in name, never to Twilio.
    ownerNumbers:
      smsRecipients(envSettings).length || twilioTexter(envSettings, send)
        ? smsRecipients(envSettings)
        : ["(owner's phone)"],
    emailOwner,
    now,
    publicBase: env.TWILIO_WEBHOOK_BASE_URL?.trim() || undefined,
    siteUrl: env.SITE_URL?.trim() || undefined,
    afterAnswer(work) {
      track(
        work
          .catch((error: unknown) =>
            console.error('A call webhook failed after answering:', maskPhonesIn(messageOf(error))),
          )
          .finally(handOffSoon),
      )
    },
  }
  const functions: EmbeddedFunctions = { secretKey, notify, calls: callRoutes }
  const auth: AuthContext = {
    db: (work) => exclusive(() => db.transaction(work)),
    secretKey,
    secret: jwtSecret,
    outbox: paths.outbox,
    now,
    resendSeconds,
    codesPerClientHour,
  }
  const settled = async () => {
    while (running.size) await Promise.all(running)
  }
  let closing: Promise<void> | undefined

  return {
    paths,
    secretKey,

    handle(request, response) {
      const url = new URL(`http://localhost${request.url ?? '/'}`)
      const under = (prefix: string) => url.pathname === prefix || url.pathname.startsWith(`${prefix}/`)
      const area = under(restPrefix)
        ? 'rest'
        : under(functionsPrefix)
          ? 'functions'
          : under(authPrefix)
            ? 'auth'
            : undefined
      if (!area) return false
      if (request.method === 'OPTIONS') {
        request.resume()
        response.writeHead(204, corsHeaders).end()
        return true
      }
      if (closing) {
        request.resume()
        sendJson(response, 503, {
          code: '57P01',
          details: null,
          hint: null,
          message: 'The lead backend is shutting down',
        })
        return true
      }
      // Supabase's gateway refuses a legacy key before any service sees the request.
      if (carriesLegacyKey(request)) {
        request.resume()
        refuseLegacyKey(response)
        return true
      }
      const work =
        area === 'rest'
          ? handleRest({ knownColumns, secretKey, userClaims, asRole }, request, response, url)
          : area === 'auth'
            ? handleAuth(auth, request, response, url)
            : handleFunctions(functions, request, response, url)
      // A write (a lead, a call, the console's stage change) may have queued events for the CRM.
      if (area !== 'auth' && request.method !== 'GET' && request.method !== 'HEAD')
        void work.then(handOffSoon, () => undefined)
      work.catch((error: unknown) => {
        // The message only: a database error's detail can quote the whole lead row.
        console.error('Lead backend error:', maskPhonesIn(messageOf(error)))
        if (area !== 'functions')
          restError(response, 500, { code: 'XX000', message: 'Internal error of the lead backend' })
        else sendJson(response, 500, { error: 'internal_error', message: 'Internal error of the lead backend.' })
      })
      return true
    },

    announce({ port, host }) {
      const reachable = ['0.0.0.0', '::', ''].includes(host) ? '127.0.0.1' : host
      const url = `http://${reachable.includes(':') ? `[${reachable}]` : reachable}:${port}`
      announceHolder(paths.dir, url, port)
    },

    retryDue,
    emailsThroughResend,
    textsThroughTwilio,
    checksTurnstile: verifier !== undefined,
    handsOffToCrm: handOff.state === 'on',
    twilioAuthToken,
    settled,

    close() {
      closing ??= (async () => {
        if (retryTimer) clearInterval(retryTimer)
        await retrying
        await settled()
        try {
          await exclusive(() => db.close())
        } finally {
          releaseDataDir(paths.dir)
        }
      })()
      return closing
    },
  }
}
