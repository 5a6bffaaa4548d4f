/// <reference types="vite/client" />

/** The year the build ran; the footer shows it until the page runs in the browser. */
declare const __BUILD_YEAR__: number

/** The route manifest and town/county names of this build (see src/routing/site-index.ts and vite.config.ts). */
declare module 'virtual:site-index' {
  export const siteIndex: import('./routing/site-index').SiteIndex
}
