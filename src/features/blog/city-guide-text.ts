/** The words of a city guide, filled for one city; the guide page shows them and the blog index times them. */
import { blogCopy, cityGuideCopy, defaultMarketSnapshot } from '../../../content/data'
import type { CityProfile } from '../../../content/cities.schema'
import type { CityGuide } from '../../../content/city-guides.schema'
import { fillCopy } from '../../../content/fill-copy'
import { countWords, readMinutes } from '../../lib/words'

/** `own`: the city's guide (content/city-guides/{slug}.md). */
export function cityGuideText(city: CityProfile, own: CityGuide | undefined) {
  const values = { city: city.cityName, county: city.countyName }
  const guide = cityGuideCopy
  if (!own) throw new Error(`content/city-guides/${city.slug}.md is missing; every city has a guide`)
  return {
    headline: fillCopy(guide.headline, values),
    summary: fillCopy(guide.summary, values),
    snapshot: city.marketSnapshot ?? defaultMarketSnapshot,
    sellingHeading: fillCopy(guide.sellingHeading, values),
    localNotesHeading: fillCopy(guide.localNotesHeading, values),
    own,
    publishedAt: own.publishedAt,
    author: own.author,
    processSteps: guide.processSteps.map((step) => ({ title: step.title, text: fillCopy(step.text, values) })),
  }
}

/** Minutes to read a city guide, from every word it shows. */
export function cityGuideReadMinutes(city: CityProfile, own: CityGuide | undefined): number {
  const text = cityGuideText(city, own)
  const guide = cityGuideCopy
  const { callToAction } = blogCopy
  const words = countWords(
    [
      text.headline,
      text.summary,
      guide.marketNote,
      text.snapshot.trend,
      text.sellingHeading,
      ...text.own.sellingThere,
      text.localNotesHeading,
      ...text.own.localNotes.flatMap((note) => [note.title, note.text]),
      ...city.neighborhoods.flatMap((place) => [place.name, place.note]),
      ...city.nearbyCities,
      ...text.processSteps.flatMap((step) => [step.title, step.text]),
      callToAction.heading,
      callToAction.text,
    ].join(' '),
  )
  return readMinutes(words)
}
