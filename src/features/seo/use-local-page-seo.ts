import type { QuestionAnswer } from '../../../content/shared.schema'
import type { RouteEntry } from '../../routing/manifest'
import { siteUrl } from '../../routing/site-manifest'
import type { ServedArea } from './structured-data'
import { useJsonLd } from './use-json-ld'
import { useRouteHead } from './use-route-head'

/** The head of a city, county or location page: its manifest entry plus LocalBusiness, BreadcrumbList and FAQPage data matching what the page shows. */
export function useLocalPageSeo({
  entry,
  area,
  breadcrumbs,
  questions,
}: {
  entry: RouteEntry
  area: ServedArea
  breadcrumbs: ReadonlyArray<{ name: string; path: string }>
  questions: readonly QuestionAnswer[]
}): void {
  useRouteHead(entry)
  useJsonLd((ld) => [
    ld.localBusinessJsonLd({ siteUrl, pageUrl: entry.canonical, area }),
    ld.breadcrumbPathsJsonLd(siteUrl, breadcrumbs),
    ld.faqPageJsonLd(questions),
  ])
}
