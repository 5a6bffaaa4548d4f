import { faqPageCopy } from '../../../content/data'
import type { FaqCategory, FaqEntry } from '../../../content/faqs.schema'

const { loadMore } = faqPageCopy

/** The FAQ page's questions form one group: opening one closes the one open before, whichever section it is in. */
export const faqPageGroup = 'faq'

/** A section's own questions; those the load-more button adds elsewhere leave their section, so none shows twice. */
export const sectionEntries = (entries: readonly FaqEntry[], category: FaqCategory) =>
  entries.filter((entry) => entry.category === category && !loadMore.questionIds.includes(entry.id))

/** The sections of /faq alternate their background. */
export const sectionTinted = (index: number) => index % 2 === 1
