import type { ReactNode } from 'react'
import { localPagesSharedCopy, offerCopy } from '../../../content/data'
import { Breadcrumbs } from '../../components/ui/breadcrumbs'
import { PageHero, Section } from '../../components/ui/section'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import { staticPagePath } from '../../routing/paths'
import type { RouteEntry } from '../../routing/manifest'
import { OfferCalculator } from './offer-calculator'
import { estimateCashOffer, initialOfferInputs } from './offer-formula'

export const ruleSectionId = 'seventy-percent-rule'

/** The rule's share as people say it ("70%"), and what is left for the buyer's costs ("30%"). */
const ruleValues = {
  share: `${Math.round(offerCopy.offerShare * 100)}%`,
  margin: `${100 - Math.round(offerCopy.offerShare * 100)}%`,
}

/** Breadcrumbs of a calculator page: home, the calculator and, on a town's page, the town. */
export function offerBreadcrumbs(entry: RouteEntry, townName?: string) {
  return [
    { name: localPagesSharedCopy.homeCrumb, path: staticPagePath('home') },
    { name: offerCopy.crumb, path: staticPagePath('offer') },
    ...(townName ? [{ name: townName, path: entry.path }] : []),
  ]
}

/**
 * The 70% rule explained: every paragraph on /offer. A town's page puts its own context in their place (how we work
 * out an offer there, content/towns/{pageSlug}.md, offerContext) under its own heading, keeps the worked example, and
 * links to the full rule on /offer (decision 0034).
 */
export function RuleSection({
  town,
  children,
}: {
  town?: { city: string; offerContext: string }
  children?: ReactNode
}) {
  const { rule } = offerCopy
  const heading = town
    ? fillCopy(offerCopy.town.contextHeading, { ...ruleValues, city: town.city })
    : fillCopy(rule.heading, ruleValues)
  const paragraphs = town ? [town.offerContext] : rule.paragraphs.map((paragraph) => fillCopy(paragraph, ruleValues))
  return (
    <Section id={ruleSectionId} heading={heading} tinted narrow>
      <div className="space-y-4 text-lg text-slate-700">
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
        <p className="rounded-xl bg-white p-5 font-medium text-slate-900 ring-1 ring-slate-200">
          {fillCopy(rule.example, {
            ...ruleValues,
            arv: formatUsd(initialOfferInputs.arv),
            repairs: formatUsd(initialOfferInputs.repairs),
            offer: formatUsd(estimateCashOffer(initialOfferInputs)),
          })}
        </p>
        {children}
      </div>
    </Section>
  )
}

/** The top of /offer and /offer/{town}: breadcrumbs, heading, intro and the calculator. */
export function OfferHero({
  breadcrumbs,
  heading,
  intro,
  town,
}: {
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
  heading: string
  intro: string
  town?: { pageSlug: string; city: string }
}) {
  return (
    <PageHero breadcrumbs={<Breadcrumbs items={breadcrumbs} />} heading={heading}>
      <p className="mt-5 max-w-3xl text-lg text-slate-700">{intro}</p>
      <div className="mt-10 max-w-3xl">
        {/* A new town starts a new calculator: the result is hidden again until asked for. */}
        <OfferCalculator key={town?.pageSlug ?? 'generic'} town={town} />
      </div>
    </PageHero>
  )
}
