/**
 * The launch check (builder/launch-check.ts): today's placeholders and unconfirmed local facts are all listed, each
 * with its group and, for a file of content/, the content manager's entry that holds it; a real profile passes.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'
import { siteContent } from '../../content/site-content'
import { cmsCollections } from '../../builder/cms/config'
import { isRealDomain } from '../../builder/real-domain'
import {
  launchChecklist,
  launchGroups,
  launchItems,
  launchLine,
  launchProblems,
  unconfirmedFacts,
} from '../../builder/launch-check'

const liveSettings = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_PUBLISHABLE_KEY: 'sb_publishable_launch-check',
  VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAA-site-key',
}

/** A call tracking number as the template ships one: the sample number, marked placeholder. */
const googleAds = {
  source: 'Google Ads',
  phone: '(352) 555-0150',
  placeholder: true,
  when: { clickIds: ['gclid'], utmSources: ['google-ads'] },
}

/** A sample real profile: what the owner fills in before launch. */
const realContent = {
  ...siteContent,
  business: {
    ...siteContent.business,
    phone: '(386) 362-4471',
    tollFree: '(877) 362-4471',
    fax: '(386) 362-4472',
    emergencyPhone: '(386) 362-4473',
    email: 'offers@ncfhomebuyers.com',
    website: 'https://www.ncfhomebuyers.com',
    owner: 'Dana Whitfield',
    legalEntity: 'NCF Home Buyers LLC',
    taxId: '59-1234567',
    licenseNumber: 'Not applicable',
    address: { ...siteContent.business.address, street: '215 Ohio Ave N' },
    socialProfiles: [{ network: 'Facebook', url: 'https://www.facebook.com/ncfhomebuyers' }],
    trackingNumbers: [{ ...googleAds, phone: '(386) 362-4480', placeholder: false }],
    textingRegistration: {
      brand: { confirmed: true },
      campaign: { confirmed: true },
      messagingService: { confirmed: true },
    },
  },
  testimonials: siteContent.testimonials.map((testimonial) => ({ ...testimonial, real: true })),
  counties: siteContent.counties.map((county) => ({
    ...county,
    offices: county.offices.map((office) => ({ ...office, url: office.url ?? 'https://www.example-office.gov' })),
  })),
  towns: siteContent.towns.map((town) => ({
    ...town,
    situations: town.situations.map((situation) => ({ ...situation, confirmed: true })),
  })),
  cityProfiles: siteContent.cityProfiles.map((city) => ({
    ...city,
    neighborhoods: city.neighborhoods.map((place) => ({ ...place, confirmed: true })),
  })),
  cityGuides: siteContent.cityGuides.map((guide) => ({
    ...guide,
    localNotes: guide.localNotes.map((note) => ({ ...note, confirmed: true })),
  })),
}

/** The first town with its first situation drafted, not confirmed. */
const draftedTown = (town: (typeof realContent.towns)[number]) => ({
  ...town,
  situations: town.situations.map((situation, index) => ({ ...situation, confirmed: index > 0 })),
})

/** The profile as the template ships it: sample numbers, example addresses, placeholders, a sample review, a draft. */
const sampleContent = {
  ...realContent,
  business: {
    ...realContent.business,
    phone: '(352) 555-0142',
    email: 'offers@example.com',
    address: { ...realContent.business.address, street: '100 Placeholder Street' },
    legalEntity: 'Sample Home Buyers LLC (placeholder)',
    trackingNumbers: [googleAds],
  },
  testimonials: realContent.testimonials.map((testimonial, index) => ({ ...testimonial, real: index > 0 })),
  towns: realContent.towns.map((town, index) => (index === 0 ? draftedTown(town) : town)),
}
const [sampleReview] = sampleContent.testimonials
const [firstTown] = sampleContent.towns

describe('the launch check', () => {
  it('lists every placeholder of a profile as the template ships it, by file and field', () => {
    const problems = launchProblems(sampleContent, {}, 'https://www.example.com')
    const text = launchChecklist(problems)
    for (const expected of [
      'phone (352) 555-0142',
      'email offers@example.com',
      'address.street is a placeholder',
      'legalEntity is a placeholder',
      `content/site/testimonials.yaml: ${sampleReview!.id} is a sample testimonial`,
      'trackingNumbers: Google Ads (352) 555-0150 is a sample number',
      'SITE_URL: https://www.example.com is not',
      `content/towns/${firstTown!.pageSlug}.md: situations: "${firstTown!.situations[0]!.title}" is drafted, not confirmed`,
      'VITE_SUPABASE_URL and VITE_SUPABASE_PUBLISHABLE_KEY: not set',
      'VITE_TURNSTILE_SITE_KEY: not set',
    ])
      expect(text).toContain(expected)
    expect(text.split('\n')[0]).toBe(`Not ready to launch: ${problems.length} things to fix first.`)
  })

  it('passes a real profile with real reviews, on its own domain, with the live settings', () => {
    expect(launchProblems(realContent, liveSettings, 'https://www.ncfhomebuyers.com')).toEqual([])
  })

  it('refuses a live site without Cloudflare Turnstile, which keeps notify-lead from e-mailing anyone', () => {
    const { VITE_TURNSTILE_SITE_KEY: _key, ...withoutTurnstile } = liveSettings
    expect(launchProblems(realContent, withoutTurnstile, 'https://www.ncfhomebuyers.com')).toEqual([
      expect.stringMatching(/^VITE_TURNSTILE_SITE_KEY: not set: .* TURNSTILE_SECRET_KEY/),
    ])
  })

  it('still names the one thing left', () => {
    const oneSample = { ...realContent, testimonials: [{ ...realContent.testimonials[0]!, real: false }] }
    expect(launchProblems(oneSample, liveSettings, 'https://www.ncfhomebuyers.com')).toEqual([
      expect.stringContaining(
        `content/site/testimonials.yaml: ${realContent.testimonials[0]!.id} is a sample testimonial`,
      ),
    ])
  })

  it('lists each tracking number still marked placeholder, and no other', () => {
    const business = {
      ...realContent.business,
      trackingNumbers: [
        { ...googleAds, phone: '(386) 362-4480' },
        {
          ...googleAds,
          source: 'Facebook',
          phone: '(386) 362-4481',
          placeholder: false,
        },
      ],
    }
    expect(launchProblems({ ...realContent, business }, liveSettings, 'https://www.ncfhomebuyers.com')).toEqual([
      'content/site/business.yaml: trackingNumbers: Google Ads (386) 362-4480 is a sample number: put the number your call tracking gives Google Ads, marked placeholder: false',
    ])
  })

  it('lists each county office without its own site, by county file and office name', () => {
    const problems = launchProblems(siteContent, {}, 'https://www.example.com')
    const unlinked = siteContent.counties.flatMap((county) =>
      county.offices
        .filter((office) => !office.url)
        .map(
          (office) =>
            `content/counties/${county.slug}.md: offices: ${office.name} has no official site yet; add its url once confirmed`,
        ),
    )
    expect(problems.filter((problem) => problem.includes('has no official site yet'))).toEqual(unlinked)
    const [county] = realContent.counties
    const withoutSites = realContent.counties.map((item) =>
      item === county ? { ...item, offices: item.offices.map((office) => ({ ...office, url: undefined })) } : item,
    )
    expect(
      launchProblems({ ...realContent, counties: withoutSites }, liveSettings, 'https://www.ncfhomebuyers.com'),
    ).toEqual(
      county!.offices.map(
        (office) =>
          `content/counties/${county!.slug}.md: offices: ${office.name} has no official site yet; add its url once confirmed`,
      ),
    )
  })

  it('lists each local fact not yet confirmed, by file, list and title, as many as content holds', () => {
    const problems = launchProblems(siteContent, {}, 'https://www.example.com')
    for (const { file, list, title } of unconfirmedFacts(siteContent))
      expect(problems).toContain(
        `${file}: ${list}: "${title}" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)`,
      )
    // Counted in the files themselves: each drafted fact carries the line `confirmed: false`.
    const folders = ['content/towns', 'content/cities', 'content/city-guides']
    const drafted = folders
      .flatMap((folder) => readdirSync(join(projectRoot, folder)).map((name) => join(projectRoot, folder, name)))
      .reduce((count, file) => count + (readFileSync(file, 'utf8').match(/^ +confirmed: false$/gm)?.length ?? 0), 0)
    expect(unconfirmedFacts(siteContent)).toHaveLength(drafted)
    expect(problems.filter((problem) => problem.includes('is drafted, not confirmed'))).toHaveLength(drafted)
  })

  it('leaves out a fact the owner has confirmed and names the one still drafted', () => {
    const towns = realContent.towns.map((town, index) => (index === 0 ? draftedTown(town) : town))
    expect(launchProblems({ ...realContent, towns }, liveSettings, 'https://www.ncfhomebuyers.com')).toEqual([
      `content/towns/${towns[0]!.pageSlug}.md: situations: "${towns[0]!.situations[0]!.title}" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)`,
    ])
  })

  it("lists each A2P 10DLC step not confirmed, with where Twilio's console shows it, in the texts group", () => {
    const steps = Object.keys(siteContent.business.textingRegistration) as Array<
      keyof typeof siteContent.business.textingRegistration
    >
    const unconfirmed = (confirmed: (step: string) => boolean) => ({
      ...realContent,
      business: {
        ...realContent.business,
        textingRegistration: Object.fromEntries(steps.map((step) => [step, { confirmed: confirmed(step) }])) as Record<
          (typeof steps)[number],
          { confirmed: boolean }
        >,
      },
    })
    const items = launchItems(
      unconfirmed(() => false),
      liveSettings,
      'https://www.ncfhomebuyers.com',
    )
    expect(items.map((item) => [item.group, item.where, item.todo.split(':')[0]])).toEqual(
      steps.map((step) => ['texts', 'content/site/business.yaml', `textingRegistration.${step}`]),
    )
    for (const item of items) {
      // Where in Twilio's console, as "Section > Page > Tab", and what to switch on after.
      expect(item.todo).toMatch(/\(\w[\w ]* > [\w ]+ > [\w ]+.*\)/)
      expect(item.todo).toContain('switch on its Confirmed toggle')
      expect(item.cmsEntry?.href).toMatch(/^\/admin#\/collections\//)
    }
    const [first] = steps
    expect(
      launchProblems(
        unconfirmed((step) => step !== first),
        liveSettings,
        'https://www.ncfhomebuyers.com',
      ),
    ).toEqual([expect.stringMatching(new RegExp(`^content/site/business.yaml: textingRegistration.${first}: `))])
  })

  const webhookBase = 'https://abcd.supabase.co/functions/v1'
  const siteUrl = 'https://www.ncfhomebuyers.com'

  it('asks for TWILIO_WEBHOOK_BASE_URL when Twilio is configured, as the webhooks refuse all without it', () => {
    const twilio = { TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef' }
    expect(launchProblems(realContent, { ...liveSettings, ...twilio }, siteUrl)).toEqual([
      expect.stringMatching(/^TWILIO_WEBHOOK_BASE_URL: not set: .*functions\/v1$/),
    ])
    const configured = { ...liveSettings, ...twilio, TWILIO_WEBHOOK_BASE_URL: webhookBase }
    expect(launchProblems(realContent, configured, siteUrl)).toEqual([])
  })

  it("refuses a bare sending number in TWILIO_FROM with one sentence; a Messaging Service's SID passes", () => {
    const live = (twilio: Record<string, string>) =>
      launchProblems(realContent, { ...liveSettings, TWILIO_WEBHOOK_BASE_URL: webhookBase, ...twilio }, siteUrl)
    for (const number of ['+13863624471', '(386) 362-4471'])
      expect(live({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: number })).toEqual([
        "TWILIO_FROM: a phone number: US carriers block texts from a 10-digit number outside an A2P 10DLC campaign; set it to the Messaging Service's SID (MG...) the campaign is attached to",
      ])
    expect(live({ TWILIO_ACCOUNT_SID: 'AC1', TWILIO_FROM: 'MG0123456789abcdef0123456789abcdef' })).toEqual([])
    expect(live({ TWILIO_ACCOUNT_SID: 'AC1' })).toEqual([
      expect.stringMatching(/^TWILIO_FROM: not set: .*\(MG\.\.\.\)/),
    ])
    expect(live({ TWILIO_FROM: 'MG123' })).toEqual([expect.stringMatching(/^TWILIO_FROM: not a Messaging Service SID/)])
    // Without Twilio's settings the build cannot tell how texts are sent: the functions' secrets say, at deploy.
    expect(live({})).toEqual([])
  })

  it('lists its items a group at a time, in the order of the groups, each one line of the checklist', () => {
    const items = launchItems(siteContent, {}, 'https://www.example.com')
    const order = items.map((item) => launchGroups.indexOf(item.group))
    expect(order).toEqual([...order].sort((a, b) => a - b))
    expect(items.map(launchLine)).toEqual(launchProblems(siteContent, {}, 'https://www.example.com'))
  })

  it("links each item of a file of content/ to the content manager's entry holding that file, and no setting", () => {
    const items = launchItems(siteContent, {}, 'https://www.example.com')
    const collections = cmsCollections()
    for (const item of items) {
      if (item.group === 'settings') {
        expect(item.cmsEntry, item.where).toBeUndefined()
        continue
      }
      const [, name, entry] =
        /^\/admin#\/collections\/([\w-]+)\/entries\/([\w-]+)$/.exec(item.cmsEntry?.href ?? '') ?? []
      const collection = collections.find((candidate) => candidate.name === name)
      const file =
        typeof collection?.folder === 'string'
          ? `${collection.folder}/${entry}.md`
          : (collection?.files as Array<{ name: string; file: string }> | undefined)?.find(
              (candidate) => candidate.name === entry,
            )?.file
      expect(file, `${item.where}: ${item.cmsEntry?.href}`).toBe(item.where)
    }
    expect(items.filter((item) => item.group === 'facts').length).toBe(unconfirmedFacts(siteContent).length)
  })

  it('knows example domains, localhost and addresses from real domains', () => {
    expect(isRealDomain('https://www.example.com')).toBe(false)
    expect(isRealDomain('https://staging.example.org')).toBe(false)
    expect(isRealDomain('http://localhost:4173')).toBe(false)
    expect(isRealDomain('http://127.0.0.1:4173')).toBe(false)
    expect(isRealDomain('https://www.ncfhomebuyers.com')).toBe(true)
  })
})
