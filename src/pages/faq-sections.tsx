/** The FAQ page's sections but the one with the load-more button (src/pages/faq.tsx), and its structured data. */
import { faqEntries } from '../../content/data'
import type { FaqCategory } from '../../content/faqs.schema'
import { Section } from '../components/ui/section'
import { FaqItem, faqQuestionAnswers } from '../features/faq/faq-accordion'
import { faqPageGroup, sectionEntries, sectionTinted } from '../features/faq/faq-page-groups'
import { useJsonLd } from '../features/seo/use-json-ld'

export function FaqSection({ category, heading, index }: { category: FaqCategory; heading: string; index: number }) {
  return (
    <Section id={`faq-${category}`} heading={heading} tinted={sectionTinted(index)} narrow>
      <div className="space-y-3" data-testid={`faq-group-${category}`}>
        {sectionEntries(faqEntries, category).map((entry) => (
          <FaqItem key={entry.id} entry={entry} group={faqPageGroup} />
        ))}
      </div>
    </Section>
  )
}

/** FAQPage data for every question: all are in the pre-rendered HTML (the extra ones hidden until loaded). */
export function FaqPageData() {
  useJsonLd((ld) => [ld.faqPageJsonLd(faqQuestionAnswers(faqEntries))])
  return null
}
