/**
 * What the marketer measures: click_to_call for every tap on a tel: link (to the data layer, always); the tags whose
 * ids the build has (src/features/analytics/tags.ts); and page-view analytics when VITE_ANALYTICS_SRC names a script
 * (a Plausible-style one, told the site's domain through data-domain, which counts in-page navigations itself). The
 * CSP allows each origin only when it is set; every script is added after the page is idle.
 */
import { trackCallTaps } from '../../lib/data-layer'
import { addScriptWhenIdle } from '../../lib/when-idle'
import { buildTagIds, startTags } from './tags'

/** Starts the measuring; the returned function counts a page reached by an in-page navigation. */
export function startAnalytics(): { pageView(): void } {
  const src = import.meta.env.VITE_ANALYTICS_SRC?.trim()
  if (src) addScriptWhenIdle(src, { domain: new URL(__SITE_URL__).host })
  trackCallTaps()
  startTags(buildTagIds)
  return {
    // The Meta pixel counts the first page itself; each later page of the visit is a navigation it cannot see.
    pageView: () => {
      if (buildTagIds.metaPixelId) window.fbq?.('track', 'PageView')
    },
  }
}
