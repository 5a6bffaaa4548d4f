import { business, faqPageCopy, faqEntries } from '../../content/data'
import { CallBanner, PageHero, Section } from '../components/ui/section'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { Island } from '../islands/island'
import { LoadMoreSection } from '../features/faq/load-more-section'
import { formatOpeningHours } from '../lib/hours'
import { pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'
import type { FaqCategory } from '../../content/faqs.schema'
import { FaqItem, faqQuestionAnswers } from '../features/faq/faq-accordion'
import { faqPageGroup, sectionEntries, sectionTinted } from '../features/faq/faq-page-groups'
import { useJsonLd } from '../features/seo/use-json-ld'

function QuestionGroup({ category, heading, index }: { category: FaqCategory; heading: string; index: number }) {
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
function FaqPageData() {
  useJsonLd((ld) => [ld.faqPageJsonLd(faqQuestionAnswers(faqEntries))])
  return null
}

const { loadMore } = faqPageCopy

/** /faq: every question by section, one answer open at a time. */
export function Component() {
  useRouteHead(requireRouteEntry(pagePath('faq')))
  return (
    <>
      <PageHero heading={faqPageCopy.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{faqPageCopy.intro}</p>
      </PageHero>
      {faqPageCopy.groups.map((group, index) =>
        group.category === loadMore.category ? (
          <Island
            key={group.category}
            name="faq-more"
            component={LoadMoreSection}
            props={{ heading: group.heading, index }}
            trigger="interaction"
          />
        ) : (
          <QuestionGroup key={group.category} category={group.category} heading={group.heading} index={index} />
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
