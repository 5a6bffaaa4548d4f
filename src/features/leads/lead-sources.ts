import type { leadSources } from '#lead-schema'

/** The full form's lead source, which also names its saved draft (lead-drafts.ts). */
export const contactFormSource = 'contact-form' satisfies (typeof leadSources)[number]
