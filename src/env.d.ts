/// <reference types="vite/client" />

/** The site's origin, fixed at build time from SITE_URL (see src/routing/site-url.ts). */
declare const __SITE_URL__: string
/** The year the build ran; the footer shows it until the page runs in the browser. */
declare const __BUILD_YEAR__: number
