import { articleMetas, cityGuideCopy } from '../../content/data'
import type { CityProfile } from '../../content/cities.schema'
import type { CityGuide } from '../../content/city-guides.schema'
import type { CityImage } from '../../content/city-images.schema'
import { cityPicture } from '../../content/pictures'
import { RelatedLinks } from '../components/ui/related-links'
import { NumberedSteps, Section, TitledCards } from '../components/ui/section'
import { ArticleHeader, ArticleMeta, BlogCallToAction, blogBreadcrumbs } from '../features/blog/blog-parts'
import { cityGuideReadMinutes, cityGuideText } from '../features/blog/city-guide-text'
import { MarketFigures } from '../features/market/market-figures'
import { useBlogPostSeo } from '../features/seo/use-blog-post-seo'
import { fillCopy } from '../../content/fill-copy'
import { articlePath, cityGuidePath, cityPagePath, townPagePath } from '../routing/paths'
import { townSummaries } from '../routing/site-manifest'
import { requireRouteEntry } from '../routing/route-entry'

/** /blog/{citySlug}: a city guide (src/routes.tsx). */
export function CityGuidePage({
  city,
  own,
  image: cityImage,
}: {
  city: CityProfile
  own: CityGuide | undefined
  image: CityImage | undefined
}) {
  const entry = requireRouteEntry(cityGuidePath(city.slug))
  const text = cityGuideText(city, own)
  const image = cityImage && cityPicture(cityImage)
  const breadcrumbs = blogBreadcrumbs(city.cityName, entry.path)
  const guide = cityGuideCopy
  // Decision 0025: the town's own page where one of our towns has this name, else the city's landing page.
  const town = townSummaries.find((item) => item.pageSlug === city.slug)
  const cityPage = town ? townPagePath(town.pageSlug) : cityPagePath(city.pageSlug)

  useBlogPostSeo({
    entry,
    headline: text.headline,
    publishedAt: text.publishedAt,
    author: text.author,
    image,
    breadcrumbs,
  })

  return (
    <article>
      <ArticleHeader
        breadcrumbs={breadcrumbs}
        headline={text.headline}
        meta={
          <ArticleMeta
            publishedAt={text.publishedAt}
            author={text.author}
            readMinutes={cityGuideReadMinutes(city, own)}
          />
        }
        summary={text.summary}
        image={image}
      />
      <Section id="market" heading={fillCopy(guide.marketHeading, { city: city.cityName })} narrow>
        <MarketFigures snapshot={text.snapshot} />
        <p className="mt-4 text-sm text-slate-600">{guide.marketNote}</p>
      </Section>
      {text.own && (
        <>
          <Section id="selling-there" heading={text.sellingHeading} tinted narrow>
            <div className="space-y-4 text-lg text-slate-700">
              {text.own.sellingThere.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </Section>
          <Section id="local-notes" heading={text.localNotesHeading}>
            <TitledCards items={text.own.localNotes} columns={2} />
          </Section>
        </>
      )}
      <Section id="neighborhoods" heading={fillCopy(guide.neighborhoodsHeading, { city: city.cityName })} tinted narrow>
        <dl className="space-y-4">
          {city.neighborhoods.map((place) => (
            <div key={place.name}>
              <dt className="font-bold text-slate-900">{place.name}</dt>
              <dd className="mt-1 text-slate-700">{place.note}</dd>
            </div>
          ))}
        </dl>
        <h3 className="mt-8 font-bold text-slate-900">{guide.nearbyHeading}</h3>
        <p className="mt-2 text-slate-700">{city.nearbyCities.join(' · ')}</p>
      </Section>
      <Section id="process" heading={fillCopy(guide.processHeading, { city: city.cityName })}>
        <NumberedSteps steps={text.processSteps} />
      </Section>
      <BlogCallToAction />
      <RelatedLinks
        heading={guide.relatedHeading}
        links={[
          ...guide.relatedArticles.flatMap((slug) =>
            articleMetas
              .filter((meta) => meta.slug === slug)
              .map((meta) => ({ title: meta.title, path: articlePath(meta.slug), description: meta.description })),
          ),
          {
            title: fillCopy(guide.cityPageLink, { city: city.cityName }),
            path: cityPage,
            description: fillCopy(guide.cityPageText, { city: city.cityName }),
          },
        ]}
      />
    </article>
  )
}
