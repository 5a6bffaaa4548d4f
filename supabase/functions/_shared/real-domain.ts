/**
 * Whether an address is the business's own or a stand-in: the launch check's rule, /admin's choice of backend, and
 * whether Twilio's webhooks need TWILIO_WEBHOOK_BASE_URL (SITE_URL on a real domain).
 */

/** Domains reserved for examples (RFC 2606 and 6761): nothing on them is a real address. */
const reservedDomain = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i

export const isReservedDomain = (host: string): boolean => reservedDomain.test(host)

/** The host of a site URL that is not a real domain: an example, localhost or an IP address. */
export function isRealDomain(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname
  return !isReservedDomain(host) && !/^[\d.]+$/.test(host) && !host.includes(':')
}
