import { articleIndex } from 'virtual:article-index'
import { cityGuideIndex } from 'virtual:city-guide-index'
import { articleMetas } from '../../content/data'
import { blogCopy, cityGuideCopy } from '../../content/data'
import { cityPicture } from '../../content/pictures'
import { PageHero, Section } from '../components/ui/section'
import { BlogCallToAction, BlogCard, findImage } from '../features/blog/blog-parts'
import { useRouteHead } from '../features/seo/use-route-head'
import { fillCopy } from '../../content/fill-copy'
import { articlePath, cityGuidePath, pagePath } from '../routing/paths'
import { requireRouteEntry } from '../routing/route-entry'

/** /blog: the six articles, the first city guides as cards, every guide in a list, and the call to action. */
export function Component() {
  useRouteHead(requireRouteEntry(pagePath('blog')))
  const { index } = blogCopy
  const guide = cityGuideCopy
  return (
    <>
      <PageHero heading={index.heading}>
        <p className="mt-5 max-w-3xl text-lg text-slate-700">{index.intro}</p>
      </PageHero>
      <Section id="articles" heading={index.articlesHeading}>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="article-cards">
          {articleMetas.map((meta, index) => {
            const indexed = articleIndex[meta.slug]
            return (
              <BlogCard
                key={meta.slug}
                path={articlePath(meta.slug)}
                title={meta.title}
                text={meta.description}
                image={indexed && findImage(indexed.image)}
                publishedAt={meta.publishedAt}
                readMinutes={indexed?.readMinutes ?? 1}
                first={index === 0}
              />
            )
          })}
        </ul>
      </Section>
      <Section id="city-guides" heading={index.guidesHeading} tinted>
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3" data-testid="guide-cards">
          {cityGuideIndex.slice(0, index.guideCards).map((city) => {
            return (
              <BlogCard
                key={city.slug}
                path={cityGuidePath(city.slug)}
                title={city.headline}
                text={fillCopy(guide.cardText, { city: city.cityName })}
                image={city.image && cityPicture(city.image)}
                publishedAt={city.publishedAt}
                readMinutes={city.readMinutes}
              />
            )
          })}
        </ul>
        <h3 className="mt-10 text-xl font-bold text-slate-900">{index.allGuidesHeading}</h3>
        <ul className="mt-4 grid gap-2 sm:grid-cols-2" data-testid="all-guides">
          {cityGuideIndex.map((city) => (
            <li key={city.slug}>
              <a
                href={cityGuidePath(city.slug)}
                className="tap-target font-semibold text-brand underline underline-offset-4"
              >
                {city.headline}
              </a>
            </li>
          ))}
        </ul>
      </Section>
      <BlogCallToAction />
    </>
  )
}
