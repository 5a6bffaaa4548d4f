import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { projectRoot } from '../../builder/stamp'
import { folders } from '../../content/load'
import { siteContent, siteContentSources } from '../../content/site-content'
import {
  ContentError,
  assertValidContent,
  validateContent as validateWithoutFiles,
  type SiteContent,
} from '../../content/validate'

/** Validation as the build runs it, naming the file of each town, county, city, guide and article. */
const validateContent = (content: SiteContent) => validateWithoutFiles(content, siteContentSources)

/** A deep copy of the real content with one change applied. */
function contentWith(change: (content: SiteContent) => void): SiteContent {
  const copy = structuredClone(siteContent)
  change(copy)
  return copy
}

/** The entries the tests break are picked by place, never by name, so an editor may add or remove any of them. */
const [firstTown] = siteContent.towns
const [firstCounty] = siteContent.counties
const townFile = siteContentSources.towns[0]!
const countyFile = siteContentSources.counties[0]!
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A second town of the fixture: the first town again under a new slug, name and place in the grid. */
const townCopy = (content: SiteContent, slug: string) => {
  const town = { ...structuredClone(content.towns[0]!), pageSlug: slug, city: `${slug} Town`.slice(0, 40) }
  town.gridOrder = Math.max(...content.towns.map((entry) => entry.gridOrder)) + 1
  content.towns.push(town)
  return town
}

describe('content validation', () => {
  it('accepts the real content', () => {
    expect(validateContent(siteContent)).toEqual([])
  })

  it('reads one entry from each file of a folder, counties and cities in their order and articles newest first', () => {
    for (const [name, folder] of [
      ['towns', folders.towns.folder],
      ['counties', folders.counties.folder],
      ['cityProfiles', folders.cityProfiles.folder],
      ['cityGuides', folders.cityGuides.folder],
      ['articleMetas', folders.articles.folder],
    ] as const) {
      const files = readdirSync(join(projectRoot, folder)).filter((file) => file.endsWith('.md'))
      expect(siteContent[name], folder).toHaveLength(files.length)
      expect([...siteContentSources[name]].sort()).toEqual(files.map((file) => `${folder}/${file}`).sort())
    }
    const orders = (entries: readonly { order: number }[]) => entries.map((entry) => entry.order)
    expect(orders(siteContent.counties)).toEqual([...orders(siteContent.counties)].sort((a, b) => a - b))
    expect(orders(siteContent.cityProfiles)).toEqual([...orders(siteContent.cityProfiles)].sort((a, b) => a - b))
    const dates = siteContent.articleMetas.map((article) => article.publishedAt)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('refuses market figures that are not whole positive numbers, in a city and in the default snapshot', () => {
    const broken = contentWith((content) => {
      content.cityProfiles[0]!.marketSnapshot = {
        medianPrice: 269_000.5,
        daysOnMarket: 29,
        trend: 'Prices holding steady',
      }
      content.defaultMarketSnapshot.daysOnMarket = 0
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^${escaped(siteContentSources.cityProfiles[0]!)}: marketSnapshot\\.medianPrice: `),
      ),
    )
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/default-market\.yaml: daysOnMarket: /))
  })

  it('names the file, entry and field of a town with an unknown county', () => {
    const broken = contentWith((content) => {
      content.towns[0]!.county = 'no-such-county'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringMatching(new RegExp(`^${escaped(townFile)}: county: unknown county 'no-such-county'`)),
    )
    expect(validateWithoutFiles(broken)).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/towns/: towns\\[0\\] \\(${escaped(firstTown!.pageSlug)}\\)\\.county: unknown county`),
      ),
    )
  })

  it('names the field that breaks its schema', () => {
    const broken = contentWith((content) => {
      content.towns[0]!.description = 'Too short.'
      content.counties[0]!.faqs = content.counties[0]!.faqs.slice(0, 3)
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${escaped(townFile)}: description: .*200`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${escaped(countyFile)}: faqs: .*4`)))
  })

  it("refuses a county that lists one office twice or an office's site with a path, and names the file", () => {
    const [kept, doubled] = firstCounty!.offices
    const broken = contentWith((content) => {
      const offices = content.counties[0]!.offices
      offices[0] = { ...offices[1]! }
      offices[2]!.url = 'https://clerk.example.gov/records/search'
    })
    const problems = validateContent(broken)
    const file = escaped(countyFile)
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}: offices: must list the ${doubled!.role} once \\(found 2\\)`)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}: offices: must list the ${kept!.role} once \\(found 0\\)`)),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(new RegExp(`^${file}: offices\\[2\\]\\.url: must be an https:// address`)),
    )
  })

  it("accepts an office's site only as an https origin, and an office without one", () => {
    const withUrl = (url: string | undefined) =>
      validateContent(
        contentWith((content) => {
          content.counties[0]!.offices[0]!.url = url
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
      const town = content.towns[0]!
      town.situations.pop()
      town.offerContext = `Too short to say anything about ${town.city}.`
      content.towns.at(-1)!.situations[0]!.text = 'Short.'
    })
    const problems = validateContent(broken)
    const lastFile = escaped(siteContentSources.towns.at(-1)!)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${escaped(townFile)}: situations: .*3`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${escaped(townFile)}: offerContext: .*200`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${lastFile}: situations\\[0\\]\\.text: .*100`)))
  })

  it('rejects a slug that is not lower-case words joined by hyphens', () => {
    const broken = contentWith((content) => {
      content.towns[0]!.pageSlug = 'Branford FL'
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining(`${townFile}: pageSlug: must be lower-case words`),
    )
  })

  it('rejects duplicate towns and a featured town from another county', () => {
    const broken = contentWith((content) => {
      townCopy(content, content.towns[0]!.pageSlug)
      const elsewhere = townCopy(content, 'featured-elsewhere')
      content.counties.push({ ...structuredClone(content.counties[0]!), slug: 'other-county', order: 999 })
      elsewhere.county = 'other-county'
      content.counties[0]!.featuredTown = elsewhere.pageSlug
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringContaining(`pageSlug: duplicate town '${firstTown!.pageSlug}'`))
    expect(problems).toContainEqual(
      expect.stringContaining(`${countyFile}: featuredTown: town 'featured-elsewhere' lies in 'other-county'`),
    )
  })

  it('gives each town its own place in the home grid', () => {
    const broken = contentWith((content) => {
      townCopy(content, 'same-place').gridOrder = content.towns[0]!.gridOrder
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringMatching(
        new RegExp(`gridOrder: another town already stands at ${firstTown!.gridOrder} in the home grid`),
      ),
    )
  })

  it('rejects a city page whose address is already taken', () => {
    const [city] = siteContent.cityProfiles
    const broken = contentWith((content) => {
      content.cityProfiles.push({ ...structuredClone(city!), slug: 'second-city', order: 999 })
    })
    expect(validateContent(broken)).toContainEqual(expect.stringContaining(`duplicate city page '${city!.pageSlug}'`))
  })

  it('rejects a town whose old address collides with a page of pages.yaml', () => {
    const [key, page] = Object.entries(siteContent.sitePages).find(([, entry]) => /^\/[a-z0-9-]+$/.test(entry.path))!
    const broken = contentWith((content) => {
      content.towns[0]!.pageSlug = page.path.slice(1)
    })
    expect(validateContent(broken)).toContainEqual(
      expect.stringContaining(`address '${page.path}' is already taken by page '${key}'`),
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

  /** The real questions, then one question per answer given, so each lands at a known index whatever content holds. */
  const faqsWith = (content: SiteContent, answers: string[]) => {
    const first = content.faqEntries.length
    answers.forEach((answerHtml, index) =>
      content.faqEntries.push({ ...content.faqEntries[0]!, id: `case-${index}`, answerHtml }),
    )
    return (index: number) => `questions\\[${first + index}\\] \\(case-${index}\\)`
  }

  it('refuses trusted HTML that could run a script or carry markup beyond plain formatting', () => {
    let question = (index: number) => String(index)
    const broken = contentWith((content) => {
      question = faqsWith(content, [
        '<p>Hello there, this answer is long enough to pass.</p><script>alert(1)</script>',
        '<p onclick="steal()">This answer is long enough to pass the length rule.</p>',
      ])
      content.legalCopy.privacy.sections[0]!.html =
        '<p>Read <a href="javascript:alert(1)">this</a> and more text to pass.</p>'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringMatching(
        new RegExp(`^content/site/faqs\\.yaml: ${question(0)}\\.answerHtml: tag <script> is not allowed`),
      ),
    )
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${question(1)}.*carries a script`)))
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/legal\.yaml: privacy\.sections\[0\]\.html: .*carries a script/),
    )
  })

  it('refuses an unclosed tag and links that leave the site while looking like site paths', () => {
    const html = (extra: string) => `<p>An answer long enough to pass the length rule of forty.</p>${extra}`
    let question = (index: number) => String(index)
    const broken = contentWith((content) => {
      question = faqsWith(content, [
        html('<img src=x onerror=alert(document.domain) '),
        html('<p><a href="//evil.example">here</a></p>'),
        html('<p><a href="/\\evil.example">here</a></p>'),
        html('<p><a href="/&#47;evil.example">here</a></p>'),
        html('<P ONCLICK="x()">shout</P>'),
      ])
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${question(0)}.*< or > outside a complete tag`)))
    for (const index of [1, 2, 3])
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${question(index)}.*must have only an href`)))
    expect(problems).toContainEqual(expect.stringMatching(new RegExp(`${question(4)}.*carries a script`)))
    expect(validateContent(contentWith(() => {}))).toEqual([])
  })

  it('keeps the calculator sliders consistent: the initial value on a step inside the range', () => {
    const broken = contentWith((content) => {
      const { arv } = content.offerCopy
      arv.step = arv.max - arv.min + 1
      content.offerCopy.repairs.max = 0
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(expect.stringMatching(/^content\/site\/offer\.yaml: arv\.step: .*whole steps/))
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/offer\.yaml: repairs: .*min must be below max/),
    )
  })

  it('names unknown pictures and load-more questions that are already in their group', () => {
    const { loadMore } = siteContent.faqPageCopy
    const broken = contentWith((content) => {
      content.contactCopy.heroImage = 'no-such-picture'
      content.homeCopy.hero.image = 'no-hero'
      content.stormCopy.photos.imageIds[1] = 'missing-photo'
      content.faqEntries.push({ ...content.faqEntries[0]!, id: 'in-the-group', category: loadMore.category })
      content.faqPageCopy.loadMore.questionIds[0] = 'in-the-group'
      content.stormCopy.testimonials.ids[0] = 'nobody'
    })
    const problems = validateContent(broken)
    expect(problems).toContainEqual(
      expect.stringContaining(
        `content/site/contact.yaml: heroImage: unknown image 'no-such-picture' (known: ${siteContent.siteImages[0]!.id}`,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/site\/storm\.yaml: photos\.imageIds\[1\]: unknown image 'missing-photo'/),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/^content\/site\/home\.yaml: hero\.image: unknown image 'no-hero'/),
    )
    expect(problems).toContainEqual(
      expect.stringContaining(
        `content/site/faq-page.yaml: loadMore.questionIds[0]: 'in-the-group' is already in the '${loadMore.category}' group`,
      ),
    )
    expect(problems).toContainEqual(
      expect.stringMatching(/content\/site\/storm\.yaml: testimonials\.ids\[0\]: unknown testimonial 'nobody'/),
    )
  })
})
