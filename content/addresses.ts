/** Address facts content and the router share, kept apart from the schemas so pages import them without zod. */

/** Every city landing page lives at /{pageSlug}, and every pageSlug starts with this. */
export const cityPageSlugPrefix = 'sell-house-fast-'
