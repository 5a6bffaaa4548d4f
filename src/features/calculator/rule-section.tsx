/**
 * The 70% rule explained, on /offer (src/pages/offer.tsx) and on each town's calculator page (town-offer-sections.tsx).
 */
import type { ReactNode } from 'react'
import { offerCopy, offerRuleCopy } from '../../../content/data'
import { Section } from '../../components/ui/section'
import { fillCopy } from '../../../content/fill-copy'
import { formatUsd } from '../../lib/format'
import { estimateCashOffer, initialOfferInputs } from './offer-formula'

export const ruleSectionId = 'seventy-percent-rule'

/** The rule's share as people say it ("70%"), and what is left for the buyer's costs ("30%"). */
const ruleValues = {
  share: `${Math.round(offerCopy.offerShare * 100)}%`,
  margin: `${100 - Math.round(offerCopy.offerShare * 100)}%`,
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
  const rule = offerRuleCopy
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
