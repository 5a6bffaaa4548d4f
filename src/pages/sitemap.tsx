/** /sitemap (noindex): the XML sitemap with its tools, and every page of the site in lists for people. */
import type { ReactNode } from 'react'
import { sitemap } from 'virtual:sitemap-xml'
import { articleMetas } from '../../content/data'
import { layoutCopy, sitemapPageCopy } from '../../content/data'
import { PageHero } from '../components/ui/section'
import { useRouteHead } from '../features/seo/use-route-head'
import { SitemapXmlButtons, fileName, hiddenClass, xmlId } from '../features/sitemap/sitemap-xml-tools'
import { Island } from '../islands/island'
import { fillCopy } from '../../content/fill-copy'
import { formatIsoDate } from '../lib/format'
import { articlePath, cityGuidePath, countyPagePath, pagePath, townOfferPath, townPagePath } from '../routing/paths'
import { citySummaries, countySummaries, townSummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'

const { stats, lists } = sitemapPageCopy
const linkClass = 'tap-target text-brand underline underline-offset-4 hover:text-brand-accent'

/** A heading and its links; plain blocks, not landmark regions, so a screen reader's landmark list stays short. */
function LinkList({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-xl font-bold text-brand">{heading}</h2>
      <ul className="mt-3 space-y-2">{children}</ul>
    </div>
  )
}

function Stat({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <dt className="text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="mt-1 text-2xl font-extrabold text-brand">{children}</dd>
    </div>
  )
}

export function Component() {
  useRouteHead(requireRouteEntry(pagePath('sitemap')))
  const mainPages = layoutCopy.footer.quickLinks.filter((link) => link.page !== 'sitemap')
  return (
    <>
      <PageHero heading={sitemapPageCopy.heading}>
        <p className="mt-4 max-w-3xl text-lg text-slate-700">{sitemapPageCopy.intro}</p>
        <dl className="mt-8 grid gap-4 sm:grid-cols-3">
          <Stat label={stats.urls}>
            <span data-testid="sitemap-url-count">{sitemap.urlCount}</span>
          </Stat>
          <Stat label={stats.canonical}>
            <span data-testid="sitemap-canonical-count">{sitemap.canonicalCount}</span>
          </Stat>
          <Stat label={stats.generated}>
            <time dateTime={sitemap.generatedAt}>{formatIsoDate(sitemap.generatedAt.slice(0, 10))}</time>
          </Stat>
        </dl>
      </PageHero>
      <div className="mx-auto max-w-6xl space-y-12 px-4 py-12 sm:px-6">
        <section
          aria-labelledby="sitemap-xml-heading"
          className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
        >
          <h2 id="sitemap-xml-heading" className="text-2xl font-bold text-brand">
            {sitemapPageCopy.xml.heading}
          </h2>
          <p className="mt-2 text-slate-700">{fillCopy(sitemapPageCopy.xml.text, { file: fileName })}</p>
          <Island name="sitemap-tools" component={SitemapXmlButtons} props={{}} trigger="interaction" />
          {/* Hidden until asked for, and shown outright when scripts are off (by class: the no-script rule shows it). */}
          <pre
            id={xmlId}
            data-noscript-show=""
            data-testid="sitemap-xml"
            role="region"
            aria-label={fileName}
            // A scrolling box: keyboard users must be able to focus it to scroll it (WCAG 2.1.1).
            // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
            tabIndex={0}
            className={`mt-5 max-h-[32rem] overflow-auto rounded-lg bg-slate-900 p-4 text-xs leading-relaxed text-green-100 ${hiddenClass}`}
          >
            {sitemap.xml}
          </pre>
        </section>
        <div className="grid gap-10 md:grid-cols-2 lg:grid-cols-3">
          <LinkList heading={lists.mainHeading}>
            {mainPages.map((link) => (
              <li key={link.page}>
                <a href={pagePath(link.page)} className={linkClass}>
                  {link.label}
                </a>
              </li>
            ))}
          </LinkList>
          <LinkList heading={lists.citiesHeading}>
            {citySummaries.map((city) => (
              <li key={city.pageSlug}>
                <a href={city.path} className={linkClass}>
                  {city.name}
                </a>
              </li>
            ))}
          </LinkList>
          <div className="space-y-10">
            <LinkList heading={lists.articlesHeading}>
              {articleMetas.map((article) => (
                <li key={article.slug}>
                  <a href={articlePath(article.slug)} className={linkClass}>
                    {article.title}
                  </a>
                </li>
              ))}
            </LinkList>
            <LinkList heading={lists.guidesHeading}>
              {citySummaries.map((city) => (
                <li key={city.slug}>
                  <a href={cityGuidePath(city.slug)} className={linkClass}>
                    {fillCopy(lists.guideLink, { city: city.name })}
                  </a>
                </li>
              ))}
            </LinkList>
          </div>
        </div>
        <div>
          <h2 className="text-xl font-bold text-brand">{lists.locationsHeading}</h2>
          <div className="mt-4 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {countySummaries.map((county) => (
              <div key={county.slug}>
                <h3 className="font-bold text-slate-900">{county.name}</h3>
                <ul className="mt-2 space-y-2">
                  <li>
                    <a href={countyPagePath(county.slug)} className={linkClass}>
                      {fillCopy(lists.countyLink, { county: county.name })}
                    </a>
                  </li>
                  {townSummaries
                    .filter((town) => town.county === county.slug)
                    .map((town) => (
                      <li key={town.pageSlug}>
                        <a href={townPagePath(town.pageSlug)} className={linkClass}>
                          {town.city}
                        </a>
                        <span aria-hidden="true" className="text-slate-400">
                          {' · '}
                        </span>
                        <a
                          href={townOfferPath(town.pageSlug)}
                          aria-label={fillCopy(lists.offerLinkLabel, { city: town.city })}
                          className={`${linkClass} text-sm`}
                        >
                          {lists.offerLink}
                        </a>
                      </li>
                    ))}
                </ul>
              </div>
            ))}
          </div>
        </div>
      </div>
    </>
  )
}
