import { faqEntries } from '../../../content/data'
import type { FaqCategory } from '../../../content/faqs.schema'
import { Section } from '../../components/ui/section'
import { FaqItem } from './faq-accordion'
import { SeeMoreFaqsLink } from './see-more-faqs-link'

/**
 * A block of site-wide questions of one category on a page other than /faq, ending with the link to it; its answers
 * open and close as the browser's own details elements.
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
