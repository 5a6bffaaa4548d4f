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
import {
  isRealDomain,
  launchChecklist,
  launchGroups,
  launchItems,
  launchLine,
  launchProblems,
  unconfirmedFacts,
} from '../../builder/launch-check'

const liveSettings = {
  VITE_SUPABASE_URL: 'https://abcd.supabase.co',
  VITE_SUPABASE_ANON_KEY: 'public-anon-key',
  VITE_TURNSTILE_SITE_KEY: '0x4AAAAAAA-site-key',
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
    trackingNumbers: siteContent.business.trackingNumbers.map((number) => ({
      ...number,
      phone: '(386) 362-4480',
      placeholder: false,
    })),
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

describe('the launch check', () => {
  it("lists every placeholder of today's content, by file and field", () => {
    const problems = launchProblems(siteContent, {}, 'https://www.example.com')
    const text = launchChecklist(problems)
    for (const expected of [
      'phone (352) 555-0142',
      'email offers@example.com',
      'address.street is a placeholder',
      'legalEntity is a placeholder',
      'content/site/testimonials.yaml: carol-w-live-oak is a sample testimonial',
      'trackingNumbers: Google Ads (352) 555-0150 is a sample number',
      'SITE_URL: https://www.example.com is not',
      'content/towns/fort-white.md: situations: "Flooded again in Three Rivers Estates" is drafted, not confirmed',
      'VITE_SUPABASE_URL and VITE_SUPABASE_ANON_KEY: not set',
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
      expect.stringMatching(/^content\/site\/testimonials\.yaml: carol-w-live-oak is a sample testimonial/),
    ])
  })

  it('lists each tracking number still marked placeholder, and no other', () => {
    const business = {
      ...realContent.business,
      trackingNumbers: [
        { ...realContent.business.trackingNumbers[0]!, source: 'Google Ads', placeholder: true },
        {
          ...realContent.business.trackingNumbers[0]!,
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
    expect(problems).toContain(
      'content/counties/dixie-county.md: offices: Dixie County Property Appraiser has no official site yet; add its url once confirmed',
    )
    const unlinked = siteContent.counties.flatMap((county) => county.offices.filter((office) => !office.url))
    expect(problems.filter((problem) => problem.includes('has no official site yet'))).toHaveLength(unlinked.length)
    const dixieOffices = realContent.counties.map((county) =>
      county.slug === 'dixie-county'
        ? { ...county, offices: county.offices.map((office) => ({ ...office, url: undefined })) }
        : county,
    )
    expect(
      launchProblems({ ...realContent, counties: dixieOffices }, liveSettings, 'https://www.ncfhomebuyers.com'),
    ).toEqual([
      expect.stringMatching(/^content\/counties\/dixie-county\.md: offices: Dixie County Property Appraiser has/),
      expect.stringMatching(/^content\/counties\/dixie-county\.md: offices: Dixie County Clerk of the Circuit/),
      expect.stringMatching(/^content\/counties\/dixie-county\.md: offices: Dixie County Tax Collector has/),
    ])
  })

  it('lists each local fact not yet confirmed, by file, list and title, as many as content holds', () => {
    const problems = launchProblems(siteContent, {}, 'https://www.example.com')
    for (const expected of [
      'content/towns/wellborn.md: situations: "Blueberry rows or a small u-pick patch" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)',
      'content/cities/ocala.md: neighborhoods: "Marion Oaks" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)',
      'content/city-guides/ocala.md: localNotes: "Limestone ground and sinkhole coverage" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)',
    ])
      expect(problems).toContain(expected)
    // Counted in the files themselves: each drafted fact carries the line `confirmed: false`.
    const folders = ['content/towns', 'content/cities', 'content/city-guides']
    const drafted = folders
      .flatMap((folder) => readdirSync(join(projectRoot, folder)).map((name) => join(projectRoot, folder, name)))
      .reduce((count, file) => count + (readFileSync(file, 'utf8').match(/^ +confirmed: false$/gm)?.length ?? 0), 0)
    expect(drafted).toBeGreaterThan(0)
    expect(unconfirmedFacts(siteContent)).toHaveLength(drafted)
    expect(problems.filter((problem) => problem.includes('is drafted, not confirmed'))).toHaveLength(drafted)
  })

  it('leaves out a fact the owner has confirmed and names the one still drafted', () => {
    const towns = realContent.towns.map((town) =>
      town.pageSlug === 'fort-white'
        ? {
            ...town,
            situations: town.situations.map((situation) => ({
              ...situation,
              confirmed: !situation.title.includes('Three Rivers Estates'),
            })),
          }
        : town,
    )
    expect(launchProblems({ ...realContent, towns }, liveSettings, 'https://www.ncfhomebuyers.com')).toEqual([
      'content/towns/fort-white.md: situations: "Flooded again in Three Rivers Estates" is drafted, not confirmed; check it, then switch on its Confirmed toggle (confirmed: true)',
    ])
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
