/**
 * The one definition of a lead: the browser validates the forms with it, the notify-lead function validates its
 * input with it, and the database's check constraints (supabase/migrations) repeat its limits, which a unit test
 * holds equal. Messages are the words a visitor sees under a field.
 */
import { z } from 'zod'

// zod probes for eval (new Function) to compile faster parsers; the site's CSP forbids eval, so the probe would be
// reported as a violation on every page with a form. Parsing a form needs no compiled parser.
z.config({ jitless: true })

export const leadSources = ['contact-form', 'chat-widget'] as const
export type LeadSource = (typeof leadSources)[number]

/** Longest accepted text of each column; the migration's check constraints use the same numbers. */
export const leadLimits = {
  name: 100,
  email: 254,
  phone: 30,
  address: 200,
  condition: 200,
  timeline: 100,
  message: 5000,
  page_path: 300,
  utm: 200,
  honeypot: 200,
  landing_page: 300,
  referrer: 300,
  consent_text: 2000,
} as const

/** What only a phone call's row holds (migration 20261127000000), stored by the call webhook alone. */
export const callLimits = { call_to: 30, call_source: 40, recording_url: 300 } as const

/**
 * The production defaults of the server's guards (private.lead_settings in supabase/migrations holds the same
 * numbers, which a unit test keeps equal). The database applies them; the code reads them only where the database
 * cannot answer (notify-lead while the database is down).
 */
export const leadGuardDefaults = {
  /** Leads one client address may store in any 10 minutes. */
  ratePerClient: 5,
  /** Notifications sent in any 24 hours. */
  notifyDailyCap: 100,
  /** A form sent sooner after its page opened is a suspected bot. */
  minimumFillMs: 1000,
  /** Wait before the first retry of a failed notification, in seconds; doubles per attempt, at most an hour. */
  retryBaseSeconds: 60,
} as const

/** The longest fill time recorded: a day (a draft sent days later counts as a day). */
export const maxFillMs = 86_400_000

/**
 * A plain e-mail address (docs/decisions/0080): dot-separated words of letters, digits and _ + - before the one @,
 * and a domain of labels with a dot and a top-level domain of letters. Nothing a `mailto:` link would read as more
 * than an address (no ? % / & # = , ; spaces, quotes or angle brackets). The migration
 * 20261207010000_plain_addresses.sql holds the same pattern, letter for letter, which a unit test keeps equal.
 */
export const plainEmailPattern = /^[A-Za-z0-9_+-]+(\.[A-Za-z0-9_+-]+)*@([A-Za-z0-9][A-Za-z0-9-]*\.)+[A-Za-z]{2,}$/

/**
 * A phone number as a visitor types it in a form: digits, spaces and + ( ) . - only, with 10 digits or more (the
 * migration holds the same class). A phone call's row and the number it came to hold Twilio's E.164 instead.
 */
export const typedPhonePattern = /^[0-9+(). -]+$/
export const e164Pattern = /^\+[1-9][0-9]{1,14}$/

/** Whether a form's phone number passes the rule the database applies (typedPhonePattern, 10 digits or more). */
export const isTypedPhone = (value: string): boolean =>
  typedPhonePattern.test(value) && (value.match(/\d/g) ?? []).length >= 10

/**
 * The number to dial for a stored phone value, in E.164, or undefined when the value is not one the database
 * accepts: a 10-digit number is a US one (+1), 11 digits starting with 1 too, anything else with its + is kept.
 */
export function dialableNumber(value: string): string | undefined {
  if (e164Pattern.test(value)) return value
  if (!isTypedPhone(value)) return undefined
  const digits = value.replace(/\D/g, '')
  if (digits.length === 10) return `+1${digits}`
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`
  const international = `+${digits}`
  return value.trim().startsWith('+') && e164Pattern.test(international) ? international : undefined
}

/** What the simplified form, which asks for no address, stores as the address. */
export const addressNotProvided = 'Not provided'

// Control characters (other than tab and line breaks in the message) never belong in a lead.
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const controlCharacters = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const lineBreaks = /[\r\n\t]/

const text = (max: number, tooLong: string, { multiline = false } = {}) =>
  z
    .string({ error: 'Please fill in this field.' })
    .trim()
    .max(max, tooLong)
    .refine((value) => !controlCharacters.test(value), 'Please remove the special characters from this field.')
    .refine((value) => multiline || !lineBreaks.test(value), 'Please keep this field on one line.')

export const leadFields = {
  name: text(leadLimits.name, `Name must be at most ${leadLimits.name} characters.`).pipe(
    z.string().min(2, 'Name must be at least 2 characters.'),
  ),
  email: text(leadLimits.email, `Email address must be at most ${leadLimits.email} characters.`).pipe(
    z.email({ pattern: plainEmailPattern, error: 'Please enter a valid email address.' }),
  ),
  // Digits, spaces and + ( ) . - only, with at least 10 digits (isTypedPhone, as the database checks it).
  phone: text(leadLimits.phone, `Phone number must be at most ${leadLimits.phone} characters.`).refine(
    isTypedPhone,
    'Please enter a valid phone number.',
  ),
  address: text(leadLimits.address, `Address must be at most ${leadLimits.address} characters.`).pipe(
    z.string().min(5, 'Address must be at least 5 characters.'),
  ),
  condition: text(leadLimits.condition, `Property condition must be at most ${leadLimits.condition} characters.`),
  timeline: text(leadLimits.timeline, `Sale timeline must be at most ${leadLimits.timeline} characters.`),
  message: text(leadLimits.message, `Message must be at most ${leadLimits.message} characters.`, {
    multiline: true,
  }).pipe(z.string().min(10, 'Message must be at least 10 characters.')),
}

/** The full form on /contact (source 'contact-form'). */
export const contactFormSchema = z.object(leadFields)
export type ContactFormValues = z.input<typeof contactFormSchema>

/** The simplified form opened from the chat button (source 'chat-widget'). */
export const chatFormSchema = contactFormSchema.pick({ name: true, email: true, phone: true, message: true })
export type ChatFormValues = z.input<typeof chatFormSchema>

const optionalUtm = text(leadLimits.utm, `Campaign parameters must be at most ${leadLimits.utm} characters.`)
  .optional()
  .nullable()

/** Where the lead came from: the page and the visit's UTM parameters. */
export const attributionSchema = z.object({
  page_path: text(leadLimits.page_path, `Page path must be at most ${leadLimits.page_path} characters.`).refine(
    (value) => value.startsWith('/'),
    'Page path must start with /.',
  ),
  utm_source: optionalUtm,
  utm_medium: optionalUtm,
  utm_campaign: optionalUtm,
  utm_term: optionalUtm,
  utm_content: optionalUtm,
  /** The first page of the visit, and the site (origin and path) that sent the visitor there. */
  landing_page: text(leadLimits.landing_page, `Landing page must be at most ${leadLimits.landing_page} characters.`)
    .refine((value) => value.startsWith('/'), 'Landing page must start with /.')
    .optional()
    .nullable(),
  referrer: text(leadLimits.referrer, `Referrer must be at most ${leadLimits.referrer} characters.`)
    .optional()
    .nullable(),
})
export type Attribution = z.infer<typeof attributionSchema>

/** The first 12 hex digits of a SHA-256: how a consent text's version is written (consentVersion in consent.ts). */
export const consentVersionPattern = /^[0-9a-f]{12}$/

/**
 * The consent box (docs/decisions/0009): whether it was ticked, and the exact words shown beside it with their
 * version. The database refuses a version that is not its text's, and stamps the time itself.
 */
export const consentSchema = z.object({
  consent_given: z.boolean({ error: 'consent_given must be true or false.' }).optional(),
  consent_text: text(leadLimits.consent_text, `Consent text must be at most ${leadLimits.consent_text} characters.`)
    .pipe(z.string().min(1, 'Consent text cannot be empty.'))
    .optional()
    .nullable(),
  consent_version: z
    .string({ error: 'consent_version must be text.' })
    .regex(consentVersionPattern, 'consent_version must be 12 lowercase hex digits.')
    .optional()
    .nullable(),
})

const consentRecorded = {
  check: (lead: { consent_given?: boolean; consent_text?: string | null; consent_version?: string | null }) =>
    (lead.consent_text == null) === (lead.consent_version == null) &&
    (!lead.consent_given || lead.consent_text != null),
  params: { path: ['consent_text'], message: 'Consent needs the text agreed to and its version.' },
}

const chatWidgetAddress = {
  check: (lead: { source: LeadSource; address: string }) =>
    lead.source !== 'chat-widget' || lead.address === addressNotProvided,
  params: { path: ['address'], message: `A chat-widget lead stores the address '${addressNotProvided}'.` },
}

/** What the server judges a submission by: its identity, the hidden field and how fast it was sent. */
const submissionShape = {
  /** Made in the browser for each submission and kept across its retries: stored twice, it is one lead. */
  submission_id: z.uuid({ error: 'submission_id must be a UUID.' }),
  /** The hidden field people never see; anything in it marks a bot. */
  honeypot: z.string().max(leadLimits.honeypot, `The hidden field must be at most ${leadLimits.honeypot} characters.`),
  /** Milliseconds from the page opening to the send. */
  fill_ms: z
    .number({ error: 'fill_ms must be a number of milliseconds.' })
    .int('fill_ms must be a whole number of milliseconds.')
    .min(0, 'fill_ms cannot be negative.')
    .max(maxFillMs, `fill_ms must be at most ${maxFillMs}.`),
}

const leadRecordObject = z.strictObject({
  ...contactFormSchema.shape,
  source: z.enum(leadSources, { error: "Source must be 'contact-form' or 'chat-widget'." }),
  ...attributionSchema.shape,
  ...consentSchema.shape,
  // The database fills in what a direct call leaves out (a new submission id; a missing fill time flags the lead).
  submission_id: submissionShape.submission_id.optional(),
  fill_ms: submissionShape.fill_ms.nullable().optional(),
  honeypot: submissionShape.honeypot.optional(),
})

/**
 * One row of the leads table as the site inserts it. A chat-widget lead stores the address 'Not provided' and
 * empty condition and timeline. Unknown keys are refused.
 */
export const leadRecordSchema = leadRecordObject
  .refine(chatWidgetAddress.check, chatWidgetAddress.params)
  .refine(consentRecorded.check, consentRecorded.params)
export type LeadRecord = z.infer<typeof leadRecordSchema>

/** Longest Cloudflare Turnstile token notify-lead accepts (Cloudflare documents at most 2,048 characters). */
export const maxTurnstileTokenLength = 2048

/**
 * What notify-lead receives: the lead with its submission id (which notify-lead looks up), plus the time it was
 * submitted and, when the site runs Cloudflare Turnstile, the widget's token (never stored).
 */
export const notificationSchema = leadRecordObject
  .extend({
    submission_id: submissionShape.submission_id,
    submittedAt: z.iso.datetime({ error: 'submittedAt must be an ISO 8601 timestamp.' }),
    turnstile_token: z
      .string({ error: 'turnstile_token must be text.' })
      .max(maxTurnstileTokenLength, `turnstile_token must be at most ${maxTurnstileTokenLength} characters.`)
      .optional(),
  })
  .refine(chatWidgetAddress.check, chatWidgetAddress.params)
  .refine(consentRecorded.check, consentRecorded.params)
export type LeadNotification = z.infer<typeof notificationSchema>

/** "field: message" lines of a failed validation, for API error bodies. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
}

/**
 * The database's spam rule (private.guard_lead in supabase/migrations), for the one place the database cannot judge:
 * notify-lead while the database is down.
 */
export function looksLikeBot(
  lead: { honeypot?: string; fill_ms?: number | null },
  minimumFillMs: number = leadGuardDefaults.minimumFillMs,
): boolean {
  return (lead.honeypot ?? '') !== '' || lead.fill_ms == null || lead.fill_ms < minimumFillMs
}
