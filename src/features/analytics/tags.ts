/**
 * The marketer's tags (docs/decisions/0010): Google Tag Manager, Google Analytics 4 (gtag.js) and the Meta
 * pixel, each only when the build has its id, each added after the page is idle. Their queues (dataLayer, gtag, fbq)
 * exist from the start, so an event tracked before a script arrives is sent when it does. The CSP allows exactly
 * their origins, and only when their ids are set (builder/post-render/headers.ts, tagOrigins).
 */
import { onTrackedEvent, type TrackedEvent } from '../../lib/data-layer'
import { addScriptWhenIdle } from '../../lib/when-idle'

export interface TagIds {
  gtmId?: string
  ga4Id?: string
  metaPixelId?: string
}

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[][]; callMethod?: (...args: unknown[]) => void }

declare global {
  interface Window {
    gtag?: (...args: unknown[]) => void
    fbq?: Queue
    _fbq?: Queue
  }
}

/** The Meta pixel's standard event for each of ours; calculator_result has none, so it goes as a custom event. */
const metaEvents: Record<TrackedEvent['event'], [command: 'track' | 'trackCustom', name: string]> = {
  generate_lead: ['track', 'Lead'],
  click_to_call: ['track', 'Contact'],
  calculator_result: ['trackCustom', 'CalculatorResult'],
  page_view: ['track', 'PageView'],
}

/** The event's parameters without its name. */
const paramsOf = ({ event: _event, ...params }: TrackedEvent) => params

/** Starts every configured tag; the returned function stops listening and removes their scripts. */
export function startTags({ gtmId, ga4Id, metaPixelId }: TagIds): () => void {
  const stops: Array<() => void> = []
  window.dataLayer ??= []
  if (gtmId) {
    // Tag Manager reads the data layer itself: every tracked event is already there.
    window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' })
    stops.push(addScriptWhenIdle(`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(gtmId)}`, {}))
  }
  if (ga4Id) {
    const dataLayer = window.dataLayer
    window.gtag ??= function gtag() {
      // gtag.js reads its commands as the arguments objects themselves.
      // eslint-disable-next-line prefer-rest-params -- the queue format gtag.js expects
      dataLayer.push(arguments)
    }
    window.gtag('js', new Date())
    window.gtag('config', ga4Id)
    stops.push(onTrackedEvent((event) => window.gtag?.('event', event.event, paramsOf(event))))
    stops.push(addScriptWhenIdle(`https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(ga4Id)}`, {}))
  }
  if (metaPixelId) {
    if (!window.fbq) {
      // The queue Meta's snippet defines: calls wait in `queue` until fbevents.js takes over through callMethod.
      const fbq: Queue = (...args: unknown[]) => (fbq.callMethod ? fbq.callMethod(...args) : fbq.queue?.push(args))
      Object.assign(fbq, { queue: [], loaded: true, version: '2.0', push: fbq })
      window.fbq = fbq
      window._fbq ??= fbq
    }
    window.fbq('init', metaPixelId)
    window.fbq('track', 'PageView')
    stops.push(
      onTrackedEvent((event) => {
        const [command, name] = metaEvents[event.event]
        window.fbq?.(command, name, paramsOf(event))
      }),
    )
    stops.push(addScriptWhenIdle('https://connect.facebook.net/en_US/fbevents.js', {}))
  }
  return () => stops.forEach((stop) => stop())
}

/** The ids this build was given (VITE_GTM_ID, VITE_GA4_ID, VITE_META_PIXEL_ID), checked by the build. */
export const buildTagIds: TagIds = {
  gtmId: import.meta.env.VITE_GTM_ID?.trim() || undefined,
  ga4Id: import.meta.env.VITE_GA4_ID?.trim() || undefined,
  metaPixelId: import.meta.env.VITE_META_PIXEL_ID?.trim() || undefined,
}
