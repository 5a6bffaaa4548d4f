import type { ReactNode } from 'react'
import { localPagesCopy } from '../../content/local-pages'
import { offerCopy } from '../../content/offer'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { PageHero, Section } from '../components/ui/section'
import { OfferCalculator } from '../features/calculator/offer-calculator'
import { estimateCashOffer, initialOfferInputs } from '../features/calculator/offer-formula'
import { breadcrumbJsonLd } from '../features/seo/structured-data'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy, formatUsd } from '../lib/format'
import { staticPagePath } from '../routing/paths'
import type { TownSummary } from '../routing/site-index'
import { countySummaries, requireRouteEntry, routeManifest, siteUrl, townSummaries } from '../routing/site-manifest'

export const ruleSectionId = 'seventy-percent-rule'

/** The worked example with the sliders' initial values. */
export function RuleExample() {
  return (
    <p className="rounded-xl bg-white p-5 font-medium text-slate-900 ring-1 ring-slate-200">
      {fillCopy(offerCopy.rule.example, {
        arv: formatUsd(initialOfferInputs.arv),
        repairs: formatUsd(initialOfferInputs.repairs),
        share: `${Math.round(offerCopy.offerShare * 100)}%`,
        offer: formatUsd(estimateCashOffer(initialOfferInputs)),
      })}
    </p>
  )
}

/** What /offer and /offer/{town} share: breadcrumbs, heading, intro and the calculator, then the page's own sections. */
export function OfferPageLayout({
  path,
  town,
  heading,
  intro,
  children,
}: {
  path: string
  town?: TownSummary
  heading: string
  intro: string
  children: ReactNode
}) {
  const entry = requireRouteEntry(path)
  const breadcrumbs = [
    { name: localPagesCopy.shared.homeCrumb, path: staticPagePath('home') },
    { name: offerCopy.crumb, path: staticPagePath('offer') },
    ...(town ? [{ name: town.city, path }] : []),
  ]
  useRouteHead(entry)
  useJsonLd(breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${siteUrl}${crumb.path}` }))))
  return (
    <>
      <PageHero breadcrumbs={<Breadcrumbs items={breadcrumbs} />} heading={heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{intro}</p>
        <div className="mt-10 max-w-3xl">
          <OfferCalculator town={town} />
        </div>
      </PageHero>
      {children}
    </>
  )
}

/** /offer: the generic calculator and the whole explanation of the 70% rule. */
export function Component() {
  const { rule } = offerCopy
  return (
    <OfferPageLayout
      path={staticPagePath('offer')}
      heading={offerCopy.genericHeading}
      intro={fillCopy(offerCopy.genericIntro, {
        towns: townSummaries.length,
        counties: countySummaries.length,
        cities: routeManifest.filter((item) => item.kind === 'city').length,
      })}
    >
      <Section id={ruleSectionId} heading={rule.heading} tinted narrow>
        <div className="space-y-4 text-lg text-slate-700">
          {rule.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          <RuleExample />
        </div>
      </Section>
    </OfferPageLayout>
  )
}
