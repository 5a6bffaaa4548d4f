import { z } from 'zod'
import { confirmedSchema } from './shared.schema'

const phoneSchema = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like (352) 555-0142')
const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #1f4e79')
/** A query parameter's or utm_source's name, or a host name: letters, digits, dots, hyphens and underscores. */
const signalSchema = z.string().regex(/^[a-z0-9._-]{1,60}$/i, 'must be a name like gclid, google-ads or facebook.com')

/**
 * A number that stands for one source of calls: a visit recognised as coming from that source sees it in
 * place of the main phone (src/lib/call-tracking.ts, docs/decisions/0043).
 */
const trackingNumberSchema = z.object({
  /** The source as a marketer reads it in reports. */
  source: z.string().min(2).max(40),
  phone: phoneSchema,
  /** A sample number: `npm run check:launch` lists it until it is replaced. */
  placeholder: z.boolean().default(false),
  /** How a visit is recognised, in this order: a click id in the address, its utm_source, the site that linked it. */
  when: z
    .object({
      /** Query parameters whose presence alone means this source (gclid, fbclid...). */
      clickIds: z.array(signalSchema).optional(),
      /** utm_source values, compared without case. */
      utmSources: z.array(signalSchema).optional(),
      /** The referring site's host, or any of its subdomains. */
      referrerHosts: z.array(signalSchema).optional(),
    })
    .refine(
      (when) => Object.values(when).some((list) => list && list.length > 0),
      'must list at least one of clickIds, utmSources and referrerHosts',
    ),
})

/** The business behind the site: every page reads its identity from here. */
const businessFieldsSchema = z.object({
  name: z.string().min(3).max(60),
  /** Used where the full name does not fit (title suffixes, the header). */
  shortName: z.string().min(3).max(20),
  tagline: z.string().min(10).max(120),
  description: z.string().min(50).max(400),
  foundedYear: z.number().int().min(1900).max(2100),
  owner: z.string().min(3),
  industry: z.string().min(3),
  legalEntity: z.string().min(3),
  taxId: z.string().min(3),
  licenseNumber: z.string().min(3),
  phone: phoneSchema,
  tollFree: phoneSchema,
  fax: phoneSchema,
  smsEnabled: z.boolean(),
  emergencyPhone: phoneSchema,
  email: z.email('must be an e-mail address'),
  /** The production origin; SITE_URL overrides it at build time. */
  website: z.url().refine((url) => !url.endsWith('/'), 'must not end with a slash'),
  address: z.object({
    street: z.string().min(3),
    city: z.string().min(2),
    state: z.string().length(2),
    zip: z.string().regex(/^\d{5}$/),
    country: z.string().length(2),
  }),
  /** Opening hours, every day of the week. */
  hours: z.object({ opens: z.string().regex(/^\d{2}:\d{2}$/), closes: z.string().regex(/^\d{2}:\d{2}$/) }),
  /**
   * When automated texts (a missed caller's text-back) may go out, in the recipient's time zone. Florida's Telephone
   * Solicitation Act allows 8:00 AM to 8:00 PM at the called person's location: a narrower window is allowed, a wider
   * one is refused.
   */
  textingHours: z
    .object({ opens: z.string().regex(/^\d{2}:\d{2}$/), closes: z.string().regex(/^\d{2}:\d{2}$/) })
    .refine(({ opens, closes }) => opens >= '08:00' && closes <= '20:00' && opens < closes, {
      message: "must lie within 08:00-20:00 (Florida's texting hours), opening before it closes",
    }),
  socialProfiles: z.array(z.object({ network: z.string().min(2), url: z.url() })).min(1),
  brand: z.object({
    primaryColor: hexColorSchema,
    accentColor: hexColorSchema,
    font: z.string().min(3),
  }),
  /** Numbers shown in place of `phone` to visits from one source each; none: every visit sees `phone`. */
  trackingNumbers: z.array(trackingNumberSchema).default([]),
  /**
   * Twilio's A2P 10DLC registration, without which US carriers block the texts (docs/decisions/0078): each step
   * switched on by the owner once Twilio's console shows it done; `npm run check:launch` lists each until then.
   */
  textingRegistration: z.object({
    brand: z.object({ confirmed: confirmedSchema }),
    campaign: z.object({ confirmed: confirmedSchema }),
    messagingService: z.object({ confirmed: confirmedSchema }),
  }),
})

/** Each tracking number stands for one source and is a number of its own. */
export const businessProfileSchema = businessFieldsSchema.superRefine((business, context) => {
  const problem = (index: number, field: 'source' | 'phone', message: string) =>
    context.addIssue({ code: 'custom', path: ['trackingNumbers', index, field], message })
  business.trackingNumbers.forEach((number, index) => {
    const earlier = business.trackingNumbers.slice(0, index)
    if (earlier.some((other) => other.source.toLowerCase() === number.source.toLowerCase()))
      problem(index, 'source', `${number.source} is listed twice`)
    if (earlier.some((other) => other.phone === number.phone))
      problem(index, 'phone', `${number.phone} is listed twice`)
    if (number.phone === business.phone)
      problem(index, 'phone', 'is the main phone: a tracking number must be a number of its own')
  })
})
export type BusinessProfile = z.infer<typeof businessProfileSchema>
