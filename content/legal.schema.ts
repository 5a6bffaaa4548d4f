import { z } from 'zod'
import { isoDateSchema, text, trustedHtml } from './shared.schema'

const legalDocumentSchema = z.object({
  heading: text(5, 60),
  lastUpdated: isoDateSchema,
  intro: text(40, 600),
  sections: z.array(z.object({ heading: text(3, 80), html: trustedHtml(40, 3000) })).min(5),
})
export type LegalDocument = z.infer<typeof legalDocumentSchema>

/** The privacy policy and terms of use. */
export const legalCopySchema = z.object({
  lastUpdatedLabel: text(5, 40).includes('{date}', { message: 'must contain {date}' }),
  contentsHeading: text(3, 40),
  privacy: legalDocumentSchema,
  terms: legalDocumentSchema,
})
export type LegalCopy = z.infer<typeof legalCopySchema>
