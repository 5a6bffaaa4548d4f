import { useState } from 'react'
import { business, faqEntries, faqPageCopy } from '../../content/data'
import type { FaqCategory } from '../../content/faqs.schema'
import { buttonClasses } from '../components/ui/button'
import { CallBanner, PageHero, Section } from '../components/ui/section'
import { FaqItem, faqQuestionAnswers } from '../features/faq/faq-accordion'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { formatOpeningHours } from '../lib/hours'
import { staticPagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/site-manifest'

const { loadMore } = faqPageCopy
const extraEntries = loadMore.questionIds.flatMap((id) => faqEntries.filter((entry) => entry.id === id))
/** A group's own questions; those the load-more button adds elsewhere leave their group, so none shows twice. */
const groupEntries = (category: FaqCategory) =>
  faqEntries.filter((entry) => entry.category === category && !loadMore.questionIds.includes(entry.id))

/** The page's questions form one group: opening one closes the one open before, whichever section it is in. */
const faqGroup = 'faq'

/** /faq: every question by section, one answer open at a time. */
export function Component() {
  useRouteHead(requireRouteEntry(staticPagePath('faq')))
  // Every question is in the pre-rendered HTML (the extra ones hidden until loaded), so all of them are described.
  useJsonLd((ld) => [ld.faqPageJsonLd(faqQuestionAnswers(faqEntries))])
  const [showExtra, setShowExtra] = useState(false)

  return (
    <>
      <PageHero heading={faqPageCopy.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{faqPageCopy.intro}</p>
      </PageHero>
      {faqPageCopy.groups.map((group, index) => (
        <Section
          key={group.category}
          id={`faq-${group.category}`}
          heading={group.heading}
          tinted={index % 2 === 1}
          narrow
        >
          <div className="space-y-3" data-testid={`faq-group-${group.category}`}>
            {groupEntries(group.category).map((entry) => (
              <FaqItem key={entry.id} entry={entry} group={faqGroup} />
            ))}
            {group.category === loadMore.category &&
              extraEntries.map((entry) => (
                // A new element each time they are shown or hidden, so one left open is closed with them.
                <FaqItem key={`${entry.id}-${String(showExtra)}`} entry={entry} group={faqGroup} hidden={!showExtra} />
              ))}
          </div>
          {group.category === loadMore.category && (
            <button
              type="button"
              data-requires-script=""
              aria-expanded={showExtra}
              className={buttonClasses('outline', 'mt-6')}
              onClick={() => setShowExtra(!showExtra)}
            >
              {showExtra ? loadMore.less : loadMore.more}
            </button>
          )}
        </Section>
      ))}
      <CallBanner id="still-have-questions" heading={faqPageCopy.stillHaveQuestions.heading}>
        <p className="mt-3 text-green-50">
          {fillCopy(faqPageCopy.stillHaveQuestions.text, { hours: formatOpeningHours(business.hours) })}
        </p>
      </CallBanner>
    </>
  )
}
