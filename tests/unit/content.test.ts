import { describe, expect, it } from 'vitest'
import { siteContent, siteContentSources } from '../../content/site-content'
import {
  ContentError,
  assertValidContent,
  validateContent as validateWithoutFiles,
  type SiteContent,
} from '../../content/validate'

/** Validation as the build runs it, naming the file of each town, county, city, guide and article. */
const validateContent = (content: SiteContent) => validateWithoutFiles(content, siteContentSources)
const townAt = (slug: string) => siteContent.towns.findIndex((town) => town.pageSlug === slug)
const countyAt = (slug: string) => siteContent.counties.findIndex((county) => county.slug === slug)

/** A deep copy of the real content with one change applied. */
function contentWith(change: (content: SiteContent) => void): SiteContent {
  const copy = structuredClone(siteContent)
  change(copy)
  return copy
}

describe('content validation', () => {
  it('accepts the real content', () => {
    expect(validateContent(siteContent)).toEqual([])
  })

  it('holds the counts the site promises: 31 towns in 7 counties, 10 city profiles, 6 articles', () => {
    expect(siteContent.towns).toHaveLength(31)
    expect(siteContent.counties).toHaveLength(7)
    expect(siteContent.cityProfiles).toHaveLength(10)
    expect(siteContent.articleMetas).toHaveLength(6)
    expect(siteContent.cityProfiles[0]?.cityName).toBe('Ocala')
  })

  it('gives Ocala, Gainesville and Lake City their own 2025 snapshot and the rest the default', () => {
    const snapshot = (name: string) => siteContent.cityProfiles.find((city) => city.cityName === name)?.marketSnapshot
    expect(snapshot('Ocala')).toMatchObject({ medianPrice: 269000, daysOnMarket: 29 })
    expect(snapshot('Gainesville')).toMatchObject({ medianPrice: 290000, daysOnMarket: 24 })
    expect(snapshot('Lake City')).toMatchObject({ medianPrice: 225000, daysOnMarket: 35 })
    expect(siteContent.cityProfiles.filter((city) => city.marketSnapshot)).toHaveLength(3)
    expect(siteContent.defaultMarketSnapshot).toMatchObject({ medianPrice: 255000, daysOnMarket: 30 })
  })

  it('names the file, entry and field of a town with an unknown county', () => {
    const broken = contentWith((content) => {
      content.towns[townAt('mayo')]!.county = 'lafayete'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringMatching(/^content\/towns\/mayo\.md: county: unknown county 'lafayete'/),
    )
    expect(validateWithoutFiles(broken)).toContainEqual(
      expect.stringMatching(/^content\/towns\/: towns\[\d+\] \(mayo\)\.county: unknown county 'lafayete'/),
    )
  })

  it('names the field that breaks its schema', () => {
    const broken = contentWith((content) => {
      content.towns[townAt('live-oak')]!.description = 'Too short.'
      content.counties[countyAt('dixie-county')]!.faqs.pop()
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/live-oak\.md: description: .*200/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/counties\/dixie-county\.md: faqs: .*4/))
  })

  it("refuses a county that lists one office twice or an office's site with a path, and names the file", () => {
    const broken = contentWith((content) => {
      const dixie = content.counties[countyAt('dixie-county')]!
      dixie.offices[0] = { ...dixie.offices[1]! }
      const taylor = content.counties[countyAt('taylor-county')]!
      taylor.offices[1]!.url = 'https://taylorclerk.com/records/search'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/counties\/dixie-county\.md: offices: must list the clerk once \(found 2\)/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/counties\/dixie-county\.md: offices: must list the property-appraiser once/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/counties\/taylor-county\.md: offices\[1\]\.url: must be an https:\/\/ address/),
    )
  })

  it("accepts an office's site only as an https origin, and an office without one", () => {
    const withUrl = (url: string | undefined) =>
      validateContent(
        contentWith((content) => {
          content.counties[countyAt('madison-county')]!.offices[0]!.url = url
        }),
      )
    expect(withUrl('https://madisonpa.com')).toEqual([])
    expect(withUrl('https://madisonpa.com/')).toEqual([])
    expect(withUrl(undefined)).toEqual([])
    for (const url of [
      'http://madisonpa.com',
      'https://madisonpa.com/search',
      'https://madisonpa.com?q=1',
      'madisonpa.com',
    ])
      expect(withUrl(url), url).toContainEqual(expect.stringContaining('offices[0].url: must be an https:// address'))
  })

  it('holds each town to three situations and its own offer context of a readable length', () => {
    const broken = contentWith((content) => {
      const mayo = content.towns[townAt('mayo')]!
      mayo.situations.pop()
      mayo.offerContext = 'Too short to say anything about Mayo.'
      content.towns[townAt('perry')]!.situations[0]!.text = 'Short.'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/mayo\.md: situations: .*3/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/mayo\.md: offerContext: .*200/))
    expect(problems).toContainEqual(expect.stringMatching(/^content\/towns\/perry\.md: situations\[0\]\.text: .*100/))
  })

  it('rejects a slug that is not lower-case words joined by hyphens', () => {
    const broken = contentWith((content) => {
      content.towns[townAt('branford')]!.pageSlug = 'Branford FL'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining('content/towns/branford.md: pageSlug: must be lower-case words'),
    )
  })

  it('rejects duplicate towns and a featured town from another county', () => {
    const broken = contentWith((content) => {
      content.towns[townAt('wellborn')]!.pageSlug = 'live-oak'
      content.counties[countyAt('suwannee-county')]!.featuredTown = 'perry'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringContaining("content/towns/wellborn.md: pageSlug: duplicate town 'live-oak'"),
    )
    expect(problems).toContainEqual(
      expect.stringContaining(
        "content/counties/suwannee-county.md: featuredTown: town 'perry' lies in 'taylor-county'",
      ),
    )
  })

  it('puts the towns most homeowners search for first in the grid, each at its own place', () => {
    const firstTen = [...siteContent.towns].sort((a, b) => a.gridOrder - b.gridOrder).slice(0, 10)
    expect(firstTen.map((town) => town.city)).toEqual(expect.arrayContaining(['Lake City', 'Live Oak', 'Perry']))
    const broken = contentWith((content) => {
      content.towns[townAt('obrien')]!.gridOrder = content.towns[townAt('live-oak')]!.gridOrder
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringMatching(
        /^content\/towns\/(obrien|live-oak)\.md: gridOrder: another town already stands at 2 in the home grid/,
      ),
    )
  })

  it('rejects a city page whose address is already taken', () => {
    const broken = contentWith((content) => {
      content.cityProfiles[1]!.pageSlug = 'sell-house-fast-ocala'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining("duplicate city page 'sell-house-fast-ocala'"),
    )
  })

  it('rejects a town whose old address collides with a page of pages.yaml', () => {
    const broken = contentWith((content) => {
      content.towns[townAt('obrien')]!.pageSlug = 'contact'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining("address '/contact' is already taken by page 'contact'"),
    )
  })

  it('rejects references to testimonials and city images that do not exist', () => {
    const broken = contentWith((content) => {
      content.homeCopy.testimonials.ids[0] = 'nobody'
      content.cityImages[0]!.citySlug = 'atlantis'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringContaining("content/site/home.yaml: testimonials.ids[0]: unknown testimonial 'nobody'"),
    )
    expect(problems).toContainEqual(
      expect.stringContaining("content/site/city-images.yaml: images[0] (atlantis).citySlug: unknown city 'atlantis'"),
    )
  })

  it('rejects search titles too long to show whole', () => {
    const broken = contentWith((content) => {
      content.sitePages.faq.title = 'A title that goes on and on well past the sixty characters a result shows'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining('content/site/pages.yaml: faq.title: must be at most 60 characters'),
    )
  })

  it('stops with every problem listed when asked to assert', () => {
    const broken = contentWith((content) => {
      content.business.phone = '352-555-0142'
    })
    expect(() => assertValidContent(broken)).toThrow(ContentError)
    expect(() => assertValidContent(broken)).toThrow(
      /content\/site\/business\.yaml: phone: must be written like \(352\) 555-0142/,
    )
  })

  it('refuses trusted HTML that could run a script or carry markup beyond plain formatting', () => {
    const broken = contentWith((content) => {
      content.faqEntries[0]!.answerHtml =
        '<p>Hello there, this answer is long enough to pass.</p><script>alert(1)</script>'
      content.faqEntries[1]!.answerHtml = '<p onclick="steal()">This answer is long enough to pass the length rule.</p>'
      content.legalCopy.privacy.sections[0]!.html =
        '<p>Read <a href="javascript:alert(1)">this</a> and more text to pass.</p>'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/site\/faqs\.yaml: questions\[0\] \(who-are-you\)\.answerHtml: tag <script> is not allowed/,
      ),
    )
    expect(problems).toContainEqual(expect.stringMatching(/questions\[1\].*carries a script/))
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/legal\.yaml: privacy\.sections\[0\]\.html: .*carries a script/),
    )
  })

  it('refuses an unclosed tag and links that leave the site while looking like site paths', () => {
    const html = (extra: string) => `<p>An answer long enough to pass the length rule of forty.</p>${extra}`
    const broken = contentWith((content) => {
      content.faqEntries[0]!.answerHtml = html('<img src=x onerror=alert(document.domain) ')
      content.faqEntries[1]!.answerHtml = html('<p><a href="//evil.example">here</a></p>')
      content.faqEntries[2]!.answerHtml = html('<p><a href="/\\evil.example">here</a></p>')
      content.faqEntries[3]!.answerHtml = html('<p><a href="/&#47;evil.example">here</a></p>')
      content.faqEntries[4]!.answerHtml = html('<P ONCLICK="x()">shout</P>')
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(/questions\[0\].*< or > outside a complete tag/))
    for (const index of [1, 2, 3])
      expect(problems).toContainEqual(
        expect.stringMatching(new RegExp(`questions\\[${index}\\].*must have only an href`)),
      )
    expect(problems).toContainEqual(expect.stringMatching(/questions\[4\].*carries a script/))
    expect(validateContent(contentWith(() => {}))).toEqual([])
  })

  it('keeps the calculator sliders consistent: the initial value on a step inside the range', () => {
    const broken = contentWith((content) => {
      content.offerCopy.arv.initial = 202_500
      content.offerCopy.repairs.max = 0
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/offer\.yaml: arv\.step: .*whole steps/))
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/offer\.yaml: repairs: .*min must be below max/),
    )
  })

  it('names unknown pictures and load-more questions that are already in their group', () => {
    const broken = contentWith((content) => {
      content.contactCopy.heroImage = 'no-such-picture'
      content.homeCopy.hero.image = 'no-hero'
      content.stormCopy.photos.imageIds[1] = 'missing-photo'
      content.faqPageCopy.loadMore.questionIds[0] = 'how-fast-is-the-offer'
      content.stormCopy.testimonials.ids[0] = 'nobody'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringMatching(
        /^content\/site\/contact\.yaml: heroImage: unknown image 'no-such-picture' \(known: contact-hero/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/site\/storm\.yaml: photos\.imageIds\[1\]: unknown image 'missing-photo'/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/home\.yaml: hero\.image: unknown image 'no-hero'/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(
        /content\/site\/faq-page\.yaml: loadMore\.questionIds\[0\]: 'how-fast-is-the-offer' is already in the 'cash-offer' group/,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/site\/storm\.yaml: testimonials\.ids\[0\]: unknown testimonial 'nobody'/),
    )
  })
})
