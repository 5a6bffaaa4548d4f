import { useParams } from 'react-router-dom'
import { notFoundCopy } from '../../content/data'
import { cityPageSlugPrefix } from '../../content/addresses'
import { NotFoundView } from './not-found'

/**
 * What the page families' patterns answer when no page's own route did (src/routes.tsx): each county's, town's and
 * city's pages have routes of their own.
 */

/**
 * /{pageSlug} for no city of ours: an unknown city address gets the city family's not-found view, any other address
 * the site's. A city that is also one of our towns is redirected to the town's page by the server (_redirects,
 * decision 0035), and every link follows that redirect.
 */
export function CityNotFound() {
  const { pageSlug = '' } = useParams()
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
