import { countySummaries, requireRouteEntry, siteUrl } from '../routing/site-manifest'
import { LocationGrid } from '../features/locations/location-grid'
import { useJsonLd } from '../features/seo/use-json-ld'
import { useRouteHead } from '../features/seo/use-route-head'
import { staticPart } from '../lib/deferred-part'
import { staticPagePath } from '../routing/paths'

/** The page around the location grid (src/pages/home-sections.tsx), as static parts. */
const sections = () => import('./home-sections')
const HomeIntro = staticPart(async () => (await sections()).HomeIntro)
const HomeClosing = staticPart(async () => (await sections()).HomeClosing)

/** /: the location grid is the app's to run (its towns open and close); the rest is static parts. */
export function Component() {
  const entry = requireRouteEntry(staticPagePath('home'))
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
