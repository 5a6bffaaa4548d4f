import { Navigate, useParams } from 'react-router-dom'
import { localPagesCopy } from '../../content/local-pages'
import { offerCopy } from '../../content/offer'
import { Breadcrumbs } from '../components/ui/breadcrumbs'
import { PageHero, Section } from '../components/ui/section'
import { RelatedLinks } from '../components/ui/related-links'
import { OfferCalculator } from '../features/calculator/offer-calculator'
import { estimateCashOffer, initialOfferInputs } from '../features/calculator/offer-formula'
import { breadcrumbJsonLd } from '../features/seo/structured-data'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy, formatUsd } from '../lib/format'
import { countyPagePath, staticPagePath, townOfferPath, townPagePath } from '../routing/paths'
import type { TownSummary } from '../routing/site-index'
import { countySummaries, requireRouteEntry, routeManifest, siteUrl, townSummaries } from '../routing/site-manifest'

function RuleExplained() {
  const { rule } = offerCopy
  return (
    <Section id="seventy-percent-rule" heading={rule.heading} tinted narrow>
      <div className="space-y-4 text-lg text-slate-700">
        {rule.paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="rounded-xl bg-white p-5 font-medium text-slate-900 ring-1 ring-slate-200">
          {fillCopy(rule.example, {
            arv: formatUsd(initialOfferInputs.arv),
            repairs: formatUsd(initialOfferInputs.repairs),
            share: `${Math.round(offerCopy.offerShare * 100)}%`,
            offer: formatUsd(estimateCashOffer(initialOfferInputs)),
          })}
        </p>
      </div>
    </Section>
  )
}

function OfferPage({ town }: { town?: TownSummary }) {
  const entry = requireRouteEntry(town ? townOfferPath(town.pageSlug) : staticPagePath('offer'))
  const county = town && countySummaries.find((item) => item.slug === town.county)
  const breadcrumbs = [
    { name: localPagesCopy.shared.homeCrumb, path: staticPagePath('home') },
    { name: offerCopy.crumb, path: staticPagePath('offer') },
    ...(town ? [{ name: town.city, path: entry.path }] : []),
  ]
  useRouteHead(entry)
  useJsonLd(breadcrumbJsonLd(breadcrumbs.map((crumb) => ({ name: crumb.name, url: `${siteUrl}${crumb.path}` }))))

  const intro = town
    ? fillCopy(offerCopy.townIntro, { city: town.city, county: county?.name ?? '' })
    : fillCopy(offerCopy.genericIntro, {
        towns: townSummaries.length,
        counties: countySummaries.length,
        cities: routeManifest.filter((item) => item.kind === 'city').length,
      })

  return (
    <>
      <PageHero
        breadcrumbs={<Breadcrumbs items={breadcrumbs} />}
        heading={town ? fillCopy(offerCopy.townHeading, { city: town.city }) : offerCopy.genericHeading}
      >
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{intro}</p>
        <div className="mt-10 max-w-3xl">
          <OfferCalculator town={town} />
        </div>
      </PageHero>
      <RuleExplained />
      {town && county && (
        <RelatedLinks
          heading={offerCopy.townLinks.heading}
          links={[
            {
              title: fillCopy(offerCopy.townLinks.townPage, { city: town.city }),
              path: townPagePath(town.pageSlug),
              description: fillCopy(offerCopy.townLinks.townPageText, { city: town.city }),
            },
            {
              title: county.name,
              path: countyPagePath(county.slug),
              description: fillCopy(offerCopy.townLinks.countyPageText, { county: county.name }),
            },
          ]}
        />
      )}
    </>
  )
}

/** /offer and /offer/{town}; an unknown town goes to /offer (DECISIONS.md 1), as the _redirects file does for a static host. */
export function Component() {
  const { locationSlug } = useParams()
  if (locationSlug === undefined) return <OfferPage />
  const town = townSummaries.find((item) => item.pageSlug === locationSlug)
  return town ? <OfferPage town={town} /> : <Navigate to={staticPagePath('offer')} replace />
}
