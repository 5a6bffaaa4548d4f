import { staticPart } from '../../lib/deferred-part'

/**
 * A block of site-wide questions on a page other than /faq: a static part, so the page a visit starts on loads none
 * of their text (its answers open and close as the browser's own details elements).
 */
export const FaqSection = staticPart(() => import('./site-questions').then((module) => module.FaqSection))
