/**
 * What must change before the site goes live (decision 0023): every placeholder still in content/ (and each county
 * office whose own site is not confirmed yet, shown unlinked on the town pages), every local fact the owner has not
 * confirmed yet, and every setting a live site needs. `npm run check:launch` prints the list; the build refuses to
 * build for a real domain while it is not empty.
 */
import type { SiteContent } from '../content/validate'

/** Domains reserved for examples (RFC 2606 and 6761): nothing on them is a real address. */
const reservedDomain = /(^|\.)(example\.(com|net|org)|example|test|invalid|localhost)$/i

/** 555-0100 to 555-0199: the range reserved for fiction. */
const fictionalPhone = (phone: string) => /555\D?01\d\d$/.test(phone.replace(/\s/g, ''))

/** The host of a site URL that is not a real domain: an example, localhost or an IP address. */
export function isRealDomain(siteUrl: string): boolean {
  const host = new URL(siteUrl).hostname
  return !reservedDomain.test(host) && !/^[\d.]+$/.test(host) && !host.includes(':')
}

/** A local fact as drafted, not yet checked by the owner: the file, the list it is in, and its title or name. */
export interface UnconfirmedFact {
  file: string
  list: 'situations' | 'neighborhoods' | 'localNotes'
  title: string
}

/** The items of one list of a file that the owner has not confirmed yet. */
function drafted<Item extends { confirmed: boolean }>(
  file: string,
  list: UnconfirmedFact['list'],
  items: readonly Item[],
  titleOf: (item: Item) => string,
): UnconfirmedFact[] {
  return items.filter((item) => !item.confirmed).map((item) => ({ file, list, title: titleOf(item) }))
}

/** Every town's situation, city's neighbourhood and city guide's local note still marked confirmed: false. */
export function unconfirmedFacts(content: SiteContent): UnconfirmedFact[] {
  return [
    ...content.towns.flatMap((town) =>
      drafted(`content/towns/${town.pageSlug}.md`, 'situations', town.situations, (situation) => situation.title),
    ),
    ...content.cityProfiles.flatMap((city) =>
      drafted(`content/cities/${city.slug}.md`, 'neighborhoods', city.neighborhoods, (place) => place.name),
    ),
    ...content.cityGuides.flatMap((guide) =>
      drafted(`content/city-guides/${guide.citySlug}.md`, 'localNotes', guide.localNotes, (note) => note.title),
    ),
  ]
}

/** One line per thing to fix, naming the file and field. Empty when the site is ready. */
export function launchProblems(
  content: SiteContent,
  env: Record<string, string | undefined>,
  siteUrl: string,
): string[] {
  const { business } = content
  const problems: string[] = []
  const phones = {
    phone: business.phone,
    tollFree: business.tollFree,
    fax: business.fax,
    emergencyPhone: business.emergencyPhone,
  }
  for (const [field, phone] of Object.entries(phones))
    if (phone && fictionalPhone(phone))
      problems.push(`content/site/business.yaml: ${field} ${phone} is a 555-01xx number reserved for fiction`)
  if (reservedDomain.test(business.email.split('@')[1] ?? ''))
    problems.push(`content/site/business.yaml: email ${business.email} is on a domain reserved for examples`)
  if (!isRealDomain(business.website))
    problems.push(`content/site/business.yaml: website ${business.website} is not the business's own domain`)
  if (!isRealDomain(siteUrl)) problems.push(`SITE_URL ${siteUrl} is not the site's real domain (set SITE_URL at build)`)
  const placeholder = /placeholder|sample owner|XX-XXXXXXX/i
  const identity = {
    'address.street': business.address.street,
    owner: business.owner,
    legalEntity: business.legalEntity,
    taxId: business.taxId,
    licenseNumber: business.licenseNumber,
  }
  for (const [field, value] of Object.entries(identity))
    if (placeholder.test(value)) problems.push(`content/site/business.yaml: ${field} is a placeholder ("${value}")`)
  for (const { network, url } of business.socialProfiles)
    if (/\/example\b|@example\b/i.test(url))
      problems.push(`content/site/business.yaml: the ${network} profile ${url} is a placeholder`)
  for (const number of business.trackingNumbers)
    if (number.placeholder || fictionalPhone(number.phone))
      problems.push(
        `content/site/business.yaml: trackingNumbers: ${number.source} ${number.phone} is a sample number: put the number your call tracking gives ${number.source}, marked placeholder: false`,
      )
  const samples = content.testimonials.filter((testimonial) => !testimonial.real)
  if (samples.length)
    problems.push(
      `content/site/testimonials.yaml: ${samples.length} sample testimonial${samples.length === 1 ? '' : 's'} (${samples.map((item) => item.id).join(', ')}): publish only real, consented reviews, marked real: true`,
    )
  for (const county of content.counties)
    for (const office of county.offices)
      if (!office.url)
        problems.push(
          `content/counties/${county.slug}.md: offices: ${office.name} has no official site yet; add its url once confirmed`,
        )
  for (const { file, list, title } of unconfirmedFacts(content))
    problems.push(`${file}: ${list}: "${title}" is drafted, not confirmed; check it, then mark it confirmed: true`)
  if (!env.VITE_SUPABASE_URL?.trim() || !env.VITE_SUPABASE_ANON_KEY?.trim())
    problems.push(
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY are not set: the forms would post to the embedded backend, which a static host does not run (supabase/README.md)',
    )
  if (!env.VITE_TURNSTILE_SITE_KEY?.trim())
    problems.push(
      "VITE_TURNSTILE_SITE_KEY is not set: without Cloudflare Turnstile anyone can make notify-lead e-mail its confirmation to any address and spend the day's alerts; set it, and TURNSTILE_SECRET_KEY among the functions' secrets (docs/deploy.md)",
    )
  return problems
}

/** The checklist as a person reads it. */
export function launchChecklist(problems: readonly string[]): string {
  return [
    `Not ready to launch: ${problems.length} thing${problems.length === 1 ? '' : 's'} to fix first.`,
    ...problems.map((problem) => `  [ ] ${problem}`),
  ].join('\n')
}
