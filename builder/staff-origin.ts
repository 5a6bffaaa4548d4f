/**
 * The staff origin (decision 0084): the lead console and the content manager are served from an origin of their own,
 * so no script of the public site (its tags, chat and analytics) shares their storage, where the staff session and the
 * editor's git token live. In production it is CONSOLE_URL, a second Cloudflare Pages project that `npm run deploy`
 * uploads from dist-staff/; under `npm start` and `npm run cms` it is the site's port + 1, or CONSOLE_PORT.
 */
import { adminPath, consolePath } from '../src/routing/paths'
import { SettingError } from '../src/routing/setting-error'
import { isLocalHostname } from './post-render/headers'
import { isRealDomain } from './real-domain'

type Env = Record<string, string | undefined>

/**
 * CONSOLE_URL as an origin, or undefined when unset (a build for this machine, whose server redirects to its own staff
 * port). It must be an https origin (http for this machine) other than the site's.
 */
export function staffUrlFromEnv(env: Env, siteUrl: string): string | undefined {
  const raw = env.CONSOLE_URL?.trim()
  if (!raw) return undefined
  const example = 'such as https://staff.yourdomain.com'
  let url: URL
  try {
    url = new URL(raw)
  } catch {
    throw new SettingError(`CONSOLE_URL '${raw}' is not an address: give the staff origin, ${example}`)
  }
  if (url.pathname !== '/' || url.search || url.hash)
    throw new SettingError(
      `CONSOLE_URL '${raw}' has a path: give the staff origin alone, ${example} (the console is its /console)`,
    )
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && isLocalHostname(url.hostname)))
    throw new SettingError(`CONSOLE_URL '${raw}' must start with https:// (http:// only for this machine)`)
  if (isLocalHostname(url.hostname) && isRealDomain(siteUrl))
    throw new SettingError(
      `CONSOLE_URL '${raw}' is this machine, but the site is ${siteUrl}: give the live staff origin, ${example}`,
    )
  if (url.origin === new URL(siteUrl).origin)
    throw new SettingError(
      `CONSOLE_URL '${raw}' is the site's own origin: the console needs a hostname of its own, ${example}`,
    )
  return url.origin
}

/** The staff origin's port on this machine: CONSOLE_PORT, or the site's port + 1. */
export function staffPortFromEnv(env: Env, sitePort: number): number {
  const raw = env.CONSOLE_PORT?.trim()
  const port = raw ? Number(raw) : sitePort + 1
  if (!Number.isInteger(port) || port < 1 || port > 65535)
    throw new SettingError(
      raw
        ? `CONSOLE_PORT '${raw}' is not a port number: use a whole number from 1 to 65535`
        : `The site's port ${sitePort} leaves no port after it for the console: set CONSOLE_PORT`,
    )
  if (port === sitePort)
    throw new SettingError(`CONSOLE_PORT ${port} is the site's own port: give the console another one`)
  return port
}

/** The paths only the staff origin serves; the public origin answers them with a 301 to it. */
export const staffPathPrefixes = [consolePath, adminPath] as const

/** Whether `path` belongs to the staff origin: /console, /admin or anything under them. */
export const isStaffPath = (path: string) =>
  staffPathPrefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
