/** The SITE_URL this build was made for, and the site's places by name (the pages' manifest: route-entry.ts). */
import { siteIndex } from 'virtual:site-index'
import { townPagePath } from './paths'

export const siteUrl: string = __SITE_URL__
/** Names and slugs only; a page that shows a town's or county's text imports content/data.ts. */
export const townSummaries = siteIndex.towns
export const countySummaries = siteIndex.counties
/** The city landing pages (/sell-house-fast-ocala...), by name. */
export const citySummaries = siteIndex.cities

/**
 * The page of a place named in copy ("Live Oak", "Gainesville"), if the site has one: its town page or its city
 * landing page, the family the linking page belongs to first.
 */
export function placePagePath(name: string, prefer: 'town' | 'city'): string | undefined {
  const town = townSummaries.find((item) => item.city === name)
  const city = citySummaries.find((item) => item.name === name)
  const townPath = town && townPagePath(town.pageSlug)
  const cityPath = city?.path
  return prefer === 'town' ? (townPath ?? cityPath) : (cityPath ?? townPath)
}
