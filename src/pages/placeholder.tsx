/**
 * Interim page for the families whose own templates arrive with later issues (sitemap, blog): it shows the page's title and description from the route manifest,
 * so every manifest URL already exists with its own head.
 */
import { useLocation } from 'react-router-dom'
import { useRouteHead } from '../features/seo/use-route-head'
import type { RouteEntry } from '../routing/manifest'
import { findRouteEntry } from '../routing/site-manifest'
import { OfferOrCallActions } from '../components/ui/section'
import { NotFoundView } from './not-found'

function InterimPage({ entry }: { entry: RouteEntry }) {
  useRouteHead(entry, entry.kind === 'article' || entry.kind === 'city-guide' ? 'article' : 'website')
  return (
    <section className="mx-auto max-w-3xl px-4 py-16 sm:px-6">
      <h1 className="text-3xl font-extrabold text-brand md:text-4xl">{entry.title}</h1>
      <p className="mt-4 text-lg text-slate-700">{entry.description}</p>
      <OfferOrCallActions />
    </section>
  )
}

export function Component() {
  const { pathname } = useLocation()
  const entry = findRouteEntry(pathname)
  return entry ? <InterimPage entry={entry} /> : <NotFoundView />
}
