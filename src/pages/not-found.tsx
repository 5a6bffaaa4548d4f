import { notFoundCopy } from '../../content/data'
import { ButtonLink } from '../components/ui/button'
import { usePageHead } from '../features/seo/use-page-head'
import { pagePath } from '../routing/paths'

/**
 * The view for any address that is not a page; the server answers it with HTTP 404, and a spam address's stronger
 * robots directives as a header (server/static-site-server.ts).
 */
export function NotFoundView({ heading = notFoundCopy.heading }: { heading?: string }) {
  usePageHead({
    title: notFoundCopy.title,
    description: notFoundCopy.description,
    indexable: false,
  })
  return (
    <section className="mx-auto max-w-2xl px-4 py-24 text-center sm:px-6">
      <p className="text-6xl font-extrabold text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{heading}</h1>
      <p className="mt-4 text-lg text-slate-600">{notFoundCopy.message}</p>
      <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
        <ButtonLink href={pagePath('home')} variant="secondary">
          {notFoundCopy.homeLabel}
        </ButtonLink>
        <ButtonLink href={pagePath('contact')} variant="outline">
          {notFoundCopy.contactLabel}
        </ButtonLink>
      </div>
    </section>
  )
}

export function Component() {
  return <NotFoundView />
}
