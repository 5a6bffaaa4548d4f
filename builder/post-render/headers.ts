/**
 * dist/_headers (Netlify/Cloudflare Pages format): security headers for every response, including a CSP that
 * allows no inline or eval script (decision 0029), and caching: hashed assets forever, pages revalidated.
 * The local server applies this same file, so what the tests see is what a CDN serves.
 */
import type { RouteEntry } from '../../src/routing/manifest'
import { adminPath, consolePath, sitemapXmlPath } from '../../src/routing/paths'
import { speculationRulesHashSource } from './speculation-rules'
import { SettingError } from '../../src/routing/setting-error'

/** Third-party origins the browser may need; each is allowed only when its setting is present. */
export interface HeaderSettings {
  /** Hosted Supabase project (VITE_SUPABASE_URL): the forms post there. */
  supabaseUrl?: string
  /** Chat provider's loader (VITE_CHAT_WIDGET_SRC) and any further origins it loads from (CHAT_WIDGET_CSP_ORIGINS). */
  chatWidgetSrc?: string
  chatWidgetOrigins?: string
  /** Analytics script (VITE_ANALYTICS_SRC): loaded after the page is idle; it reports page views to its origin. */
  analyticsSrc?: string
  /** Cloudflare Turnstile's site key (VITE_TURNSTILE_SITE_KEY): its script and frame come from turnstileOrigin. */
  turnstileSiteKey?: string
  /** The marketer's tags (VITE_GTM_ID, VITE_GA4_ID, VITE_META_PIXEL_ID): each brings the origins of tagOrigins. */
  gtmId?: string
  ga4Id?: string
  metaPixelId?: string
}

/**
 * The origins each tag loads from and reports to, as Google and Meta document them for a CSP (Google Analytics 4
 * reports to regional hosts, hence its wildcards).
 */
export const tagOrigins = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com'],
    connect: ['https://www.googletagmanager.com'],
  },
  ga4: {
    script: ['https://*.googletagmanager.com'],
    img: ['https://*.google-analytics.com', 'https://*.googletagmanager.com'],
    connect: ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'],
  },
  meta: {
    script: ['https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
} as const

/** What each tag id looks like; another value stops the build, naming the setting. */
const tagIdFormats = [
  ['VITE_GTM_ID', 'gtmId', /^GTM-[A-Z0-9]{4,12}$/, 'GTM-XXXXXXX'],
  ['VITE_GA4_ID', 'ga4Id', /^G-[A-Z0-9]{4,16}$/, 'G-XXXXXXXXXX'],
  ['VITE_META_PIXEL_ID', 'metaPixelId', /^\d{6,20}$/, 'a number such as 123456789012345'],
] as const

/** The settings that measure visitors: the page-view script and the tags above. A preview build drops them. */
export const analyticsSettings = ['VITE_ANALYTICS_SRC', ...tagIdFormats.map(([name]) => name)]

/** The tags whose ids are set, each checked against its format. */
function configuredTags(settings: HeaderSettings): Array<keyof typeof tagOrigins> {
  for (const [name, key, format, example] of tagIdFormats) {
    const value = settings[key]
    if (value !== undefined && !format.test(value))
      throw new SettingError(`${name} '${value}' is not a valid id: it looks like ${example}`)
  }
  return (['gtm', 'ga4', 'meta'] as const).filter(
    (tag) => settings[({ gtm: 'gtmId', ga4: 'ga4Id', meta: 'metaPixelId' } as const)[tag]] !== undefined,
  )
}

/** Where Cloudflare Turnstile's script and challenge frame come from (src/features/leads/turnstile.ts). */
export const turnstileOrigin = 'https://challenges.cloudflare.com'

export function headerSettingsFromEnv(env: Record<string, string | undefined>): HeaderSettings {
  // The widget loads only with both its loader and its id (src/features/leads/chat-widget.tsx); so does its CSP.
  const chatConfigured = Boolean(env.VITE_CHAT_WIDGET_SRC?.trim() && env.VITE_CHAT_WIDGET_ID?.trim())
  return {
    supabaseUrl: env.VITE_SUPABASE_URL?.trim() || undefined,
    chatWidgetSrc: chatConfigured ? env.VITE_CHAT_WIDGET_SRC?.trim() : undefined,
    chatWidgetOrigins: env.CHAT_WIDGET_CSP_ORIGINS?.trim() || undefined,
    analyticsSrc: env.VITE_ANALYTICS_SRC?.trim() || undefined,
    turnstileSiteKey: env.VITE_TURNSTILE_SITE_KEY?.trim() || undefined,
    gtmId: env.VITE_GTM_ID?.trim() || undefined,
    ga4Id: env.VITE_GA4_ID?.trim() || undefined,
    metaPixelId: env.VITE_META_PIXEL_ID?.trim() || undefined,
  }
}

/** This machine's names, the only hosts a setting may give over plain http. */
export const isLocalHostname = (hostname: string) => hostname === 'localhost' || hostname === '127.0.0.1'

/** The origin of a configured URL; a value that is not an https URL stops the build with the setting named. */
export function settingOrigin(setting: string, value: string): string {
  let url: URL
  try {
    url = new URL(value)
  } catch {
    throw new SettingError(`${setting} '${value}' is not a URL: give the full address, e.g. https://example.com/...`)
  }
  const local = isLocalHostname(url.hostname)
  const secure = url.protocol === 'https:' || url.protocol === 'wss:'
  if (!secure && !(local && (url.protocol === 'http:' || url.protocol === 'ws:')))
    throw new SettingError(`${setting} '${value}' must start with https:// or wss:// (http:// only for localhost)`)
  return url.origin
}

/** The chat provider's origins: web origins for its scripts, styles, pictures and frames; sockets only to connect. */
function chatOrigins(settings: HeaderSettings): { web: string[]; sockets: string[] } {
  if (!settings.chatWidgetSrc) return { web: [], sockets: [] }
  const origins = [
    settingOrigin('VITE_CHAT_WIDGET_SRC', settings.chatWidgetSrc),
    ...(settings.chatWidgetOrigins ?? '')
      .split(/[\s,]+/)
      .filter(Boolean)
      .map((origin) => settingOrigin('CHAT_WIDGET_CSP_ORIGINS', origin)),
  ]
  const isSocket = (origin: string) => /^wss?:/.test(origin)
  return { web: origins.filter((origin) => !isSocket(origin)), sockets: origins.filter(isSocket) }
}

/**
 * Scripts only from this origin, and the inline scripts whose hashes `inlineScripts` lists (the speculation rules);
 * no other inline script, no eval. Styles allow 'unsafe-inline': Radix and sonner insert
 * <style> elements and style attributes whose values change at run time, so no hash can list them; styles cannot
 * run code.
 */
export function contentSecurityPolicy(settings: HeaderSettings, inlineScripts: readonly string[] = []): string {
  const { web: chat, sockets: chatSockets } = chatOrigins(settings)
  const analytics = settings.analyticsSrc ? [settingOrigin('VITE_ANALYTICS_SRC', settings.analyticsSrc)] : []
  const supabase = settings.supabaseUrl ? [settingOrigin('VITE_SUPABASE_URL', settings.supabaseUrl)] : []
  const turnstile = settings.turnstileSiteKey ? [turnstileOrigin] : []
  const frames = [...chat, ...turnstile]
  const tags = configuredTags(settings).map((tag) => tagOrigins[tag])
  const tagsFor = (kind: 'script' | 'img' | 'connect') => tags.flatMap((origins) => origins[kind])
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'self'"]],
    ['script-src', ["'self'", ...inlineScripts, ...chat, ...analytics, ...turnstile, ...tagsFor('script')]],
    ['style-src', ["'self'", "'unsafe-inline'", ...chat]],
    ['img-src', ["'self'", ...chat, ...analytics, ...tagsFor('img')]],
    ['font-src', ["'self'", ...chat]],
    ['connect-src', ["'self'", ...supabase, ...chat, ...chatSockets, ...analytics, ...tagsFor('connect')]],
    ['frame-src', frames.length ? frames : ["'none'"]],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`).join('; ')
}

/**
 * The lead console's CSP: stricter than the site's, since it shows personal data. Scripts and styles only from this
 * origin (no inline style either: the console sets none), requests only to this origin and the Supabase project.
 */
export function consolePolicy(settings: HeaderSettings): string {
  const supabase = settings.supabaseUrl ? [settingOrigin('VITE_SUPABASE_URL', settings.supabaseUrl)] : []
  const directives: Array<[string, string[]]> = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'"]],
    ['style-src', ["'self'"]],
    ['img-src', ["'self'"]],
    ['connect-src', ["'self'", ...supabase]],
    ['manifest-src', ["'self'"]],
    ['base-uri', ["'none'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ]
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ')
}

export function securityHeaders(
  settings: HeaderSettings,
  inlineScripts: readonly string[] = [],
): Array<[string, string]> {
  return [
    ['Content-Security-Policy', contentSecurityPolicy(settings, inlineScripts)],
    ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains'],
    ['X-Content-Type-Options', 'nosniff'],
    ['X-Frame-Options', 'DENY'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    [
      'Permissions-Policy',
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    ],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ]
}

export const cacheControl = {
  /** Vite names assets by content hash: a changed file gets a new name. */
  hashedAsset: 'public, max-age=31536000, immutable',
  /** Pictures keep their names when re-encoded, so a day, then served stale while a fresh copy is fetched. */
  picture: 'public, max-age=86400, stale-while-revalidate=604800',
  /** Pages and the SEO files: always asked again, answered 304 while unchanged. */
  revalidate: 'public, max-age=0, must-revalidate',
} as const

/**
 * Path patterns that cover every page and nothing else: Cloudflare Pages joins the values of a header set by two
 * matching rules, so Cache-Control is never given under /* and again under /assets/*.
 */
export function pagePatterns(paths: readonly string[]): string[] {
  const patterns = new Set<string>()
  for (const path of paths) {
    const [first, ...rest] = path.split('/').filter(Boolean)
    if (!first) patterns.add('/')
    else patterns.add(rest.length ? `/${first}/*` : `/${first}`)
  }
  return [...patterns]
}

/** `preview`: a preview build, noindex everywhere (decision 0067). The staff origin has a file of its own. */
export function headersFileText(
  manifest: readonly RouteEntry[],
  settings: HeaderSettings,
  { preview = false } = {},
): string {
  const { blocks, add } = headerBlocks()
  const patterns = pagePatterns(manifest.map((entry) => entry.path))
  for (const header of securityHeaders(settings, [speculationRulesHashSource(patterns)])) add('/*', header)
  add('/assets/*', ['Cache-Control', cacheControl.hashedAsset])
  add('/images/*', ['Cache-Control', cacheControl.picture])
  for (const pattern of patterns) add(pattern, ['Cache-Control', cacheControl.revalidate])
  for (const path of [sitemapXmlPath, '/robots.txt']) add(path, ['Cache-Control', cacheControl.revalidate])
  // Pages outside the sitemap say noindex in their head too; the header also covers crawlers that skip the HTML. A
  // preview (decision 0067) says it for every path, once: Cloudflare would join a second rule's value to the first.
  const noindex: [string, string] = ['X-Robots-Tag', 'noindex']
  if (preview) add('/*', noindex)
  else for (const entry of manifest.filter((page) => !page.indexable)) add(entry.path, noindex)
  return headerFileText(blocks)
}

/**
 * The staff origin's _headers (decision 0084): the console's CSP (scripts from this origin only) and noindex on every
 * path, and the content manager's CSP on /admin when the build has one (`adminPolicy`, builder/cms/admin.ts).
 * Cloudflare joins the values of a header two matching rules set, so /admin's rules first detach the origin's CSP and
 * opener policy ("! Content-Security-Policy"); the local server lets the later rule win, to the same effect.
 */
export function staffHeadersFileText(settings: HeaderSettings, adminPolicy?: string): string {
  const { blocks, add } = headerBlocks()
  for (const [name, value] of securityHeaders(settings))
    add('/*', [name, name === 'Content-Security-Policy' ? consolePolicy(settings) : value])
  add('/*', ['X-Robots-Tag', 'noindex'])
  for (const path of [consolePath, '/robots.txt']) add(path, ['Cache-Control', cacheControl.revalidate])
  add(`${consolePath}/assets/*`, ['Cache-Control', cacheControl.hashedAsset])
  // GitHub's sign-in in /admin opens the OAuth relay in a popup that answers through window.opener, which a
  // same-origin opener policy would cut; /admin allows popups it opens.
  if (adminPolicy)
    for (const pattern of [adminPath, `${adminPath}/*`]) {
      add(pattern, ['! Content-Security-Policy', ''])
      add(pattern, ['Content-Security-Policy', adminPolicy])
      add(pattern, ['! Cross-Origin-Opener-Policy', ''])
      add(pattern, ['Cross-Origin-Opener-Policy', 'same-origin-allow-popups'])
      add(pattern, ['Cache-Control', cacheControl.revalidate])
    }
  return headerFileText(blocks, "the build's settings, for the staff origin (decision 0084)")
}

function headerBlocks() {
  const blocks = new Map<string, Array<[string, string]>>()
  const add = (pattern: string, header: [string, string]) =>
    blocks.set(pattern, [...(blocks.get(pattern) ?? []), header])
  return { blocks, add }
}

function headerFileText(
  blocks: ReadonlyMap<string, ReadonlyArray<readonly [string, string]>>,
  from = "the route manifest and the build's settings",
): string {
  const text = [...blocks].map(
    ([pattern, headers]) =>
      `${pattern}\n${headers.map(([name, value]) => (name.startsWith('!') ? `  ${name}` : `  ${name}: ${value}`)).join('\n')}`,
  )
  return `# Generated by npm run build from ${from}; do not edit.\n${text.join('\n\n')}\n`
}
