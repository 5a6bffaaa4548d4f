import type { AboutPage, WithContext } from 'schema-dts'
import { aboutCopy, business } from '../../content/data'
import { BusinessAddress } from '../components/ui/business-address'
import { PhoneLink } from '../components/ui/phone-link'
import {
  NumberedSteps,
  OfferOrCallActions,
  OfferBanner,
  PageHero,
  Section,
  TitledCards,
} from '../components/ui/section'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { formatOpeningHours } from '../lib/hours'
import { pagePath } from '../routing/paths'
import { countySummaries, siteUrl } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'

/** "Suwannee, Columbia, ... and Taylor counties". */
const countyNames = countySummaries.map((county) => county.name.replace(/ County$/, ''))
const servedCounties = `${countyNames.slice(0, -1).join(', ')} and ${countyNames.at(-1)} counties`
const placeholders = {
  business: business.name,
  founded: business.foundedYear,
  city: business.address.city,
  counties: servedCounties,
}

function Identity() {
  const { identity } = aboutCopy
  const { labels } = identity
  const rows: Array<[string, React.ReactNode]> = [
    [labels.name, business.name],
    [labels.legalEntity, business.legalEntity],
    [labels.address, <BusinessAddress key="address" />],
    [
      labels.phone,
      <PhoneLink key="phone" className="tap-target font-semibold whitespace-nowrap text-brand underline" />,
    ],
    [
      labels.email,
      <a key="email" href={`mailto:${business.email}`} className="tap-target font-semibold text-brand underline">
        {business.email}
      </a>,
    ],
    [labels.hours, formatOpeningHours(business.hours)],
    [labels.founded, business.foundedYear],
  ]
  return (
    <Section id="identity" heading={identity.heading} tinted>
      <p className="mb-6 max-w-3xl text-slate-700">{identity.intro}</p>
      <dl className="grid max-w-3xl gap-x-6 gap-y-3 rounded-xl bg-white p-6 ring-1 ring-slate-200 sm:grid-cols-[auto_1fr]">
        {rows.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-semibold text-slate-900">{label}</dt>
            <dd className="text-slate-700">{value}</dd>
          </div>
        ))}
      </dl>
    </Section>
  )
}

/** /about: who buys, how an offer is made, the pledges, and the business's identity (decision 0023). */
export function Component() {
  const entry = requireRouteEntry(pagePath('about'))
  useRouteHead(entry)
  const aboutPage: WithContext<AboutPage> = {
    '@context': 'https://schema.org',
    '@type': 'AboutPage',
    url: entry.canonical,
    name: entry.title,
    mainEntity: { '@id': `${siteUrl}/#business` },
  }
  useJsonLd((ld) => [
    aboutPage,
    ld.localBusinessJsonLd({
      siteUrl,
      pageUrl: entry.canonical,
      area: countySummaries.map((county) => ({ kind: 'AdministrativeArea', name: county.name })),
    }),
  ])
  const { hero, whoBuys, howOffers, pledges, callToAction } = aboutCopy
  return (
    <>
      <PageHero badge={hero.badge} heading={hero.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{fillCopy(hero.text, placeholders)}</p>
        <OfferOrCallActions />
      </PageHero>
      <Section id="who-buys" heading={whoBuys.heading} narrow>
        <div className="space-y-4 text-lg text-slate-700">
          {whoBuys.paragraphs.map((paragraph) => (
            <p key={paragraph}>{fillCopy(paragraph, placeholders)}</p>
          ))}
        </div>
      </Section>
      <Section id="how-offers" heading={howOffers.heading} tinted>
        <p className="mb-6 max-w-3xl text-slate-700">{howOffers.intro}</p>
        <NumberedSteps steps={howOffers.steps} />
      </Section>
      <Section id="pledges" heading={pledges.heading}>
        <p className="mb-6 max-w-3xl text-slate-700">{pledges.intro}</p>
        <TitledCards items={pledges.items} />
      </Section>
      <Identity />
      <OfferBanner id="about-offer" copy={callToAction} />
    </>
  )
}
