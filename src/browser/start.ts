/**
 * Everything a page runs in the browser (decision 0042), started once the page has painted
 * (builder/post-render/paint-first.ts): the visit's attribution and tracking number and the measuring, once the
 * page is seen (src/browser/page-seen.ts), then the pictures, the menu and the islands. No React here: each island
 * loads it when it starts. Links are the browser's own navigations, prerendered ahead (decision 0055).
 */
import { startAnalytics } from '../features/analytics/start-analytics'
import { rememberCampaign, rememberVisit } from '../features/leads/attribution'
import { startIslands } from '../islands/start-islands'
import { rememberCallSource } from '../lib/call-tracking'
import { enhanceMenu } from './menu'
import { pageSeen } from './page-seen'
import { showVisitPhone } from './phone-numbers'
import { watchPictures } from './pictures'

const seen = pageSeen()
seen.first(() => {
  rememberVisit(location.pathname, document.referrer, location.origin)
  rememberCampaign(location.search)
  rememberCallSource({ search: location.search, referrer: document.referrer })
  // Before any island hydrates: an island renders the visit's number (src/lib/call-tracking.ts), as its HTML must show.
  showVisitPhone(document.body)
  const analytics = startAnalytics()
  watchPictures()
  enhanceMenu()
  startIslands()
  seen.again(() => analytics.pageView())
  // Tests wait for this before checking what the scripts do (a tap counted, a menu that says it is open).
  document.documentElement.dataset.started = ''
})
