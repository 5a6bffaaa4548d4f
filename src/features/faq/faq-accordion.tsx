import { faqEntries } from '../../../content/data'
import type { FaqCategory, FaqEntry } from '../../../content/faqs.schema'
import { AccordionItem } from '../../components/ui/accordion'
import { RichText } from '../../components/ui/rich-text'
import { Section } from '../../components/ui/section'
import type { QuestionAnswer } from '../../../content/shared.schema'
import { SeeMoreFaqsLink } from './see-more-faqs-link'

/** One site-wide question; those of one `group` open one at a time. */
export function FaqItem({ entry, group, hidden }: { entry: FaqEntry; group: string; hidden?: boolean }) {
  return (
    <AccordionItem group={group} heading={entry.question} hidden={hidden}>
      <RichText html={entry.answerHtml} />
    </AccordionItem>
  )
}

/** For FAQPage structured data: the answer as the HTML the page shows. */
export function faqQuestionAnswers(entries: readonly FaqEntry[]): QuestionAnswer[] {
  return entries.map((entry) => ({ question: entry.question, answer: entry.answerHtml }))
}

/**
 * A block of site-wide questions of one category on a page other than /faq, ending with the link to it (shown
 * through faq-section.tsx).
 */
export function FaqSection({ id, heading, category }: { id: string; heading: string; category: FaqCategory }) {
  const entries = faqEntries.filter((entry) => entry.category === category)
  return (
    <Section id={id} heading={heading} tinted narrow>
      <div className="space-y-3">
        {entries.map((entry) => (
          <FaqItem key={entry.id} entry={entry} group={id} />
        ))}
      </div>
      <SeeMoreFaqsLink />
    </Section>
  )
}
