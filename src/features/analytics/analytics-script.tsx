import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router-dom'
import { trackCallTaps } from '../../lib/data-layer'
import { addScriptWhenIdle } from '../../lib/idle-script'
import { siteUrl } from '../../routing/site-manifest'
import { buildTagIds, startTags } from './tags'

/**
 * What the marketer measures: click_to_call for every tap on a tel: link (to the data layer, always); the tags whose
 * ids the build has (src/features/analytics/tags.ts); and page-view analytics when VITE_ANALYTICS_SRC names a script
 * (a Plausible-style one, told the site's domain through data-domain). The CSP allows each origin only when it is
 * set; every script is added after the page is idle.
 */
export function AnalyticsScript() {
  const src = import.meta.env.VITE_ANALYTICS_SRC?.trim()
  useEffect(() => (src ? addScriptWhenIdle(src, { domain: new URL(siteUrl).host }) : undefined), [src])
  useEffect(() => trackCallTaps(), [])
  useEffect(() => startTags(buildTagIds), [])
  useMetaPageViews()
  return null
}

/** The Meta pixel counts the first page itself; each later page of the visit is a navigation it cannot see. */
function useMetaPageViews() {
  const { pathname } = useLocation()
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    if (buildTagIds.metaPixelId) window.fbq?.('track', 'PageView')
  }, [pathname])
}
