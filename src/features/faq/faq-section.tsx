/**
 * A block of site-wide questions on a page other than /faq (its answers open and close as the browser's own details
 * elements).
 */
export { FaqSection } from './site-questions'
