import { UnheadProvider } from '@unhead/react/server'
import { useEffect, type ReactNode } from 'react'
import { Outlet, useLocation } from 'react-router-dom'
import { layoutCopy } from '../../content/data'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ScrollToTopOnNavigation } from '../components/layout/scroll-to-top'
import { AnalyticsScript } from '../features/analytics/analytics-script'
import { rememberCampaign, rememberVisit } from '../features/leads/attribution'
import { ChatWidget } from '../features/leads/chat-widget'
import { markAppStarted } from '../lib/app-started'
import { headForPath } from './head'
import { SiteIcons } from './site-icons'

/** Marks <html data-hydrated> once React has taken over the pre-rendered page, so tests interact only after that. */
function useHydrationMark() {
  useEffect(() => {
    markAppStarted()
  }, [])
}

/**
 * Keeps the campaign (UTM) parameters of the page a visit lands on, and that page and its referrer, for a lead sent
 * from another page.
 */
function useCampaignMemory() {
  const { search } = useLocation()
  useEffect(() => rememberCampaign(search), [search])
  useEffect(() => rememberVisit(location.pathname, document.referrer, location.origin), [])
}

/** While pre-rendering, the head this page's tags go into; the browser writes them itself (src/lib/head-tags.ts). */
function ServerHead({ children }: { children: ReactNode }) {
  const { pathname } = useLocation()
  return import.meta.env.SSR ? <UnheadProvider value={headForPath(pathname)}>{children}</UnheadProvider> : children
}

/** Header, main content and footer of every page. */
export function RootLayout() {
  useHydrationMark()
  useCampaignMemory()
  return (
    <ServerHead>
      <SiteIcons />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutCopy.skipLink}
      </a>
      <Header />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
      <ScrollToTopOnNavigation />
      <ChatWidget />
      <AnalyticsScript />
    </ServerHead>
  )
}
