/**
 * What must change before the site goes live (decisions 0023, 0066): every placeholder still in content/ (and each
 * county office whose own site is not confirmed yet, shown unlinked on the town pages), every local fact the owner has
 * not confirmed yet, and every setting a live site needs. It is one list of items, each naming where it is fixed and
 * what to do: `npm run check:launch` prints it a line an item, /admin/launch shows it grouped with a link into the
 * content manager, and the build refuses to build for a real domain while it is not empty.
 */
import type { SiteContent } from '../content/validate'
import { cmsEntryLink, type CmsEntryLink } from './cms/config'
import { isRealDomain, isReservedDomain } from './real-domain'
import { messagingServicePattern } from '../supabase/functions/_shared/twilio-sids'
import { browserKeyOf } from './supabase-keys'

/** 555-0100 to 555-0199: the range reserved for fiction. */
const fictionalPhone = (phone: string) => /555\D?01\d\d$/.test(phone.replace(/\s/g, ''))

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

/** What an item concerns, in the order the list gives them. */
export const launchGroups = ['business', 'testimonials', 'offices', 'facts', 'texts', 'settings'] as const
export type LaunchGroup = (typeof launchGroups)[number]

/** One thing to do before launch. */
export interface LaunchItem {
  group: LaunchGroup
  /** Where it is fixed: a file of content/, or the build's setting(s) by name. */
  where: string
  /** What is wrong and what to do, in plain words. */
  todo: string
  /** The content manager's entry that holds it (for a file of content/). */
  cmsEntry?: CmsEntryLink
}

/** Every thing to do before launch, grouped in the order of launchGroups. Empty when the site is ready. */
export function launchItems(
  content: SiteContent,
  env: Record<string, string | undefined>,
  siteUrl: string,
): LaunchItem[] {
  const { business } = content
  const items: LaunchItem[] = []
  const inFile = (group: LaunchGroup, file: string, todo: string) =>
    items.push({ group, where: file, todo, cmsEntry: cmsEntryLink(file) })
  const inBusiness = (todo: string) => inFile('business', 'content/site/business.yaml', todo)
  const phones = {
    phone: business.phone,
    tollFree: business.tollFree,
    fax: business.fax,
    emergencyPhone: business.emergencyPhone,
  }
  for (const [field, phone] of Object.entries(phones))
    if (phone && fictionalPhone(phone))
      inBusiness(`${field} ${phone} is a 555-01xx number reserved for fiction: put the business's real number`)
  if (isReservedDomain(business.email.split('@')[1] ?? ''))
    inBusiness(`email ${business.email} is on a domain reserved for examples: put the address customers write to`)
  if (!isRealDomain(business.website))
    inBusiness(`website ${business.website} is not the business's own domain: put the site's real address`)
  const placeholder = /placeholder|sample owner|XX-XXXXXXX/i
  const identity = {
    'address.street': business.address.street,
    owner: business.owner,
    legalEntity: business.legalEntity,
    taxId: business.taxId,
    licenseNumber: business.licenseNumber,
  }
  for (const [field, value] of Object.entries(identity))
    if (placeholder.test(value)) inBusiness(`${field} is a placeholder ("${value}"): put the real one`)
  for (const { network, url } of business.socialProfiles)
    if (/\/example\b|@example\b/i.test(url))
      inBusiness(`the ${network} profile ${url} is a placeholder: put the business's page, or remove it`)
  for (const number of business.trackingNumbers)
    if (number.placeholder || fictionalPhone(number.phone))
      inBusiness(
        `trackingNumbers: ${number.source} ${number.phone} is a sample number: put the number your call tracking gives ${number.source}, marked placeholder: false`,
      )
  for (const testimonial of content.testimonials.filter((item) => !item.real))
    inFile(
      'testimonials',
      'content/site/testimonials.yaml',
      `${testimonial.id} is a sample testimonial: publish only real, consented reviews, marked real: true`,
    )
  for (const county of content.counties)
    for (const office of county.offices)
      if (!office.url)
        inFile(
          'offices',
          `content/counties/${county.slug}.md`,
          `offices: ${office.name} has no official site yet; add its url once confirmed`,
        )
  for (const { file, list, title } of unconfirmedFacts(content))
    inFile(
      'facts',
      file,
      `${list}: "${title}" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)`,
    )
  items.push(...textingItems(content, env))
  const setting = (where: string, todo: string) => items.push({ group: 'settings', where, todo })
  if (!isRealDomain(siteUrl)) setting('SITE_URL', `${siteUrl} is not the site's real domain: set it at build`)
  if (!env.VITE_SUPABASE_URL?.trim() || !browserKeyOf(env).key)
    setting(
      'VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY',
      'not set: the forms would post to the embedded backend, which a static host does not run (supabase/README.md)',
    )
  if (!env.VITE_TURNSTILE_SITE_KEY?.trim())
    setting(
      'VITE_TURNSTILE_SITE_KEY',
      "not set: without Cloudflare Turnstile anyone can make notify-lead e-mail its confirmation to any address and spend the day's alerts; set it, and TURNSTILE_SECRET_KEY among the functions' secrets (docs/deploy.md)",
    )
  return items
}

/** Where in Twilio's console each step of the A2P 10DLC registration shows as done (docs/decisions/0078). */
const textingSteps: Record<keyof SiteContent['business']['textingRegistration'], string> = {
  brand:
    "confirm that Twilio's console shows the A2P 10DLC brand as approved (Trust Hub > Registrations > A2P Brands), then switch on its Confirmed toggle",
  campaign:
    "confirm that Twilio's console shows the A2P 10DLC campaign, registered with the text of npm run campaign, as approved (Trust Hub > Registrations > A2P Campaigns), then switch on its Confirmed toggle",
  messagingService:
    "confirm that the campaign's Messaging Service lists every number of the business in its sender pool (Messaging > Services > the service > Sender Pool), then switch on its Confirmed toggle",
}

const toTheService = "set it to the Messaging Service's SID (MG...) the campaign is attached to"

/** What is wrong with TWILIO_FROM for texts on a live site, when the environment shows Twilio is used. */
function twilioFromProblem(env: Record<string, string | undefined>): string | undefined {
  const from = env.TWILIO_FROM?.trim()
  if (!from)
    return env.TWILIO_ACCOUNT_SID?.trim()
      ? `not set: text-backs would go from the number called, outside any A2P 10DLC campaign; ${toTheService}`
      : undefined
  if (messagingServicePattern.test(from)) return undefined
  if (/^\+?[\d\s().-]{10,}$/.test(from))
    return `a phone number: US carriers block texts from a 10-digit number outside an A2P 10DLC campaign; ${toTheService}`
  return `not a Messaging Service SID (MG and 32 hexadecimal digits): ${toTheService}`
}

/**
 * US carriers block texts from a 10-digit number outside an approved A2P 10DLC campaign: each registration step the
 * owner has not confirmed, and a TWILIO_FROM (when the build's environment has it) that is not the campaign's
 * Messaging Service.
 */
function textingItems(content: SiteContent, env: Record<string, string | undefined>): LaunchItem[] {
  const file = 'content/site/business.yaml'
  const steps = Object.entries(textingSteps) as Array<[keyof typeof textingSteps, string]>
  const items: LaunchItem[] = steps
    .filter(([step]) => !content.business.textingRegistration[step].confirmed)
    .map(([step, todo]) => ({
      group: 'texts',
      where: file,
      todo: `textingRegistration.${step}: ${todo}`,
      cmsEntry: cmsEntryLink(file),
    }))
  const todo = twilioFromProblem(env)
  if (todo) items.push({ group: 'settings', where: 'TWILIO_FROM', todo })
  // On a real domain the webhooks refuse every request without it (decision 0082): the signed address is never Host.
  if ((env.TWILIO_ACCOUNT_SID?.trim() || env.TWILIO_AUTH_TOKEN?.trim()) && !env.TWILIO_WEBHOOK_BASE_URL?.trim())
    items.push({
      group: 'settings',
      where: 'TWILIO_WEBHOOK_BASE_URL',
      todo: 'not set: inbound-call and inbound-sms refuse every call and text on a live site without it; set it to the address Twilio calls, https://<project-ref>.supabase.co/functions/v1',
    })
  return items
}

/** An item as one line: where, then what to do. */
export const launchLine = (item: LaunchItem): string => `${item.where}: ${item.todo}`

/** One line per thing to fix, naming the file and field. Empty when the site is ready. */
export function launchProblems(
  content: SiteContent,
  env: Record<string, string | undefined>,
  siteUrl: string,
): string[] {
  return launchItems(content, env, siteUrl).map(launchLine)
}

/** "1 thing", "198 things". */
export const launchCount = (count: number): string => `${count} thing${count === 1 ? '' : 's'}`

/** The checklist as a person reads it. */
export function launchChecklist(problems: readonly string[]): string {
  return [
    `Not ready to launch: ${launchCount(problems.length)} to fix first.`,
    ...problems.map((problem) => `  [ ] ${problem}`),
  ].join('\n')
}
