import { siteImages, stormCopy } from '../../content/data'
import { ResponsiveImage } from '../components/ui/responsive-image'
import {
  NumberedSteps,
  OfferOrCallActions,
  OfferBanner,
  PageHero,
  Section,
  TitledCards,
} from '../components/ui/section'
import { FaqSection } from '../features/faq/site-questions'
import { useRouteHead } from '../features/seo/use-route-head'
import { TestimonialCards } from '../features/testimonials/testimonial-cards'
import { pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

const photos = stormCopy.photos.imageIds.flatMap((id) => siteImages.filter((image) => image.id === id))

function StormPhotos() {
  return (
    <Section id="photos" heading={stormCopy.photos.heading}>
      <p className="mb-6 max-w-3xl text-slate-700">{stormCopy.photos.intro}</p>
      <ul className="grid gap-6 md:grid-cols-3">
        {photos.map((photo) => (
          <li key={photo.id}>
            <figure>
              <ResponsiveImage
                image={photo}
                sizes="(min-width: 1152px) 368px, (min-width: 768px) 33vw, 100vw"
                className="rounded-xl"
                imageClassName="h-auto w-full"
              />
              {photo.caption && <figcaption className="mt-3 text-sm text-slate-600">{photo.caption}</figcaption>}
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  )
}

/** /storm-damaged-homes: the landing page for owners of storm-damaged houses. */
export function Component() {
  useRouteHead(requireRouteEntry(pagePath('storm')))
  // The storm questions are marked up once, on /faq (one FAQPage instance per question, as Google asks).
  const { hero, helpsWith, process, reasons, callToAction } = stormCopy

  return (
    <>
      <PageHero badge={hero.badge} heading={hero.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{hero.text}</p>
        <OfferOrCallActions />
      </PageHero>
      <Section id="helps-with" heading={helpsWith.heading}>
        <p className="mb-6 max-w-3xl text-slate-700">{helpsWith.intro}</p>
        <TitledCards items={helpsWith.items} />
      </Section>
      <Section id="process" heading={process.heading} tinted>
        <NumberedSteps steps={process.steps} />
      </Section>
      <TestimonialCards ids={stormCopy.testimonials.ids} heading={stormCopy.testimonials.heading} />
      <StormPhotos />
      <Section id="reasons" heading={reasons.heading} tinted>
        <TitledCards items={reasons.items} />
      </Section>
      <OfferBanner id="storm-offer" copy={callToAction} />
      <FaqSection id="storm-questions" heading={stormCopy.faqHeading} category="storm-damage" />
    </>
  )
}
