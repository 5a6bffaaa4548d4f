/** What builds a page's head tags, loaded as one chunk (src/features/seo/head-code.ts). */
export * from './structured-data'
export { pageHeadTags } from './page-head-tags'
