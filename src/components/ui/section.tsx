import type { ReactNode } from 'react'
import { layoutCopy } from '../../../content/data'
import { classNames } from '../../lib/class-names'
import { pagePath } from '../../routing/paths'
import { ButtonLink } from './button'
import { PhoneLink } from './phone-link'

/** A page section with its heading; the heading names the section for assistive technology. */
export function Section({
  id,
  heading,
  children,
  tinted = false,
  narrow = false,
}: {
  id: string
  heading: string
  children: ReactNode
  tinted?: boolean
  /** Reading width, for running text such as questions and answers. */
  narrow?: boolean
}) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className={classNames('scroll-mt-16 py-12', tinted && 'bg-slate-50')}
    >
      <div className={classNames('mx-auto px-4 sm:px-6', narrow ? 'max-w-3xl' : 'max-w-6xl')}>
        <h2 id={`${id}-heading`} className="mb-6 text-2xl font-bold text-brand md:text-3xl">
          {heading}
        </h2>
        {children}
      </div>
    </section>
  )
}

/** Cards of a title and a text, in a responsive grid. */
export function TitledCards({
  items,
  columns = 3,
}: {
  items: ReadonlyArray<{ title: string; text: string }>
  columns?: 2 | 3 | 4
}) {
  const grid = { 2: 'sm:grid-cols-2', 3: 'sm:grid-cols-2 lg:grid-cols-3', 4: 'sm:grid-cols-2 lg:grid-cols-4' }[columns]
  return (
    <ul className={classNames('grid gap-4', grid)}>
      {items.map((item) => (
        <li key={item.title} className="rounded-xl bg-white p-5 ring-1 ring-slate-200">
          <h3 className="font-bold text-slate-900">{item.title}</h3>
          <p className="mt-2 text-slate-600">{item.text}</p>
        </li>
      ))}
    </ul>
  )
}

/** Steps in order, numbered, side by side from tablet width. */
export function NumberedSteps({ steps }: { steps: ReadonlyArray<{ title: string; text: string }> }) {
  return (
    <ol className="grid gap-6 md:grid-cols-3">
      {steps.map((step, index) => (
        <li key={step.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
          <span
            className="inline-flex size-10 items-center justify-center rounded-full bg-brand-accent font-bold text-white"
            aria-hidden="true"
          >
            {index + 1}
          </span>
          <h3 className="mt-4 text-xl font-bold text-slate-900">{step.title}</h3>
          <p className="mt-2 text-slate-600">{step.text}</p>
        </li>
      ))}
    </ol>
  )
}

/** The columns of a hero with a picture: text first, the picture beside it from 768 px and below it on phones. */
export const heroColumns = 'md:grid md:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] md:items-center md:gap-10'

/**
 * The top of a page: breadcrumbs or a badge, the h1 and what follows it, and the page's picture (a HeroPicture) when
 * it has one; a page without one loads no image code.
 */
export function PageHero({
  breadcrumbs,
  badge,
  heading,
  picture,
  children,
}: {
  breadcrumbs?: ReactNode
  badge?: string
  heading: string
  picture?: ReactNode
  children?: ReactNode
}) {
  return (
    <section className="bg-gradient-to-br from-green-50 to-white">
      <div className="mx-auto max-w-6xl px-4 pt-6 pb-12 sm:px-6">
        {breadcrumbs}
        <div className={picture ? heroColumns : undefined}>
          <div>
            {badge && (
              <p className="mt-6 inline-block rounded-full bg-brand-accent px-4 py-1 text-sm font-bold tracking-wide text-white uppercase">
                {badge}
              </p>
            )}
            <h1 className="mt-6 max-w-3xl text-3xl leading-tight font-extrabold text-brand md:text-5xl">{heading}</h1>
            {children}
          </div>
          {picture}
        </div>
      </div>
    </section>
  )
}

/** A full-width band inviting the visitor to call, with the tap-to-call button. */
export function CallBanner({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-heading`} className="bg-brand py-12 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id={`${id}-heading`} className="text-3xl font-bold">
          {heading}
        </h2>
        {children}
        <PhoneLink variant="primary" className="mt-6" label={layoutCopy.callLabel} />
      </div>
    </section>
  )
}

/** A call banner that offers the contact form first: its heading, a line of text and the form's button. */
export function OfferBanner({ id, copy }: { id: string; copy: { heading: string; text: string; button: string } }) {
  return (
    <CallBanner id={id} heading={copy.heading}>
      <p className="mt-3 text-green-50">{copy.text}</p>
      <ButtonLink href={pagePath('contact')} variant="light" className="mt-6 mr-3">
        {copy.button}
      </ButtonLink>
    </CallBanner>
  )
}

/** The pair of actions most pages offer: ask for an offer, or call. */
export function OfferOrCallActions() {
  return (
    <div className="mt-8 flex flex-col gap-3 sm:flex-row">
      <ButtonLink href={pagePath('contact')}>{layoutCopy.offerCallToAction}</ButtonLink>
      <PhoneLink variant="outline" label={layoutCopy.callLabel} />
    </div>
  )
}
