/**
 * A second build of the site with its third-party settings set, served with the embedded backend on a free port,
 * for the browser tests of what only such a build does (tests/e2e/configured-build.spec.ts). It builds a temporary
 * copy of the project (tests/support/built-copy.ts), so dist/ is untouched. The third parties are stand-ins: the
 * Turnstile widget script is answered by the test's browser routes (turnstileWidgetStandIn), siteverify by a local
 * server.
 */
import { standInSecret, standInSiteKey } from '../../supabase/functions/notify-lead/test-support/siteverify-stand-in'
import { startBuiltCopy } from './built-copy'
import { startSiteverifyServer, type SiteverifyServer } from './siteverify-server'

/** The marketing tags' ids of the configured build (each of the format its setting requires). */
export const standInTagIds = { gtm: 'GTM-TEST123', ga4: 'G-TEST12345', metaPixel: '123456789012345' }

/** The build-time settings of the configured build: Turnstile and every marketing tag. */
export const configuredBuildEnv = {
  VITE_TURNSTILE_SITE_KEY: standInSiteKey,
  VITE_GTM_ID: standInTagIds.gtm,
  VITE_GA4_ID: standInTagIds.ga4,
  VITE_META_PIXEL_ID: standInTagIds.metaPixel,
}

export interface ConfiguredSite {
  origin: string
  dataDir: string
  siteverify: SiteverifyServer
  close(): Promise<void>
}

export async function startConfiguredSite(): Promise<ConfiguredSite> {
  const siteverify = await startSiteverifyServer()
  try {
    const site = await startBuiltCopy('ncf-configured-build', configuredBuildEnv, {
      LEAD_RATE_LIMIT: '100000',
      TURNSTILE_SECRET_KEY: standInSecret,
      TURNSTILE_VERIFY_URL: siteverify.url,
    })
    return {
      origin: site.origin,
      dataDir: site.dataDir,
      siteverify,
      async close() {
        await site.close()
        await siteverify.close()
      },
    }
  } catch (error) {
    await siteverify.close()
    throw error
  }
}

/**
 * Cloudflare's api.js as a stand-in: `turnstile.render` puts a challenge frame from Cloudflare's origin into the box
 * (so the CSP's frame-src is exercised) and, 200 ms later, hands the form a token; `reset` issues a fresh one. The
 * tokens start with `pass-`, which the siteverify stand-in accepts, unless the page sets
 * `window.__turnstileTokenPrefix` (a forged token).
 */
export const turnstileWidgetStandIn = `(() => {
  let issued = 0
  const widgets = new Map()
  const issue = (id) => setTimeout(() => {
    const widget = widgets.get(id)
    if (widget) widget.options.callback((window.__turnstileTokenPrefix || 'pass-') + (++issued) + '-' + Math.random().toString(36).slice(2))
  }, 200)
  window.turnstile = {
    render(container, options) {
      const id = 'stand-in-' + (widgets.size + 1)
      const frame = document.createElement('iframe')
      frame.src = 'https://challenges.cloudflare.com/cdn-cgi/challenge-platform/stand-in?sitekey=' + encodeURIComponent(options.sitekey)
      frame.title = 'Cloudflare Turnstile (stand-in)'
      frame.width = '0'
      frame.height = '0'
      container.append(frame)
      widgets.set(id, { options, frame })
      issue(id)
      return id
    },
    reset(id) { issue(id) },
    remove(id) { widgets.get(id)?.frame.remove(); widgets.delete(id) },
  }
})()`

/**
 * Stand-ins of the tags' scripts, answered by the test's browser routes (routeTags in configured-build.spec.ts).
 * Each reports as its real script does, from the origins the real one uses, so the CSP is exercised: Tag Manager
 * hits its own origin for each data layer event; gtag.js sends each `event` command (and the page view of its
 * `config`) to a regional Google Analytics host with sendBeacon; fbevents.js sends each tracked event as a pixel
 * image to www.facebook.com.
 */
export const tagStandIns = {
  gtm: `(() => {
    const hit = (entry) => entry && typeof entry.event === 'string' &&
      fetch('https://www.googletagmanager.com/td?id=${standInTagIds.gtm}&ev=' + encodeURIComponent(entry.event), { mode: 'no-cors' })
    const layer = window.dataLayer
    layer.forEach(hit)
    const push = layer.push.bind(layer)
    layer.push = (...entries) => { entries.forEach(hit); return push(...entries) }
  })()`,
  gtag: `(() => {
    const send = (name) => navigator.sendBeacon('https://region1.google-analytics.com/g/collect?tid=${standInTagIds.ga4}&en=' + encodeURIComponent(name))
    const run = (command) => {
      if (!command || typeof command !== 'object' || !('length' in command)) return
      if (command[0] === 'config') send('page_view')
      if (command[0] === 'event') send(command[1])
    }
    const layer = window.dataLayer
    layer.forEach(run)
    const push = layer.push.bind(layer)
    layer.push = (...entries) => { entries.forEach(run); return push(...entries) }
  })()`,
  meta: `(() => {
    const fbq = window.fbq
    const run = (command, name) => {
      if (command !== 'track' && command !== 'trackCustom') return
      new Image().src = 'https://www.facebook.com/tr?id=${standInTagIds.metaPixel}&ev=' + encodeURIComponent(name)
    }
    fbq.callMethod = (...args) => run(...args)
    fbq.queue.splice(0).forEach((args) => run(...args))
  })()`,
}
