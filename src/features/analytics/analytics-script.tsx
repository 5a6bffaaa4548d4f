import { useEffect } from 'react'
import { addScriptWhenIdle } from '../../lib/idle-script'
import { siteUrl } from '../../routing/site-manifest'

/**
 * Page-view analytics, only when VITE_ANALYTICS_SRC names a script (a Plausible-style one, told the site's domain
 * through data-domain); the CSP allows its origin only then. Added after the page is idle.
 */
export function AnalyticsScript() {
  const src = import.meta.env.VITE_ANALYTICS_SRC?.trim()
  useEffect(() => (src ? addScriptWhenIdle(src, { domain: new URL(siteUrl).host }) : undefined), [src])
  return null
}
