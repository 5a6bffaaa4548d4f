import { business, faqPageCopy } from '../../content/data'
import { CallBanner, PageHero } from '../components/ui/section'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { Island } from '../islands/island'
import { LoadMoreSection } from '../features/faq/load-more-section'
import { FaqPageData, FaqSection } from './faq-sections'
import { formatOpeningHours } from '../lib/hours'
import { pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

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
