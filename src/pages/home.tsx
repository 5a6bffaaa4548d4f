import { countySummaries, siteUrl } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'
import { LocationGrid } from '../features/locations/location-grid'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { pagePath } from '../routing/paths'

import { HomeClosing, HomeIntro } from './home-sections'

/** /: the page around the location grid, whose towns open and close as the browser's own details elements. */
export function Component() {
  const entry = requireRouteEntry(pagePath('home'))
  useRouteHead(entry)
  useJsonLd((ld) => [
    ld.webSiteJsonLd(siteUrl),
    ld.localBusinessJsonLd({
      siteUrl,
      pageUrl: entry.canonical,
      area: countySummaries.map((county) => ({ kind: 'AdministrativeArea', name: county.name })),
    }),
  ])
  return (
    <>
      <HomeIntro />
      <LocationGrid />
      <HomeClosing />
    </>
  )
}
