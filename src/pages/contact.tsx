import { useEffect, useState } from 'react'
import { useLocation } from 'react-router-dom'
import { contactCopy, layoutCopy, siteImages } from '../../content/data'
import { PhoneLink } from '../components/ui/phone-link'
import { ResponsiveImage } from '../components/ui/responsive-image'
import { Section } from '../components/ui/section'
import type { ContactEstimate } from '../features/calculator/contact-estimate'
import { DeferredContactForm } from '../features/leads/deferred-contact-form'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { staticPagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/site-manifest'

const heroImage = siteImages.find((image) => image.id === contactCopy.heroImage)
/**
 * The calculator's estimate the address hands over (/contact?arv=...), once the app runs: the code that reads it loads
 * only for an address with a query, so most visits never download it.
 */
function useHandedOverEstimate(search: string): ContactEstimate | undefined {
  const [read, setRead] = useState<{ search: string; estimate: ContactEstimate | undefined }>()
  useEffect(() => {
    if (!search) return
    let current = true
    void import('../features/calculator/contact-estimate').then(({ contactEstimate }) => {
      if (current) setRead({ search, estimate: contactEstimate(new URLSearchParams(search)) })
    })
    return () => {
      current = false
    }
  }, [search])
  return read?.search === search ? read.estimate : undefined
}

/** 300 px tall on phones, 400 px from the 768 px breakpoint (SPEC section 9); the picture never holds up the text. */
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

/** /contact: the hero, the call button and the lead form, pre-filled when the visitor comes from the calculator. */
export function Component() {
  useRouteHead(requireRouteEntry(staticPagePath('contact')))
  const estimate = useHandedOverEstimate(useLocation().search)

  return (
    <>
      <ContactHero />
      <Section id="contact-us" heading={contactCopy.heading} narrow>
        <p className="text-lg text-slate-700">{contactCopy.text}</p>
        <PhoneLink variant="secondary" className="mt-6" label={layoutCopy.callLabel} />
        {estimate && (
          <div className="mt-8 rounded-xl bg-green-50 p-5 ring-1 ring-green-200" data-testid="estimate-summary">
            <h3 className="font-bold text-slate-900">{contactCopy.estimateHeading}</h3>
            <p className="mt-2 text-slate-700">{fillCopy(contactCopy.estimateText, { offer: estimate.offer })}</p>
          </div>
        )}
        <div className="mt-8">
          <DeferredContactForm initialMessage={estimate?.message} />
        </div>
      </Section>
    </>
  )
}
