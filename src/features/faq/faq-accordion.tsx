import type { FaqEntry } from '../../../content/faqs.schema'
import { AccordionItem } from '../../components/ui/accordion'
import { RichText } from '../../components/ui/rich-text'
import type { QuestionAnswer } from '../../../content/shared.schema'

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
