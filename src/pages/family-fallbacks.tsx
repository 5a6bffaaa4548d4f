import { Navigate, useParams } from 'react-router-dom'
import { notFoundCopy } from '../../content/data'
import { cityPageSlugPrefix } from '../../content/addresses'
import { cityPagePath, staticPagePath } from '../routing/paths'
import { citySummaries } from '../routing/site-manifest'
import { NotFoundView } from './not-found'

/**
 * What the page families' patterns answer when no page's own route did (src/routes.tsx): each county's, town's and
 * city's pages have routes of their own, loaded with that place's entry, so the not-found view is loaded only here.
 */

/** /{pageSlug} for no city of ours: a city that is also one of our towns goes to the town's page (decision 0035), as
 * _redirects does; an unknown city address gets the city family's not-found view, any other address the site's. */
export function CityNotFound() {
  const { pageSlug = '' } = useParams()
  const city = citySummaries.find((item) => item.pageSlug === pageSlug)
  if (city && city.path !== cityPagePath(pageSlug)) return <Navigate to={city.path} replace />
  return pageSlug.startsWith(cityPageSlugPrefix) ? (
    <NotFoundView heading={notFoundCopy.familyHeadings.city} />
  ) : (
    <NotFoundView />
  )
}

/** /blog/{slug} for no article or city of ours: 'City blog not found' (decision 0025). */
export function CityGuideNotFound() {
  return <NotFoundView heading={notFoundCopy.familyHeadings.cityGuide} />
}

/** /county/{slug} for no county of ours. */
export function CountyNotFound() {
  return <NotFoundView heading={notFoundCopy.familyHeadings.county} />
}

/** /locations/{slug} for no town of ours. */
export function LocationNotFound() {
  return <NotFoundView heading={notFoundCopy.familyHeadings.location} />
}

/** /offer/{slug} for no town of ours goes to /offer (decision 0025), as _redirects does. */
export function TownOfferNotFound() {
  return <Navigate to={staticPagePath('offer')} replace />
}
