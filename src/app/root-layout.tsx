import { UnheadProvider } from '@unhead/react/server'
import { Outlet, useLocation } from 'react-router-dom'
import { layoutCopy } from '../../content/data'
import { Footer } from '../components/layout/footer'
import { Header } from '../components/layout/header'
import { ChatWidget } from '../features/leads/chat-widget'
import { Island } from '../islands/island'
import { headForPath } from './head'
import { SiteIcons } from './site-icons'

/** Header, main content and footer of every page, pre-rendered. */
export function RootLayout() {
  const { pathname } = useLocation()
  return (
    <UnheadProvider value={headForPath(pathname)}>
      <SiteIcons />
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 font-semibold text-brand focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
      >
        {layoutCopy.skipLink}
      </a>
      {import.meta.env.SITE_PREVIEW && (
        // A preview build (decision 0067) says so on every page, small, above the header; classes the pages already
        // use, so the stylesheet every page inlines does not grow.
        <aside aria-labelledby="preview-notice" className="bg-amber-50 px-4 py-1 text-center text-sm text-slate-900">
          <p id="preview-notice">{layoutCopy.previewNotice}</p>
        </aside>
      )}
      <Header
        chat={
          // A provider's chat loads when the browser is idle; the site's own button waits for the visitor.
          <Island
            name="chat"
            component={ChatWidget}
            props={{}}
            trigger={import.meta.env.VITE_CHAT_WIDGET_SRC?.trim() ? 'idle' : 'interaction'}
          />
        }
      />
      <main id="main" tabIndex={-1} className="focus:outline-none">
        <Outlet />
      </main>
      <Footer />
    </UnheadProvider>
  )
}
