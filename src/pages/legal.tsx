import { useLocation } from 'react-router-dom'
import { useRouteHead } from '../features/seo/use-route-head'
import { staticPart } from '../lib/deferred-part'
import { staticPagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/site-manifest'

/**
 * The page's whole text is a static part: the page a visit starts on keeps it as pre-rendered and loads none of it
 * (src/lib/deferred-part.tsx).
 */
const LegalText = staticPart(() => import('../features/legal/legal-text').then((module) => module.LegalText))

/** /privacy and /terms. */
export function Component() {
  const { pathname } = useLocation()
  const name = pathname === staticPagePath('privacy') ? 'privacy' : 'terms'
  useRouteHead(requireRouteEntry(staticPagePath(name)))
  return <LegalText name={name} />
}
