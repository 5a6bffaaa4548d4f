import { deferredPart } from '../../lib/deferred-part'
import { hasDraft } from './lead-drafts'
import { contactFormSource } from './lead-sources'

/**
 * The full lead form, taken over by the app when the visitor presses or focuses inside it (decision 0038): its code
 * (the form, its validation, about 40 KB gzipped) is not part of a visit that only reads. Until then its fields take
 * what is typed, which the form keeps, and its send button waits. A visitor with a saved draft gets the form at once,
 * with the draft in it.
 */
export const DeferredContactForm = deferredPart(() => import('./contact-form').then((module) => module.ContactForm), {
  loadAtOnce: () => hasDraft(contactFormSource),
})
