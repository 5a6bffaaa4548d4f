/**
 * The owner's summary each morning (decision 0064): yesterday's leads and calls, who is still not contacted, any
 * alert not delivered, so a pipeline that broke is noticed within a day. Sent once per business day by the scheduled
 * retry, on the owner's e-mail and each SMS number, for the Edge Functions (Deno) and the embedded backend (Node)
 * alike. Its words live here, beside the alerts' (notification.ts): the owner reads them, not the site's visitors.
 */
import type { Rpc } from './call-store.ts'
import { businessTimeZone, localDate, localTime } from './clock.ts'
import { escapeHtml } from './html.ts'
import type { LeadEmail } from './notification.ts'
import { setting, type Settings } from './settings.ts'
import { smsChannel } from './twilio.ts'

export const defaultSummaryHour = 7

/** DAILY_SUMMARY_HOUR: the hour, in the business's time zone, from which yesterday's summary goes (7: 7:00 AM). */
export function summaryHourOf(env: Settings): { hour: number } | { problem: string } {
  const raw = setting(env, 'DAILY_SUMMARY_HOUR')
  if (raw === undefined) return { hour: defaultSummaryHour }
  const hour = Number(raw)
  if (!/^\d{1,2}$/.test(raw) || hour > 23)
    return {
      problem: `DAILY_SUMMARY_HOUR '${raw.slice(0, 20)}' is not an hour: set a whole number from 0 to 23 (7 sends at 7:00 AM Eastern), or leave it unset for ${defaultSummaryHour}`,
    }
  return { hour }
}

/** The day before a YYYY-MM-DD date (calendar arithmetic, so a change of clocks does not matter). */
export function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)
}

/** The day whose summary is due at `now`: yesterday once the hour has come in `zone`, else none. */
export function summaryDayAt(now: Date, hour: number, zone = businessTimeZone): string | undefined {
  if (localTime(now, zone) < `${String(hour).padStart(2, '0')}:00`) return undefined
  return dayBefore(localDate(now, zone))
}

export type LeadKind = 'form' | 'chat' | 'missed-call' | 'answered-call'

/** What public.daily_summary_facts returns. */
export interface SummaryFacts {
  day: string
  counts: Record<LeadKind | 'suspected-bot', number>
  not_contacted: Array<{ name: string; kind: LeadKind; created_at: string }>
  not_contacted_total: number
  undelivered: Array<{ name: string; kind: LeadKind; created_at: string; status: string; error: string | null }>
  undelivered_total: number
  crm_waiting: number
  crm_error: string | null
  previous_summary_error: string | null
}

/** What sending needs of the database (migration 20261130010000). */
export interface SummaryStore {
  /** The day's summary, held for a while, when it is due: its attempt and the channels already sent. */
  claim(day: string, now: Date): Promise<{ attempts: number; channels: Record<string, string> } | undefined>
  facts(day: string, now: Date): Promise<SummaryFacts>
  markChannel(day: string, channel: string): Promise<void>
  finish(day: string, attempt: number, outcome: { sent: boolean; error?: string; now: Date }): Promise<void>
}

export function rpcSummaryStore(rpc: Rpc, zone = businessTimeZone): SummaryStore {
  return {
    async claim(day, now) {
      const rows = await rpc<Array<{ attempts: number; channels: Record<string, string> }>>('claim_daily_summary', {
        p_day: day,
        p_time_zone: zone,
        p_now: now.toISOString(),
      })
      return rows?.[0]
    },
    async facts(day, now) {
      const rows = await rpc<Array<{ daily_summary_facts: SummaryFacts }> | SummaryFacts>('daily_summary_facts', {
        p_day: day,
        p_time_zone: zone,
        p_now: now.toISOString(),
      })
      // PGlite gives the row ({ daily_summary_facts }), PostgREST the value of a function returning one.
      return Array.isArray(rows) ? rows[0]!.daily_summary_facts : rows
    },
    async markChannel(day, channel) {
      await rpc('mark_daily_summary_channel', { p_day: day, p_channel: channel })
    },
    async finish(day, attempt, { sent, error, now }) {
      await rpc('finish_daily_summary', {
        p_day: day,
        p_attempt: attempt,
        p_sent: sent,
        p_error: error ?? null,
        p_now: now.toISOString(),
      })
    },
  }
}

const kindNames: Record<LeadKind, string> = {
  form: 'form',
  chat: 'chat',
  'missed-call': 'missed call',
  'answered-call': 'answered call',
}

const countLines: Array<[LeadKind, string]> = [
  ['form', 'Forms'],
  ['chat', 'Chats'],
  ['missed-call', 'Missed calls'],
  ['answered-call', 'Answered calls'],
]

/** How long ago, in the words of the alerts' readers: "40 min", "5 h", "3 days". */
export function ageWords(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.round((now.getTime() - new Date(iso).getTime()) / 60_000))
  if (minutes < 60) return `${minutes} min`
  if (minutes < 48 * 60) return `${Math.round(minutes / 60)} h`
  return `${Math.round(minutes / (24 * 60))} days`
}

/** "Friday, November 27" for 2026-11-27. */
const dayName = (day: string) =>
  new Intl.DateTimeFormat('en-US', { timeZone: 'UTC', weekday: 'long', month: 'long', day: 'numeric' }).format(
    new Date(`${day}T12:00:00Z`),
  )

const plural = (count: number, one: string, many = `${one}s`) => `${count} ${count === 1 ? one : many}`

export interface ComposedSummary {
  email: LeadEmail
  sms: string
}

/** The e-mail (subject, text, HTML with every value escaped) and the one SMS of a day's facts. */
export function composeDailySummary(
  facts: SummaryFacts,
  { businessName, consoleUrl, now }: { businessName: string; consoleUrl: string; now: Date },
): ComposedSummary {
  const total = countLines.reduce((sum, [kind]) => sum + facts.counts[kind], 0)
  const day = dayName(facts.day)
  const headline = [
    total ? plural(total, 'lead or call', 'leads and calls') : 'no leads or calls',
    `${facts.not_contacted_total} not contacted`,
    ...(facts.undelivered_total ? [plural(facts.undelivered_total, 'alert') + ' not delivered'] : []),
  ].join(', ')

  // Each section: a heading and its lines, written once for the text and once, escaped, for the HTML.
  const sections: Array<{ heading: string; lines: string[] }> = [
    {
      heading: `${day}: ${total ? plural(total, 'lead or call', 'leads and calls') : 'no leads or calls'}`,
      lines: [
        ...countLines.map(([kind, label]) => `${label}: ${facts.counts[kind]}`),
        ...(facts.counts['suspected-bot'] ? [`Suspected bots held for review: ${facts.counts['suspected-bot']}`] : []),
        ...(total ? [] : ['Nothing came in. If that is unusual, send the contact form and call the number yourself.']),
      ],
    },
    {
      heading: `Not contacted yet: ${facts.not_contacted_total}`,
      lines: [
        ...facts.not_contacted.map(
          (lead) => `${lead.name}, ${kindNames[lead.kind]}, ${ageWords(lead.created_at, now)} ago`,
        ),
        ...more(facts.not_contacted_total, facts.not_contacted.length),
      ],
    },
    ...(facts.undelivered_total
      ? [
          {
            heading: `Alerts not delivered: ${facts.undelivered_total}`,
            lines: [
              ...facts.undelivered.map(
                (lead) =>
                  `${lead.name}, ${kindNames[lead.kind]}, ${ageWords(lead.created_at, now)} ago: ${lead.status}${lead.error ? ` (${lead.error})` : ''}`,
              ),
              ...more(facts.undelivered_total, facts.undelivered.length),
            ],
          },
        ]
      : []),
    ...(facts.crm_waiting
      ? [
          {
            heading: `Waiting for the CRM: ${plural(facts.crm_waiting, 'event')}`,
            lines: facts.crm_error ? [`Last answer: ${facts.crm_error}`] : [],
          },
        ]
      : []),
    ...(facts.previous_summary_error
      ? [{ heading: "The day before's summary was not sent", lines: [facts.previous_summary_error] }]
      : []),
  ]

  const text = [
    ...sections.flatMap(({ heading, lines }) => [heading, ...lines.map((line) => `- ${line}`), '']),
    `Open the console: ${consoleUrl}`,
    '',
  ].join('\n')
  const html = [
    ...sections.flatMap(({ heading, lines }) => [
      `<h2 style="font-size:16px">${escapeHtml(heading)}</h2>`,
      ...(lines.length ? [`<ul>${lines.map((line) => `<li>${escapeHtml(line)}</li>`).join('')}</ul>`] : []),
    ]),
    `<p><a href="${escapeHtml(consoleUrl)}">Open the console</a></p>`,
  ].join('\n')
  return {
    email: { subject: `${businessName}, ${day}: ${headline}`, text, html },
    sms: `${businessName}, ${day}: ${headline}. ${consoleUrl}`,
  }
}

const more = (total: number, listed: number) => (total > listed ? [`and ${total - listed} more`] : [])

/** One way the summary reaches the owner: the e-mail, or one SMS number. */
export interface SummaryChannel {
  /** As daily_summaries.channels records it: 'owner-email', 'owner-sms:+1...'. */
  channel: string
  send(summary: ComposedSummary, day: string): Promise<void>
}

/**
 * The summary's channels: the owner's e-mail (its idempotency key names the day, so a resend after a lost answer is
 * one e-mail) and one SMS per owner number.
 */
export function summaryChannels(
  emailOwner: (email: LeadEmail, idempotencyKey: string) => Promise<void>,
  textOwner: ReadonlyArray<{ to: string; send: (sms: string, day: string) => Promise<void> }>,
): SummaryChannel[] {
  return [
    { channel: 'owner-email', send: (summary, day) => emailOwner(summary.email, `daily-summary-${day}`) },
    ...textOwner.map(({ to, send }) => ({
      channel: smsChannel(to),
      send: (summary: ComposedSummary, day: string) => send(summary.sms, day),
    })),
  ]
}

export type SummaryResult = { day: string; sent: boolean; error?: string } | { problem: string }

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error))

/**
 * Sends the summary that is due at the clock's time, if any: claims the day, reads its facts, sends each channel not
 * yet sent, marking each, and records how it went (failed: retried with the alerts' backoff). Undefined when none was
 * due, so the retry's answer says nothing of it.
 */
export async function sendDailySummary(
  store: SummaryStore,
  channels: readonly SummaryChannel[],
  settings: { hour: number } | { problem: string },
  {
    businessName,
    consoleUrl,
    clock = () => new Date(),
  }: { businessName: string; consoleUrl: string; clock?: () => Date },
): Promise<SummaryResult | undefined> {
  if ('problem' in settings) {
    console.error(`The daily summary is not sent: ${settings.problem}.`)
    return { problem: settings.problem }
  }
  const now = clock()
  const day = summaryDayAt(now, settings.hour)
  if (!day) return undefined
  const claimed = await store.claim(day, now)
  if (!claimed) return undefined
  const summary = composeDailySummary(await store.facts(day, now), { businessName, consoleUrl, now })
  const failures: string[] = []
  for (const { channel, send } of channels) {
    if (claimed.channels[channel]) continue
    try {
      await send(summary, day)
    } catch (error) {
      failures.push(`${channel}: ${messageOf(error)}`)
      continue
    }
    await store.markChannel(day, channel)
  }
  const error = failures.length ? failures.join('; ') : undefined
  if (error) console.error(`The daily summary of ${day} failed; it will be retried: ${error}`)
  await store.finish(day, claimed.attempts, { sent: !error, error, now: clock() })
  return { day, sent: !error, ...(error ? { error } : {}) }
}

/**
 * The console's address: on the staff origin, CONSOLE_URL (decision 0084); without it SITE_URL (the site's origin),
 * else the business's website from content, whose /console sends the owner on to the staff origin.
 */
export const consoleUrlOf = (env: Settings, website: string) =>
  `${(setting(env, 'CONSOLE_URL') ?? setting(env, 'SITE_URL') ?? website).replace(/\/+$/, '')}/console`
