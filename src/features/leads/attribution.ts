/** Where a lead came from: the page it was sent from and the campaign (UTM) parameters of the visit. */
import type { Attribution } from '#lead-schema'

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
const storageKey = 'lead-campaign'
const visitKey = 'lead-visit'

/**
 * Keeps the first page of the visit (this tab's session) and the site that sent the visitor there: its origin and
 * path only, never its query (which may carry someone's identifiers). A link from this site is no referrer.
 */
export function rememberVisit(pathname: string, referrer: string, ownOrigin: string): void {
  try {
    if (sessionStorage.getItem(visitKey)) return
    let from: string | null = null
    try {
      const url = new URL(referrer)
      if (url.origin !== ownOrigin && /^https?:$/.test(url.protocol)) from = `${url.origin}${url.pathname}`
    } catch {
      from = null
    }
    sessionStorage.setItem(visitKey, JSON.stringify({ landing_page: pathname, referrer: from }))
  } catch {
    // Storage can be off (private mode); the lead then goes without the visit's first page.
  }
}

/** Keeps the UTM parameters of the page a visit landed on, for a lead sent later from another page. */
export function rememberCampaign(search: string): void {
  const params = new URLSearchParams(search)
  const campaign = Object.fromEntries(utmKeys.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])))
  if (Object.keys(campaign).length === 0) return
  try {
    sessionStorage.setItem(storageKey, JSON.stringify(campaign))
  } catch {
    // Storage can be off (private mode); the lead then goes without campaign data.
  }
}

/**
 * One line of printable text within `max` UTF-16 units (the schema's measure, stricter than the database's
 * characters), cut between characters so no emoji is split in half.
 */
export function cleanText(text: string, max: number): string {
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  const printable = text.replace(/[\u0000-\u001F\u007F-\u009F]+/g, ' ').trim()
  let kept = ''
  for (const character of printable) {
    if (kept.length + character.length > max) break
    kept += character
  }
  return kept.trim()
}

function stored(key: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(key) ?? '{}')
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

export function currentAttribution(pathname: string): Attribution {
  const campaign = stored(storageKey)
  const visit = stored(visitKey)
  const landing = typeof visit.landing_page === 'string' ? cleanText(visit.landing_page, 300) : ''
  // Campaign values come from links anyone can write: clean them so they can never make a lead invalid.
  const value = (key: (typeof utmKeys)[number]) =>
    typeof campaign[key] === 'string' ? cleanText(campaign[key] as string, 200) || null : null
  return {
    page_path: cleanText(pathname, 300) || '/',
    utm_source: value('utm_source'),
    utm_medium: value('utm_medium'),
    utm_campaign: value('utm_campaign'),
    utm_term: value('utm_term'),
    utm_content: value('utm_content'),
    landing_page: landing.startsWith('/') ? landing : null,
    referrer: typeof visit.referrer === 'string' ? cleanText(visit.referrer, 300) || null : null,
  }
}
