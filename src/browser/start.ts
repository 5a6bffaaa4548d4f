/**
 * Everything a page runs in the browser (decision 0042), started once the page has painted
 * (builder/post-render/paint-first.ts): the visit's attribution and tracking number, the measuring, the pictures, the
 * menu, the islands, and in-page navigation. No React here: each island loads it when it starts.
 */
import { startAnalytics } from '../features/analytics/start-analytics'
import { rememberCampaign, rememberVisit } from '../features/leads/attribution'
import { startIslands, stopIslands } from '../islands/start-islands'
import { rememberCallSource } from '../lib/call-tracking'
import { enhanceMenu, markCurrentLinks } from './menu'
import { startNavigation } from './navigation'
import { showVisitPhone } from './phone-numbers'
import { watchPictures } from './pictures'

rememberVisit(location.pathname, document.referrer, location.origin)
rememberCampaign(location.search)
rememberCallSource({ search: location.search, referrer: document.referrer })
// Before any island hydrates: an island renders the visit's number (src/lib/call-tracking.ts), as its HTML must show.
showVisitPhone(document.body)
const analytics = startAnalytics()
watchPictures()
enhanceMenu()
startIslands()

const liveRegion = Object.assign(document.createElement('p'), { className: 'sr-only' })
liveRegion.setAttribute('aria-live', 'polite')
document.body.append(liveRegion)

startNavigation({
  leaving: (main) => stopIslands(main),
  arrived: (main) => {
    showVisitPhone(main)
    watchPictures(main)
    startIslands(main)
  },
  viewed: () => {
    rememberCampaign(location.search)
    markCurrentLinks()
    // As a new page would: focus at its start, or at the place its address names, its name read out.
    const target = location.hash && document.getElementById(decodeURIComponent(location.hash.slice(1)))
    if (target && !target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1')
    ;(target || document.getElementById('main'))?.focus({ preventScroll: true })
    liveRegion.textContent = document.title
    analytics.pageView()
  },
})

// Tests wait for this before checking what the scripts do (a tap counted, a menu that says it is open).
document.documentElement.dataset.started = ''
