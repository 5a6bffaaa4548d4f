/**
 * Call tracking numbers (docs/decisions/0043): a visit that came from a source content lists
 * (business.trackingNumbers) sees that source's number wherever a page shows the phone, for the rest of the visit.
 * The pre-rendered HTML keeps the main number; src/browser/phone-numbers.ts swaps it in the page.
 */
import type { BusinessProfile } from '../../content/business.schema'
import { callNumbers } from '../../content/data'

export type TrackingNumber = BusinessProfile['trackingNumbers'][number]

/** What the landing page knows of where the visit came from. */
export interface VisitOrigin {
  /** The landing page's query string. */
  search: string
  /** The address of the page that linked to it, or '' (document.referrer). */
  referrer: string
}

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

/**
 * The number standing for where a visit came from: the first entry whose click id is in the address; else the
 * first whose utm_source it is (without case); else the first naming the referrer's host or a domain above it.
 */
export function trackingNumberFor(origin: VisitOrigin, numbers: readonly TrackingNumber[]): TrackingNumber | undefined {
  const params = new URLSearchParams(origin.search)
  const utmSource = params.get('utm_source')?.trim() ?? ''
  let host = ''
  try {
    host = new URL(origin.referrer).hostname
  } catch {
    // No referrer, or none that is an address.
  }
  const signals: Array<(when: TrackingNumber['when']) => boolean | undefined> = [
    (when) => when.clickIds?.some((name) => params.has(name)),
    (when) => utmSource !== '' && when.utmSources?.some((value) => sameName(value, utmSource)),
    (when) =>
      host !== '' &&
      when.referrerHosts?.some((name) => sameName(host, name) || host.toLowerCase().endsWith(`.${name.toLowerCase()}`)),
  ]
  for (const matches of signals) {
    const found = numbers.find((number) => matches(number.when))
    if (found) return found
  }
  return undefined
}

const storageKey = 'call-tracking-phone'
/** The visit's number once known; kept here too, so a browser without storage still shows it on this page. */
let visitPhone: string | undefined

/**
 * Decides on the visit's first page which number it sees, and keeps it for the visit (this tab's session): later
 * pages, reloads and returns from the back/forward cache show the same number, whatever their own address says.
 */
export function rememberCallSource(origin: VisitOrigin): void {
  const { trackingNumbers } = callNumbers
  if (trackingNumbers.length === 0) return
  let phone: string | null = null
  try {
    phone = sessionStorage.getItem(storageKey)
  } catch {
    // Storage off (private mode): this page decides alone.
  }
  if (phone === null) {
    phone = trackingNumberFor(origin, trackingNumbers)?.phone ?? ''
    try {
      sessionStorage.setItem(storageKey, phone)
    } catch {
      // As above.
    }
  }
  // A number content no longer lists (the site was released again during the visit) gives way to the main one.
  visitPhone = trackingNumbers.find((number) => number.phone === phone)?.phone
}

/** The main phone, as the pre-rendered HTML, the footer's address block and the JSON-LD show it. */
export const mainPhone = callNumbers.phone

/**
 * The number this visit sees: the main phone while pre-rendering and until src/browser/start.ts has decided. An
 * island renders it while hydrating too, since start.ts has swapped its HTML to it before the island starts.
 */
export function displayedPhone(): string {
  return visitPhone ?? mainPhone
}
