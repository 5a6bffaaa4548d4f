import { z } from 'zod'
import { faqCategories } from './faqs.schema'
import { slugSchema, text } from './shared.schema'

/** Copy of the FAQ page: its groups in order, and the extra questions the cash-offer group can load. */
export const faqPageCopySchema = z.object({
  heading: text(5, 80),
  intro: text(20, 300),
  groups: z.array(z.object({ category: z.enum(faqCategories), heading: text(3, 60) })).length(faqCategories.length),
  loadMore: z.object({
    /** The group that ends with the 'Load more FAQs' button. */
    category: z.enum(faqCategories),
    /** Questions (ids from content/site/faqs.yaml) it adds; they leave their own group on the FAQ page. */
    questionIds: z.array(slugSchema).min(1).max(6),
    more: text(3, 40),
    less: text(3, 40),
  }),
  stillHaveQuestions: z.object({ heading: text(5, 60), text: text(20, 300) }),
})
export type FaqPageCopy = z.infer<typeof faqPageCopySchema>
