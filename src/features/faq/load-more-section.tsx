import { useState } from 'react'
import { faqLoadMoreEntries, faqPageCopy } from '../../../content/data'
import { buttonClasses } from '../../components/ui/button'
import { Section } from '../../components/ui/section'
import { FaqItem } from './faq-accordion'
import { faqPageGroup, sectionEntries, sectionTinted } from './faq-page-groups'

const { loadMore } = faqPageCopy
const extraEntries = loadMore.questionIds.flatMap((id) => faqLoadMoreEntries.filter((entry) => entry.id === id))

/** The FAQ page's section with the load-more button: an island (decision 0042). */
export function LoadMoreSection({ heading, index }: { heading: string; index: number }) {
  const [showExtra, setShowExtra] = useState(false)
  return (
    <Section id={`faq-${loadMore.category}`} heading={heading} tinted={sectionTinted(index)} narrow>
      <div className="space-y-3" data-testid={`faq-group-${loadMore.category}`}>
        {sectionEntries(faqLoadMoreEntries, loadMore.category).map((entry) => (
          <FaqItem key={entry.id} entry={entry} group={faqPageGroup} />
        ))}
        {extraEntries.map((entry) => (
          // A new element each time they are shown or hidden, so one left open is closed with them.
          <FaqItem key={`${entry.id}-${String(showExtra)}`} entry={entry} group={faqPageGroup} hidden={!showExtra} />
        ))}
      </div>
      <button
        type="button"
        data-requires-script=""
        aria-expanded={showExtra}
        className={buttonClasses('outline', 'mt-6')}
        onClick={() => setShowExtra(!showExtra)}
      >
        {showExtra ? loadMore.less : loadMore.more}
      </button>
    </Section>
  )
}
