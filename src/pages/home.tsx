import { countySummaries, siteUrl, citySummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'
import { LocationGrid } from '../features/locations/location-grid'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { pagePath } from '../routing/paths'
import { homeCopy, layoutCopy, siteImages } from '../../content/data'
import { ButtonLink } from '../components/ui/button'
import { HeroPicture } from '../components/ui/hero-picture'
import { PhoneLink } from '../components/ui/phone-link'
import { heroColumns, NumberedSteps, Section } from '../components/ui/section'
import { TestimonialList } from '../features/testimonials/testimonial-list'
import { fillCopy } from '../../content/fill-copy'

const heroImage = siteImages.find((image) => image.id === homeCopy.hero.image)

function Hero() {
  const { hero } = homeCopy
  return (
    <section className="bg-gradient-to-br from-brand to-green-800 text-white">
      <div className={`mx-auto max-w-6xl px-4 py-16 sm:px-6 md:py-24 ${heroColumns}`}>
        <div>
          <h1 className="max-w-3xl text-4xl leading-tight font-extrabold md:text-5xl">{hero.headline}</h1>
          <p className="mt-5 max-w-2xl text-lg text-green-50 md:text-xl">{hero.subheading}</p>
          <div className="mt-8 flex flex-col gap-4 sm:flex-row sm:items-center">
            <ButtonLink href={pagePath('contact')} variant="primary" className="text-lg">
              {layoutCopy.offerCallToAction}
            </ButtonLink>
            <p className="text-green-50">
              {hero.phonePrompt}{' '}
              <PhoneLink className="font-bold whitespace-nowrap text-white underline underline-offset-4" />
            </p>
          </div>
        </div>
        {heroImage && <HeroPicture image={heroImage} />}
      </div>
    </section>
  )
}

function WhyChoose() {
  const { whyChoose } = homeCopy
  return (
    <section aria-labelledby="why-heading" className="py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="why-heading" className="mb-8 text-center text-3xl font-bold text-brand">
          {whyChoose.heading}
        </h2>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {whyChoose.items.map((item) => (
            <li key={item.title} className="rounded-xl p-6 shadow-sm ring-1 ring-slate-200">
              <h3 className="text-xl font-bold text-slate-900">{item.title}</h3>
              <p className="mt-2 text-slate-600">{item.text}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}

function HowItWorks() {
  const { howItWorks } = homeCopy
  return (
    <section aria-labelledby="how-heading" className="bg-slate-50 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="how-heading" className="mb-8 text-center text-3xl font-bold text-brand">
          {howItWorks.heading}
        </h2>
        <NumberedSteps steps={howItWorks.steps} />
      </div>
    </section>
  )
}

/** The city landing pages, where the biggest markets (Ocala, Gainesville) are searched for. */
function Cities() {
  const { cities } = homeCopy
  return (
    <Section id="cities" heading={cities.heading} tinted>
      <p className="mb-6 max-w-3xl text-slate-700">{cities.intro}</p>
      <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {citySummaries.map((city) => (
          <li key={city.pageSlug}>
            <a
              href={city.path}
              className="tap-target w-full rounded-lg bg-white px-4 font-semibold text-brand ring-1 ring-slate-200 hover:bg-green-50"
            >
              {fillCopy(cities.linkLabel, { city: city.name })}
            </a>
          </li>
        ))}
      </ul>
    </Section>
  )
}

function HomeClosing() {
  const { closing } = homeCopy
  return (
    <section aria-labelledby="closing-heading" className="bg-brand py-14 text-white">
      <div className="mx-auto max-w-3xl px-4 text-center sm:px-6">
        <h2 id="closing-heading" className="text-3xl font-bold">
          {closing.heading}
        </h2>
        <p className="mt-3 text-lg text-green-50">{closing.text}</p>
        <div className="mt-8 flex flex-col justify-center gap-4 sm:flex-row">
          <ButtonLink href={pagePath('contact')} variant="primary">
            {closing.requestLabel}
          </ButtonLink>
          <ButtonLink href={pagePath('offer')} variant="light">
            {closing.calculateLabel}
          </ButtonLink>
        </div>
      </div>
    </section>
  )
}

/** Above the location grid: the hero, why sellers choose us, how it works, sellers' words and the cities. */
function HomeIntro() {
  return (
    <>
      <Hero />
      <WhyChoose />
      <HowItWorks />
      <TestimonialList ids={homeCopy.testimonials.ids} heading={homeCopy.testimonials.heading} />
      <Cities />
    </>
  )
}

/** /: the page around the location grid, whose towns open and close as the browser's own details elements. */
export function Component() {
  const entry = requireRouteEntry(pagePath('home'))
  useRouteHead(entry)
  useJsonLd((ld) => [
    ld.webSiteJsonLd(siteUrl),
    ld.localBusinessJsonLd({
      siteUrl,
      pageUrl: entry.canonical,
      area: countySummaries.map((county) => ({ kind: 'AdministrativeArea', name: county.name })),
    }),
  ])
  return (
    <>
      <HomeIntro />
      <LocationGrid />
      <HomeClosing />
    </>
  )
}
