/** The document head's structured-data blocks. */
export const jsonLdSelector = 'script[type="application/ld+json"]'
