/**
 * The one definition of a lead: the browser validates the forms with it, the notify-lead function validates its
 * input with it, and the database's check constraints (supabase/migrations) repeat its limits, which a unit test
 * holds equal. Messages are the visitor-facing words of SPEC section 5.
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
} as const

/** What the simplified form stores as the address (SPEC section 3). */
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
    z.email('Please enter a valid email address.'),
  ),
  // SPEC section 5 asks for at least 10 characters; digits, spaces and + ( ) . - only, with at least 10 digits.
  phone: text(leadLimits.phone, `Phone number must be at most ${leadLimits.phone} characters.`).refine(
    (value) => value.length >= 10 && /^[0-9+().\-\s]+$/.test(value) && (value.match(/\d/g) ?? []).length >= 10,
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
})
export type Attribution = z.infer<typeof attributionSchema>

const chatWidgetAddress = {
  check: (lead: { source: LeadSource; address: string }) =>
    lead.source !== 'chat-widget' || lead.address === addressNotProvided,
  params: { path: ['address'], message: `A chat-widget lead stores the address '${addressNotProvided}'.` },
}

const leadRecordObject = z.strictObject({
  ...contactFormSchema.shape,
  source: z.enum(leadSources, { error: "Source must be 'contact-form' or 'chat-widget'." }),
  ...attributionSchema.shape,
})

/**
 * One row of the leads table as the site inserts it (SPEC section 7). A chat-widget lead stores the address
 * 'Not provided' and empty condition and timeline (SPEC section 3). Unknown keys are refused.
 */
export const leadRecordSchema = leadRecordObject.refine(chatWidgetAddress.check, chatWidgetAddress.params)
export type LeadRecord = z.infer<typeof leadRecordSchema>

/** What notify-lead receives: the lead plus the time it was submitted (SPEC section 3). */
export const notificationSchema = leadRecordObject
  .extend({ submittedAt: z.iso.datetime({ error: 'submittedAt must be an ISO 8601 timestamp.' }) })
  .refine(chatWidgetAddress.check, chatWidgetAddress.params)
export type LeadNotification = z.infer<typeof notificationSchema>

/** "field: message" lines of a failed validation, for API error bodies. */
export function describeIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${issue.path.join('.') || 'body'}: ${issue.message}`)
}
