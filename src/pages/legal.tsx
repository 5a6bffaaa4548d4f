import { useLocation } from 'react-router-dom'
import { useRouteHead } from '../features/seo/use-route-head'
import { LegalText } from '../features/legal/legal-text'
import { pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

/** /privacy and /terms. */
export function Component() {
  const { pathname } = useLocation()
  const name = pathname === pagePath('privacy') ? 'privacy' : 'terms'
  useRouteHead(requireRouteEntry(pagePath(name)))
  return <LegalText name={name} />
}
