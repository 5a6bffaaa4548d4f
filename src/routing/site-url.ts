import { business } from '../../content/data'
import { SettingError } from './setting-error'

/**
 * The origin every absolute URL (canonical, Open Graph, sitemap) starts with.
 * SITE_URL overrides the business profile's website, e.g. for a staging host.
 */
export function resolveSiteUrl(env: Record<string, string | undefined>): string {
  const raw = env.SITE_URL?.trim() || business.website
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SettingError(`SITE_URL '${raw}' is not a URL: set it to the site's origin, e.g. https://www.example.com`)
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    throw new SettingError(`SITE_URL '${raw}' must start with https:// (or http:// for a local host)`)
  }
  if (url.pathname !== '/' || url.search || url.hash) {
    throw new SettingError(
      `SITE_URL '${raw}' must be an origin only, without a path, query or fragment, e.g. ${url.origin}`,
    )
  }
  return url.origin
}
