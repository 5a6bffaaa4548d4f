import { contactCopy, layoutCopy, siteImages } from '../../content/data'
import { PhoneLink } from '../components/ui/phone-link'
import { ResponsiveImage } from '../components/ui/responsive-image'
import { Section } from '../components/ui/section'
import { ContactSection } from './contact-section'
import { Island } from '../islands/island'
import { useRouteHead } from '../features/seo/use-route-head'
import { pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

const heroImage = siteImages.find((image) => image.id === contactCopy.heroImage)
/** 300 px tall on phones, 400 px from the 768 px breakpoint; the picture never holds up the text. */
function ContactHero() {
  return (
    <section className="relative flex h-[300px] items-center md:h-[400px]" data-testid="contact-hero">
      {heroImage && (
        <ResponsiveImage
          image={heroImage}
          sizes="100vw"
          priority
          className="absolute inset-0"
          imageClassName="h-full w-full object-cover"
        />
      )}
      <div className="absolute inset-0 bg-gradient-to-r from-green-950/90 via-green-950/80 to-green-950/75" />
      <div className="relative mx-auto w-full max-w-6xl px-4 text-white sm:px-6">
        <h1 className="text-3xl font-extrabold md:text-5xl">{contactCopy.heroHeading}</h1>
        <p className="mt-4 text-lg md:text-xl">
          {contactCopy.heroSubtitle}{' '}
          <PhoneLink className="font-bold whitespace-nowrap text-white underline underline-offset-4" />
        </p>
      </div>
    </section>
  )
}

/** /contact: the hero, the call button and the lead form, pre-filled when the visitor comes from the calculator (an island). */
export function Component() {
  useRouteHead(requireRouteEntry(pagePath('contact')))

  return (
    <>
      <ContactHero />
      <Section id="contact-us" heading={contactCopy.heading} narrow>
        <p className="text-lg text-slate-700">{contactCopy.text}</p>
        <PhoneLink variant="secondary" className="mt-6" label={layoutCopy.callLabel} />
        <Island name="contact-section" component={ContactSection} props={{}} trigger="interaction" />
      </Section>
    </>
  )
}
