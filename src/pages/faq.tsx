import { useState } from 'react'
import { business, faqLoadMoreEntries, faqPageCopy } from '../../content/data'
import { buttonClasses } from '../components/ui/button'
import { CallBanner, PageHero, Section } from '../components/ui/section'
import { FaqItem } from '../features/faq/faq-accordion'
import { faqPageGroup, sectionEntries, sectionTinted } from '../features/faq/faq-page-groups'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { staticPart } from '../lib/deferred-part'
import { formatOpeningHours } from '../lib/hours'
import { staticPagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/site-manifest'

const { loadMore } = faqPageCopy
const extraEntries = loadMore.questionIds.flatMap((id) => faqLoadMoreEntries.filter((entry) => entry.id === id))

/** The sections without the button, and the page's structured data (src/pages/faq-sections.tsx), as static parts. */
const sections = () => import('./faq-sections')
const FaqSection = staticPart(async () => (await sections()).FaqSection)
const FaqPageData = staticPart(async () => (await sections()).FaqPageData)

/** The section with the load-more button, the one part of the page the app runs. */
function LoadMoreSection({ heading, index }: { heading: string; index: number }) {
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

/** /faq: every question by section, one answer open at a time. */
export function Component() {
  useRouteHead(requireRouteEntry(staticPagePath('faq')))
  return (
    <>
      <PageHero heading={faqPageCopy.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{faqPageCopy.intro}</p>
      </PageHero>
      {faqPageCopy.groups.map((group, index) =>
        group.category === loadMore.category ? (
          <LoadMoreSection key={group.category} heading={group.heading} index={index} />
        ) : (
          <FaqSection key={group.category} category={group.category} heading={group.heading} index={index} />
        ),
      )}
      <CallBanner id="still-have-questions" heading={faqPageCopy.stillHaveQuestions.heading}>
        <p className="mt-3 text-green-50">
          {fillCopy(faqPageCopy.stillHaveQuestions.text, { hours: formatOpeningHours(business.hours) })}
        </p>
      </CallBanner>
      <FaqPageData />
    </>
  )
}
