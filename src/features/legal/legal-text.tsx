import { legalCopy } from '../../../content/data'
import { RichText } from '../../components/ui/rich-text'
import { PageHero } from '../../components/ui/section'
import { fillCopy } from '../../../content/fill-copy'
import { formatIsoDate } from '../../lib/format'

const sectionId = (index: number) => `section-${index + 1}`

/** A legal page's text: its heading, date, introduction, contents and sections (shown through src/pages/legal.tsx). */
export function LegalText({ name }: { name: 'privacy' | 'terms' }) {
  const document = legalCopy[name]
  return (
    <>
      <PageHero heading={document.heading}>
        <p className="mt-4 font-semibold text-slate-700" data-testid="last-updated">
          {fillCopy(legalCopy.lastUpdatedLabel, { date: formatIsoDate(document.lastUpdated) })}
        </p>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{document.intro}</p>
      </PageHero>
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <nav aria-labelledby="contents-heading" className="rounded-xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <h2 id="contents-heading" className="font-bold text-slate-900">
            {legalCopy.contentsHeading}
          </h2>
          <ol className="mt-3 list-decimal space-y-1 pl-6">
            {document.sections.map((section, index) => (
              <li key={section.heading}>
                <a href={`#${sectionId(index)}`} className="tap-target text-brand underline underline-offset-4">
                  {section.heading}
                </a>
              </li>
            ))}
          </ol>
        </nav>
        {document.sections.map((section, index) => (
          <section key={section.heading} aria-labelledby={sectionId(index)} className="mt-10">
            <h2 id={sectionId(index)} className="scroll-mt-24 text-2xl font-bold text-brand">
              {section.heading}
            </h2>
            <RichText html={section.html} className="mt-4" />
          </section>
        ))}
      </div>
    </>
  )
}
