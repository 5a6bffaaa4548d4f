/// <reference types="vite/client" />

/** The site's origin, fixed at build time from SITE_URL (see src/routing/site-url.ts). */
declare const __SITE_URL__: string
