import { layoutCopy, testimonials } from '../../../content/data'

/** Two testimonials per city, rotating through the list so neighbouring cities show different sellers. */
function rotatingIds(cityIndex: number): string[] {
  return [0, 1].map((offset) => testimonials[(cityIndex * 2 + offset) % testimonials.length]!.id)
}

/**
 * Sellers' words (shown through testimonial-cards.tsx): by testimonial id from content/site/testimonials.yaml, or a
 * city's two by its place in the list of cities (`rotation`).
 */
export function TestimonialList({
  ids,
  rotation = 0,
  heading,
}: {
  ids?: readonly string[]
  rotation?: number
  heading: string
}) {
  const shown = (ids ?? rotatingIds(rotation)).flatMap((id) =>
    testimonials.filter((testimonial) => testimonial.id === id),
  )
  return (
    <section aria-labelledby="testimonials-heading" className="bg-green-50 py-14">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <h2 id="testimonials-heading" className="mb-8 text-center text-3xl font-bold text-brand">
          {heading}
        </h2>
        <ul className="grid gap-6 md:grid-cols-2">
          {shown.map((testimonial) => (
            <li key={testimonial.id}>
              <figure className="h-full rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                {!testimonial.real && (
                  <p className="mb-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    {layoutCopy.sampleTestimonialLabel}
                  </p>
                )}
                <blockquote className="text-lg leading-relaxed text-slate-700">“{testimonial.quote}”</blockquote>
                <figcaption className="mt-4 text-sm">
                  <span className="font-bold text-slate-900">{testimonial.name}</span>
                  <span className="text-slate-600">
                    {' '}
                    · {testimonial.place} · {testimonial.situation}
                  </span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
