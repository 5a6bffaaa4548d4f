/**
 * Conversion events for the marketer (docs/decisions/0010): each goes to `window.dataLayer` as
 * `{ event, ...params }`, where Google Tag Manager reads it, and to the tags the build configured
 * (src/features/analytics/tags.ts subscribes with onTrackedEvent). An event names what happened and where, never who:
 * no name, e-mail, phone, address, message or amount tied to a person.
 */

export interface LeadEventParams {
  /** The form's lead source, as the lead stores it. */
  lead_source: 'contact-form' | 'chat-widget'
  /** Which form: the full one (with the address) or the short one. */
  form: 'full' | 'short'
}

export type TrackedEvent =
  | ({ event: 'generate_lead'; page_path: string; town?: string } & LeadEventParams)
  | { event: 'click_to_call'; page_path: string; town?: string; link_location: string }
  | { event: 'calculator_result'; page_path: string; town?: string }
  /** A page shown again from the back/forward cache: each tag counted its first showing itself. */
  | { event: 'page_view'; page_path: string; town?: string }

declare global {
  interface Window {
    dataLayer?: unknown[]
  }
}

type Listener = (event: TrackedEvent) => void
const listeners = new Set<Listener>()

/** Calls `listener` with every event tracked from now on; the returned function stops it. */
export function onTrackedEvent(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** The town slug of a town page or a town's calculator, else undefined. */
export function townOf(path: string): string | undefined {
  // The town pages' and town calculators' address prefixes, from the route patterns at build (builder/vite-config.ts), so
  // the page's scripts carry no content.
  for (const prefix of __TOWN_PATH_PREFIXES__) {
    const slug = path.startsWith(prefix) ? path.slice(prefix.length).replace(/\/$/, '') : ''
    if (slug && !slug.includes('/')) return decodeURIComponent(slug)
  }
  return undefined
}

/** Where an event happened: the page's path (never its query, which may carry identifiers) and its town. */
export function placeOf(pathname: string): { page_path: string; town?: string } {
  const town = townOf(pathname)
  return { page_path: pathname, ...(town ? { town } : {}) }
}

/** Pushes one event to the data layer and to every listener. */
export function trackEvent(event: TrackedEvent): void {
  window.dataLayer ??= []
  window.dataLayer.push({ ...event })
  for (const listener of listeners) {
    try {
      listener(event)
    } catch (error) {
      // A tag's failure must never break the page that tracked the event.
      console.warn(`A tag failed on ${event.event}:`, error)
    }
  }
}

const trackedLeadsKey = 'tracked-leads'
const rememberedLeads = 20

/**
 * generate_lead for one submission, exactly once: its id is remembered (localStorage), so a retry of a submission
 * that already counted, in this tab or after a reload, adds nothing.
 */
export function trackLeadOnce(submissionId: string, params: LeadEventParams, pathname: string): boolean {
  let tracked: string[] = []
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(trackedLeadsKey) ?? '[]')
    tracked = Array.isArray(stored) ? stored.filter((id): id is string => typeof id === 'string') : []
  } catch {
    tracked = []
  }
  if (tracked.includes(submissionId)) return false
  try {
    localStorage.setItem(trackedLeadsKey, JSON.stringify([...tracked, submissionId].slice(-rememberedLeads)))
  } catch {
    // Storage off (private mode): the event still counts once in this page.
  }
  trackEvent({ event: 'generate_lead', lead_source: params.lead_source, form: params.form, ...placeOf(pathname) })
  return true
}

/** click_to_call for a tap on any tel: link, named by the part of the page it sits in. */
export function trackCallTaps(root: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    const link = event.target instanceof Element ? event.target.closest('a[href^="tel:"]') : null
    if (!link) return
    const area = link.closest('header, footer, [role="dialog"], section[id], section[aria-labelledby], main')
    const linkLocation =
      area?.tagName === 'HEADER' || area?.tagName === 'FOOTER'
        ? area.tagName.toLowerCase()
        : area?.getAttribute('role') === 'dialog'
          ? 'dialog'
          : area?.id || area?.tagName.toLowerCase() || 'page'
    trackEvent({ event: 'click_to_call', link_location: linkLocation, ...placeOf(location.pathname) })
  }
  root.addEventListener('click', onClick, { capture: true })
  return () => root.removeEventListener('click', onClick, { capture: true })
}
