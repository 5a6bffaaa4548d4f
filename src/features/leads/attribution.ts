/** Where a lead came from: the page it was sent from and the campaign (UTM) parameters of the visit. */
import type { Attribution } from '../../../supabase/functions/_shared/lead-schema'

const utmKeys = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content'] as const
const storageKey = 'lead-campaign'

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

export function currentAttribution(pathname: string): Attribution {
  let campaign: Record<string, unknown> = {}
  try {
    campaign = JSON.parse(sessionStorage.getItem(storageKey) ?? '{}') as Record<string, unknown>
  } catch {
    campaign = {}
  }
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
  }
}
