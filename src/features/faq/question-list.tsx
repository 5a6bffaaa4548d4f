import type { QuestionAnswer } from '../../../content/shared.schema'
import { Section } from '../../components/ui/section'
import { SeeMoreFaqsLink } from './see-more-faqs-link'

/** A page's own questions, all open, ending with the link to the FAQ page (they are few, and the FAQPage structured data must match what is visible). */
export function QuestionList({ heading, questions }: { heading: string; questions: readonly QuestionAnswer[] }) {
  return (
    <Section id="questions" heading={heading} tinted narrow>
      <div className="space-y-4" data-testid="questions">
        {questions.map((entry) => (
          <div key={entry.question} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
            <h3 className="font-bold text-slate-900">{entry.question}</h3>
            <p className="mt-2 text-slate-700">{entry.answer}</p>
          </div>
        ))}
      </div>
      <SeeMoreFaqsLink />
    </Section>
  )
}
