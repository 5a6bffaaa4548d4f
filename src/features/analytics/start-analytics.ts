/**
 * What the marketer measures: click_to_call for every tap on a tel: link (to the data layer, always); the tags whose
 * ids the build has (src/features/analytics/tags.ts); and page-view analytics when VITE_ANALYTICS_SRC names a script
 * (a Plausible-style one, told the site's domain through data-domain, which counts its pages itself). The
 * CSP allows each origin only when it is set; every script is added after the page is idle.
 */
import { placeOf, trackCallTaps, trackEvent } from '../../lib/data-layer'
import { addScriptWhenIdle } from '../../lib/when-idle'
import { buildTagIds, startTags } from './tags'

/**
 * Starts the measuring, once the page is seen (src/browser/start.ts); the returned function counts the page again
 * when the back/forward cache shows it again, which no tag sees itself (the analytics script counts that itself).
 */
export function startAnalytics(): { pageView(): void } {
  const src = import.meta.env.VITE_ANALYTICS_SRC?.trim()
  if (src) addScriptWhenIdle(src, { domain: new URL(__SITE_URL__).host })
  trackCallTaps()
  startTags(buildTagIds)
  return {
    pageView: () => trackEvent({ event: 'page_view', ...placeOf(location.pathname) }),
  }
}
