import { z } from 'zod'

const phoneSchema = z.string().regex(/^\(\d{3}\) \d{3}-\d{4}$/, 'must be written like (352) 555-0142')
const hexColorSchema = z.string().regex(/^#[0-9a-f]{6}$/i, 'must be a hex colour like #1f4e79')

/** The business behind the site: every page reads its identity from here. */
export const businessProfileSchema = z.object({
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
  socialProfiles: z.array(z.object({ network: z.string().min(2), url: z.url() })).min(1),
  brand: z.object({
    primaryColor: hexColorSchema,
    accentColor: hexColorSchema,
    font: z.string().min(3),
  }),
})
export type BusinessProfile = z.infer<typeof businessProfileSchema>
