import { Section } from './section'

/** A link to a related page, with a line on what it holds. */
export interface RelatedLink {
  title: string
  path: string
  description: string
}

export function RelatedLinks({ heading, links }: { heading: string; links: readonly RelatedLink[] }) {
  return (
    <Section id="related" heading={heading}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {links.map((link) => (
          <li key={link.path} className="rounded-xl p-5 ring-1 ring-slate-200">
            <a href={link.path} className="tap-target font-semibold text-brand underline-offset-4 hover:underline">
              {link.title}
            </a>
            <p className="mt-2 text-sm text-slate-600">{link.description}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
