/** Sellers' words, by testimonial id. */
export { TestimonialList as TestimonialCards } from './testimonial-list'
