import { staticPart } from '../../lib/deferred-part'

/** Sellers' words, by testimonial id: a static part, so the page a visit starts on loads none of their text. */
export const TestimonialCards = staticPart(() => import('./testimonial-list').then((module) => module.TestimonialList))
