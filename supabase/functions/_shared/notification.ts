/**
 * The e-mail the business receives for a new lead, as plain text and HTML. Pure: notify-lead (Deno) sends it and the
 * local embedded backend (Node) writes it to its outbox.
 */
import type { NotificationSubject } from './lead-delivery.ts'
import { addressNotProvided } from './lead-schema.ts'
import { callerOf } from './phone-numbers.ts'
import { siteContent } from './site-content.generated.ts'
import { businessTimeZone } from './clock.ts'
import { escapeHtml } from './html.ts'

export interface LeadEmail {
  subject: string
  text: string
  html: string
}

const notGiven = '(not given)'

/** A time as a person reads it, in the business's time zone: "Mon, Nov 23, 2026, 2:30 PM EST". */
export function formatLeadTime(iso: string): string {
  const time = new Date(iso)
  if (Number.isNaN(time.getTime())) return iso
  return new Intl.DateTimeFormat('en-US', {
    timeZone: businessTimeZone,
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
  }).format(time)
}

/** A US number in E.164 (+1 and 10 digits), or undefined when it is none (withheld, "Anonymous", abroad). */
export function e164(phone: string): string | undefined {
  const digits = phone.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  return undefined
}

/** A phone number as a tel: link that dials it: US numbers in E.164 (+1...), anything else by its digits. */
export function dialLink(phone: string): string {
  const us = e164(phone)
  if (us) return `tel:${us}`
  return `tel:${phone.trim().startsWith('+') ? '+' : ''}${phone.replace(/\D/g, '')}`
}

const shortened = (text: string, length: number) => (text.length <= length ? text : `${text.slice(0, length - 1)}…`)

/** Why a call was missed, as the owner reads it. */
const callOutcomeWords: Record<string, string> = {
  'no-answer': 'nobody answered',
  busy: 'the line was busy',
  failed: 'the call could not be put through',
  canceled: 'the caller hung up before anyone answered',
  'after-hours': 'the call came after hours',
  answered: 'answered',
}

/** The number dialled and what it stands for: "(352) 555-0150 (Google Ads)" or "... (the main number)". */
const dialledLine = (call: NonNullable<NotificationSubject['call']>) =>
  `${call.to} (${call.source ?? 'the main number'})`

/** What happens to a caller's text-back, as the owner reads it: now, at a time of their texting hours, or why not. */
function textBackWords({ textBack }: NonNullable<NotificationSubject['call']>): string {
  if (!textBack) return 'not planned (see the lead)'
  if (!textBack.dueAt) return `none: ${textBack.note ?? 'not planned'}`
  const wait = textBack.plannedAt ? Date.parse(textBack.dueAt) - Date.parse(textBack.plannedAt) : 0
  if (wait <= 0) return 'going out now'
  // Held only until the caller has heard the spoken notice (calls.ts): the next retry sends it.
  if (wait <= 60_000) return 'going out within a minute'
  return `at ${formatLeadTime(textBack.dueAt)} (their texting hours)`
}

/**
 * The owner's SMS: who, where, a link that dials them and when, short enough for two SMS segments. A chat lead has no
 * address, so its page (the town it was sent from) stands in. A missed call says who called, which number, why
 * nobody answered and when the caller is texted back; a withheld number has no link to call.
 */
export function composeLeadSms({ lead, receivedAt, stored, call }: NotificationSubject, businessName: string): string {
  if (call) {
    const caller = callerOf(lead.phone)
    return [
      `${stored ? '' : '[NOT STORED] '}Missed call for ${businessName}: ${lead.phone}`,
      caller.kind === 'withheld' ? 'The number was withheld' : `Call back: tel:${caller.number}`,
      `Dialled ${dialledLine(call)}; ${callOutcomeWords[call.outcome] ?? call.outcome}`,
      ...(caller.kind === 'withheld' ? [] : [`Text-back: ${textBackWords(call)}`]),
      formatLeadTime(receivedAt),
    ].join('\n')
  }
  const where = lead.address && lead.address !== addressNotProvided ? lead.address : `sent from ${lead.page_path}`
  return [
    `${stored ? '' : '[NOT STORED] '}New ${businessName} lead: ${shortened(lead.name, 60)}`,
    `Call: ${dialLink(lead.phone)}`,
    shortened(where, 90),
    lead.consent_given ? 'Texts: consented' : 'Texts: no consent',
    formatLeadTime(receivedAt),
  ].join('\n')
}

/** What the lead agreed to about calls and texts, as the owner must read it before texting. */
export function consentLine(lead: { consent_given?: boolean; consent_version?: string | null }): string {
  if (lead.consent_given) return `consented (text version ${lead.consent_version})`
  return 'not given (the box was left unticked)'
}

/** Every field of the notification with the label the business reads, in the order of the full form. */
function leadRows({ lead: notification, receivedAt }: NotificationSubject): Array<[label: string, value: string]> {
  return [
    ['Name', notification.name],
    ['Email', notification.email],
    ['Phone', notification.phone],
    ['Property address', notification.address],
    ['Property condition', notification.condition],
    ['Sale timeline', notification.timeline],
    ['Source', notification.source],
    ['Page', notification.page_path],
    ['UTM source', notification.utm_source ?? ''],
    ['UTM medium', notification.utm_medium ?? ''],
    ['UTM campaign', notification.utm_campaign ?? ''],
    ['UTM term', notification.utm_term ?? ''],
    ['UTM content', notification.utm_content ?? ''],
    ['Landing page', notification.landing_page ?? ''],
    ['Referrer', notification.referrer ?? ''],
    ['Calls and texts', consentLine(notification)],
    ['Submitted at', formatLeadTime(receivedAt)],
    ['Submission id', notification.submission_id],
  ]
}

/** Said first when the database could not be reached: the e-mail is then the only copy of the lead. */
export const notStoredWarning =
  'NOT STORED: the lead database could not be reached, so this e-mail is the only copy of this lead. Keep it.'

/** A missed call's rows: who called, the number dialled and its source, why nobody answered, when. */
function callRows({ lead, receivedAt, call }: NotificationSubject): Array<[label: string, value: string]> {
  if (!call) return []
  return [
    ['Caller', lead.phone],
    ['Caller name', lead.name],
    ['Number dialled', dialledLine(call)],
    ['Outcome', callOutcomeWords[call.outcome] ?? call.outcome],
    ['Text-back', textBackWords(call)],
    ['Called at', formatLeadTime(receivedAt)],
    ['Call', call.callSid],
    ['Submission id', lead.submission_id],
  ]
}

export function composeLeadEmail(about: NotificationSubject, businessName: string): LeadEmail {
  const notification = about.lead
  const subject = about.call
    ? `${about.stored ? '' : '[not stored] '}Missed call from ${notification.phone} (${about.call.source ?? 'main number'})`
    : `${about.stored ? '' : '[not stored] '}New lead from ${notification.name} (${notification.source})`
  const rows = about.call ? callRows(about) : leadRows(about)
  const heading = `New lead for ${businessName}`
  const warning = about.stored ? [] : [notStoredWarning, '']

  const text = [
    heading,
    '',
    ...warning,
    ...rows.map(([label, value]) => `${label}: ${value || notGiven}`),
    '',
    'Message:',
    notification.message,
    '',
  ].join('\n')

  const cell = 'style="padding:4px 12px 4px 0;vertical-align:top;text-align:left"'
  const tableRows = rows
    .map(
      ([label, value]) =>
        `<tr><th ${cell}>${escapeHtml(label)}</th><td ${cell}>${escapeHtml(value || notGiven)}</td></tr>`,
    )
    .join('\n')
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif;font-size:14px;color:#1f2933">',
    `<h1 style="font-size:18px">${escapeHtml(heading)}</h1>`,
    ...(about.stored ? [] : [`<p style="color:#b91c1c;font-weight:bold">${escapeHtml(notStoredWarning)}</p>`]),
    `<table style="border-collapse:collapse">\n${tableRows}\n</table>`,
    '<h2 style="font-size:16px">Message</h2>',
    `<p style="white-space:pre-wrap">${escapeHtml(notification.message)}</p>`,
    '</body></html>',
    '',
  ].join('\n')

  return { subject, text, html }
}

/** The homeowner's confirmation copy (site-content.generated.ts, from content/site/leads.yaml). */
export type ConfirmationCopy = (typeof siteContent)['confirmation']

/**
 * The first word of a name for the greeting ("Hi Maria,"), or undefined when it does not read as a name: anyone may
 * type any address into the form, so the e-mail carries no link, domain or number the visitor wrote.
 */
export function greetingNameOf(name: string): string | undefined {
  const first = name.trim().split(/\s+/)[0] ?? ''
  return /^\p{L}[\p{L}'’-]{0,29}\.?$/u.test(first) ? first : undefined
}

/**
 * The confirmation a homeowner gets after sending a form (docs/decisions/0009): thanks, what happens next with the
 * 24-hour promise, and the phone number; the copy comes from content/ (copy), only the first name is the visitor's,
 * and only when it reads as a name.
 */
export function composeConfirmationEmail(
  { lead }: Pick<NotificationSubject, 'lead'>,
  copy: ConfirmationCopy = siteContent.confirmation,
): LeadEmail {
  const name = greetingNameOf(lead.name)
  const greeting = name ? copy.greeting.replaceAll('{firstName}', name) : copy.greetingWithoutName
  const text = [
    greeting,
    '',
    copy.text,
    '',
    `${copy.stepsHeading}:`,
    ...copy.steps.map((step, index) => `${index + 1}. ${step}`),
    '',
    copy.callPrompt,
    '',
    copy.signOff,
    '',
    '--',
    copy.notice,
    '',
  ].join('\n')
  const html = [
    '<!doctype html>',
    '<html><body style="font-family:Arial,sans-serif;font-size:15px;color:#1f2933;line-height:1.5">',
    `<p>${escapeHtml(greeting)}</p>`,
    `<p>${escapeHtml(copy.text)}</p>`,
    `<h2 style="font-size:16px">${escapeHtml(copy.stepsHeading)}</h2>`,
    `<ol>${copy.steps.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>`,
    `<p><strong>${escapeHtml(copy.callPrompt)}</strong></p>`,
    `<p>${escapeHtml(copy.signOff)}</p>`,
    `<p style="font-size:12px;color:#52606d">${escapeHtml(copy.notice)}</p>`,
    '</body></html>',
    '',
  ].join('\n')
  return { subject: copy.subject, text, html }
}
