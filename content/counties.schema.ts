import { z } from 'zod'
import { questionAnswerSchema, slugSchema, text } from './shared.schema'

/** The county offices a seller deals with, each listed once on every town page of the county. */
export const officeRoles = ['property-appraiser', 'clerk', 'tax-collector'] as const

/** The address of an office's own site: https and its origin only ("https://www.example.gov" or with a final "/"). */
export const officeUrlSchema = z.string().refine(
  (value) => {
    try {
      const url = new URL(value)
      return url.protocol === 'https:' && (value === url.origin || value === `${url.origin}/`)
    } catch {
      return false
    }
  },
  { message: 'must be an https:// address with no path, query or fragment, e.g. "https://www.dixieclerk.com"' },
)

export const countyOfficeSchema = z.strictObject({
  role: z.enum(officeRoles),
  /** e.g. "Dixie County Property Appraiser" */
  name: text(5, 80),
  /** The office's own site, once confirmed; without it the page shows the name alone and the launch check lists it. */
  url: officeUrlSchema.optional(),
  /** What a seller looks up or files there, written for this county. */
  use: text(40, 220),
})
export type CountyOffice = z.infer<typeof countyOfficeSchema>

/** A county we serve. Its towns are the files of content/towns/ that name it. */
export const countySchema = z.strictObject({
  slug: slugSchema,
  /** e.g. "Suwannee County" */
  name: z.string().min(5).max(40),
  /** Its place in lists of counties, 1 first; the footer links the first few. Each county has its own number. */
  order: z.number().int().positive(),
  /** The county page's headline. */
  title: z.string().min(10).max(70),
  /** Two to four sentences about selling a house in this county: the text after its file's front matter. */
  description: z.string().min(200).max(900),
  /** pageSlug of the town the county page features first. */
  featuredTown: slugSchema,
  /** Reasons owners in this county sell to us, written for this county. */
  reasons: z.array(z.string().min(20).max(240)).min(3).max(5),
  /** The county page's questions: four at least, and a few more where sellers there ask them (eight at most). */
  faqs: z.array(questionAnswerSchema).min(4).max(8),
  /** The property appraiser, the clerk and the tax collector, each once, shown on the county's town pages. */
  offices: z
    .array(countyOfficeSchema)
    .length(3)
    .superRefine((offices, context) => {
      for (const role of officeRoles) {
        const count = offices.filter((office) => office.role === role).length
        if (count !== 1) context.addIssue({ code: 'custom', message: `must list the ${role} once (found ${count})` })
      }
    }),
  /** Where an estate's probate case is opened for an owner who lived in the county, shown on its town pages. */
  probateNote: text(60, 320),
})
export type County = z.infer<typeof countySchema>
export const countiesSchema = z.array(countySchema).min(1)
