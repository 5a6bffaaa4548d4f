import { z } from 'zod'
import { slugSchema, trustedHtml } from './shared.schema'

export const faqCategories = ['general', 'cash-offer', 'storm-damage', 'selling-process'] as const
export type FaqCategory = (typeof faqCategories)[number]

/** A site-wide question. The answer is trusted HTML written here (links, lists, emphasis). */
export const faqEntrySchema = z.object({
  id: slugSchema,
  category: z.enum(faqCategories),
  question: z.string().min(10).max(160),
  answerHtml: trustedHtml(40, 1500),
})
export type FaqEntry = z.infer<typeof faqEntrySchema>
export const faqEntriesSchema = z.array(faqEntrySchema).min(1)
