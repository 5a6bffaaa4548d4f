import { cityPageCopy, defaultMarketSnapshot, layoutCopy, localPagesSharedCopy } from '../../content/data'
import { cityPicture } from '../../content/pictures'
import type { CityProfile } from '../../content/cities.schema'
import type { CityImage } from '../../content/city-images.schema'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { HeroPicture } from '../components/ui/hero-picture'
import { ButtonLink } from '../components/ui/button'
import { OfferOrCallActions, PageHero, Section } from '../components/ui/section'
import { QuestionList } from '../features/faq/question-list'
import { MarketFigures } from '../features/market/market-figures'
import { useLocalPageSeo } from '../features/seo/use-local-page-seo'
import { TestimonialCards } from '../features/testimonials/testimonial-cards'
import { fillCopy } from '../../content/fill-copy'
import { cityGuidePath, cityPagePath, pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'
import { PlaceChips } from '../components/ui/place-chips'

const shared = localPagesSharedCopy
const copy = cityPageCopy

function MarketSnapshot({ city }: { city: CityProfile }) {
  return (
    <Section id="market" heading={fillCopy(copy.marketHeading, { city: city.cityName })}>
      <p className="mb-6 max-w-3xl text-slate-700">{copy.marketIntro}</p>
      <MarketFigures snapshot={city.marketSnapshot ?? defaultMarketSnapshot} />
      {!city.marketSnapshot && <p className="mt-4 text-sm text-slate-600">{copy.regionalNote}</p>}
      <a
        href={cityGuidePath(city.slug)}
        className="tap-target mt-4 font-semibold text-brand underline underline-offset-4"
      >
        {fillCopy(copy.guideLink, { city: city.cityName })}
      </a>
    </Section>
  )
}

/** /{pageSlug}: a city landing page (src/routes.tsx). */
export function CityLandingPage({ city, image, index }: { city: CityProfile; image?: CityImage; index: number }) {
  const entry = requireRouteEntry(cityPagePath(city.pageSlug))
  const breadcrumbs = [
    { name: shared.homeCrumb, path: pagePath('home') },
    { name: fillCopy(shared.placeCrumb, { place: city.cityName }), path: entry.path },
  ]
  // The city's picture, the one its guide shows (content/site/city-images.yaml).
  const heroImage = image && cityPicture(image)
  useLocalPageSeo({
    entry,
    area: { kind: 'City', name: city.cityName, county: city.countyName },
    breadcrumbs,
    questions: city.faqs,
  })

  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs items={breadcrumbs} />}
        heading={fillCopy(copy.heading, { city: city.cityName })}
        picture={heroImage && <HeroPicture image={heroImage} />}
      >
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{city.intro}</p>
        <OfferOrCallActions />
      </PageHero>
      <MarketSnapshot city={city} />
      <Section id="nearby" heading={fillCopy(copy.nearbyHeading, { city: city.cityName })} tinted>
        <PlaceChips names={city.nearbyCities} prefer="city" plainClassName="bg-white ring-1 ring-slate-200" />
      </Section>
      <TestimonialCards rotation={index} heading={copy.testimonialsHeading} />
      <Section id="city-cta" heading={fillCopy(copy.ctaHeading, { city: city.cityName })}>
        <p className="mb-6 max-w-2xl text-slate-700">{copy.ctaText}</p>
        <ButtonLink href={pagePath('contact')}>{layoutCopy.offerCallToAction}</ButtonLink>
      </Section>
      <QuestionList heading={fillCopy(shared.faqHeading, { place: city.cityName })} questions={city.faqs} />
    </>
  )
}
