import { useSyncExternalStore } from 'react'
import { useLocation } from 'react-router-dom'
import { currentLink } from './current-link'
import { business, layoutCopy } from '../../../content/data'
import { fillCopy } from '../../../content/fill-copy'
import { formatOpeningHours } from '../../lib/hours'
import { BusinessAddress } from '../ui/business-address'
import { BrandMark } from '../ui/logo'
import { PhoneLink } from '../ui/phone-link'
import { countyPagePath, pagePath, townPagePath } from '../../routing/paths'
import { countySummaries, townSummaries } from '../../routing/site-manifest'

const { footer } = layoutCopy
const popularAreas = countySummaries.slice(0, footer.popularCounties).map((county) => ({
  county,
  towns: townSummaries.filter((town) => town.county === county.slug).slice(0, footer.townsPerCounty),
}))

const headingClass = 'mb-3 text-sm font-bold tracking-wide text-white uppercase'
const linkClass = 'tap-target text-green-100 underline-offset-4 hover:text-white hover:underline'

/** The year the page was built, then the visitor's year once the page runs (a build can outlive New Year's Eve). */
const noSubscription = () => () => {}
function useCurrentYear(): number {
  // Hydration uses the server snapshot, so the markup matches; React then re-renders with the browser's year.
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => __BUILD_YEAR__,
  )
}

export function Footer() {
  const year = useCurrentYear()
  const { pathname } = useLocation()
  return (
    <footer className="bg-brand text-green-50">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <div>
          {/*
            Name, address and phone, from the fields the LocalBusiness JSON-LD is made of (decision 0023): always the
            main number, as crawlers read it, never a visit's tracking number (src/browser/phone-numbers.ts).
          */}
          <address className="not-italic" data-testid="footer-nap" data-main-phone="">
            <p className="flex items-center gap-3 text-lg font-bold text-white">
              <BrandMark className="size-10 rounded-xl ring-2 ring-white/80" />
              {business.name}
            </p>
            <BusinessAddress className="mt-2 block text-green-100" />
            <PhoneLink className={`${linkClass} font-semibold`} phone={business.phone} />
          </address>
          <p className="mt-3 text-green-100">{footer.about}</p>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClass}>
            {footer.quickLinksHeading}
          </h2>
          <ul>
            {footer.quickLinks.map((item) => (
              <li key={item.page}>
                <a href={pagePath(item.page)} {...currentLink(pagePath(item.page), pathname)} className={linkClass}>
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav aria-labelledby="footer-popular-areas">
          <h2 id="footer-popular-areas" className={headingClass}>
            {footer.popularAreasHeading}
          </h2>
          <ul className="space-y-1">
            {popularAreas.map(({ county, towns: countyTowns }) => (
              <li key={county.slug}>
                <a
                  href={countyPagePath(county.slug)}
                  {...currentLink(countyPagePath(county.slug), pathname)}
                  className={`${linkClass} font-semibold`}
                >
                  {county.name}
                </a>
                <ul className="ml-3">
                  {countyTowns.map((town) => (
                    <li key={town.pageSlug}>
                      <a
                        href={townPagePath(town.pageSlug)}
                        {...currentLink(townPagePath(town.pageSlug), pathname)}
                        className={linkClass}
                      >
                        {town.city}
                      </a>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
            <li>
              <a
                href={pagePath('sitemap')}
                {...currentLink(pagePath('sitemap'), pathname)}
                className={`${linkClass} font-semibold`}
              >
                {footer.allAreasLabel}
              </a>
            </li>
          </ul>
        </nav>
        <div>
          <h2 className={headingClass}>{footer.contactHeading}</h2>
          <ul>
            <li>
              <a href={`mailto:${business.email}`} className={linkClass}>
                {business.email}
              </a>
            </li>
            <li className="text-green-100">
              {fillCopy(footer.hoursLabel, { hours: formatOpeningHours(business.hours) })}
            </li>
          </ul>
          <h2 className={`${headingClass} mt-6`}>{footer.followHeading}</h2>
          <ul className="flex gap-4">
            {business.socialProfiles.map((profile) => (
              <li key={profile.network}>
                <a href={profile.url} className={linkClass} rel="noopener" target="_blank">
                  {profile.network}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
      <div className="border-t border-green-800">
        <p className="mx-auto max-w-6xl px-4 py-4 text-sm text-green-100 sm:px-6">
          © {year} {business.name}. {footer.rightsReserved}
        </p>
      </div>
    </footer>
  )
}
